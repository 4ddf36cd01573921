import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { AdminShell } from '@/components/admin/admin-shell';
import { PortalBanner } from '@/components/admin/portal-banner';
import { getOverviewCounts } from '@/lib/server/overview';

export const metadata: Metadata = { title: { default: 'Admin Portal', template: '%s | BioArk Admin' }, robots: { index: false, follow: false } };
// Rendered per request (never cached or prerendered): the answer is private, no-store (docs/security.md item 30).
export const dynamic = 'force-dynamic';

// Every admin page lives under this layout, which checks the session itself (proxy.ts only redirects early).
export default async function AdminPortalLayout({ children }: { children: React.ReactNode }) {
  const admin = await requireAdminPage();
  const counts = await getOverviewCounts();
  return (
    <AdminShell
      admin={{ id: admin.id, email: admin.email, name: admin.name }}
      initialUnread={counts.unreadQuotes}
      banner={<PortalBanner counts={counts} />}
    >
      {children}
    </AdminShell>
  );
}

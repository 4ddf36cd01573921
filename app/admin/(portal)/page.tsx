import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { AdminPageHeader } from '@/components/admin/page-header';
import { OverviewCards } from '@/components/admin/overview/overview-cards';
import { RecentActivity } from '@/components/admin/overview/recent-activity';
import { DemoModeBanner } from '@/components/admin/orders/demo-mode-banner';
import { OrdersOverviewCard } from '@/components/admin/orders/orders-overview-card';
import { OffersOverviewCard } from '@/components/admin/offers/offers-overview-card';
import { getOverviewCounts } from '@/lib/server/overview';
import { recentAuditEntries } from '@/lib/server/audit';

// The portal layout's title template covers its child segments, not this page of its own segment.
export const metadata: Metadata = { title: { absolute: 'Overview | BioArk Admin' } };
export const dynamic = 'force-dynamic';

export default async function AdminOverviewPage() {
  // Every page checks the session itself: a crafted RSC request can render a page without its layout.
  const admin = await requireAdminPage('/admin');
  const [counts, recent] = await Promise.all([getOverviewCounts(), recentAuditEntries(6)]);
  return (
    <>
      <AdminPageHeader title="Overview" description={`Welcome back, ${admin.name || admin.email}.`} />
      <DemoModeBanner className="mb-4" />
      <OverviewCards counts={counts} />
      <div className="mt-6 flex flex-col gap-6">
        <OrdersOverviewCard />
        <OffersOverviewCard />
        <RecentActivity entries={recent} />
      </div>
    </>
  );
}

import type { Metadata } from 'next';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { AdminPageHeader } from '@/components/admin/page-header';
import { QuotesInbox } from '@/components/admin/quotes/quotes-inbox';

export const metadata: Metadata = { title: 'Quotes' };
export const dynamic = 'force-dynamic';

export default async function AdminQuotesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage('/admin/quotes');
  const sp = await searchParams;
  const id = typeof sp.id === 'string' && /^[0-9a-f-]{36}$/i.test(sp.id) ? sp.id : undefined;
  return (
    <>
      <AdminPageHeader title="Quotes" description="Quote requests from the quote form, product pages and the gene design wizard." />
      <QuotesInbox initialSelectedId={id} />
    </>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { ArrowLeftIcon } from '@/components/icons/arrow-left';
import { AdminPageHeader } from '@/components/admin/page-header';
import { OfferEditor } from '@/components/admin/offers/offer-editor';
import { emptyServiceLine, type EditorValues } from '@/components/admin/offers/editor-values';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { defaultValidUntil } from '@/lib/domain/offers';
import { getQuoteForOffer } from '@/lib/server/offers';

export const metadata: Metadata = { title: 'New offer' };
export const dynamic = 'force-dynamic';

export default async function NewOfferPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage('/admin/offers/new');
  const sp = await searchParams;
  const quote = typeof sp.quote === 'string' ? await getQuoteForOffer(sp.quote) : null;
  const initial: EditorValues = {
    quoteId: quote?.id ?? null,
    customerEmail: quote?.email ?? '',
    customerName: quote?.name ?? '',
    institution: quote?.institution ?? '',
    lines: [emptyServiceLine(quote?.serviceKind ?? 'custom', quote?.description ?? '')],
    discountType: 'none',
    discount: '',
    shipping: '',
    taxNote: '',
    terms: 'Net 30 days from invoice',
    note: '',
    validUntil: defaultValidUntil(new Date()),
  };
  return (
    <div className="space-y-6">
      <Link href={quote ? `/admin/quotes?id=${quote.id}` : '/admin/offers'} className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {quote ? 'Back to the quote' : 'All offers'}
      </Link>
      <AdminPageHeader title="New offer" description={quote ? `For the quote request of ${quote.name || quote.email}.` : 'An offer from nothing: add products and services, then send it.'} />
      <OfferEditor offerId={null} initial={initial} products={[]} />
    </div>
  );
}

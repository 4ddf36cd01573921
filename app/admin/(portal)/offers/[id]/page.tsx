import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminNotFound } from '@/components/admin/not-found-content';
import { ArrowLeftIcon } from '@/components/icons/arrow-left';
import { AdminPageHeader } from '@/components/admin/page-header';
import { NewVersionButton } from '@/components/admin/offers/new-version-button';
import { OfferEditor } from '@/components/admin/offers/offer-editor';
import type { EditorValues } from '@/components/admin/offers/editor-values';
import { OfferStatusBadge } from '@/components/admin/offers/offer-status-badge';
import { OfferLinesTable } from '@/components/offers/offer-lines-table';
import { MilestoneTimeline } from '@/components/offers/milestone-timeline';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCents } from '@/lib/domain/money';
import { getOfferAdmin } from '@/lib/server/offers';
import { offerPickerProductsFor } from '@/lib/server/offer-picker';
import type { OfferView } from '@/lib/types/offers';
import { PAYMENT_METHOD_LABEL } from '@/lib/domain/customer-order';

export const metadata: Metadata = { title: 'Offer' };
export const dynamic = 'force-dynamic';

const dollars = (cents: number) => (cents ? (cents / 100).toFixed(2) : '');

function editorValues(o: OfferView): EditorValues {
  return {
    quoteId: o.quoteId,
    customerEmail: o.customerEmail,
    customerName: o.customerName,
    institution: o.institution,
    lines: o.lines.map((l) => ({
      kind: l.kind,
      productId: l.kind === 'product' ? l.catalogNumber || (l.productId ?? '') : '',
      variant: l.variant,
      description: l.description,
      quantity: String(l.quantity),
      price: dollars(l.unitPriceCents),
      serviceKind: l.serviceKind ?? '',
    })),
    discountType: o.discountType,
    discount: o.discountType === 'percent' ? String(o.discountValue / 100) : o.discountType === 'amount' ? dollars(o.discountValue) : '',
    shipping: dollars(o.shippingCents),
    taxNote: o.taxNote,
    terms: o.terms,
    note: o.note,
    validUntil: o.validUntil,
  };
}

export default async function AdminOfferPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  await requireAdminPage(`/admin/offers/${id}`);
  const sp = await searchParams;
  const detail = await getOfferAdmin(id);
  if (!detail) return <AdminNotFound />;
  const { offer, versions, order } = detail;
  const isDraft = offer.status === 'draft';
  const canRevise = ['sent', 'declined'].includes(offer.status) && !versions.some((v) => v.status === 'draft');

  return (
    <div className="space-y-6">
      <Link href="/admin/offers" className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        All offers
      </Link>
      <AdminPageHeader
        title={`Offer ${offer.reference}`}
        description={`${offer.customerName || offer.customerEmail}${offer.institution ? ` · ${offer.institution}` : ''} · ${offer.customerEmail}`}
        actions={
          <>
            <OfferStatusBadge status={offer.displayStatus} />
            {canRevise ? <NewVersionButton offerId={offer.id} /> : null}
          </>
        }
      />
      {sp.sent === '1' && offer.status === 'sent' ? (
        <p role="status" className="rounded-md border border-success/30 bg-success/5 p-3 text-sm">
          Sent to {offer.customerEmail}: the e-mail with the link and the PDF is in the outbox.
        </p>
      ) : null}
      {offer.quoteId ? (
        <p className="text-sm text-muted-foreground">
          From{' '}
          <Link href={`/admin/quotes?id=${offer.quoteId}`} className="text-primary underline-offset-4 hover:underline">
            a quote request
          </Link>
          .
        </p>
      ) : null}

      {isDraft ? (
        <OfferEditor offerId={offer.id} initial={editorValues(offer)} products={await offerPickerProductsFor(offer.lines.map((l) => l.catalogNumber))} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
          <div className="space-y-6">
            <OfferLinesTable offer={offer} />
            <dl className="grid gap-3 rounded-lg border bg-card p-5 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-muted-foreground">Valid until</dt>
                <dd>{offer.validUntil}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Sent</dt>
                <dd>{formatDateTime(offer.sentAt)}</dd>
              </div>
              {offer.terms ? (
                <div>
                  <dt className="text-muted-foreground">Payment terms</dt>
                  <dd>{offer.terms}</dd>
                </div>
              ) : null}
              {offer.taxNote ? (
                <div>
                  <dt className="text-muted-foreground">Tax</dt>
                  <dd>{offer.taxNote}</dd>
                </div>
              ) : null}
              {offer.note ? (
                <div className="sm:col-span-2">
                  <dt className="text-muted-foreground">Note</dt>
                  <dd className="whitespace-pre-line">{offer.note}</dd>
                </div>
              ) : null}
              {offer.declineReason ? (
                <div className="sm:col-span-2">
                  <dt className="text-muted-foreground">Declined because</dt>
                  <dd className="whitespace-pre-line">{offer.declineReason}</dd>
                </div>
              ) : null}
            </dl>
            {order?.milestones.length ? <MilestoneTimeline milestones={order.milestones} /> : null}
          </div>
          <aside className="space-y-6">
            {order ? (
              <section className="rounded-lg border bg-card p-5 text-sm">
                <h2 className="text-base font-semibold">Order</h2>
                <p className="mt-2">
                  <Link href={`/admin/orders/${order.id}`} className="font-mono text-primary underline-offset-4 hover:underline">
                    #{order.reference}
                  </Link>{' '}
                  · {order.paymentMethod === 'po' ? `${PAYMENT_METHOD_LABEL.po} ${order.poNumber ?? ''}` : PAYMENT_METHOD_LABEL.card}
                </p>
              </section>
            ) : null}
            <section className="rounded-lg border bg-card p-5 text-sm" aria-labelledby="versions-heading">
              <h2 id="versions-heading" className="text-base font-semibold">
                Versions
              </h2>
              <ol className="mt-3 space-y-2">
                {versions.map((v) => (
                  <li key={v.id} className="flex items-center justify-between gap-2">
                    <Link href={`/admin/offers/${v.id}`} aria-current={v.id === offer.id ? 'page' : undefined} className="text-primary underline-offset-4 hover:underline aria-[current=page]:font-semibold">
                      Version {v.version}
                    </Link>
                    <span className="text-muted-foreground tabular-nums">{formatCents(v.totalCents)}</span>
                    <OfferStatusBadge status={v.displayStatus} />
                  </li>
                ))}
              </ol>
            </section>
          </aside>
        </div>
      )}
    </div>
  );
}

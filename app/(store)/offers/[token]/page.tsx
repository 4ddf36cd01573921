import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { NotFoundHere } from '@/components/static/not-found-here';
import { CircleCheckIcon as CheckCircle2Icon } from '@/components/icons/circle-check';
import { DownloadIcon } from '@/components/icons/download';
import { FileTextIcon } from '@/components/icons/file-text';
import { OfferActions } from '@/components/offers/offer-actions';
import { OfferLinesTable } from '@/components/offers/offer-lines-table';
import { MilestoneTimeline } from '@/components/offers/milestone-timeline';
import { AddressLines } from '@/components/orders/address-lines';
import { PurchaseOrderFacts } from '@/components/orders/purchase-order-facts';
import { Badge } from '@/components/ui/badge';
import { ORDER_STATUS_LABEL } from '@/components/account/format';
import { formatLongDate } from '@/lib/domain/dates';
import { OFFER_STATUS_LABELS } from '@/lib/domain/offers';
import { getOfferPage } from '@/lib/server/offers';

// A secret link (docs/offers.md): rendered per request, never indexed, sent `private, no-store` (next.config.mjs).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Your offer', robots: { index: false, follow: false } };

function Gone({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:px-6">
      <FileTextIcon className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">{title}</h1>
      <div className="mt-3 text-muted-foreground">{children}</div>
      <p className="mt-8">
        <Link href="/contact" className="text-primary hover:underline">
          Contact our team
        </Link>
      </p>
    </div>
  );
}

export default async function OfferPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await params;
  const query = await searchParams;
  const page = await getOfferPage(token, { latest: query.latest === '1' });
  // The page's downloads name the version on screen: a page opened with ?latest=1 passes it on (docs/offers.md §3).
  const latestSuffix = query.latest === '1' ? '?latest=1' : '';
  if (page.kind === 'not-found') return <NotFoundHere />;
  if (page.kind === 'expired') {
    return (
      <Gone title="This offer is no longer available">
        <p>Offer {page.reference} has expired. Ask us for a new offer and we will gladly prepare one.</p>
      </Gone>
    );
  }
  if (page.kind === 'superseded') {
    return (
      <Gone title={`Superseded by version ${page.latestVersion}`}>
        <p>Offer {page.reference} was replaced by a newer version and can no longer be accepted.</p>
        <p className="mt-6">
          <Link href={`/offers/${token}?latest=1`} className="inline-flex h-10 items-center rounded-md bg-primary px-5 font-medium text-primary-foreground hover:bg-primary-hover">
            View version {page.latestVersion}
          </Link>
        </p>
      </Gone>
    );
  }
  const { offer, order } = page;
  const status = order?.status === 'paid' ? 'paid' : offer.displayStatus;
  const open = offer.displayStatus === 'sent' && (!order || (order.paymentMethod === 'card' && order.status === 'pending'));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-primary">Offer for {offer.institution || offer.customerName || offer.customerEmail}</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">
            Offer <span className="font-mono tabular-nums">{offer.reference}</span>
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {offer.sentAt ? <>Issued {formatLongDate(offer.sentAt)} · </> : null}Valid until {formatLongDate(offer.validUntil)} · USD
          </p>
        </div>
        <div className="flex items-center gap-3">
          <Badge variant={status === 'paid' || status === 'accepted' ? 'success' : status === 'declined' ? 'destructive' : 'warning'} className="text-sm" data-testid="offer-status">
            {status === 'paid' ? 'Accepted · paid' : OFFER_STATUS_LABELS[status]}
          </Badge>
          <a href={`/api/offers/${token}/pdf${latestSuffix}`} className="inline-flex h-9 items-center gap-2 rounded-md border px-3 text-sm font-medium hover:bg-subtle" download>
            <DownloadIcon className="size-4" aria-hidden="true" />
            Download PDF
          </a>
        </div>
      </div>

      {query.paid === '1' && order?.status !== 'paid' ? (
        <p role="status" className="mt-6 rounded-md border border-primary/25 bg-primary/5 p-4 text-sm">
          Thank you — your payment is being confirmed. This page shows it as paid as soon as the payment provider confirms it.
        </p>
      ) : null}
      {page.viaVersion ? (
        <p className="mt-6 rounded-md border bg-subtle p-4 text-sm">You opened the link of version {page.viaVersion}; this is the current version {offer.version}.</p>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_360px]">
        <div className="space-y-6">
          <OfferLinesTable offer={offer} />
          {offer.note || offer.terms || offer.taxNote ? (
            <section aria-labelledby="terms-heading" className="rounded-lg border bg-card p-5 text-sm shadow-xs">
              <h2 id="terms-heading" className="text-base font-semibold">
                Notes and terms
              </h2>
              <dl className="mt-3 space-y-3">
                {offer.note ? (
                  <div>
                    <dt className="text-muted-foreground">Note from BioArk</dt>
                    <dd className="mt-0.5 whitespace-pre-line">{offer.note}</dd>
                  </div>
                ) : null}
                {offer.terms ? (
                  <div>
                    <dt className="text-muted-foreground">Payment terms</dt>
                    <dd className="mt-0.5 whitespace-pre-line">{offer.terms}</dd>
                  </div>
                ) : null}
                {offer.taxNote ? (
                  <div>
                    <dt className="text-muted-foreground">Tax</dt>
                    <dd className="mt-0.5">{offer.taxNote}</dd>
                  </div>
                ) : null}
              </dl>
            </section>
          ) : null}
          {order && order.milestones.length ? <MilestoneTimeline milestones={order.milestones} /> : null}
        </div>
        <aside className="space-y-6">
          {order && !(order.paymentMethod === 'card' && order.status === 'pending') ? (
            <section aria-labelledby="order-heading" className="rounded-lg border bg-card p-5 shadow-xs">
              <h2 id="order-heading" className="flex items-center gap-2 text-base font-semibold">
                <CheckCircle2Icon className="size-5 text-success" aria-hidden="true" />
                Order #{order.reference}
              </h2>
              <dl className="mt-3 space-y-2 text-sm">
                <PurchaseOrderFacts order={order} invoiceHref={`/api/offers/${token}/invoice${latestSuffix}`} />
                <div className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">Status</dt>
                  <dd data-testid="order-status">{ORDER_STATUS_LABEL[order.status]}</dd>
                </div>
                {(
                  [
                    ['billing-address', 'Billing address', order.billingAddress],
                    ['shipping-address', 'Shipping address', order.shippingAddress],
                  ] as const
                ).map(([testId, label, address]) =>
                  address ? (
                    <div key={testId} className="border-t pt-3" data-testid={testId}>
                      <dt className="text-muted-foreground">{label}</dt>
                      <dd className="mt-1">
                        <AddressLines address={address} />
                      </dd>
                    </div>
                  ) : null,
                )}
              </dl>
            </section>
          ) : null}
          {offer.displayStatus === 'declined' ? (
            <p className="rounded-lg border bg-card p-5 text-sm shadow-xs">You declined this offer{offer.declinedAt ? ` on ${formatLongDate(offer.declinedAt)}` : ''}. Thank you for letting us know.</p>
          ) : null}
          {open ? <OfferActions token={token} version={offer.version} totalCents={offer.totalCents} customerName={offer.customerName} institution={offer.institution} /> : null}
        </aside>
      </div>
    </div>
  );
}

import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { NotFoundHere } from '@/components/static/not-found-here';
import { ArrowLeftIcon } from '@/components/icons/arrow-left';
import { ExternalLinkIcon } from '@/components/icons/external-link';
import { ORDER_STATUS_LABEL, formatDate, formatDateTime, statusVariant } from '@/components/account/format';
import { PrintButton } from '@/components/account/print-button';
import { ReorderButton } from '@/components/account/reorder-button';
import { OrderSummaryCard } from '@/components/cart/order-summary-card';
import { Badge } from '@/components/ui/badge';
import { MilestoneTimeline } from '@/components/offers/milestone-timeline';
import { AddressLines } from '@/components/orders/address-lines';
import { PurchaseOrderFacts } from '@/components/orders/purchase-order-facts';
import { requireCustomerPage } from '@/lib/auth/page-guard';
import { customerPaymentText, lastRefundAt, type CustomerRefund, type CustomerShipment } from '@/lib/domain/customer-order';
import { formatCents } from '@/lib/domain/money';
import { getCustomerOrder } from '@/lib/server/accounts';
import { getCustomerFulfilment } from '@/lib/server/fulfilment';
import { listMilestones } from '@/lib/server/offers';

export const metadata: Metadata = { title: 'Order', robots: { index: false, follow: false } };

const SECTION = 'rounded-lg border bg-card p-5 shadow-xs print:mt-4 print:border-0 print:p-0 print:shadow-none';

function Refunds({ refunds }: { refunds: readonly CustomerRefund[] }) {
  return (
    <div className="mt-3 border-t pt-3 text-sm" data-testid="refunds">
      <h3 className="font-medium">Refunds</h3>
      <ul className="mt-1 space-y-0.5">
        {refunds.map((r, i) => (
          <li key={i} className="flex flex-wrap justify-between gap-x-4">
            <span className="text-muted-foreground">
              Refunded on <time dateTime={r.refundedAt}>{formatDate(r.refundedAt)}</time>
            </span>
            <span className="font-medium tabular-nums">{formatCents(r.amountCents)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

// docs/orders.md "Shipments": carrier, tracking link, lots; a lot links to its certificate when one is on file.
function Shipments({ shipments }: { shipments: readonly CustomerShipment[] }) {
  return (
    <section aria-labelledby="shipment-heading" className={SECTION}>
      <h2 id="shipment-heading" className="text-base font-semibold">
        {shipments.length > 1 ? 'Shipments' : 'Shipment'}
      </h2>
      <ol className="mt-2 divide-y text-sm">
        {shipments.map((s) => (
          <li key={s.id} className="py-3 first:pt-0 last:pb-0" data-testid="shipment">
            <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1">
              <dt className="text-muted-foreground">Shipped</dt>
              <dd>
                <time dateTime={s.shippedAt}>{formatDate(s.shippedAt)}</time>
              </dd>
              {s.carrier ? (
                <>
                  <dt className="text-muted-foreground">Carrier</dt>
                  <dd>{s.carrier}</dd>
                </>
              ) : null}
              {s.trackingNumber ? (
                <>
                  <dt className="text-muted-foreground">Tracking</dt>
                  <dd className="break-all">
                    {s.trackingUrl ? (
                      <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-mono text-primary underline-offset-4 hover:underline">
                        {s.trackingNumber}
                        <ExternalLinkIcon className="size-3.5 shrink-0 print:hidden" aria-hidden="true" />
                        <span className="sr-only"> (opens the carrier’s tracking page)</span>
                      </a>
                    ) : (
                      <span className="font-mono">{s.trackingNumber}</span>
                    )}
                  </dd>
                </>
              ) : null}
            </dl>
            <ul className="mt-2 space-y-1" aria-label="In this parcel">
              {s.lines.map((l, i) => (
                <li key={i} className="min-w-0">
                  <span className="tabular-nums">{l.quantity} ×</span> {l.name}
                  {l.variant && l.variant !== 'Default' ? <span className="text-muted-foreground"> ({l.variant})</span> : null}
                  <span className="block text-muted-foreground">
                    {l.catalogNumber ? <span className="font-mono text-xs">{l.catalogNumber}</span> : null}
                    {l.catalogNumber ? ' · ' : null}
                    Lot <span className="font-mono text-xs">{l.lotNumber || 'n/a'}</span>
                    {l.certificatePath ? (
                      <>
                        {' · '}
                        <Link href={l.certificatePath} className="text-primary underline-offset-4 hover:underline print:hidden">
                          Certificate of analysis
                        </Link>
                      </>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

// One of the customer's orders with a printable receipt. Anyone else's order is a 404, as is an unknown id.
export default async function AccountOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const customer = await requireCustomerPage(`/account/orders/${encodeURIComponent(id)}`);
  const order = await getCustomerOrder(customer, id);
  if (!order) return <NotFoundHere />;
  // A service order from an offer has a timeline (docs/offers.md); milestone e-mails link here.
  const [milestones, { shipments, refunds }] = await Promise.all([listMilestones(order.id), getCustomerFulfilment(order)]);

  return (
    <article aria-labelledby="order-heading" className="print:text-black">
      <Link href="/account" className="inline-flex items-center gap-1 text-sm text-primary hover:underline print:hidden">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        My orders
      </Link>
      <p className="hidden text-sm print:block">BioArk Technologies — receipt</p>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="order-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Order <span className="font-mono tabular-nums">#{order.reference}</span>
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
        </div>
        <Badge variant={statusVariant(order.status)} className="text-sm">
          {ORDER_STATUS_LABEL[order.status]}
        </Badge>
      </div>

      <div className="mt-6 flex flex-wrap gap-3 print:hidden">
        <ReorderButton orderId={order.id} />
        <PrintButton />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_380px] print:block">
        <div className="space-y-6">
          {milestones.length ? <MilestoneTimeline milestones={milestones} /> : null}
          <section aria-labelledby="payment-heading" className={SECTION}>
            <h2 id="payment-heading" className="text-base font-semibold">
              Payment
            </h2>
            <p className="mt-2 text-sm" data-testid="payment-status">
              {customerPaymentText({ ...order, lastRefundAt: lastRefundAt(refunds) })}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">Currency: {order.currency.toUpperCase()}</p>
            {order.paymentMethod === 'po' ? (
              <dl className="mt-3 space-y-1 border-t pt-3 text-sm" data-testid="purchase-order">
                <PurchaseOrderFacts order={order} rowClassName="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4" invoiceHref={`/api/account/orders/${order.id}/invoice`} />
              </dl>
            ) : null}
            {order.billingAddress ? (
              <div className="mt-3 border-t pt-3 text-sm" data-testid="billing-address">
                <h3 className="font-medium">Billing address</h3>
                <AddressLines address={order.billingAddress} className="mt-1" />
              </div>
            ) : null}
            {refunds.length ? <Refunds refunds={refunds} /> : null}
          </section>
          {shipments.length ? <Shipments shipments={shipments} /> : null}
          <section aria-labelledby="shipping-heading" className={SECTION}>
            <h2 id="shipping-heading" className="text-base font-semibold">
              Shipping address
            </h2>
            <div className="mt-2 text-sm" data-testid="shipping-address">
              {order.shippingAddress ? <AddressLines address={order.shippingAddress} /> : <p className="text-muted-foreground">No address recorded.</p>}
            </div>
            {order.customerEmail && <p className="mt-2 text-sm break-all text-muted-foreground">{order.customerEmail.trim()}</p>}
          </section>
        </div>
        <div className="print:mt-6">
          <OrderSummaryCard order={order} />
        </div>
      </div>
    </article>
  );
}

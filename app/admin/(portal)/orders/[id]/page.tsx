import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminNotFound } from '@/components/admin/not-found-content';
import { ArrowLeftIcon } from '@/components/icons/arrow-left';
import { ExternalLinkIcon } from '@/components/icons/external-link';
import { PrinterIcon } from '@/components/icons/printer';
import { formatDateTime } from '@/lib/domain/dates';
import { CancelOrderButton, MarkDeliveredButton, NoteForm, RefundForm, ShipForm, type ActionLine } from '@/components/admin/orders/order-fulfilment';
import { FulfilmentStatusBadge, OrderStatusBadge } from '@/components/admin/orders/order-status-badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { formatCents } from '@/lib/domain/money';
import { allocateDiscountToLines, checkShippable, paymentTransition } from '@/lib/domain/fulfilment';
import { getOrderFulfilment } from '@/lib/server/fulfilment';
import { getOrderDetail } from '@/lib/server/orders';
import { getOrderOfferInfo } from '@/lib/server/offers';
import { InvoiceForm, MarkPaidButton, MilestonesEditor } from '@/components/admin/orders/order-offer-panel';
import { AddressLines } from '@/components/orders/address-lines';
import type { TimelineEntry } from '@/lib/types/fulfilment';
import type { OrderLine } from '@/lib/types/orders';
import { PAYMENT_METHOD_LABEL } from '@/lib/domain/customer-order';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Order' };

function lineLabel(l: OrderLine): string {
  const variant = l.variant && l.variant !== 'Default' ? ` (${l.variant})` : '';
  return `${l.name}${variant}`;
}

const TIMELINE_DOT: Record<string, string> = {
  created: 'bg-muted-foreground',
  paid: 'bg-success',
  shipment: 'bg-primary',
  refund: 'bg-warning',
  'refund-failed': 'bg-destructive',
  canceled: 'bg-destructive',
  note: 'bg-accent',
  delivered: 'bg-success',
  email: 'bg-border',
};

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="space-y-4 border-l pl-5">
      {entries.map((e) => (
        <li key={e.id} className="relative">
          <span aria-hidden="true" className={`absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full ring-4 ring-background ${TIMELINE_DOT[e.type] ?? 'bg-border'}`} />
          <p className={`text-sm break-words ${e.type === 'note' ? 'rounded-md bg-subtle p-2 whitespace-pre-wrap' : ''}`}>
            {e.type === 'note' && <span className="mb-1 block text-xs font-semibold text-muted-foreground uppercase">Admin note</span>}
            {e.message}
          </p>
          {e.detail ? (
            <details className="mt-1 text-sm">
              <summary className="cursor-pointer text-primary">Show e-mail</summary>
              <pre className="mt-1 max-w-full overflow-x-auto rounded-md border bg-surface p-2 font-sans text-xs whitespace-pre-wrap break-words">{e.detail}</pre>
            </details>
          ) : null}
          <p className="mt-0.5 text-xs text-muted-foreground tabular-nums">
            {formatDateTime(e.at)}
            {e.actor ? ` · ${e.actor}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}

export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireAdminPage(`/admin/orders/${id}`);
  const [order, fulfilment, offerInfo] = await Promise.all([getOrderDetail(id), getOrderFulfilment(id), getOrderOfferInfo(id)]);
  if (!order || !fulfilment || !offerInfo) return <AdminNotFound />;
  const paidCents = order.paidAt ? order.totalCents : 0;
  const remainingCents = paidCents - order.refundedCents;
  const reservedCents = fulfilment.refunds.filter((r) => r.status === 'requested').reduce((s, r) => s + r.amountCents, 0);
  // What was paid for each line: its amount less its share of an offer's discount (refunds by line use it).
  const netByLine = allocateDiscountToLines(order.lines.map((l) => l.lineTotalCents), order.discountCents);
  const actionLines: ActionLine[] = order.lines.map((l, i) => ({
    id: l.id,
    label: lineLabel(l),
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    netCents: netByLine[i],
    shipped: fulfilment.shippedByLine[l.id] ?? 0,
    refunded: fulfilment.refundedByLine[l.id] ?? 0,
  }));
  const canShip = checkShippable(order.status).ok;
  const canRefund = paidCents > 0 && remainingCents - reservedCents > 0 && order.status !== 'canceled';
  const canCancel = paymentTransition(order.status, 'cancel', { shipped: order.fulfilmentStatus !== 'unfulfilled' }).ok;
  const lineById = new Map(order.lines.map((l) => [l.id, l]));

  return (
    <div className="space-y-6">
      <Link href="/admin/orders" className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        All orders
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">
          Order <span className="font-mono">#{order.reference}</span>
        </h1>
        <OrderStatusBadge status={order.status} />
        <FulfilmentStatusBadge status={order.fulfilmentStatus} />
        {order.mode === 'demo' && order.paymentMethod === 'card' && <span className="text-sm text-muted-foreground">Demo payment — no card charged</span>}
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <Button asChild variant="outline" size="sm">
          <Link href={`/admin/orders/${order.id}/packing-slip`} target="_blank">
            <PrinterIcon aria-hidden="true" />
            Packing slip
          </Link>
        </Button>
        {canCancel && <CancelOrderButton orderId={order.id} status={order.status} refundCents={remainingCents} />}
        {order.fulfilmentStatus === 'shipped' && order.status !== 'canceled' && <MarkDeliveredButton orderId={order.id} />}
      </div>

      <dl className="grid grid-cols-2 gap-4 rounded-lg border bg-card p-5 text-sm sm:grid-cols-4" aria-label="Payment summary">
        <div>
          <dt className="text-muted-foreground">Paid</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">{formatCents(paidCents)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Refunded</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">{formatCents(order.refundedCents)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Remaining</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums" data-testid="remaining-amount">
            {formatCents(remainingCents)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Shipments</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">{fulfilment.shipments.length}</dd>
        </div>
      </dl>

      <dl className="grid gap-4 rounded-lg border bg-card p-5 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Customer</dt>
          <dd className="mt-1 break-words">
            {order.customerName && <span className="block">{order.customerName}</span>}
            {order.customerEmail ? <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a> : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Shipping address</dt>
          <dd className="mt-1">{order.shippingAddress ? <AddressLines address={order.shippingAddress} /> : '—'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Placed</dt>
          <dd className="mt-1 tabular-nums">{formatDateTime(order.createdAt)}</dd>
          <dt className="mt-3 text-muted-foreground">Paid</dt>
          <dd className="mt-1 tabular-nums">{formatDateTime(order.paidAt)}</dd>
        </div>
        <div className="sm:col-span-2 lg:col-span-3">
          <dt className="text-muted-foreground">Payment method</dt>
          <dd className="mt-1" data-testid="order-payment-method">
            {PAYMENT_METHOD_LABEL[offerInfo.paymentMethod === 'po' ? 'po' : 'card']}
            {offerInfo.offer ? (
              <>
                {' · from offer '}
                <Link href={`/admin/offers/${offerInfo.offer.id}`} className="text-primary underline-offset-4 hover:underline">
                  {offerInfo.offer.reference}
                </Link>
              </>
            ) : null}
          </dd>
        </div>
        {offerInfo.paymentMethod === 'card' ? (
          <div className="sm:col-span-2 lg:col-span-3">
            <dt className="text-muted-foreground">{order.mode === 'stripe' ? 'Stripe Checkout session' : 'Payment'}</dt>
            <dd className="mt-1 font-mono text-xs break-all">{order.mode === 'stripe' ? order.stripeSessionId ?? '—' : 'Demo checkout'}</dd>
          </div>
        ) : null}
      </dl>

      {offerInfo.paymentMethod === 'po' ? (
        <section aria-labelledby="po-heading" className="grid gap-4 rounded-lg border bg-card p-5 text-sm lg:grid-cols-2">
          <div className="space-y-3">
            <h2 id="po-heading" className="text-lg font-semibold">
              Purchase order
            </h2>
            <dl className="space-y-2">
              <div>
                <dt className="text-muted-foreground">PO number</dt>
                <dd className="font-mono" data-testid="po-number">
                  {offerInfo.poNumber}
                </dd>
              </div>
              {order.billingAddress ? (
                <div>
                  <dt className="text-muted-foreground">Billing address</dt>
                  <dd>
                    <AddressLines address={order.billingAddress} />
                  </dd>
                </div>
              ) : null}
              {offerInfo.hasPoDocument ? (
                // A <dl> holds only dt/dd groups (axe definition-list): the link is the value of its own term.
                <div>
                  <dt className="text-muted-foreground">PO document</dt>
                  <dd>
                    <a className="text-primary underline-offset-4 hover:underline" href={`/api/admin/orders/${order.id}/documents/po`} target="_blank" rel="noopener">
                      Open the PO document (PDF)
                    </a>
                  </dd>
                </div>
              ) : null}
              {offerInfo.invoiceNumber ? (
                <div>
                  <dt className="text-muted-foreground">Invoice</dt>
                  <dd>
                    <span className="font-mono">{offerInfo.invoiceNumber}</span>
                    {offerInfo.invoicedAt ? <span className="text-muted-foreground"> · sent {formatDateTime(offerInfo.invoicedAt)}</span> : null}
                    {offerInfo.hasInvoiceDocument ? (
                      <a className="ml-2 text-primary underline-offset-4 hover:underline" href={`/api/admin/orders/${order.id}/documents/invoice`} target="_blank" rel="noopener">
                        PDF
                      </a>
                    ) : null}
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
          <div className="space-y-3">
            {order.status === 'awaiting_invoice' ? <InvoiceForm orderId={order.id} /> : null}
            {order.status === 'invoiced' ? (
              <div className="space-y-2 rounded-lg border bg-surface p-4">
                <p className="font-medium">Waiting for payment of invoice {offerInfo.invoiceNumber}</p>
                <MarkPaidButton orderId={order.id} orderReference={order.reference} totalCents={order.totalCents} invoiceNumber={offerInfo.invoiceNumber} />
              </div>
            ) : null}
            {order.status === 'paid' ? <p className="rounded-lg border bg-surface p-4">Paid {formatDateTime(order.paidAt)}.</p> : null}
          </div>
        </section>
      ) : null}

      {offerInfo.milestones.length ? <MilestonesEditor orderId={order.id} milestones={offerInfo.milestones} /> : null}

      <section aria-labelledby="lines-heading" className="space-y-3">
        <h2 id="lines-heading" className="text-lg font-semibold">
          Lines
        </h2>
        {/* Scrolls sideways on a phone: focusable so it scrolls from the keyboard too (axe scrollable-region-focusable). */}
        <Table containerClassName="rounded-lg border" containerProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Order lines' }}>
          <TableHeader>
            <TableRow>
              <TableHead>Product</TableHead>
              <TableHead>Catalog no.</TableHead>
              <TableHead>Option</TableHead>
              <TableHead className="text-right">Unit price</TableHead>
              <TableHead className="text-right">Qty</TableHead>
              <TableHead className="text-right">Shipped</TableHead>
              <TableHead className="text-right">Refunded</TableHead>
              <TableHead className="text-right">Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {order.lines.map((l) => (
              <TableRow key={l.id}>
                <TableCell className="min-w-40 font-medium">{l.name}</TableCell>
                <TableCell className="font-mono text-xs">{l.catalogNumber || '—'}</TableCell>
                <TableCell className="whitespace-nowrap">{l.variant}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCents(l.unitPriceCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{l.quantity}</TableCell>
                <TableCell className="text-right tabular-nums">{fulfilment.shippedByLine[l.id] ?? 0}</TableCell>
                <TableCell className="text-right tabular-nums">{fulfilment.refundedByLine[l.id] ?? 0}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCents(l.lineTotalCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={7} className="text-right">Subtotal</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(order.subtotalCents)}</TableCell>
            </TableRow>
            {order.discountCents > 0 ? (
              <TableRow>
                <TableCell colSpan={7} className="text-right">Discount</TableCell>
                <TableCell className="text-right tabular-nums">−{formatCents(order.discountCents)}</TableCell>
              </TableRow>
            ) : null}
            <TableRow>
              <TableCell colSpan={7} className="text-right">Shipping</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(order.shippingCents)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={7} className="text-right font-semibold">Total</TableCell>
              <TableCell className="text-right font-semibold tabular-nums">{formatCents(order.totalCents)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="shipping-heading" className="min-w-0 space-y-3">
          <h2 id="shipping-heading" className="text-lg font-semibold">
            Shipping
          </h2>
          {canShip ? (
            <ShipForm orderId={order.id} lines={actionLines} />
          ) : (
            <p className="text-sm text-muted-foreground">{(checkShippable(order.status) as { message?: string }).message}.</p>
          )}
          {fulfilment.shipments.length > 0 && (
            <ul className="space-y-3" aria-label="Shipments">
              {fulfilment.shipments.map((s, i) => (
                <li key={s.id} className="rounded-lg border bg-card p-4 text-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-medium">
                      Shipment {i + 1}
                      {s.carrier ? ` · ${s.carrier}` : ''}
                    </span>
                    <span className="text-xs text-muted-foreground tabular-nums">{formatDateTime(s.createdAt)}</span>
                  </div>
                  {s.trackingNumber && (
                    <p className="mt-1">
                      Tracking:{' '}
                      {s.trackingUrl ? (
                        <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-mono text-primary underline-offset-4 hover:underline">
                          {s.trackingNumber}
                          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                        </a>
                      ) : (
                        <span className="font-mono">{s.trackingNumber}</span>
                      )}
                    </p>
                  )}
                  <Link href={`/admin/orders/${order.id}/packing-slip?shipment=${s.id}`} target="_blank" className="mt-1 inline-block text-xs text-primary underline-offset-4 hover:underline">
                    Packing slip for this shipment
                  </Link>
                  <ul className="mt-2 space-y-1 text-muted-foreground">
                    {s.lines.map((sl) => {
                      const line = lineById.get(sl.lineId);
                      return (
                        <li key={sl.lineId} className="break-words">
                          {sl.quantity} × {line ? lineLabel(line) : `line ${sl.lineId}`} — lot <span className="font-mono whitespace-nowrap text-foreground">{sl.lotNumber}</span>
                        </li>
                      );
                    })}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="refunds-heading" className="min-w-0 space-y-3">
          <h2 id="refunds-heading" className="text-lg font-semibold">
            Refunds
          </h2>
          {canRefund ? (
            <RefundForm
              key={`${fulfilment.refunds.length}`}
              orderId={order.id}
              lines={actionLines}
              remainingCents={remainingCents - reservedCents}
              shippingCents={order.shippingCents}
              shippingRefunded={fulfilment.shippingRefunded}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              {paidCents === 0 ? 'Nothing was paid, so nothing can be refunded.' : remainingCents <= 0 ? 'Refunded in full.' : 'A refund is in progress.'}
            </p>
          )}
          {fulfilment.refunds.length > 0 && (
            <ul className="space-y-2" aria-label="Refund records">
              {fulfilment.refunds.map((r) => (
                <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border bg-card p-3 text-sm">
                  <span>
                    <span className="font-medium tabular-nums">{formatCents(r.amountCents)}</span>
                    {r.reason ? <span className="text-muted-foreground"> — {r.reason}</span> : null}
                    {r.source === 'stripe' ? <span className="text-muted-foreground"> (Stripe dashboard)</span> : null}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {r.status === 'succeeded' ? 'Refunded' : r.status === 'requested' ? 'In progress' : 'Failed'} · {formatDateTime(r.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="timeline-heading" className="space-y-4">
        <h2 id="timeline-heading" className="text-lg font-semibold">
          Timeline
        </h2>
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <Timeline entries={fulfilment.timeline} />
          <NoteForm orderId={order.id} />
        </div>
      </section>
    </div>
  );
}

import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { notFound } from 'next/navigation';
import { ArrowLeftIcon } from '@/components/icons/arrow-left';
import { ORDER_STATUS_LABEL, formatDateTime, statusVariant } from '@/components/account/format';
import { PrintButton } from '@/components/account/print-button';
import { ReorderButton } from '@/components/account/reorder-button';
import { OrderSummaryCard } from '@/components/cart/order-summary-card';
import { Badge } from '@/components/ui/badge';
import { MilestoneTimeline } from '@/components/offers/milestone-timeline';
import { requireCustomerPage } from '@/lib/auth/page-guard';
import { getCustomerOrder } from '@/lib/server/accounts';
import { listMilestones } from '@/lib/server/offers';
import type { OrderAddress, OrderDetail } from '@/lib/types/orders';

export const metadata: Metadata = { title: 'Order', robots: { index: false, follow: false } };

function paymentText(order: OrderDetail): string {
  if (order.status === 'paid') return `Paid${order.paidAt ? ` on ${formatDateTime(order.paidAt)}` : ''}${order.mode === 'demo' ? ' (demo payment: no card was charged)' : ''}`;
  if (order.status === 'pending') return 'Awaiting payment';
  if (order.status === 'awaiting_invoice') return 'Purchase order received; the invoice follows';
  if (order.status === 'invoiced') return 'Invoiced; awaiting payment';
  if (order.status === 'failed') return 'The payment failed; nothing was charged';
  if (order.status === 'expired') return 'The checkout expired before payment';
  return 'Canceled before payment';
}

function AddressLines({ address }: { address: OrderAddress }) {
  const cityLine = [address.postalCode, address.city, address.state].filter(Boolean).join(' ');
  const lines = [address.name, address.line1, address.line2, cityLine, address.country].filter((l): l is string => Boolean(l && String(l).trim()));
  return (
    <address className="not-italic">
      {lines.map((l, i) => (
        <span key={i} className="block">
          {l}
        </span>
      ))}
    </address>
  );
}

// One of the customer's orders with a printable receipt. Anyone else's order is a 404, as is an unknown id.
export default async function AccountOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const customer = await requireCustomerPage();
  const { id } = await params;
  const order = await getCustomerOrder(customer, id);
  if (!order) notFound();
  // A service order from an offer has a timeline (docs/offers.md); milestone e-mails link here.
  const milestones = await listMilestones(order.id);

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
          <section aria-labelledby="payment-heading" className="rounded-lg border bg-card p-5 shadow-xs print:border-0 print:p-0 print:shadow-none">
            <h2 id="payment-heading" className="text-base font-semibold">
              Payment
            </h2>
            <p className="mt-2 text-sm" data-testid="payment-status">
              {paymentText(order)}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">Currency: {order.currency.toUpperCase()}</p>
          </section>
          <section aria-labelledby="shipping-heading" className="rounded-lg border bg-card p-5 shadow-xs print:mt-4 print:border-0 print:p-0 print:shadow-none">
            <h2 id="shipping-heading" className="text-base font-semibold">
              Shipping address
            </h2>
            <div className="mt-2 text-sm">{order.shippingAddress ? <AddressLines address={order.shippingAddress} /> : <p className="text-muted-foreground">No address recorded.</p>}</div>
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

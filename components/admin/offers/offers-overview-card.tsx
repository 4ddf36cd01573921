// The Overview tab's offer figures (docs/offers.md §7): open offers and their value, acceptance over 30 days,
// and purchase-order orders waiting for an invoice or for payment.
import Link from 'next/link';
import { formatCents } from '@/lib/domain/money';
import { getOfferOverview } from '@/lib/server/offers';

export async function OffersOverviewCard() {
  const o = await getOfferOverview();
  const figures = [
    { label: 'Open offers', value: String(o.openOffers), href: '/admin/offers' },
    { label: 'Open offer value', value: formatCents(o.openValueCents), href: '/admin/offers' },
    { label: 'Accepted, last 30 days', value: o.acceptanceRate30d === null ? '—' : `${o.acceptanceRate30d} %`, href: '/admin/offers' },
    { label: 'Awaiting invoice', value: String(o.awaitingInvoice), href: '/admin/orders?status=awaiting_invoice' },
    { label: 'Awaiting payment', value: String(o.awaitingPayment), href: '/admin/orders?status=invoiced' },
  ];
  return (
    <section aria-labelledby="offers-overview-heading" className="rounded-lg border bg-card p-5 shadow-xs">
      <h2 id="offers-overview-heading" className="text-base font-semibold">
        Offers and purchase orders
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-4 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {figures.map((f) => (
          <div key={f.label}>
            <dt className="text-muted-foreground">{f.label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">
              <Link href={f.href} className="underline-offset-4 hover:underline">
                {f.value}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

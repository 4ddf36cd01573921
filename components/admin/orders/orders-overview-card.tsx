import 'server-only';
// Order counts for the admin Overview (issue 4 item 6): total, paid, pending and paid revenue, linking to the
// Orders tab. A server component: drop it into the Overview page.
import Link from 'next/link';
import { ShoppingBagIcon } from '@/components/icons/shopping-bag';
import { formatCents } from '@/lib/domain/money';
import { countOrders } from '@/lib/server/orders';

export async function OrdersOverviewCard() {
  const counts = await countOrders();
  const stats = [
    { label: 'Orders', value: String(counts.total) },
    { label: 'Paid', value: String(counts.paid) },
    { label: 'Pending', value: String(counts.pending) },
    { label: 'Paid minus refunded', value: formatCents(counts.paidRevenueCents) },
  ];
  return (
    <section aria-labelledby="orders-overview-heading" className="rounded-lg border bg-card p-5 shadow-xs">
      <div className="flex items-center justify-between gap-4">
        <h2 id="orders-overview-heading" className="flex items-center gap-2 text-base font-semibold">
          <ShoppingBagIcon className="size-4 text-primary" aria-hidden="true" />
          Orders
        </h2>
        <Link href="/admin/orders" className="text-sm text-primary underline-offset-4 hover:underline">
          View all
        </Link>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label}>
            <dt className="text-xs text-muted-foreground">{s.label}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

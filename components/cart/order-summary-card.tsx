// Read-only order summary (lines and totals) for the demo checkout page.
import { formatCents } from '@/lib/domain/money';
import type { OrderDetail } from '@/lib/types/orders';

export function OrderSummaryCard({ order }: { order: Pick<OrderDetail, 'lines' | 'subtotalCents' | 'shippingCents' | 'totalCents'> }) {
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-lg border bg-card p-5 shadow-xs">
      <h2 id="order-summary-heading" className="text-base font-semibold">
        Order summary
      </h2>
      <ul className="mt-4 divide-y text-sm">
        {order.lines.map((l) => (
          <li key={`${l.productId}|${l.variant}`} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-medium">{l.name}</p>
              <p className="text-muted-foreground">
                {l.variant !== 'Default' && <span>{l.variant} · </span>}
                <span className="font-mono text-xs">{l.catalogNumber}</span>
              </p>
              <p className="text-muted-foreground tabular-nums">
                {l.quantity} × {formatCents(l.unitPriceCents)}
              </p>
            </div>
            <p className="shrink-0 font-medium tabular-nums">{formatCents(l.lineTotalCents)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="tabular-nums">{formatCents(order.subtotalCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Shipping</dt>
          <dd className="tabular-nums">{formatCents(order.shippingCents)}</dd>
        </div>
        <div className="flex justify-between border-t pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatCents(order.totalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}

// Read-only order summary (lines and totals) for the demo checkout page and the account's order page.
import { LinesSummaryCard } from '@/components/cart/lines-summary-card';
import type { OrderDetail } from '@/lib/types/orders';

export function OrderSummaryCard({ order }: { order: Pick<OrderDetail, 'lines' | 'subtotalCents' | 'discountCents' | 'shippingCents' | 'totalCents'> }) {
  return (
    <LinesSummaryCard
      id="order-summary-heading"
      heading="Order summary"
      lines={order.lines.map((l) => ({
        key: `${l.productId}|${l.variant}`,
        title: l.name,
        // The option, then the catalogue number, with a dot only between two (a service line has no number).
        detail: (
          <>
            {l.variant !== 'Default' && <span>{l.variant}</span>}
            {l.variant !== 'Default' && l.catalogNumber ? ' · ' : null}
            {l.catalogNumber ? <span className="font-mono text-xs">{l.catalogNumber}</span> : null}
          </>
        ),
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        lineTotalCents: l.lineTotalCents,
      }))}
      totals={{
        subtotalCents: order.subtotalCents,
        // An offer's discount (docs/offers.md): without its row the figures would not add up.
        discount: { label: 'Discount', cents: order.discountCents },
        shippingCents: order.shippingCents,
        totalCents: order.totalCents,
      }}
    />
  );
}

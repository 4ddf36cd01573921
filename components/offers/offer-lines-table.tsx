// The lines and totals of an offer (customer page and admin preview); amounts come from the stored version.
import { LinesSummaryCard } from '@/components/cart/lines-summary-card';
import { lineTotalCents } from '@/lib/domain/offers';
import type { OfferView } from '@/lib/types/offers';

export function OfferLinesTable({ offer }: { offer: Pick<OfferView, 'lines' | 'subtotalCents' | 'discountCents' | 'shippingCents' | 'totalCents' | 'discountType' | 'discountValue'> }) {
  const discountLabel = offer.discountType === 'percent' ? `Discount (${(offer.discountValue / 100).toString()} %)` : 'Discount';
  return (
    <LinesSummaryCard
      id="lines-heading"
      heading="What is included"
      lines={offer.lines.map((l, i) => ({
        key: String(i),
        title: l.description,
        detail:
          l.kind === 'product' ? (
            <>
              <span className="font-mono text-xs">{l.catalogNumber}</span>
              {l.variant && l.variant !== 'Default' ? <span> · {l.variant}</span> : null}
            </>
          ) : (
            <span>Service</span>
          ),
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        lineTotalCents: lineTotalCents(l),
      }))}
      totals={{
        subtotalCents: offer.subtotalCents,
        discount: { label: discountLabel, cents: offer.discountCents },
        shippingCents: offer.shippingCents,
        totalCents: offer.totalCents,
        totalLabel: 'Total (USD)',
        totalTestId: 'offer-total',
      }}
    />
  );
}

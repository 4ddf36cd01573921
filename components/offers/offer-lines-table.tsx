// The lines and totals of an offer (customer page and admin preview); amounts come from the stored version.
import { formatCents } from '@/lib/domain/money';
import { lineTotalCents } from '@/lib/domain/offers';
import type { OfferView } from '@/lib/types/offers';

export function OfferLinesTable({ offer }: { offer: Pick<OfferView, 'lines' | 'subtotalCents' | 'discountCents' | 'shippingCents' | 'totalCents' | 'discountType' | 'discountValue'> }) {
  const discountLabel = offer.discountType === 'percent' ? `Discount (${(offer.discountValue / 100).toString()} %)` : 'Discount';
  return (
    <section aria-labelledby="lines-heading" className="rounded-lg border bg-card shadow-xs">
      <h2 id="lines-heading" className="px-5 pt-5 text-base font-semibold">
        What is included
      </h2>
      <ul className="mt-2 divide-y px-5 text-sm">
        {offer.lines.map((l, i) => (
          <li key={i} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-medium">{l.description}</p>
              <p className="text-muted-foreground">
                {l.kind === 'product' ? (
                  <>
                    <span className="font-mono text-xs">{l.catalogNumber}</span>
                    {l.variant && l.variant !== 'Default' ? <span> · {l.variant}</span> : null}
                  </>
                ) : (
                  <span>Service</span>
                )}
              </p>
              <p className="text-muted-foreground tabular-nums">
                {l.quantity} × {formatCents(l.unitPriceCents)}
              </p>
            </div>
            <p className="shrink-0 font-medium tabular-nums">{formatCents(lineTotalCents(l))}</p>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 border-t px-5 py-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="tabular-nums">{formatCents(offer.subtotalCents)}</dd>
        </div>
        {offer.discountCents > 0 ? (
          <div className="flex justify-between text-success">
            <dt>{discountLabel}</dt>
            <dd className="tabular-nums">−{formatCents(offer.discountCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Shipping</dt>
          <dd className="tabular-nums">{formatCents(offer.shippingCents)}</dd>
        </div>
        <div className="flex justify-between border-t pt-2 text-base font-semibold">
          <dt>Total (USD)</dt>
          <dd className="tabular-nums" data-testid="offer-total">
            {formatCents(offer.totalCents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

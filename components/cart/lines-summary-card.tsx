// The read-only card of priced lines and their totals: the demo checkout and the account's order page
// (OrderSummaryCard), and an offer's customer page and admin preview (OfferLinesTable). Amounts come from the
// stored order or offer version; this only lays them out.
import * as React from 'react';
import { formatCents } from '@/lib/domain/money';

interface SummaryLine {
  key: string;
  title: string;
  /** The line under the title (option, catalogue number, or 'Service'). */
  detail: React.ReactNode;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

interface SummaryTotals {
  subtotalCents: number;
  /** A discount row shows only when above zero. */
  discount?: { label: string; cents: number };
  shippingCents: number;
  totalCents: number;
  totalLabel?: string;
  totalTestId?: string;
}

export function LinesSummaryCard({ id, heading, lines, totals }: { id: string; heading: string; lines: SummaryLine[]; totals: SummaryTotals }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border bg-card p-5 shadow-xs">
      <h2 id={id} className="text-base font-semibold">
        {heading}
      </h2>
      <ul className="mt-4 divide-y text-sm">
        {lines.map((l) => (
          <li key={l.key} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-medium">{l.title}</p>
              <p className="text-muted-foreground">{l.detail}</p>
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
          <dd className="tabular-nums">{formatCents(totals.subtotalCents)}</dd>
        </div>
        {totals.discount && totals.discount.cents > 0 ? (
          <div className="flex justify-between text-success">
            <dt>{totals.discount.label}</dt>
            <dd className="tabular-nums">−{formatCents(totals.discount.cents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Shipping</dt>
          <dd className="tabular-nums">{formatCents(totals.shippingCents)}</dd>
        </div>
        <div className="flex justify-between border-t pt-2 text-base font-semibold">
          <dt>{totals.totalLabel ?? 'Total'}</dt>
          <dd className="tabular-nums" data-testid={totals.totalTestId}>
            {formatCents(totals.totalCents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

// After payment: the order state machine, shipment and refund arithmetic. Pure; the server (lib/server/
// fulfilment.ts) passes what the database holds and turns a refusal into a 400/409 with its message.
// The rules are described in docs/orders.md.
import { formatCents, parsePriceToCents } from '@/lib/domain/money';

// awaiting_invoice / invoiced: an order from an offer accepted with a purchase order (docs/offers.md) — no money
// yet; the admin sends the invoice, then records the payment.
export const PAYMENT_STATUSES = ['pending', 'awaiting_invoice', 'invoiced', 'paid', 'partially_refunded', 'refunded', 'failed', 'expired', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const FULFILMENT_STATUSES = ['unfulfilled', 'partially_shipped', 'shipped', 'delivered'] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  awaiting_invoice: 'Awaiting invoice',
  invoiced: 'Invoiced',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  failed: 'Failed',
  expired: 'Expired',
  canceled: 'Cancelled',
};

export const FULFILMENT_STATUS_LABELS: Record<FulfilmentStatus, string> = {
  unfulfilled: 'Unfulfilled',
  partially_shipped: 'Partially shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

export type Refusal = { ok: false; status: 400 | 409; message: string };
export type Verdict<T> = ({ ok: true } & T) | Refusal;

const refuse = (status: 400 | 409, message: string): Refusal => ({ ok: false, status, message });

// ---------------------------------------------------------------------------------------------------------
// Payment status
// ---------------------------------------------------------------------------------------------------------

export type PaymentAction = 'pay' | 'fail' | 'expire' | 'cancel' | 'invoice';

const CLOSED_MESSAGE: Partial<Record<PaymentStatus, string>> = {
  canceled: 'This order is cancelled',
  expired: 'This order expired without payment',
  failed: 'The payment of this order failed',
};

/**
 * The payment side of an order: pending → paid | failed | expired | canceled; paid (also partially refunded) →
 * canceled, which the caller pairs with a refund of what remains. Refunds move paid → partially refunded →
 * refunded through statusAfterRefund. `shipped` is whether any line has gone out: shipped goods are refunded,
 * never cancelled.
 */
export function paymentTransition(from: PaymentStatus, action: PaymentAction, opts: { shipped?: boolean } = {}): Verdict<{ to: PaymentStatus }> {
  const closed = CLOSED_MESSAGE[from];
  // Purchase orders (docs/offers.md): awaiting invoice → invoiced → paid; either may be cancelled.
  if (action === 'invoice') {
    if (from === 'awaiting_invoice') return { ok: true, to: 'invoiced' };
    if (from === 'invoiced') return refuse(409, 'This order is already invoiced');
    return refuse(409, 'Only an order paid by purchase order and awaiting its invoice can be invoiced');
  }
  if (from === 'awaiting_invoice') {
    if (action === 'pay') return refuse(409, 'Send the invoice first: mark this order invoiced, then paid');
    if (action === 'cancel') return { ok: true, to: 'canceled' };
    return refuse(409, 'A purchase-order order does not fail or expire; cancel it instead');
  }
  if (from === 'invoiced') {
    if (action === 'pay' || action === 'cancel') return { ok: true, to: action === 'pay' ? 'paid' : 'canceled' };
    return refuse(409, 'An invoiced order does not fail or expire; cancel it instead');
  }
  if (action === 'pay') {
    if (from === 'pending') return { ok: true, to: 'paid' };
    if (from === 'paid') return refuse(409, 'This order is already paid');
    return refuse(409, closed ?? 'This order was paid and refunded; it cannot be paid again');
  }
  if (action === 'fail' || action === 'expire') {
    if (from === 'pending') return { ok: true, to: action === 'fail' ? 'failed' : 'expired' };
    return refuse(409, closed ?? 'This order is paid; only a pending order can fail or expire');
  }
  // cancel
  if (from === 'pending') return { ok: true, to: 'canceled' };
  if (closed) return refuse(409, `${closed}; there is nothing to cancel`);
  if (from === 'refunded') return refuse(409, 'This order was refunded in full; there is nothing to cancel');
  if (opts.shipped) return refuse(409, 'This order has shipped and cannot be cancelled; refund it instead');
  return { ok: true, to: 'canceled' };
}

/** The payment status once `refundedCents` of `paidCents` are refunded; a cancelled order stays cancelled. */
export function statusAfterRefund(current: PaymentStatus, paidCents: number, refundedCents: number): PaymentStatus {
  if (current === 'canceled') return 'canceled';
  if (refundedCents <= 0) return 'paid';
  return refundedCents >= paidCents ? 'refunded' : 'partially_refunded';
}

/** Statuses in which money was taken and may be (partly) returned. */
export function isPaidStatus(status: PaymentStatus): boolean {
  return status === 'paid' || status === 'partially_refunded' || status === 'refunded';
}

// ---------------------------------------------------------------------------------------------------------
// Shipping
// ---------------------------------------------------------------------------------------------------------

/** Only a paid order ships; a cancelled, unpaid or fully refunded one is refused with the reason. */
export function checkShippable(status: PaymentStatus): Verdict<object> {
  // Goods bought on a purchase order ship against the order, before the invoice is paid.
  if (status === 'paid' || status === 'partially_refunded' || status === 'awaiting_invoice' || status === 'invoiced') return { ok: true };
  if (status === 'canceled') return refuse(409, 'This order is cancelled and cannot be shipped');
  if (status === 'refunded') return refuse(409, 'This order was refunded in full and cannot be shipped');
  if (status === 'pending') return refuse(409, 'This order is not paid yet and cannot be shipped');
  return refuse(409, `${CLOSED_MESSAGE[status] ?? 'This order is closed'}; it cannot be shipped`);
}

export interface QuantityLine {
  id: number;
  quantity: number;
}

export interface ShipRequestLine {
  lineId: number;
  quantity: number;
  lotNumber?: string | null;
}

/**
 * Checks the lines of one shipment against the order: each line id must be the order's, at most once, and its
 * quantity from 1 up to what is still unshipped. `shippedByLine` holds the quantities already shipped.
 */
export function checkShipmentLines(
  orderLines: readonly QuantityLine[],
  shippedByLine: ReadonlyMap<number, number>,
  request: readonly ShipRequestLine[],
): Verdict<object> {
  if (!request.length) return refuse(400, 'Choose at least one line to ship');
  const seen = new Set<number>();
  for (const r of request) {
    const line = orderLines.find((l) => l.id === r.lineId);
    if (!line) return refuse(400, `Line ${r.lineId} is not part of this order`);
    if (seen.has(r.lineId)) return refuse(400, `Line ${r.lineId} is listed twice`);
    seen.add(r.lineId);
    if (!Number.isInteger(r.quantity) || r.quantity < 1) return refuse(400, `The quantity of line ${r.lineId} must be a whole number of at least 1`);
    const left = line.quantity - (shippedByLine.get(line.id) ?? 0);
    if (left <= 0) return refuse(409, `Line ${r.lineId} has already shipped in full`);
    if (r.quantity > left) return refuse(409, `Line ${r.lineId}: only ${left} of ${line.quantity} remain to ship, not ${r.quantity}`);
  }
  return { ok: true };
}

/** Unfulfilled until something ships, partially shipped until every unit has, delivered once marked so. */
export function fulfilmentStatusOf(orderLines: readonly QuantityLine[], shippedByLine: ReadonlyMap<number, number>, delivered = false): FulfilmentStatus {
  const ordered = orderLines.reduce((s, l) => s + l.quantity, 0);
  const shipped = orderLines.reduce((s, l) => s + Math.min(l.quantity, shippedByLine.get(l.id) ?? 0), 0);
  if (shipped <= 0) return 'unfulfilled';
  if (shipped < ordered) return 'partially_shipped';
  return delivered ? 'delivered' : 'shipped';
}

/** Delivered is marked by an admin, and only once every unit has shipped. */
export function checkDeliverable(status: PaymentStatus, fulfilment: FulfilmentStatus): Verdict<object> {
  if (fulfilment === 'delivered') return refuse(409, 'This order is already marked delivered');
  if (fulfilment !== 'shipped') return refuse(409, 'Only an order that has shipped in full can be marked delivered');
  if (status === 'canceled') return refuse(409, 'This order is cancelled');
  return { ok: true };
}

export const CARRIERS = ['UPS', 'FedEx', 'DHL', 'USPS', 'Other'] as const;
export type Carrier = (typeof CARRIERS)[number];

const TRACKING_URLS: Record<string, (n: string) => string> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
};

/** The carrier's public tracking page for the common carriers; null for others or without a number. */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const make = TRACKING_URLS[(carrier ?? '').trim().toLowerCase()];
  const number = (trackingNumber ?? '').trim();
  if (!make || !number) return null;
  return make(encodeURIComponent(number));
}

// ---------------------------------------------------------------------------------------------------------
// Refunds (integer cents only)
// ---------------------------------------------------------------------------------------------------------

/**
 * A refund amount typed by an admin ("12.50", "12", "4,900", "1,850.00", 12.5) in cents. Thousands separators
 * are read as the offer editor reads prices (parsePriceToCents); refused: empty, non-numeric, misplaced commas,
 * more than two decimals, zero and negative amounts.
 */
export function parseRefundAmount(input: string | number | null | undefined): Verdict<{ cents: number }> {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : String(input ?? '').trim().replace(/^\$\s*/, '');
  if (!text) return refuse(400, 'Enter the amount to refund');
  if (/^-/.test(text)) return refuse(400, 'The refund amount cannot be negative');
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m || m[1].replace(/,/g, '').length > 9) return refuse(400, `"${text.slice(0, 20)}" is not an amount in dollars and cents`);
  const cents = parsePriceToCents(text);
  if (cents <= 0) return refuse(400, 'The refund amount must be more than zero');
  return { ok: true, cents };
}

export interface RefundableOrder {
  status: PaymentStatus;
  /** What the customer paid (the order total), in cents. */
  paidCents: number;
  /** Refunds that went through. */
  refundedCents: number;
  /** Refunds asked of the payment provider and not answered yet: they count against what remains. */
  reservedCents: number;
}

export function remainingRefundableCents(o: Pick<RefundableOrder, 'paidCents' | 'refundedCents' | 'reservedCents'>): number {
  return Math.max(0, o.paidCents - o.refundedCents - o.reservedCents);
}

/** Whether `amountCents` may be refunded now: only a paid order, and never more than remains. */
export function checkRefund(order: RefundableOrder, amountCents: number): Verdict<{ remainingAfterCents: number }> {
  if (['pending', 'failed', 'expired', 'awaiting_invoice', 'invoiced'].includes(order.status)) {
    return refuse(409, 'This order has not been paid; there is nothing to refund');
  }
  if (order.status === 'canceled' && order.paidCents - order.refundedCents <= 0) {
    return refuse(409, 'This order is cancelled and nothing remains to refund');
  }
  if (!Number.isInteger(amountCents) || amountCents <= 0) return refuse(400, 'The refund amount must be a whole number of cents above zero');
  const remaining = remainingRefundableCents(order);
  if (order.reservedCents > 0 && amountCents > remaining) {
    return refuse(409, `Another refund of this order is in progress; ${formatCents(remaining)} remains to refund`);
  }
  if (remaining <= 0) return refuse(409, 'This order has been refunded in full; nothing remains to refund');
  if (amountCents > remaining) {
    return refuse(409, `Cannot refund ${formatCents(amountCents)}: only ${formatCents(remaining)} of ${formatCents(order.paidCents)} remains`);
  }
  return { ok: true, remainingAfterCents: remaining - amountCents };
}

export interface PricedQuantityLine extends QuantityLine {
  /** What the customer paid for the whole line: its amount less its share of the order's discount. */
  netCents: number;
}

/**
 * What the customer paid for each line of an order with a discount (an offer's, docs/offers.md): each line
 * carries a share of the discount pro rata to its amount, in whole cents. The shares are rounded down and the
 * cents left over go one each to the lines with the largest remainders (the earlier line on a tie), so the lines
 * together come to exactly subtotal − discount, and with the shipping to the order total. A discount above the
 * subtotal is capped at it, as the offer's totals are.
 */
export function allocateDiscountToLines(lineTotalsCents: readonly number[], discountCents: number): number[] {
  const subtotal = lineTotalsCents.reduce((s, c) => s + Math.max(0, c), 0);
  const discount = Math.min(Math.max(0, Math.trunc(discountCents)), subtotal);
  if (discount === 0 || subtotal === 0) return lineTotalsCents.map((c) => Math.max(0, c));
  // BigInt: discount × line amount can pass 2^53 for large orders, and the shares must be exact.
  const total = BigInt(subtotal);
  const parts = lineTotalsCents.map((c, index) => {
    const exact = BigInt(discount) * BigInt(Math.max(0, c));
    return { index, amount: Math.max(0, c), share: Number(exact / total), remainder: exact % total };
  });
  let left = discount - parts.reduce((s, p) => s + p.share, 0);
  const byRemainder = [...parts].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const p of byRemainder) {
    if (left <= 0) break;
    p.share += 1;
    left -= 1;
  }
  return parts.map((p) => p.amount - p.share);
}

/**
 * The refund for `units` more units of a line paid `netCents` for `quantity` units, of which `alreadyRefunded`
 * went back before. Counted cumulatively (the first k units are worth ⌊net × k / quantity⌋), so refunding a line
 * unit by unit, in any steps, adds up to exactly what was paid for it.
 */
export function lineRefundCents(netCents: number, quantity: number, alreadyRefunded: number, units: number): number {
  if (quantity <= 0 || units <= 0) return 0;
  const upTo = (k: number) => (k >= quantity ? netCents : Math.floor((netCents * Math.max(0, k)) / quantity));
  return upTo(alreadyRefunded + units) - upTo(alreadyRefunded);
}

export interface RefundRequestLine {
  lineId: number;
  quantity: number;
}

/**
 * The amount of a refund by lines: for each chosen line what the customer paid for those units (its amount
 * less its share of any discount, lineRefundCents), plus the order's shipping when `includeShipping` and it was
 * not refunded before. A line may be refunded up to its ordered quantity over all refunds; unknown and repeated
 * line ids are refused. Refunding every line and the shipping comes to exactly the order total.
 */
export function refundAmountForLines(
  orderLines: readonly PricedQuantityLine[],
  refundedByLine: ReadonlyMap<number, number>,
  request: readonly RefundRequestLine[],
  shipping: { includeShipping: boolean; shippingCents: number; shippingRefunded: boolean },
): Verdict<{ cents: number }> {
  if (!request.length && !shipping.includeShipping) return refuse(400, 'Choose at least one line (or the shipping) to refund');
  const seen = new Set<number>();
  let cents = 0;
  for (const r of request) {
    const line = orderLines.find((l) => l.id === r.lineId);
    if (!line) return refuse(400, `Line ${r.lineId} is not part of this order`);
    if (seen.has(r.lineId)) return refuse(400, `Line ${r.lineId} is listed twice`);
    seen.add(r.lineId);
    if (!Number.isInteger(r.quantity) || r.quantity < 1) return refuse(400, `The quantity of line ${r.lineId} must be a whole number of at least 1`);
    const refunded = refundedByLine.get(line.id) ?? 0;
    const left = line.quantity - refunded;
    if (r.quantity > left) return refuse(409, `Line ${r.lineId}: only ${Math.max(0, left)} of ${line.quantity} remain to refund, not ${r.quantity}`);
    cents += lineRefundCents(line.netCents, line.quantity, refunded, r.quantity);
  }
  if (shipping.includeShipping) {
    if (shipping.shippingRefunded) return refuse(409, 'The shipping of this order was refunded already');
    cents += shipping.shippingCents;
  }
  if (cents <= 0) return refuse(400, 'The refund amount must be more than zero');
  return { ok: true, cents };
}

/** Sums quantities per line id over many records (shipments or refunds). */
export function quantitiesByLine(records: readonly { lineId: number; quantity: number }[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const r of records) out.set(r.lineId, (out.get(r.lineId) ?? 0) + r.quantity);
  return out;
}

const TIMELINE_RANK: Record<string, number> = { created: 0, paid: 1, email: 3 };
/**
 * E-mail rows carry their transaction's start time, a little before the payment or change written with them in
 * the same transaction (whose own time is taken later, by the server's clock): an e-mail is placed as if it
 * were this much later, so it follows what it reports.
 */
export const EMAIL_LAG_MS = 2000;

/**
 * The order of an order's timeline: oldest first; at equal times the order is placed, then paid, then what
 * happened, then the e-mails about it. `at` is an ISO time; `type` the entry's kind ('email' for an e-mail).
 */
export function compareTimelineEntries(a: { at: string; type: string }, b: { at: string; type: string }): number {
  const key = (e: { at: string; type: string }) => Date.parse(e.at) + (e.type === 'email' ? EMAIL_LAG_MS : 0);
  const d = key(a) - key(b);
  if (d !== 0) return d;
  return (TIMELINE_RANK[a.type] ?? 2) - (TIMELINE_RANK[b.type] ?? 2);
}

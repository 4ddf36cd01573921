// What the customer's own order page (/account/orders/:id, docs/accounts.md) says about payment, refunds and
// shipments. Pure: lib/server/fulfilment.ts reads the rows, the page only prints these texts. The admin sees the
// same records with more detail (docs/orders.md).
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import { coaLookupPath, normalizeCatalogNumber, normalizeLot } from '@/lib/domain/documents';
import type { PaymentStatus } from '@/lib/domain/fulfilment';
import { formatCents } from '@/lib/domain/money';

export type StatusTone = 'success' | 'warning' | 'secondary' | 'destructive';

/**
 * The badge tone of each payment status in the account. Refunded and partially refunded share the amber tone:
 * money went back either way (neither reads as a plain success), and the two must not look unrelated.
 */
export const ORDER_STATUS_TONE: Record<PaymentStatus, StatusTone> = {
  pending: 'warning',
  awaiting_invoice: 'warning',
  invoiced: 'warning',
  paid: 'success',
  partially_refunded: 'warning',
  refunded: 'warning',
  failed: 'destructive',
  expired: 'secondary',
  canceled: 'secondary',
};

/** How an order is paid, as every order page names it (docs/offers.md: card, or a purchase order against an invoice). */
export const PAYMENT_METHOD_LABEL: Record<'card' | 'po', string> = {
  card: 'Card',
  po: 'Purchase order',
};

export interface PaymentTextInput {
  status: PaymentStatus;
  mode: 'stripe' | 'demo';
  /** A purchase order is paid against its invoice: no card is involved, demo mode or not. */
  paymentMethod: 'card' | 'po';
  paidAt: string | null;
  totalCents: number;
  /** Refunds that went through, in cents (orders.refunded_cents). */
  refundedCents: number;
  /** When the latest refund that went through was made, if any. */
  lastRefundAt: string | null;
}

/** The Payment section's sentence for every status an order can hold (docs/orders.md "State machine"). */
export function customerPaymentText(o: PaymentTextInput): string {
  const demo = o.mode === 'demo' && o.paymentMethod === 'card' ? ' (demo payment: no card was charged)' : '';
  const paid = `Paid${o.paidAt ? ` on ${formatDateTime(o.paidAt)}` : ''}`;
  const refundedOn = o.lastRefundAt ? ` on ${formatDate(o.lastRefundAt)}` : '';
  switch (o.status) {
    case 'pending':
      return 'Awaiting payment';
    case 'awaiting_invoice':
      return 'Purchase order received; the invoice follows';
    case 'invoiced':
      return 'Invoiced; awaiting payment';
    case 'paid':
      return `${paid}${demo}`;
    case 'partially_refunded':
      return `${paid}${demo} — ${formatCents(o.refundedCents)} of ${formatCents(o.totalCents)} refunded${refundedOn}`;
    case 'refunded':
      return `${paid}${demo} — refunded in full (${formatCents(o.refundedCents || o.totalCents)})${refundedOn}`;
    case 'failed':
      return 'The payment failed; nothing was charged';
    case 'expired':
      return 'The checkout expired before payment';
    case 'canceled':
      // A paid order that is cancelled is refunded first (docs/orders.md), so the refund says it was paid.
      if (o.refundedCents > 0) return `Canceled after payment — ${formatCents(o.refundedCents)} refunded${refundedOn}`;
      if (o.paidAt) return `Canceled after payment (paid on ${formatDateTime(o.paidAt)})`;
      return 'Canceled before payment';
  }
}

export interface CustomerShipmentLine {
  name: string;
  variant: string;
  catalogNumber: string;
  quantity: number;
  lotNumber: string;
  /** The lot's certificate lookup (/documents?catalogNumber=…&lot=…), only when a COA for the lot is on file. */
  certificatePath: string | null;
}

export interface CustomerShipment {
  id: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  shippedAt: string;
  lines: CustomerShipmentLine[];
}

export interface CustomerRefund {
  amountCents: number;
  refundedAt: string;
}

/** The key a COA is filed under (lower-case catalogue number and lot), or null when either cannot be one. */
export function certificateKey(catalogNumber: string, lot: string): string | null {
  const c = normalizeCatalogNumber(catalogNumber);
  const l = normalizeLot(lot);
  return c.ok && l.ok ? `${c.key}\u0000${l.key}` : null;
}

/**
 * The shipments as the customer sees them: each parcel's lines named as ordered, with the lot and — when a
 * certificate for that lot exists (`certificateKeys`, from certificateKey) — the same lookup link the shipped
 * e-mail carries (coaLookupPath). Lines of an order line that no longer exists are left out.
 */
export function customerShipments(
  shipments: readonly { id: string; carrier: string; trackingNumber: string; trackingUrl: string | null; createdAt: string; lines: readonly { lineId: number; quantity: number; lotNumber: string }[] }[],
  orderLines: readonly { id: number; name: string; variant: string; catalogNumber: string }[],
  certificateKeys: ReadonlySet<string>,
): CustomerShipment[] {
  const byId = new Map(orderLines.map((l) => [l.id, l]));
  return shipments.map((s) => ({
    id: s.id,
    carrier: s.carrier,
    trackingNumber: s.trackingNumber,
    trackingUrl: s.trackingUrl,
    shippedAt: s.createdAt,
    lines: s.lines.flatMap((sl) => {
      const line = byId.get(sl.lineId);
      if (!line) return [];
      const key = certificateKey(line.catalogNumber, sl.lotNumber);
      const certificatePath = key && certificateKeys.has(key) ? coaLookupPath(line.catalogNumber, sl.lotNumber) : null;
      return [{ name: line.name, variant: line.variant, catalogNumber: line.catalogNumber, quantity: sl.quantity, lotNumber: sl.lotNumber, certificatePath }];
    }),
  }));
}

/** Refunds the customer is told about: those that went through (requested, failed and cancelled ones are not money back). */
export function customerRefunds(refunds: readonly { amountCents: number; status: string; createdAt: string; completedAt?: string | null }[]): CustomerRefund[] {
  return refunds
    .filter((r) => r.status === 'succeeded')
    .map((r) => ({ amountCents: r.amountCents, refundedAt: r.completedAt ?? r.createdAt }))
    .sort((x, y) => x.refundedAt.localeCompare(y.refundedAt));
}

/** When the latest refund the customer is told about went through, or null. */
export function lastRefundAt(refunds: readonly CustomerRefund[]): string | null {
  return refunds.reduce<string | null>((last, r) => (!last || r.refundedAt > last ? r.refundedAt : last), null);
}

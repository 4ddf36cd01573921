import 'server-only';
// After payment: shipments with lot numbers, refunds (admin and reconciled from Stripe), cancellation, admin
// notes and the order timeline. The rules are pure (lib/domain/fulfilment.ts); docs/orders.md describes them.
// - Every change locks the order row (select … for update) for its checks and writes, so two admins acting
//   at once are serialised; orders.refunded_cents also has a check constraint (never above the total).
// - A refund is first written as 'requested' (its amount reserved), then the payment provider is asked with an
//   idempotency key derived from the refund's id, then the outcome is written. No transaction is held open
//   across the provider call. A refused or unanswered refund is deleted again: nothing is recorded, and a retry
//   with the same refund id asks Stripe with the same key, so it can never refund twice.
// - Customer e-mails are outbox rows written in the same transaction, with a dedupe key per event.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { emailOutbox, orderEvents, orderLines, orderRefunds, orderShipmentLines, orderShipments, orders, productDocuments, smtpSettings } from '@/db/schema';
import { ApiError, conflict, notFound, serviceUnavailable } from '@/lib/api/errors';
import { PaymentProviderError, PaymentProviderUnavailableError, getPayments, type ProviderRefund, type RefundWebhookEvent } from '@/lib/adapters/payments';
import type { AdminSession } from '@/lib/auth/session';
import {
  allocateDiscountToLines,
  checkDeliverable,
  checkRefund,
  checkShipmentLines,
  checkShippable,
  compareTimelineEntries,
  fulfilmentStatusOf,
  parseRefundAmount,
  paymentTransition,
  quantitiesByLine,
  refundAmountForLines,
  statusAfterRefund,
  trackingUrl,
  type FulfilmentStatus,
  type PaymentStatus,
  type Refusal,
} from '@/lib/domain/fulfilment';
import { certificateKey, customerRefunds, customerShipments, type CustomerRefund, type CustomerShipment } from '@/lib/domain/customer-order';
import { coaLookupPath, normalizeCatalogNumber } from '@/lib/domain/documents';
import { siteOrigin } from '@/lib/server/request-info';
import { FULFILMENT_TEMPLATE_KEYS, renderFulfilmentEmail, type FulfilmentEmailInput, type FulfilmentTemplates } from '@/lib/domain/fulfilment-email';
import { formatCents } from '@/lib/domain/money';
import { log } from '@/lib/logger';
import { recordAudit } from '@/lib/server/audit';
import { enqueueEmail } from '@/lib/server/outbox';
import { isOrderId, orderReference } from '@/lib/server/orders';
import type { OrderFulfilmentView, ShipmentView, TimelineEntry } from '@/lib/types/fulfilment';
import type { CancelOrderInput, OrderNoteInput, RefundOrderInput, ShipOrderInput } from '@/lib/validations/fulfilment';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;
type Actor = Pick<AdminSession, 'email'>;

function fail(refusal: Refusal): never {
  throw new ApiError(refusal.status, refusal.message);
}

async function lockOrderOrThrow(tx: Tx, orderId: string): Promise<OrderRow> {
  if (!isOrderId(orderId)) throw notFound('Order not found');
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('Order not found');
  return order;
}

async function addEvent(
  tx: Tx,
  orderId: string,
  event: { type: string; message: string; data?: Record<string, unknown> | null; actorEmail?: string | null; dedupeKey?: string | null },
): Promise<void> {
  await tx
    .insert(orderEvents)
    .values({ orderId, type: event.type, message: event.message, data: event.data ?? null, actorEmail: event.actorEmail ?? null, dedupeKey: event.dedupeKey ?? null })
    .onConflictDoNothing();
}

async function storedFulfilmentTemplates(tx: Tx): Promise<Partial<FulfilmentTemplates>> {
  const [row] = await tx.select().from(smtpSettings).where(eq(smtpSettings.id, 1));
  if (!row) return {};
  return Object.fromEntries(FULFILMENT_TEMPLATE_KEYS.map((k) => [k, row[k]]));
}

/** Queues one customer e-mail for an order event; a repeated event finds its dedupe key and queues nothing. */
async function queueCustomerEmail(tx: Tx, order: OrderRow, dedupeKey: string, input: FulfilmentEmailInput): Promise<void> {
  if (!order.customerEmail) return;
  const mail = renderFulfilmentEmail(await storedFulfilmentTemplates(tx), input);
  await enqueueEmail(tx, { kind: `order-${input.kind}`, to: order.customerEmail, ...mail, refType: 'order', refId: order.id, dedupeKey });
}

// ---------------------------------------------------------------------------------------------------------
// Shipping
// ---------------------------------------------------------------------------------------------------------

async function shippedQuantities(tx: Tx, orderId: string): Promise<Map<number, number>> {
  const rows = await tx
    .select({ lineId: orderShipmentLines.orderLineId, quantity: orderShipmentLines.quantity })
    .from(orderShipmentLines)
    .innerJoin(orderShipments, eq(orderShipments.id, orderShipmentLines.shipmentId))
    .where(eq(orderShipments.orderId, orderId));
  return quantitiesByLine(rows);
}

/** Records one shipment of some (or all) lines with carrier, tracking number and lot numbers. */
/** `origin` is the site's address for the certificate links of the shipped e-mail (siteOrigin of the request). */
export async function shipOrder(orderId: string, input: ShipOrderInput, admin: Actor, origin = siteOrigin()): Promise<{ shipmentId: string; created: boolean }> {
  const db = await getDb();
  const shipmentId = input.shipmentId ?? randomUUID();
  return db.transaction(async (tx) => {
    const order = await lockOrderOrThrow(tx, orderId);
    const [existing] = await tx.select({ orderId: orderShipments.orderId }).from(orderShipments).where(eq(orderShipments.id, shipmentId));
    if (existing) {
      if (existing.orderId !== order.id) throw conflict('This shipment id belongs to another order');
      return { shipmentId, created: false };
    }
    const shippable = checkShippable(order.status as PaymentStatus);
    if (!shippable.ok) fail(shippable);
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
    const shipped = await shippedQuantities(tx, order.id);
    const verdict = checkShipmentLines(lines, shipped, input.lines);
    if (!verdict.ok) fail(verdict);

    await tx.insert(orderShipments).values({ id: shipmentId, orderId: order.id, carrier: input.carrier, trackingNumber: input.trackingNumber, createdBy: admin.email });
    await tx.insert(orderShipmentLines).values(input.lines.map((l) => ({ shipmentId, orderLineId: l.lineId, quantity: l.quantity, lotNumber: l.lotNumber })));
    for (const l of input.lines) shipped.set(l.lineId, (shipped.get(l.lineId) ?? 0) + l.quantity);
    const fulfilmentStatus = fulfilmentStatusOf(lines, shipped);
    await tx.update(orders).set({ fulfilmentStatus, updatedAt: new Date() }).where(eq(orders.id, order.id));

    const url = trackingUrl(input.carrier, input.trackingNumber);
    const shippedLines = input.lines.map((r) => {
      const line = lines.find((l) => l.id === r.lineId)!;
      const lookup = line.catalogNumber && r.lotNumber ? coaLookupPath(line.catalogNumber, r.lotNumber) : null;
      return { name: line.name, variant: line.variant, catalogNumber: line.catalogNumber, quantity: r.quantity, lotNumber: r.lotNumber, certificateUrl: lookup ? `${origin}${lookup}` : null };
    });
    const units = input.lines.reduce((s, l) => s + l.quantity, 0);
    const via = [input.carrier, input.trackingNumber].filter(Boolean).join(' ');
    await addEvent(tx, order.id, {
      type: 'shipment',
      message: `Shipped ${units} item${units === 1 ? '' : 's'}${via ? ` via ${via}` : ''} (lot ${[...new Set(input.lines.map((l) => l.lotNumber))].join(', ')})`,
      data: { shipmentId, carrier: input.carrier, trackingNumber: input.trackingNumber, trackingUrl: url, lines: input.lines },
      actorEmail: admin.email,
    });
    await queueCustomerEmail(tx, order, `shipment:${shipmentId}:customer`, {
      kind: 'shipped',
      reference: orderReference(order.id),
      customerName: order.customerName,
      demo: order.mode === 'demo',
      carrier: input.carrier,
      trackingNumber: input.trackingNumber,
      trackingUrl: url,
      lines: shippedLines,
    });
    await recordAudit(
      {
        actorEmail: admin.email,
        action: 'update',
        entityType: 'order',
        entityId: order.id,
        summary: `Shipped ${units} item(s) of order #${orderReference(order.id)}${via ? ` via ${via}` : ''}`,
        diff: { fulfilmentStatus: [order.fulfilmentStatus, fulfilmentStatus] },
      },
      tx as unknown as Db,
    );
    log.info('order shipped', { orderId: order.id, shipmentId, fulfilmentStatus });
    return { shipmentId, created: true };
  });
}

/** Marks a fully shipped order delivered (optional last step of fulfilment). */
export async function markOrderDelivered(orderId: string, admin: Actor): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const order = await lockOrderOrThrow(tx, orderId);
    const verdict = checkDeliverable(order.status as PaymentStatus, order.fulfilmentStatus as FulfilmentStatus);
    if (!verdict.ok) fail(verdict);
    await tx.update(orders).set({ fulfilmentStatus: 'delivered', updatedAt: new Date() }).where(eq(orders.id, order.id));
    await addEvent(tx, order.id, { type: 'delivered', message: 'Marked delivered', actorEmail: admin.email });
    await recordAudit(
      {
        actorEmail: admin.email,
        action: 'update',
        entityType: 'order',
        entityId: order.id,
        summary: `Marked order #${orderReference(order.id)} delivered`,
        diff: { fulfilmentStatus: [order.fulfilmentStatus, 'delivered'] },
      },
      tx as unknown as Db,
    );
  });
}

// ---------------------------------------------------------------------------------------------------------
// Refunds
// ---------------------------------------------------------------------------------------------------------

export function refundIdempotencyKey(refundId: string): string {
  return `bioark-refund-${refundId}`;
}

interface RefundPlan {
  refundId: string;
  amountCents: number;
  lines: { lineId: number; quantity: number }[];
  includesShipping: boolean;
  reason: string;
  /** A cancellation's refund of what remains: the order is cancelled when it succeeds. */
  cancel: boolean;
}

/** Refunds that count against the order: succeeded ones and those still being asked of the provider. */
async function liveRefunds(tx: Tx, orderId: string): Promise<RefundRow[]> {
  return tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), inArray(orderRefunds.status, ['requested', 'succeeded'])));
}

function reservedOf(refunds: readonly RefundRow[]): number {
  return refunds.filter((r) => r.status === 'requested').reduce((s, r) => s + r.amountCents, 0);
}

/** Step 1, under the row lock: check the amount against what remains and reserve it as a 'requested' refund. */
async function reserveRefund(
  orderId: string,
  refundId: string,
  plan: (order: OrderRow, tx: Tx, refunds: RefundRow[]) => Promise<Omit<RefundPlan, 'refundId'>>,
  admin: Actor,
): Promise<{ order: OrderRow; plan: RefundPlan } | { done: RefundRow; order: OrderRow }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await lockOrderOrThrow(tx, orderId);
    const [same] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
    if (same) {
      if (same.orderId !== order.id) throw conflict('This refund id belongs to another order');
      if (same.status === 'succeeded') return { done: same, order };
      if (same.status === 'requested') throw conflict('This refund is being processed right now; wait a moment and reload the order');
      throw conflict(`This refund failed: ${same.failureReason ?? 'refused by the payment provider'}`);
    }
    const refunds = await liveRefunds(tx, order.id);
    const p = await plan(order, tx, refunds);
    const verdict = checkRefund(
      { status: order.status as PaymentStatus, paidCents: order.paidAt ? order.totalCents : 0, refundedCents: order.refundedCents, reservedCents: reservedOf(refunds) },
      p.amountCents,
    );
    if (!verdict.ok) fail(verdict);
    if (order.mode === 'stripe' && !order.paymentIntentId) {
      throw conflict('This order has no Stripe payment on record to refund; refund it in the Stripe dashboard');
    }
    await tx.insert(orderRefunds).values({
      id: refundId,
      orderId: order.id,
      amountCents: p.amountCents,
      reason: p.reason,
      status: 'requested',
      source: 'admin',
      lines: p.lines,
      includesShipping: p.includesShipping,
      cancelsOrder: p.cancel,
      createdBy: admin.email,
    });
    return { order, plan: { ...p, refundId } };
  });
}

/**
 * Step 3: the provider refunded. Marks the refund succeeded (unless the webhook did it first), adds it to the
 * order's refunded amount, moves the status, writes the timeline, the audit entry and the customer e-mail.
 */
async function completeRefund(refundId: string, providerRefundId: string, admin: Actor | null, opts: { cancel: boolean }): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
    if (!refund) throw new Error(`refund ${refundId} vanished`);
    const order = await lockOrderOrThrow(tx, refund.orderId);
    const [current] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
    let updated = order;
    if (current.status === 'requested') updated = await applySucceededRefund(tx, order, current, providerRefundId, admin, { cancel: opts.cancel });
    if (opts.cancel) await markCanceled(tx, updated, current, admin);
  });
}

async function applySucceededRefund(
  tx: Tx,
  order: OrderRow,
  refund: RefundRow,
  providerRefundId: string | null,
  admin: Actor | null,
  opts: { cancel: boolean },
): Promise<OrderRow> {
  const now = new Date();
  await tx
    .update(orderRefunds)
    .set({ status: 'succeeded', providerRefundId: providerRefundId ?? refund.providerRefundId, completedAt: now })
    .where(eq(orderRefunds.id, refund.id));
  const refundedCents = order.refundedCents + refund.amountCents;
  const status = statusAfterRefund(order.status as PaymentStatus, order.totalCents, refundedCents);
  const [updated] = await tx.update(orders).set({ refundedCents, status, updatedAt: now }).where(eq(orders.id, order.id)).returning();
  const remaining = order.totalCents - refundedCents;
  const by = refund.source === 'stripe' ? ' in the Stripe dashboard' : '';
  await addEvent(tx, order.id, {
    type: 'refund',
    message: `Refunded ${formatCents(refund.amountCents)}${by}${refund.reason ? ` — ${refund.reason}` : ''}. ${formatCents(remaining)} of ${formatCents(order.totalCents)} remains paid.`,
    data: { refundId: refund.id, amountCents: refund.amountCents, refundedCents, remainingCents: remaining, providerRefundId: providerRefundId ?? refund.providerRefundId, status },
    actorEmail: admin?.email ?? refund.createdBy,
    dedupeKey: `refund:${refund.id}:succeeded`,
  });
  if (!opts.cancel) {
    await queueCustomerEmail(tx, order, `refund:${refund.id}:customer`, {
      kind: 'refunded',
      reference: orderReference(order.id),
      customerName: order.customerName,
      demo: order.mode === 'demo',
      amountCents: refund.amountCents,
      reason: refund.reason,
      refundedTotalCents: refundedCents,
      orderTotalCents: order.totalCents,
    });
  }
  await recordAudit(
    {
      actorEmail: admin?.email ?? refund.createdBy ?? 'stripe-webhook',
      action: 'update',
      entityType: 'order',
      entityId: order.id,
      summary: `Refunded ${formatCents(refund.amountCents)} of order #${orderReference(order.id)}${by}`,
      diff: { status: [order.status, status], refundedCents: [order.refundedCents, refundedCents] },
    },
    tx as unknown as Db,
  );
  log.info('order refunded', { orderId: order.id, refundId: refund.id, amountCents: refund.amountCents, status });
  return updated;
}

async function markCanceled(tx: Tx, order: OrderRow, refund: RefundRow | null, admin: Actor | null): Promise<void> {
  if (order.status === 'canceled') return;
  const now = new Date();
  await tx.update(orders).set({ status: 'canceled', canceledAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  const reason = refund?.reason ?? '';
  await addEvent(tx, order.id, {
    type: 'canceled',
    message: `Order cancelled${refund ? ` and ${formatCents(refund.amountCents)} refunded` : ''}${reason ? ` — ${reason}` : ''}`,
    data: { refundId: refund?.id ?? null },
    actorEmail: admin?.email ?? refund?.createdBy ?? null,
    dedupeKey: `order:${order.id}:canceled`,
  });
  await queueCustomerEmail(tx, order, `order:${order.id}:canceled`, {
    kind: 'canceled',
    reference: orderReference(order.id),
    customerName: order.customerName,
    demo: order.mode === 'demo',
    refundedCents: refund?.amountCents ?? 0,
    reason,
  });
  await recordAudit(
    {
      actorEmail: admin?.email ?? refund?.createdBy ?? 'system',
      action: 'update',
      entityType: 'order',
      entityId: order.id,
      summary: `Cancelled order #${orderReference(order.id)}${refund ? ` (refunded ${formatCents(refund.amountCents)})` : ''}`,
      diff: { status: [order.status, 'canceled'] },
    },
    tx as unknown as Db,
  );
}

/** Step 2: asks the provider. On any failure the reservation is removed (unless a webhook completed it). */
async function executeRefund(order: OrderRow, plan: RefundPlan, admin: Actor): Promise<void> {
  let created;
  try {
    created = await getPayments().createRefund(
      { orderId: order.id, refundId: plan.refundId, paymentIntentId: order.paymentIntentId, amountCents: plan.amountCents, reason: plan.reason },
      { idempotencyKey: refundIdempotencyKey(plan.refundId) },
    );
  } catch (err) {
    const db = await getDb();
    await db.delete(orderRefunds).where(and(eq(orderRefunds.id, plan.refundId), eq(orderRefunds.status, 'requested')));
    if (err instanceof PaymentProviderUnavailableError) {
      log.warn('refund: payment provider unavailable; nothing recorded', { orderId: order.id, refundId: plan.refundId, err: err.cause ?? err });
      throw serviceUnavailable('Stripe did not answer in time, so nothing was recorded. Try again: the retry is sent with the same refund key and never refunds twice.');
    }
    if (err instanceof PaymentProviderError) {
      log.warn('refund refused by the payment provider; nothing recorded', { orderId: order.id, refundId: plan.refundId, err: err.message });
      throw new ApiError(502, err.message);
    }
    throw err;
  }
  if (created.status === 'failed' || created.status === 'canceled') {
    const db = await getDb();
    await db.delete(orderRefunds).where(and(eq(orderRefunds.id, plan.refundId), eq(orderRefunds.status, 'requested')));
    throw new ApiError(502, `Stripe could not refund this payment (refund ${created.status}); nothing was recorded`);
  }
  await completeRefund(plan.refundId, created.id, admin, { cancel: plan.cancel });
}

export interface RefundResult {
  refundId: string;
  amountCents: number;
  /** False when this refund id had already gone through (a repeated click): nothing new happened. */
  created: boolean;
}

/** An admin refund by amount or by lines (with or without the shipping), with a reason. */
export async function refundOrder(orderId: string, input: RefundOrderInput, admin: Actor): Promise<RefundResult> {
  const refundId = input.refundId ?? randomUUID();
  const reserved = await reserveRefund(
    orderId,
    refundId,
    async (order, tx, refunds) => {
      if (input.amount !== undefined && input.amount !== '') {
        const parsed = parseRefundAmount(input.amount);
        if (!parsed.ok) fail(parsed);
        return { amountCents: parsed.cents, lines: [], includesShipping: false, reason: input.reason, cancel: false };
      }
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
      // Each line is refunded at what was paid for it: its amount less its share of the order's discount.
      const nets = allocateDiscountToLines(lines.map((l) => l.lineTotalCents), order.discountCents);
      const priced = lines.map((l, i) => ({ id: l.id, quantity: l.quantity, netCents: nets[i] }));
      const refundedByLine = quantitiesByLine(refunds.flatMap((r) => r.lines));
      const verdict = refundAmountForLines(priced, refundedByLine, input.lines ?? [], {
        includeShipping: input.includeShipping,
        shippingCents: order.shippingCents,
        shippingRefunded: refunds.some((r) => r.includesShipping),
      });
      if (!verdict.ok) fail(verdict);
      return { amountCents: verdict.cents, lines: input.lines ?? [], includesShipping: input.includeShipping, reason: input.reason, cancel: false };
    },
    admin,
  );
  if ('done' in reserved) return { refundId, amountCents: reserved.done.amountCents, created: false };
  await executeRefund(reserved.order, reserved.plan, admin);
  return { refundId, amountCents: reserved.plan.amountCents, created: true };
}

/** Cancels an order: a pending one is closed; a paid, unshipped one is refunded in full, then cancelled. */
export async function cancelOrder(orderId: string, input: CancelOrderInput, admin: Actor): Promise<{ refundedCents: number }> {
  const db = await getDb();
  const refundId = input.refundId ?? randomUUID();
  const reason = input.reason || 'Order cancelled';
  const early = await db.transaction(async (tx) => {
    const order = await lockOrderOrThrow(tx, orderId);
    const verdict = paymentTransition(order.status as PaymentStatus, 'cancel', { shipped: order.fulfilmentStatus !== 'unfulfilled' });
    if (!verdict.ok) fail(verdict);
    const remaining = order.paidAt ? order.totalCents - order.refundedCents : 0;
    if (remaining > 0) return null;
    await markCanceled(tx, order, null, admin);
    return { refundedCents: 0 };
  });
  if (early) return early;
  const reserved = await reserveRefund(
    orderId,
    refundId,
    async (order) => ({ amountCents: order.totalCents - order.refundedCents, lines: [], includesShipping: false, reason, cancel: true }),
    admin,
  );
  if ('done' in reserved) {
    await completeRefund(refundId, reserved.done.providerRefundId ?? '', admin, { cancel: true });
    return { refundedCents: reserved.done.amountCents };
  }
  await executeRefund(reserved.order, reserved.plan, admin);
  return { refundedCents: reserved.plan.amountCents };
}

// ---------------------------------------------------------------------------------------------------------
// Stripe refund webhooks (charge.refunded, refund.created, refund.updated)
// ---------------------------------------------------------------------------------------------------------

// The mapping of a Stripe event into a RefundWebhookEvent lives in the payments adapter
// (lib/adapters/payments/stripe.ts refundEventFromStripe).

export type RefundOutcome = 'recorded' | 'completed' | 'duplicate' | 'reversed' | 'unknown-charge' | 'mismatch' | 'ignored';

const UNCOUNTED = new Set(['failed', 'canceled']);

/**
 * Reconciles one refund Stripe reports with the local records: a refund this shop made is found by its id or
 * metadata (one record, never two); one made in the Stripe dashboard is recorded; a refund that later failed
 * is taken back off the order. A refund of a charge no order holds changes nothing and is logged.
 */
export async function applyProviderRefund(refund: ProviderRefund, eventId: string): Promise<RefundOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [found] = refund.paymentIntentId ? await tx.select().from(orders).where(eq(orders.paymentIntentId, refund.paymentIntentId)).for('update') : [];
    if (!found) {
      log.warn('refund webhook for an unknown charge: ignored', { eventId, refundId: refund.id, paymentIntent: refund.paymentIntentId });
      return 'unknown-charge';
    }
    const order = found;
    if (refund.currency && refund.currency !== order.currency.toLowerCase()) {
      log.warn('refund webhook in another currency: ignored', { eventId, orderId: order.id, currency: refund.currency });
      return 'mismatch';
    }
    const [byProvider] = await tx.select().from(orderRefunds).where(eq(orderRefunds.providerRefundId, refund.id));
    const [byLocal] =
      !byProvider && refund.localRefundId && isOrderId(refund.localRefundId)
        ? await tx.select().from(orderRefunds).where(and(eq(orderRefunds.id, refund.localRefundId), eq(orderRefunds.orderId, order.id)))
        : [];
    const existing = byProvider ?? byLocal;

    if (existing) {
      if (existing.status === 'requested' && !UNCOUNTED.has(refund.status)) {
        // The webhook beat the API's reply: complete the refund here, and for a cancellation's refund the
        // cancellation too, so the customer gets the one cancellation e-mail (completeRefund then finds both done).
        const updated = await applySucceededRefund(tx, order, existing, refund.id, null, { cancel: existing.cancelsOrder });
        if (existing.cancelsOrder) await markCanceled(tx, updated, existing, null);
        return 'completed';
      }
      if (existing.status === 'succeeded' && UNCOUNTED.has(refund.status)) {
        const refundedCents = Math.max(0, order.refundedCents - existing.amountCents);
        const status = statusAfterRefund(order.status as PaymentStatus, order.totalCents, refundedCents);
        await tx.update(orderRefunds).set({ status: 'failed', failureReason: `Stripe reports the refund ${refund.status}` }).where(eq(orderRefunds.id, existing.id));
        await tx.update(orders).set({ refundedCents, status, updatedAt: new Date() }).where(eq(orders.id, order.id));
        await addEvent(tx, order.id, {
          type: 'refund-failed',
          message: `Stripe reports the refund of ${formatCents(existing.amountCents)} ${refund.status}; it no longer counts`,
          data: { refundId: existing.id, providerRefundId: refund.id },
          dedupeKey: `refund:${existing.id}:failed`,
        });
        return 'reversed';
      }
      return 'duplicate';
    }
    if (UNCOUNTED.has(refund.status)) return 'ignored';
    if (refund.amountCents <= 0 || order.refundedCents + refund.amountCents > order.totalCents) {
      log.warn('refund webhook exceeds what the order has left: ignored', { eventId, orderId: order.id, amount: refund.amountCents, refunded: order.refundedCents });
      return 'mismatch';
    }
    const [row] = await tx
      .insert(orderRefunds)
      .values({
        id: refund.localRefundId && isOrderId(refund.localRefundId) ? refund.localRefundId : randomUUID(),
        orderId: order.id,
        amountCents: refund.amountCents,
        reason: refund.reason ? `Stripe: ${refund.reason.replace(/_/g, ' ')}` : 'Refunded in the Stripe dashboard',
        status: 'requested',
        source: refund.localRefundId ? 'admin' : 'stripe',
        providerRefundId: refund.id,
      })
      .returning();
    await applySucceededRefund(tx, order, row, refund.id, null, { cancel: false });
    return 'recorded';
  });
}

export async function applyRefundWebhook(event: RefundWebhookEvent): Promise<RefundOutcome[]> {
  const outcomes: RefundOutcome[] = [];
  for (const refund of event.refunds) outcomes.push(await applyProviderRefund(refund, event.id));
  return outcomes;
}

// ---------------------------------------------------------------------------------------------------------
// Notes and reads
// ---------------------------------------------------------------------------------------------------------

export async function addOrderNote(orderId: string, input: OrderNoteInput, admin: Actor): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const order = await lockOrderOrThrow(tx, orderId);
    await addEvent(tx, order.id, { type: 'note', message: input.text, actorEmail: admin.email });
    await recordAudit(
      { actorEmail: admin.email, action: 'update', entityType: 'order', entityId: order.id, summary: `Note on order #${orderReference(order.id)}: ${input.text.slice(0, 120)}` },
      tx as unknown as Db,
    );
  });
}

export async function getOrderFulfilment(orderId: string): Promise<OrderFulfilmentView | null> {
  if (!isOrderId(orderId)) return null;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [shipmentRows, shipmentLineRows, refundRows, eventRows, emailRows] = await Promise.all([
    db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId)).orderBy(asc(orderShipments.createdAt)),
    db
      .select({ shipmentId: orderShipmentLines.shipmentId, lineId: orderShipmentLines.orderLineId, quantity: orderShipmentLines.quantity, lotNumber: orderShipmentLines.lotNumber })
      .from(orderShipmentLines)
      .innerJoin(orderShipments, eq(orderShipments.id, orderShipmentLines.shipmentId))
      .where(eq(orderShipments.orderId, orderId))
      .orderBy(asc(orderShipmentLines.id)),
    db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.createdAt)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select({ id: emailOutbox.id, kind: emailOutbox.kind, to: emailOutbox.to, subject: emailOutbox.subject, text: emailOutbox.text, status: emailOutbox.status, createdAt: emailOutbox.createdAt, sentAt: emailOutbox.sentAt })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.refType, 'order'), eq(emailOutbox.refId, orderId)))
      .orderBy(desc(emailOutbox.createdAt)),
  ]);
  const shipments: ShipmentView[] = shipmentRows.map((s) => ({
    id: s.id,
    carrier: s.carrier,
    trackingNumber: s.trackingNumber,
    trackingUrl: trackingUrl(s.carrier, s.trackingNumber),
    createdAt: s.createdAt.toISOString(),
    createdBy: s.createdBy,
    lines: shipmentLineRows.filter((l) => l.shipmentId === s.id).map(({ lineId, quantity, lotNumber }) => ({ lineId, quantity, lotNumber })),
  }));
  const counted = refundRows.filter((r) => r.status === 'succeeded' || r.status === 'requested');
  const timeline: TimelineEntry[] = [
    { id: 'created', at: order.createdAt.toISOString(), type: 'created', message: 'Order placed', actor: null },
    ...(order.paidAt
      ? [{ id: 'paid', at: order.paidAt.toISOString(), type: 'paid', message: `Paid ${formatCents(order.totalCents)}${order.mode === 'demo' ? ' (demo payment)' : ''}`, actor: null }]
      : []),
    ...eventRows.map((e) => ({ id: `event-${e.id}`, at: e.createdAt.toISOString(), type: e.type, message: e.message, actor: e.actorEmail, data: e.data })),
    ...emailRows.map((m) => ({
      id: `email-${m.id}`,
      at: (m.sentAt ?? m.createdAt).toISOString(),
      type: 'email',
      message: `E-mail “${m.subject}” to ${m.to || 'the shop’s admins'} — ${m.status === 'sent' ? 'sent' : m.status === 'failed' ? 'failed' : 'queued'}`,
      actor: null,
      detail: m.text,
    })),
  ].sort(compareTimelineEntries);
  return {
    shipments,
    refunds: refundRows.map((r) => ({
      id: r.id,
      amountCents: r.amountCents,
      reason: r.reason,
      status: r.status,
      source: r.source,
      providerRefundId: r.providerRefundId,
      lines: r.lines,
      includesShipping: r.includesShipping,
      createdAt: r.createdAt.toISOString(),
      createdBy: r.createdBy,
    })),
    shippedByLine: Object.fromEntries(quantitiesByLine(shipmentLineRows)),
    refundedByLine: Object.fromEntries(quantitiesByLine(counted.flatMap((r) => r.lines))),
    shippingRefunded: counted.some((r) => r.includesShipping),
    timeline,
    fulfilmentStatus: order.fulfilmentStatus as FulfilmentStatus,
  };
}

export interface CustomerFulfilmentView {
  shipments: CustomerShipment[];
  refunds: CustomerRefund[];
}

/**
 * The customer's view of an order's shipments and refunds (the account's order page and
 * GET /api/account/orders/:id): carrier, tracking link, lots with their certificate link when a COA for the lot
 * is on file, and the refunds that went through. No admin names, notes, reasons or provider ids. The caller has
 * checked that the order is the customer's (getCustomerOrder).
 */
export async function getCustomerFulfilment(order: { id: string; lines: readonly { id: number; name: string; variant: string; catalogNumber: string }[] }): Promise<CustomerFulfilmentView> {
  if (!isOrderId(order.id)) return { shipments: [], refunds: [] };
  const db = await getDb();
  const [shipmentRows, shipmentLineRows, refundRows] = await Promise.all([
    db.select().from(orderShipments).where(eq(orderShipments.orderId, order.id)).orderBy(asc(orderShipments.createdAt)),
    db
      .select({ shipmentId: orderShipmentLines.shipmentId, lineId: orderShipmentLines.orderLineId, quantity: orderShipmentLines.quantity, lotNumber: orderShipmentLines.lotNumber })
      .from(orderShipmentLines)
      .innerJoin(orderShipments, eq(orderShipments.id, orderShipmentLines.shipmentId))
      .where(eq(orderShipments.orderId, order.id))
      .orderBy(asc(orderShipmentLines.id)),
    db
      .select({ amountCents: orderRefunds.amountCents, status: orderRefunds.status, createdAt: orderRefunds.createdAt, completedAt: orderRefunds.completedAt })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id))
      .orderBy(asc(orderRefunds.createdAt)),
  ]);
  // Certificates on file for the shipped lots: one query by the catalogue numbers, matched on (number, lot) here.
  const catalogByLine = new Map(order.lines.map((l) => [l.id, l.catalogNumber]));
  const catalogKeys = [
    ...new Set(
      shipmentLineRows.flatMap((r) => {
        const c = normalizeCatalogNumber(catalogByLine.get(r.lineId) ?? '');
        return c.ok ? [c.key] : [];
      }),
    ),
  ];
  const coaRows = catalogKeys.length
    ? await db
        .select({ catalogNumber: productDocuments.catalogNumber, lot: productDocuments.lot })
        .from(productDocuments)
        .where(and(eq(productDocuments.kind, 'coa'), isNotNull(productDocuments.productId), inArray(sql`lower(${productDocuments.catalogNumber})`, catalogKeys)))
    : [];
  const certificateKeys = new Set(coaRows.map((d) => (d.lot ? certificateKey(d.catalogNumber, d.lot) : null)).filter((k): k is string => Boolean(k)));
  const shipments = customerShipments(
    shipmentRows.map((s) => ({
      id: s.id,
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      trackingUrl: trackingUrl(s.carrier, s.trackingNumber),
      createdAt: s.createdAt.toISOString(),
      lines: shipmentLineRows.filter((l) => l.shipmentId === s.id),
    })),
    order.lines,
    certificateKeys,
  );
  const refunds = customerRefunds(refundRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), completedAt: r.completedAt?.toISOString() ?? null })));
  return { shipments, refunds };
}

/** Orders waiting to ship (paid, not fully shipped): the admin Overview's count. */
export async function countOrdersToShip(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(orders)
    .where(and(inArray(orders.status, ['paid', 'partially_refunded']), inArray(orders.fulfilmentStatus, ['unfulfilled', 'partially_shipped'])));
  return Number(row.n);
}

import 'server-only';
// Payment events and fulfilment: the Stripe webhook and demo Pay share this one path. The event id is recorded
// in the same transaction as the order update (duplicates, also parallel ones, change nothing); confirmation
// e-mails go through enqueueEmail with a unique dedupe key. The mapping of a Stripe event into a PaymentEvent
// lives in the payments adapter (lib/adapters/payments/stripe.ts).
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { offers, orderLines, orders, stripeEvents } from '@/db/schema';
import type { PaymentEvent } from '@/lib/adapters/payments';
import { isPaidStatus } from '@/lib/domain/fulfilment';
import { paymentEventMismatch } from '@/lib/domain/checkout';
import { renderAdminOrderEmail, renderCustomerOrderEmail, type OrderEmailInput } from '@/lib/domain/order-email';
import { log } from '@/lib/logger';
import { enqueueEmail, type OutgoingEmail } from '@/lib/server/outbox';
import { kickOutbox } from '@/lib/server/outbox-worker';
import type { OrderAddress, OrderLine, OrderStatus } from '@/lib/types/orders';
import { orderReference, toOrderLine, type OrderRow, type Tx } from '@/lib/server/orders/internal';

export type FulfilmentOutcome =
  | 'duplicate'
  | 'unknown-order'
  | 'mismatch'
  | 'paid'
  | 'already-paid'
  | 'awaiting-payment'
  | 'failed'
  | 'expired'
  | 'unchanged';

/** Queues the customer's and the admin's e-mails in the fulfilment transaction; true when any row was new. */
async function queueOrderEmails(tx: Tx, order: OrderRow, lines: OrderLine[], origin: string): Promise<boolean> {
  const reference = orderReference(order.id);
  const input: OrderEmailInput = {
    reference,
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    shippingAddress: order.shippingAddress as OrderAddress | null,
    lines,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    adminUrl: `${origin}/admin/orders/${order.id}`,
    demo: order.mode === 'demo',
  };
  const mails: OutgoingEmail[] = [];
  if (order.customerEmail) {
    mails.push({ kind: 'order-customer', to: order.customerEmail, ...renderCustomerOrderEmail(input), dedupeKey: `order:${order.id}:customer` });
  }
  // An empty `to` means the admin recipients of the SMTP settings at send time.
  mails.push({ kind: 'order-admin', to: '', replyTo: order.customerEmail, ...renderAdminOrderEmail(input), dedupeKey: `order:${order.id}:admin` });
  let queued = false;
  // enqueueEmail's checks apply here too: a customer address that is not one plain address is never a Reply-To,
  // and control characters never reach a subject.
  for (const mail of mails) if (await enqueueEmail(tx, { ...mail, refType: 'order', refId: order.id })) queued = true;
  return queued;
}

/**
 * Applies one payment event exactly once: the event id is inserted in the same transaction as the order
 * update, so a duplicate (also a parallel one) finds it and changes nothing. An event whose session no order
 * holds, or whose amount, currency or mode differ from the order, changes nothing and is not recorded.
 * Database errors propagate, so the webhook answers 5xx and Stripe retries.
 */
export async function applyPaymentEvent(event: PaymentEvent, opts: { origin: string }): Promise<{ outcome: FulfilmentOutcome; orderId?: string }> {
  const db = await getDb();
  let emailsQueued = false;
  const result = await db.transaction(async (tx) => {
    const [order] = event.sessionId ? await tx.select().from(orders).where(eq(orders.stripeSessionId, event.sessionId)).for('update') : [];
    if (!order) {
      log.warn('payment event for an unknown checkout session: ignored', {
        eventId: event.id,
        type: event.type,
        sessionId: event.sessionId,
        claimedOrderId: event.orderId,
      });
      return { outcome: 'unknown-order' as const };
    }
    const mismatch = paymentEventMismatch(event, order);
    if (mismatch) {
      log.warn('payment event does not match its order: ignored', { eventId: event.id, type: event.type, orderId: order.id, reason: mismatch });
      return { outcome: 'mismatch' as const, orderId: order.id };
    }

    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing({ target: stripeEvents.id })
      .returning({ id: stripeEvents.id });
    if (!recorded.length) return { outcome: 'duplicate' as const, orderId: order.id };

    const now = new Date();
    const customer = {
      customerEmail: event.customerEmail ?? order.customerEmail,
      customerName: event.customerName ?? order.customerName,
      shippingAddress: (event.shippingAddress ?? order.shippingAddress) as Record<string, unknown> | null,
    };
    const paid =
      event.type === 'checkout.session.async_payment_succeeded' ||
      (event.type === 'checkout.session.completed' && event.paymentStatus === 'paid');

    if (paid) {
      // Paid once: later refunds and cancellation keep their status.
      if (order.paidAt || isPaidStatus(order.status as OrderStatus)) return { outcome: 'already-paid' as const, orderId: order.id };
      if (order.status !== 'pending') {
        // Stripe took the money for an order we had closed (expired or cancelled meanwhile): record the payment,
        // the admin sees it as paid and can refund it.
        log.warn('payment arrived for a closed order; marking it paid', { orderId: order.id, status: order.status, eventId: event.id });
      }
      const [updated] = await tx
        .update(orders)
        .set({ status: 'paid', paidAt: now, updatedAt: now, paymentIntentId: event.paymentIntentId ?? order.paymentIntentId, ...customer })
        .where(eq(orders.id, order.id))
        .returning();
      if (updated.offerId) {
        // An offer paid by card is accepted by its payment (docs/offers.md).
        await tx
          .update(offers)
          .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
          .where(and(eq(offers.id, updated.offerId), inArray(offers.status, ['sent', 'superseded'])));
      }
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
      emailsQueued = await queueOrderEmails(tx, updated, lines.map(toOrderLine), opts.origin);
      log.info('order paid', { orderId: order.id, eventId: event.id, totalCents: order.totalCents });
      return { outcome: 'paid' as const, orderId: order.id };
    }

    if (event.type === 'checkout.session.completed') {
      // Delayed payment methods: the customer finished, the money has not arrived yet (docs/security.md item 14).
      await tx.update(orders).set({ updatedAt: now, ...customer }).where(eq(orders.id, order.id));
      return { outcome: 'awaiting-payment' as const, orderId: order.id };
    }

    if (order.status !== 'pending') return { outcome: 'unchanged' as const, orderId: order.id };
    const status: OrderStatus = event.type === 'checkout.session.async_payment_failed' ? 'failed' : 'expired';
    await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, order.id));
    return { outcome: status, orderId: order.id };
  });
  // Committed: wake the outbox worker instead of leaving the e-mails to its next poll.
  if (emailsQueued) kickOutbox();
  return result;
}

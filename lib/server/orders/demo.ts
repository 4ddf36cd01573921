import 'server-only';
// The demo checkout (no Stripe key): its page's order, Pay (the same fulfilment as a paid Stripe event) and Cancel.
import { and, eq, isNull, lt } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema';
import { badRequest, notFound } from '@/lib/api/errors';
import { isDemoPayments } from '@/lib/adapters/payments';
import { log } from '@/lib/logger';
import { demoSessionId } from '@/lib/adapters/payments/demo';
import type { OrderDetail } from '@/lib/types/orders';
import type { DemoPaymentInput } from '@/lib/validations/checkout';
import { isOrderId } from '@/lib/server/orders/internal';
import { applyPaymentEvent } from '@/lib/server/orders/payment-events';
import { getOrderDetail } from '@/lib/server/orders/reads';

/** The order behind a demo checkout page; null unless demo payments are active and it is a demo order. */
export async function getDemoCheckoutOrder(orderId: string): Promise<OrderDetail | null> {
  if (!isDemoPayments() || !isOrderId(orderId)) return null;
  const order = await getOrderDetail(orderId);
  return order && order.mode === 'demo' ? order : null;
}

/** Demo Pay: the same fulfilment a verified `checkout.session.completed` (paid) runs. */
export async function payDemoOrder(orderId: string, payer: DemoPaymentInput, origin: string) {
  const order = await getDemoCheckoutOrder(orderId);
  if (!order) throw notFound('This demo checkout does not exist');
  if (order.status !== 'pending' && order.status !== 'paid') throw badRequest(`This order is ${order.status} and can no longer be paid`);
  return applyPaymentEvent(
    {
      id: `demo_evt_${orderId}`,
      type: 'checkout.session.completed',
      source: 'demo',
      sessionId: demoSessionId(orderId),
      orderId,
      paymentStatus: 'paid',
      // The demo "charges" exactly the stored order: the same checks as a Stripe event, on the server's figures.
      amountTotal: order.totalCents,
      currency: order.currency,
      checkoutMode: 'payment',
      customerEmail: payer.email,
      customerName: payer.name,
      shippingAddress: {
        name: payer.name,
        line1: payer.line1 || null,
        city: payer.city || null,
        postalCode: payer.postalCode || null,
        country: payer.country || null,
      },
    },
    { origin },
  );
}

/** Demo Cancel: the pending order is marked canceled (a paid one stays paid). */
export async function cancelDemoOrder(orderId: string): Promise<void> {
  const order = await getDemoCheckoutOrder(orderId);
  if (!order) throw notFound('This demo checkout does not exist');
  const db = await getDb();
  await db
    .update(orders)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

/** A demo checkout stays payable this long, as a Stripe Checkout session does (24 hours), then it expires. */
export const DEMO_CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
/** How often a server process looks for demo checkouts past their time. */
const DEMO_EXPIRY_SWEEP_MS = 60 * 60 * 1000;

/**
 * Marks the cart's demo checkouts left pending for more than DEMO_CHECKOUT_TTL_MS as expired — what Stripe's
 * `checkout.session.expired` does to a real one — so abandoned checkouts leave the admin's pending figures. An
 * offer's card order is left alone: the offer page reuses it for the next attempt. Returns how many expired.
 */
export async function expireStaleDemoCheckouts(now = new Date()): Promise<number> {
  const db = await getDb();
  const expired = await db
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(orders.mode, 'demo'), eq(orders.status, 'pending'), isNull(orders.offerId), lt(orders.createdAt, new Date(now.getTime() - DEMO_CHECKOUT_TTL_MS))))
    .returning({ id: orders.id });
  return expired.length;
}

/** Background worker (lib/server/background.ts): the sweep at start, then hourly. */
export function startDemoCheckoutExpiry(): void {
  const sweep = () =>
    expireStaleDemoCheckouts()
      .then((n) => {
        if (n) log.info('demo checkouts expired', { count: n });
      })
      .catch((err) => log.warn('demo checkout expiry failed', { err }));
  void sweep();
  setInterval(sweep, DEMO_EXPIRY_SWEEP_MS).unref?.();
}

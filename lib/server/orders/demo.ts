import 'server-only';
// The demo checkout (no Stripe key): its page's order, Pay (the same fulfilment as a paid Stripe event) and Cancel.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema';
import { badRequest, notFound } from '@/lib/api/errors';
import { isDemoPayments } from '@/lib/adapters/payments';
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

// GET /api/account/orders/:id — one of the customer's orders with its shipments and refunds; 404 for anyone
// else's, exactly as for no order. A purchase order carries paymentMethod 'po', its poNumber and, once the shop
// invoiced it, invoiceNumber and invoicedAt (docs/offers.md); document storage keys and the Stripe session stay out.
import { notFound } from '@/lib/api/errors';
import { withCustomer } from '@/lib/api/handler';
import { getCustomerOrder } from '@/lib/server/accounts';
import { getCustomerFulfilment } from '@/lib/server/fulfilment';

export const dynamic = 'force-dynamic';

export const GET = withCustomer(async ({ customer, params }) => {
  const order = await getCustomerOrder(customer, params.id);
  if (!order) throw notFound('Order not found');
  const { stripeSessionId: _internal, ...visible } = order;
  const { shipments, refunds } = await getCustomerFulfilment(order);
  return { order: visible, shipments, refunds };
});

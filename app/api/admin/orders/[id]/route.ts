import { withAdmin } from '@/lib/api/handler';
import { notFound } from '@/lib/api/errors';
import { getOrderFulfilment } from '@/lib/server/fulfilment';
import { getOrderDetail } from '@/lib/server/orders';

// GET /api/admin/orders/{id} — one order with its lines, customer, shipping address, shipments, refunds and timeline
export const GET = withAdmin(async ({ params }) => {
  const order = await getOrderDetail(params.id);
  if (!order) throw notFound('Order not found');
  return { order, fulfilment: await getOrderFulfilment(params.id) };
});

import { withAdmin } from '@/lib/api/handler';
import { notFound } from '@/lib/api/errors';
import { getOrderDetail } from '@/lib/server/orders';

// GET /api/admin/orders/{id} — one order with its lines, customer and shipping address
export const GET = withAdmin(async ({ params }) => {
  const order = await getOrderDetail(params.id);
  if (!order) throw notFound('Order not found');
  return { order };
});

import { withAdmin } from '@/lib/api/handler';
import { cancelOrder } from '@/lib/server/fulfilment';
import { cancelOrderSchema } from '@/lib/validations/fulfilment';

// POST /api/admin/orders/{id}/cancel — cancel an unshipped order; a paid one is refunded in full
export const POST = withAdmin(async ({ params, body, admin }) => ({ canceled: true, ...(await cancelOrder(params.id, body, admin)) }), { body: cancelOrderSchema });

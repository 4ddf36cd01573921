import { json, withAdmin } from '@/lib/api/handler';
import { refundOrder } from '@/lib/server/fulfilment';
import { refundOrderSchema } from '@/lib/validations/fulfilment';

// POST /api/admin/orders/{id}/refunds — refund an amount or lines (with or without shipping), with a reason
export const POST = withAdmin(
  async ({ params, body, admin }) => {
    const refund = await refundOrder(params.id, body, admin);
    return json({ refund }, { status: refund.created ? 201 : 200 });
  },
  { body: refundOrderSchema },
);

import { json, withAdmin } from '@/lib/api/handler';
import { getOrderFulfilment, shipOrder } from '@/lib/server/fulfilment';
import { shipOrderSchema } from '@/lib/validations/fulfilment';

// POST /api/admin/orders/{id}/shipments — ship lines with carrier, tracking number and lot numbers
export const POST = withAdmin(
  async ({ params, body, admin }) => {
    const { shipmentId, created } = await shipOrder(params.id, body, admin);
    return json({ shipmentId, created, fulfilment: await getOrderFulfilment(params.id) }, { status: created ? 201 : 200 });
  },
  { body: shipOrderSchema },
);

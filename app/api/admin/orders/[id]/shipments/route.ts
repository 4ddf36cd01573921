import { json, withAdmin } from '@/lib/api/handler';
import { getOrderFulfilment, shipOrder } from '@/lib/server/fulfilment';
import { siteOrigin } from '@/lib/server/request-info';
import { shipOrderSchema } from '@/lib/validations/fulfilment';

// POST /api/admin/orders/{id}/shipments — ship lines with carrier, tracking number and lot numbers
export const POST = withAdmin(
  async ({ req, params, body, admin }) => {
    const { shipmentId, created } = await shipOrder(params.id, body, admin, siteOrigin(req));
    return json({ shipmentId, created, fulfilment: await getOrderFulfilment(params.id) }, { status: created ? 201 : 200 });
  },
  { body: shipOrderSchema },
);

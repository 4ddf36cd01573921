import { withAdmin } from '@/lib/api/handler';
import { markOrderDelivered } from '@/lib/server/fulfilment';

// POST /api/admin/orders/{id}/delivered — mark a fully shipped order delivered
export const POST = withAdmin(async ({ params, admin }) => {
  await markOrderDelivered(params.id, admin);
  return { delivered: true };
});

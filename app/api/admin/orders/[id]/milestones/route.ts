import { withAdmin } from '@/lib/api/handler';
import { listMilestones, replaceMilestones } from '@/lib/server/offers';
import { isOrderId } from '@/lib/server/orders';
import { notFound } from '@/lib/api/errors';
import { milestonesSchema } from '@/lib/validations/offers';

// GET /api/admin/orders/{id}/milestones — the service timeline of an order
export const GET = withAdmin(async ({ params }) => {
  if (!isOrderId(params.id)) throw notFound('Order not found');
  return { milestones: await listMilestones(params.id) };
});

// PUT /api/admin/orders/{id}/milestones — rename, reorder, add or remove open milestones
export const PUT = withAdmin(async ({ params, body, admin }) => ({ milestones: await replaceMilestones(params.id, body.milestones, admin) }), { body: milestonesSchema });

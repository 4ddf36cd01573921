import { notFound } from '@/lib/api/errors';
import { withAdmin } from '@/lib/api/handler';
import { siteOrigin } from '@/lib/server/request-info';
import { tickMilestone } from '@/lib/server/offers';
import { tickMilestoneSchema } from '@/lib/validations/offers';

// POST /api/admin/orders/{id}/milestones/{milestoneId} — tick a milestone (with an optional note); the customer is e-mailed
export const POST = withAdmin(
  async ({ req, params, body, admin }) => {
    const milestoneId = Number(params.milestoneId);
    if (!/^\d{1,9}$/.test(params.milestoneId)) throw notFound('Milestone not found');
    return { milestone: await tickMilestone(params.id, milestoneId, body.note, admin, siteOrigin(req)) };
  },
  { body: tickMilestoneSchema },
);

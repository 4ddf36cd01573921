import { json, withAdmin } from '@/lib/api/handler';
import { createOfferVersion } from '@/lib/server/offers';

// POST /api/admin/offers/{id}/versions — start a new draft version of a sent offer
export const POST = withAdmin(async ({ params, admin }) => json({ offer: await createOfferVersion(params.id, admin) }, { status: 201 }));

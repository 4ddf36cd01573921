import { json, withAdmin } from '@/lib/api/handler';
import { createOffer, listOffers } from '@/lib/server/offers';
import { offerDraftSchema } from '@/lib/validations/offers';

// GET /api/admin/offers — every offer version, newest offer first
export const GET = withAdmin(async () => ({ offers: await listOffers() }));

// POST /api/admin/offers — save a new draft offer (from a quote or from nothing); prices are the admin's, in cents
export const POST = withAdmin(async ({ body, admin }) => json({ offer: await createOffer(body, admin) }, { status: 201 }), { body: offerDraftSchema });

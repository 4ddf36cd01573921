import { notFound } from '@/lib/api/errors';
import { withAdmin } from '@/lib/api/handler';
import { getOfferAdmin, updateOffer } from '@/lib/server/offers';
import { offerDraftSchema } from '@/lib/validations/offers';

// GET /api/admin/offers/{id} — one version with its sibling versions and its order
export const GET = withAdmin(async ({ params }) => {
  const detail = await getOfferAdmin(params.id);
  if (!detail) throw notFound('Offer not found.');
  return detail;
});

// PUT /api/admin/offers/{id} — change a draft (a sent version is immutable: 409)
export const PUT = withAdmin(async ({ params, body, admin }) => ({ offer: await updateOffer(params.id, body, admin) }), { body: offerDraftSchema });

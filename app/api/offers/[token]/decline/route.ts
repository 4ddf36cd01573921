import { assertSameOrigin, json, NO_STORE, withPublic } from '@/lib/api/handler';
import { declineOffer } from '@/lib/server/offers';
import { siteOrigin } from '@/lib/server/request-info';
import { declineSchema } from '@/lib/validations/offers';

export const dynamic = 'force-dynamic';

// POST /api/offers/{token}/decline — decline the offer, with an optional reason for the shop
export const POST = withPublic(
  async ({ req, params, body }) => {
    assertSameOrigin(req);
    await declineOffer(params.token, body, siteOrigin(req));
    return json({ ok: true }, { headers: { 'Cache-Control': NO_STORE } });
  },
  { body: declineSchema, maxBodyBytes: 8 * 1024 },
);

import { assertSameOrigin, json, NO_STORE, withPublic } from '@/lib/api/handler';
import { acceptOfferByCard } from '@/lib/server/offers';
import { siteOrigin } from '@/lib/server/request-info';
import { acceptCardSchema } from '@/lib/validations/offers';

export const dynamic = 'force-dynamic';

// POST /api/offers/{token}/accept-card — accept the offer and pay by card: answers the checkout URL (priced from the stored version)
export const POST = withPublic(
  async ({ req, params, body }) => {
    assertSameOrigin(req);
    const { url } = await acceptOfferByCard(params.token, body, siteOrigin(req));
    return json({ url }, { headers: { 'Cache-Control': NO_STORE } });
  },
  { body: acceptCardSchema, maxBodyBytes: 4 * 1024 },
);

import { assertSameOrigin, json, NO_STORE, withPublic } from '@/lib/api/handler';
import { acceptOfferByPo } from '@/lib/server/offers';
import { siteOrigin } from '@/lib/server/request-info';
import { acceptPoSchema, PDF_UPLOAD_MAX_BODY_BYTES } from '@/lib/validations/offers';

export const dynamic = 'force-dynamic';

// POST /api/offers/{token}/accept-po — accept with a purchase order (number, billing address, PO as a PDF ≤ 10 MB)
export const POST = withPublic(
  async ({ req, params, body }) => {
    assertSameOrigin(req);
    const order = await acceptOfferByPo(params.token, body, siteOrigin(req));
    return json({ order }, { status: 201, headers: { 'Cache-Control': NO_STORE } });
  },
  { body: acceptPoSchema, maxBodyBytes: PDF_UPLOAD_MAX_BODY_BYTES },
);

// GET /api/offers/{token}/pdf[?latest=1] — the offer PDF as sent, of the version the offer page with the same token
// (and `latest`) shows (docs/offers.md §3): unknown or malformed token 404, an expired open offer or a superseded
// version 410, without detail. Every answer is private, no-store: the token stands for a secret.
import type { NextRequest } from 'next/server';
import { NO_STORE, withPublic } from '@/lib/api/handler';
import { pdfResponse } from '@/lib/server/documents';
import { getOfferPdf } from '@/lib/server/offers';

export const dynamic = 'force-dynamic';

const handler = withPublic(async ({ params, query }) => pdfResponse(await getOfferPdf(params.token, { latest: query.latest === '1' }), { download: true, cache: NO_STORE }));

export async function GET(req: NextRequest, ctx: Parameters<typeof handler>[1]): Promise<Response> {
  const res = await handler(req, ctx);
  if (!res.headers.has('Cache-Control')) res.headers.set('Cache-Control', NO_STORE);
  return res;
}

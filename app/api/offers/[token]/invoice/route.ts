// GET /api/offers/{token}/invoice[?latest=1] — the invoice PDF of the order the offer page with the same token
// (and `latest`) shows, for whoever holds the e-mailed link (no account needed; docs/offers.md §3). The token is
// checked as everywhere under /api/offers/{token}: unknown or malformed 404, expired or superseded 410, without
// detail; no order or no invoice yet 404 with a message. Every answer is private, no-store: it stands for a secret.
import type { NextRequest } from 'next/server';
import { NO_STORE, withPublic } from '@/lib/api/handler';
import { pdfResponse } from '@/lib/server/documents';
import { getOfferInvoice } from '@/lib/server/offers';

export const dynamic = 'force-dynamic';

const handler = withPublic(async ({ params, query }) => pdfResponse(await getOfferInvoice(params.token, { latest: query.latest === '1' }), { download: true, cache: NO_STORE }));

export async function GET(req: NextRequest, ctx: Parameters<typeof handler>[1]): Promise<Response> {
  const res = await handler(req, ctx);
  if (!res.headers.has('Cache-Control')) res.headers.set('Cache-Control', NO_STORE);
  return res;
}

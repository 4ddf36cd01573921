// /api/public/search/log — count one catalogue search in the aggregated daily log (rate-limited per visitor).
// POST: sent by the results page's script. GET: the same page's <noscript> image, so a search made without
// JavaScript is counted too (docs/search.md); it answers a 1×1 GIF whatever happens and counts only requests
// the browser marks as coming from this site.
import { withPublic, assertSameOrigin, NO_STORE } from '@/lib/api/handler';
import { clientAddress } from '@/lib/server/request-info';
import { recordSearch } from '@/lib/server/search-log';
import { searchLogSchema } from '@/lib/validations/search';
import { countableSearchBeacon } from '@/lib/domain/search';

export const dynamic = 'force-dynamic';

export const POST = withPublic(
  async ({ req, body }) => {
    assertSameOrigin(req);
    const r = await recordSearch(body.q, clientAddress(req));
    return Response.json(r, { status: 202, headers: { 'Cache-Control': NO_STORE } });
  },
  { body: searchLogSchema, maxBodyBytes: 16 * 1024 },
);

/** The smallest transparent GIF (43 bytes). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const GET = withPublic(async ({ req }) => {
  const q = new URL(req.url).searchParams.get('q') ?? '';
  // A NUL is refused as in every other parameter (the POST body answers 400); the image just does not count it.
  const parsed = q.includes('\u0000') ? null : searchLogSchema.safeParse({ q });
  const counted = parsed?.success && countableSearchBeacon(req.headers.get('sec-fetch-site'), req.headers.get('referer'), new URL(req.url).origin) ? (await recordSearch(parsed.data.q, clientAddress(req))).counted : false;
  return new Response(new Uint8Array(PIXEL), {
    status: 200,
    headers: { 'Content-Type': 'image/gif', 'Cache-Control': NO_STORE, 'X-Search-Counted': counted ? '1' : '0' },
  });
});

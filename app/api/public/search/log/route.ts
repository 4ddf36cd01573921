// POST /api/public/search/log — count one catalogue search in the aggregated daily log (rate-limited per visitor)
import { withPublic, assertSameOrigin } from '@/lib/api/handler';
import { clientAddress } from '@/lib/server/request-info';
import { recordSearch } from '@/lib/server/search-log';
import { searchLogSchema } from '@/lib/validations/search';

export const dynamic = 'force-dynamic';

export const POST = withPublic(
  async ({ req, body }) => {
    assertSameOrigin(req);
    const r = await recordSearch(body.q, clientAddress(req));
    return Response.json(r, { status: 202, headers: { 'Cache-Control': 'private, no-store' } });
  },
  { body: searchLogSchema, maxBodyBytes: 16 * 1024 },
);

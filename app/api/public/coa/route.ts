import { withPublic } from '@/lib/api/handler';
import { lookupCoa } from '@/lib/server/documents';
import { clientAddress } from '@/lib/server/request-info';
import { coaLookupSchema } from '@/lib/validations/documents';

export const dynamic = 'force-dynamic';

// GET /api/public/coa?catalogNumber=&lot= — the lot's certificate of analysis, or the same 'not found' answer
// whether the catalogue number or the lot is unknown (rate-limited; there is no list of lots)
export const GET = withPublic(
  async ({ req, query }) =>
    Response.json(await lookupCoa(query, clientAddress(req)), { headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } }),
  { query: coaLookupSchema },
);

// GET /api/quotes — every quote, newest first (admin only).
// POST /api/quotes — a product or design quote (public; docs/requirements.md §7 POST /quotes): same guards as POST /api/quote.
import { json, withAdmin, withPublic } from '@/lib/api/handler';
import { fakeId, guardPublicForm, isHoneypotTripped } from '@/lib/server/public-forms';
import { listQuotes, newQuoteFromProductRequest, storeQuote, unsavedQuoteView } from '@/lib/server/quotes';
import { productQuoteSchema } from '@/lib/validations/quote';

export const dynamic = 'force-dynamic';
const NO_STORE = { 'Cache-Control': 'private, no-store' };

export const GET = withAdmin(async () => ({ quotes: await listQuotes() }));

export const POST = withPublic(
  async ({ req, body }) => {
    const address = await guardPublicForm(req, 'quotes', body);
    const input = newQuoteFromProductRequest(body);
    if (isHoneypotTripped(body, 'quotes', address)) return json({ quote: unsavedQuoteView(input, fakeId()) }, { status: 201, headers: NO_STORE });
    const { quote, replayed } = await storeQuote(input, { address });
    return json({ quote }, { status: 201, headers: { ...NO_STORE, ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}) } });
  },
  { body: productQuoteSchema },
);

// POST /api/quote — the full Quote Request Form (docs/requirements.md §7): rate-limited per address, honeypot, stored with
// its notification e-mail in one transaction; a repeated idempotency key returns the stored quote.
import { json, withPublic } from '@/lib/api/handler';
import { fakeId, guardPublicForm, isHoneypotTripped } from '@/lib/server/public-forms';
import { newQuoteFromForm, storeQuote, unsavedQuoteView } from '@/lib/server/quotes';
import { quoteRequestSchema } from '@/lib/validations/quote';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export const POST = withPublic(
  async ({ req, body }) => {
    const address = await guardPublicForm(req, 'quote', body);
    const input = newQuoteFromForm(body);
    if (isHoneypotTripped(body, 'quote', address)) return json({ quote: unsavedQuoteView(input, fakeId()) }, { status: 201, headers: NO_STORE });
    const { quote, replayed } = await storeQuote(input, { address });
    return json({ quote }, { status: 201, headers: { ...NO_STORE, ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}) } });
  },
  { body: quoteRequestSchema },
);

// PUT /api/quotes/{id}/answered — { answered?: boolean } (default true) → { quote } (admin only, audited on
// change). The customer's account shows the quote as answered (docs/accounts.md).
import { withAdmin } from '@/lib/api/handler';
import { setQuoteAnswered } from '@/lib/server/quotes';
import { quoteAnsweredSchema } from '@/lib/validations/quote';

export const PUT = withAdmin(
  async ({ params, body, admin }) => ({ quote: await setQuoteAnswered(params.id, body.answered ?? true, admin) }),
  { body: quoteAnsweredSchema },
);

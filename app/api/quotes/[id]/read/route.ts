// PUT /api/quotes/{id}/read — { read?: boolean } (default true) → { quote } (admin only, audited on change).
import { withAdmin } from '@/lib/api/handler';
import { setQuoteRead } from '@/lib/server/quotes';
import { quoteReadSchema } from '@/lib/validations/quote';

export const PUT = withAdmin(
  async ({ params, body, admin }) => ({ quote: await setQuoteRead(params.id, body.read ?? true, admin) }),
  { body: quoteReadSchema },
);

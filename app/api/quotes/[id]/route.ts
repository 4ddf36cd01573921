// DELETE /api/quotes/{id} — delete a quote (admin only, audited).
import { withAdmin } from '@/lib/api/handler';
import { deleteQuote } from '@/lib/server/quotes';

export const DELETE = withAdmin(async ({ params, admin }) => {
  await deleteQuote(params.id, admin);
  return { ok: true };
});

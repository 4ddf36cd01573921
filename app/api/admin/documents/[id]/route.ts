import { notFound } from '@/lib/api/errors';
import { withAdmin } from '@/lib/api/handler';
import { deleteDocument } from '@/lib/server/documents';
import { documentIdSchema } from '@/lib/validations/documents';

// DELETE /api/admin/documents/{id} — remove the stored PDF, then its row (also for a deleted product's documents)
export const DELETE = withAdmin(async ({ params, admin }) => {
  if (!documentIdSchema.safeParse(params.id).success) throw notFound('Document not found');
  await deleteDocument(params.id, admin.email);
  return { ok: true };
});

import { notFound } from '@/lib/api/errors';
import { withAdmin } from '@/lib/api/handler';
import { pdfResponse, readDocumentFile } from '@/lib/server/documents';
import { documentParamsSchema } from '@/lib/validations/documents';

// GET /api/admin/documents/{id}/file — any stored document, also one whose product was deleted
export const GET = withAdmin(async ({ params, query }) => {
  const file = await readDocumentFile(params.id, 'admin');
  if (!file) throw notFound('Document not found');
  return pdfResponse(file, { download: query.download === '1', cache: 'private, no-store' });
}, { params: documentParamsSchema, paramsNotFound: 'Document not found' });

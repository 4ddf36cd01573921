import { notFound } from '@/lib/api/errors';
import { withPublic } from '@/lib/api/handler';
import { pdfResponse, readDocumentFile } from '@/lib/server/documents';
import { documentParamsSchema } from '@/lib/validations/documents';

export const dynamic = 'force-dynamic';

// GET /api/public/documents/{id}[?download=1] — an SDS or COA PDF: application/pdf, a clean file name, nosniff
export const GET = withPublic(async ({ params, query }) => {
  const file = await readDocumentFile(params.id, 'public');
  if (!file) throw notFound('Document not found');
  return pdfResponse(file, { download: query.download === '1' });
}, { params: documentParamsSchema, paramsNotFound: 'Document not found' });

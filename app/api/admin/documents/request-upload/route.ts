import { json, withAdmin } from '@/lib/api/handler';
import { requestDocumentUpload } from '@/lib/server/documents';
import { requestDocumentUploadSchema } from '@/lib/validations/documents';

// POST /api/admin/documents/request-upload — a staging PUT URL bound to application/pdf and the exact size (≤ 20 MB)
export const POST = withAdmin(async ({ body, admin }) => json(await requestDocumentUpload(body, admin.email), { status: 201 }), {
  body: requestDocumentUploadSchema,
});

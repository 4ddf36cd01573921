import { json, withAdmin } from '@/lib/api/handler';
import { requestUpload } from '@/lib/server/media';
import { requestUploadSchema } from '@/lib/validations/media';

// POST /api/admin/images/request-upload — a server-made key and a PUT URL bound to the type and exact size
export const POST = withAdmin(async ({ body, admin }) => json(await requestUpload(body, admin.email), { status: 201 }), {
  body: requestUploadSchema,
});

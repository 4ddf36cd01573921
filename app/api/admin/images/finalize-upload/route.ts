import { json, withAdmin } from '@/lib/api/handler';
import { finalizeUpload } from '@/lib/server/media';
import { finalizeUploadSchema } from '@/lib/validations/media';

// POST /api/admin/images/finalize-upload — check the uploaded bytes, make the variants, answer the image
export const POST = withAdmin(
  async ({ body, admin }) => {
    const { item, created } = await finalizeUpload(body.storageKey, admin.email);
    return json({ image: item }, { status: created ? 201 : 200 });
  },
  { body: finalizeUploadSchema },
);

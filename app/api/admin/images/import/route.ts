import { json, withAdmin } from '@/lib/api/handler';
import { importImageFromUrl } from '@/lib/server/media';
import { importImageSchema } from '@/lib/validations/media';

// POST /api/admin/images/import — fetch an image from a public URL (safe fetch) into the library
export const POST = withAdmin(
  async ({ body, admin }) => json({ image: await importImageFromUrl({ url: body.url, fileName: body.fileName, actorEmail: admin.email }) }, { status: 201 }),
  { body: importImageSchema },
);

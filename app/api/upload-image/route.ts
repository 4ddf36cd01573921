import { badRequest } from '@/lib/api/errors';
import { withAdmin } from '@/lib/api/handler';
import { sanitizeFolder } from '@/lib/domain/media';
import { parseImageDataUrl } from '@/lib/domain/image-data-url';
import { ingestImageBytes } from '@/lib/server/media';
import { legacyUploadImageSchema } from '@/lib/validations/media';

// POST /api/upload-image — legacy call of the blog editor: { folder, name, dataUrl } → { path, name }
export const POST = withAdmin(
  async ({ body, admin }) => {
    const parsed = parseImageDataUrl(body.dataUrl);
    if (!parsed) throw badRequest('dataUrl must be a base64 data URL of an image');
    const name = body.name?.trim() || 'image';
    const image = await ingestImageBytes({ bytes: parsed.bytes, fileName: name, folder: sanitizeFolder(body.folder ?? 'blog'), actorEmail: admin.email });
    return { path: image.path, name: image.fileName, image };
  },
  // A 10 MB image is about 13.4 MB as base64.
  { body: legacyUploadImageSchema, maxBodyBytes: 14 * 1024 * 1024 },
);

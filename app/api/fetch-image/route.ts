import { withAdmin } from '@/lib/api/handler';
import { sanitizeFolder } from '@/lib/domain/media';
import { importImageFromUrl } from '@/lib/server/media';
import { legacyFetchImageSchema } from '@/lib/validations/media';

// POST /api/fetch-image — legacy call of the blog editor: { folder, url, name } → { path, name } (safe fetch)
export const POST = withAdmin(
  async ({ body, admin }) => {
    const image = await importImageFromUrl({ url: body.url, fileName: body.name, folder: sanitizeFolder(body.folder ?? 'blog'), actorEmail: admin.email });
    return { path: image.path, name: image.fileName, image };
  },
  { body: legacyFetchImageSchema },
);

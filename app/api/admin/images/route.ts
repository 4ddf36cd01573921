import { withAdmin } from '@/lib/api/handler';
import { listMedia } from '@/lib/server/media';
import { listImagesQuerySchema } from '@/lib/validations/media';

// GET /api/admin/images — the media library, newest first (?q= searches file name and URL)
export const GET = withAdmin(async ({ query }) => ({ images: await listMedia(query) }), { query: listImagesQuerySchema });

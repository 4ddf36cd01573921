// GET /api/blog-media — the blog media map { media: { postId: [image URL…] } } (docs/requirements.md §3, §7).
// PUT /api/blog-media — replace the map; every URL must be a site path or an https URL.
import { withAdmin } from '@/lib/api/handler';
import { getBlogMediaMap, replaceBlogMediaMap } from '@/lib/server/blog-admin';
import { blogMediaSchema } from '@/lib/validations/blog';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () => ({ media: await getBlogMediaMap() }));

export const PUT = withAdmin(async ({ body, admin }) => ({ media: await replaceBlogMediaMap(body, admin) }), {
  body: blogMediaSchema,
  maxBodyBytes: 1024 * 1024,
});

// GET /api/admin/blog — every visible post with its row version, uncached (the admin tab's list).
// POST /api/admin/blog — add a post (docs/requirements.md §5 Blog add in admin: title required, defaults for the rest).
import { json, withAdmin } from '@/lib/api/handler';
import { createBlogPost, listBlogPostsForAdmin } from '@/lib/server/blog-admin';
import { getBlogVersion } from '@/lib/server/blog';
import { BLOG_POST_MAX_BODY_BYTES, createBlogPostSchema } from '@/lib/validations/blog';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () => {
  const [posts, version] = await Promise.all([listBlogPostsForAdmin(), getBlogVersion()]);
  return { posts, version };
});

export const POST = withAdmin(async ({ body, admin }) => json({ post: await createBlogPost(body, admin) }, { status: 201 }), {
  body: createBlogPostSchema,
  maxBodyBytes: BLOG_POST_MAX_BODY_BYTES,
});

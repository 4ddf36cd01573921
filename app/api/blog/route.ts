// GET /api/blog — the docs/requirements.md §7 fallback of GET /api/public/blog: { posts, version } (public).
// PUT /api/blog — admin: replace the collection { version, posts, hidden, overrides }; a stale version → 409.
import { withAdmin } from '@/lib/api/handler';
import { replaceBlogCollection } from '@/lib/server/blog-admin';
import { BLOG_COLLECTION_MAX_BODY_BYTES, blogCollectionSchema } from '@/lib/validations/blog';

export { GET } from '@/app/api/public/blog/route';

export const PUT = withAdmin(async ({ body, admin }) => replaceBlogCollection(body, admin), {
  body: blogCollectionSchema,
  maxBodyBytes: BLOG_COLLECTION_MAX_BODY_BYTES,
});

// PATCH /api/admin/blog/{id} — edit a post (any subset of its fields; `version` guards against a stale edit).
// DELETE /api/admin/blog/{id} — delete a post and its media-map entry.
import { withAdmin } from '@/lib/api/handler';
import { deleteBlogPost, POST_NOT_FOUND, updateBlogPost } from '@/lib/server/blog-admin';
import { BLOG_POST_MAX_BODY_BYTES, blogPostIdSchema, updateBlogPostSchema } from '@/lib/validations/blog';

const byId = { params: blogPostIdSchema, paramsNotFound: POST_NOT_FOUND };

export const PATCH = withAdmin(async ({ body, params, admin }) => ({ post: await updateBlogPost(params.id, body, admin) }), {
  body: updateBlogPostSchema,
  maxBodyBytes: BLOG_POST_MAX_BODY_BYTES,
  ...byId,
});

export const DELETE = withAdmin(
  async ({ params, admin }) => {
    await deleteBlogPost(params.id, admin);
    return { ok: true };
  },
  byId,
);

// PATCH /api/admin/blog/{id} — edit a post (any subset of its fields; `version` guards against a stale edit).
// DELETE /api/admin/blog/{id} — delete a post and its media-map entry.
import { withAdmin } from '@/lib/api/handler';
import { notFound } from '@/lib/api/errors';
import { deleteBlogPost, POST_NOT_FOUND, updateBlogPost } from '@/lib/server/blog-admin';
import { BLOG_POST_MAX_BODY_BYTES, updateBlogPostSchema } from '@/lib/validations/blog';

function postIdOrThrow(raw: string | undefined): number {
  const id = /^\d{1,16}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(POST_NOT_FOUND);
  return id;
}

export const PATCH = withAdmin(async ({ body, params, admin }) => ({ post: await updateBlogPost(postIdOrThrow(params.id), body, admin) }), {
  body: updateBlogPostSchema,
  maxBodyBytes: BLOG_POST_MAX_BODY_BYTES,
});

export const DELETE = withAdmin(async ({ params, admin }) => {
  await deleteBlogPost(postIdOrThrow(params.id), admin);
  return { ok: true };
});

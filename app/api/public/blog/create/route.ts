// POST /api/public/blog/create — the /blog/new form (docs/requirements.md §2 Blog create). Public path, but nothing is stored
// unless the given admin e-mail and password are right (checked here, rate-limited) or a signed-in admin
// sends it; otherwise 401 'Admin verification failed. Please check your credentials.'
import { assertSameOrigin, json, NO_STORE, withPublic } from '@/lib/api/handler';
import { enforceRateLimit } from '@/lib/server/rate-limit';
import { clientAddress } from '@/lib/server/request-info';
import { createBlogPostFromPublicForm } from '@/lib/server/blog-admin';
import { BLOG_POST_MAX_BODY_BYTES, publicCreateBlogPostSchema } from '@/lib/validations/blog';

export const POST = withPublic(
  async ({ body, req }) => {
    // A signed-in admin's cookie is accepted here, so cross-site posts are refused (docs/security.md item 5).
    assertSameOrigin(req);
    await enforceRateLimit(`blog-create:${clientAddress(req)}`, 20, 60);
    const post = await createBlogPostFromPublicForm(body, req);
    return json({ post }, { status: 201, headers: { 'Cache-Control': NO_STORE } });
  },
  { body: publicCreateBlogPostSchema, maxBodyBytes: BLOG_POST_MAX_BODY_BYTES },
);

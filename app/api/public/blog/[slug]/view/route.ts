// POST /api/public/blog/{slug}/view — counts one visit of a post (the page sends it once per visit).
import { withPublic } from '@/lib/api/handler';
import { notFound } from '@/lib/api/errors';
import { enforceRateLimit } from '@/lib/server/rate-limit';
import { clientAddress } from '@/lib/server/request-info';
import { incrementBlogViews } from '@/lib/server/blog';

export const POST = withPublic(async ({ params, req }) => {
  await enforceRateLimit(`blog-view:${clientAddress(req)}`, 120, 60);
  const views = await incrementBlogViews(params.slug ?? '');
  if (views === null) throw notFound('Post not found');
  return Response.json({ views }, { headers: { 'Cache-Control': 'no-store' } });
});

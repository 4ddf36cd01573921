// GET /api/public/blog — { posts, version } (docs/requirements.md §7); GET /api/blog answers the same as the fallback.
import { withPublic } from '@/lib/api/handler';
import { getBlogVersion, listBlogPosts } from '@/lib/server/blog';

export const GET = withPublic(async () => {
  const [posts, version] = await Promise.all([listBlogPosts(), getBlogVersion()]);
  return Response.json({ posts, version }, { headers: { 'Cache-Control': 'public, s-maxage=30, stale-while-revalidate=300' } });
});

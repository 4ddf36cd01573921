// GET /api/public/search/suggest?q= — the header's suggestions: six products, then services and posts
import { withPublic } from '@/lib/api/handler';
import { suggestForQuery } from '@/lib/server/search';

export const dynamic = 'force-dynamic';

export const GET = withPublic(async ({ query }) => {
  const t0 = performance.now();
  const data = await suggestForQuery(query.q ?? '');
  const ms = performance.now() - t0;
  return Response.json(data, {
    headers: { 'Cache-Control': 'public, s-maxage=10, stale-while-revalidate=30', 'Server-Timing': `search;dur=${ms.toFixed(2)}` },
  });
});

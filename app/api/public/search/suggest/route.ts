// GET /api/public/search/suggest?q= — the header's suggestions: six products, then services and posts; Server-Timing
// reports the time spent, then in each step.
import { withPublic } from '@/lib/api/handler';
import { serverTimingHeader, suggestForQuery, type SearchTiming } from '@/lib/server/search';

export const dynamic = 'force-dynamic';

export const GET = withPublic(async ({ query }) => {
  const t0 = performance.now();
  const timing: SearchTiming = [];
  const data = await suggestForQuery(query.q ?? '', timing);
  const ms = performance.now() - t0;
  return Response.json(data, {
    headers: { 'Cache-Control': 'public, s-maxage=10, stale-while-revalidate=30', 'Server-Timing': serverTimingHeader(ms, timing) },
  });
});

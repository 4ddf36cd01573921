// GET /api/admin/search/export — the last 30 days of searches as CSV (query, searches, results, last day)
import { withAdmin } from '@/lib/api/handler';
import { searchLogCsv, topSearches } from '@/lib/server/search-log';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () => {
  const csv = searchLogCsv(await topSearches({ days: 30, limit: 5000 }));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="bioark-searches-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
});

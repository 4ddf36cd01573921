import 'server-only';
// The search log (docs/search.md): searches aggregated per day and normalised query, with the result count.
// Nothing identifies the searcher: no IP address, e-mail or session is stored. Counting is rate-limited per
// visitor (a hashed address in the shared rate-limit table), the number of queries per day is capped and
// days older than the retention are pruned.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { searchLog } from '@/db/schema';
import { searchLogKey } from '@/lib/domain/search';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import { rowsOf, searchProductSummaries } from '@/lib/server/search';

export const SEARCH_LOG_RETENTION_DAYS = 90;
/** Distinct queries kept per day; later new queries that day are not recorded (known ones still count). */
export const SEARCH_LOG_DAILY_CAP = 5000;
/** Searches one visitor may add to the log per minute. */
export const SEARCH_LOG_PER_VISITOR_PER_MINUTE = 20;

let lastPrunedDay = '';

function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export interface RecordResult {
  counted: boolean;
  reason?: 'empty' | 'rate-limited' | 'capped';
}

/** Counts one search by a visitor (`visitor` is only hashed into a rate-limit key). */
export async function recordSearch(rawQuery: string, visitor: string, now = new Date()): Promise<RecordResult> {
  const query = searchLogKey(rawQuery);
  if (!query) return { counted: false, reason: 'empty' };
  const visitorKey = createHash('sha256').update(visitor).digest('hex').slice(0, 24);
  const limit = await consumeRateLimit(`search-log:${visitorKey}`, SEARCH_LOG_PER_VISITOR_PER_MINUTE, 60);
  if (!limit.allowed) return { counted: false, reason: 'rate-limited' };
  const day = today(now);
  const db = await getDb();
  if (lastPrunedDay !== day) {
    lastPrunedDay = day;
    await pruneSearchLog(now);
  }
  const [known] = await db.select({ n: searchLog.searches }).from(searchLog).where(and(eq(searchLog.day, day), eq(searchLog.query, query))).limit(1);
  if (!known) {
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(searchLog).where(eq(searchLog.day, day));
    if (Number(n) >= SEARCH_LOG_DAILY_CAP) return { counted: false, reason: 'capped' };
  }
  const { total } = await searchProductSummaries(rawQuery, { pageSize: 1 });
  await db
    .insert(searchLog)
    .values({ day, query, searches: 1, results: total })
    .onConflictDoUpdate({ target: [searchLog.day, searchLog.query], set: { searches: sql`${searchLog.searches} + 1`, results: total } });
  return { counted: true };
}

export async function pruneSearchLog(now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - SEARCH_LOG_RETENTION_DAYS * 86_400_000);
  const db = await getDb();
  await db.delete(searchLog).where(sql`${searchLog.day} < ${today(cutoff)}::date`);
}

export interface SearchLogRow {
  query: string;
  searches: number;
  /** The result count of the latest day the query was searched. */
  results: number;
  lastDay: string;
}

/** The last `days` days, aggregated per query: most searched first; `zeroOnly` keeps queries that found nothing. */
export async function topSearches(opts: { days?: number; zeroOnly?: boolean; limit?: number; now?: Date } = {}): Promise<SearchLogRow[]> {
  const days = opts.days ?? 30;
  const since = today(new Date((opts.now ?? new Date()).getTime() - (days - 1) * 86_400_000));
  const db = await getDb();
  const result = await db.execute(sql`
    select query, sum(searches)::int as searches,
      (array_agg(results order by day desc))[1] as results, max(day)::text as last_day
    from ${searchLog}
    where day >= ${since}::date
    group by query
    ${opts.zeroOnly ? sql`having (array_agg(results order by day desc))[1] = 0` : sql``}
    order by sum(searches) desc, query
    limit ${Math.min(opts.limit ?? 100, 5000)}`);
  return rowsOf(result).map((r) => ({
    query: String(r.query),
    searches: Number(r.searches),
    results: Number(r.results),
    lastDay: String(r.last_day),
  }));
}

/** CSV of the last 30 days (query, searches, results, last day); cells that a spreadsheet would run are quoted. */
export function searchLogCsv(rows: SearchLogRow[]): string {
  const cell = (v: string | number) => {
    let s = String(v);
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\n\r]/.test(s) || s !== String(v) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return ['query,searches,results,last_day', ...rows.map((r) => [r.query, r.searches, r.results, r.lastDay].map(cell).join(','))].join('\r\n') + '\r\n';
}

import 'server-only';
// Site counters (docs/requirements.md §7 GET /metrics/hit): one row per key and UTC day in site_metrics.
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { siteMetrics } from '@/db/schema';

export const HOME_HIT_KEY = 'home_hits';

export function metricDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Adds one to today's counter for `key` and returns the new count. */
export async function recordSiteHit(key: string = HOME_HIT_KEY, now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(siteMetrics)
    .values({ key, day: metricDay(now), count: 1 })
    .onConflictDoUpdate({ target: [siteMetrics.key, siteMetrics.day], set: { count: sql`${siteMetrics.count} + 1` } })
    .returning({ count: siteMetrics.count });
  return Number(row.count);
}

/** Today's (or the given day's) count for `key`. */
export async function getSiteHits(key: string = HOME_HIT_KEY, day: string = metricDay()): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ count: siteMetrics.count })
    .from(siteMetrics)
    .where(and(eq(siteMetrics.key, key), eq(siteMetrics.day, day)));
  return Number(row?.count ?? 0);
}

import 'server-only';
// Fixed-window rate limits kept in the database, so they hold across every app instance
// (docs/architecture.md "Scale-out"). One upsert per check.
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { tooManyRequests } from '@/lib/api/errors';

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  remaining: number;
  retryAfterSeconds: number;
}

/** Counts one hit (or `points`) against `key`; `limit` hits per `windowSeconds`. */
export async function consumeRateLimit(key: string, limit: number, windowSeconds: number, points = 1): Promise<RateLimitResult> {
  const db = await getDb();
  const now = new Date();
  const resetAt = new Date(now.getTime() + windowSeconds * 1000);
  // Raw sql`` parameters bypass the column's mapping: postgres.js (as drizzle configures it) cannot send a
  // Date there, so the times go as ISO text cast to timestamptz (PGlite accepts both).
  const nowTs = sql`${now.toISOString()}::timestamptz`;
  const resetTs = sql`${resetAt.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, points, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${rateLimits.resetAt} <= ${nowTs} then ${points} else ${rateLimits.points} + ${points} end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${nowTs} then ${resetTs} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ points: rateLimits.points, resetAt: rateLimits.resetAt });
  const retryAfterSeconds = Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
  return { allowed: row.points <= limit, count: row.points, remaining: Math.max(0, limit - row.points), retryAfterSeconds };
}

/** Gives back `points` counted by consumeRateLimit (e.g. for an attempt that turned out to be legitimate). */
export async function refundRateLimit(key: string, points = 1): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ points: sql`greatest(${rateLimits.points} - ${points}, 0)` })
    .where(sql`${rateLimits.key} = ${key}`);
}

export async function resetRateLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Throws a 429 ApiError when over the limit. */
export async function enforceRateLimit(key: string, limit: number, windowSeconds: number, message?: string): Promise<void> {
  const r = await consumeRateLimit(key, limit, windowSeconds);
  if (!r.allowed) throw tooManyRequests(message, r.retryAfterSeconds);
}

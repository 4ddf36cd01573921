import 'server-only';
// Fixed-window rate limits kept in the database, so they hold across every app instance
// (ARCHITECTURE.md "Scale-out"). One upsert per check.
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { tooManyRequests } from '@/lib/api/errors';

export interface RateLimitResult {
  allowed: boolean;
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
  return { allowed: row.points <= limit, remaining: Math.max(0, limit - row.points), retryAfterSeconds };
}

/** Reads a counter without adding to it. */
export async function peekRateLimit(key: string, limit: number): Promise<RateLimitResult> {
  const db = await getDb();
  const now = new Date();
  const rows = await db.select().from(rateLimits).where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > ${now.toISOString()}::timestamptz`);
  const used = rows[0]?.points ?? 0;
  const retry = rows[0] ? Math.max(1, Math.ceil((rows[0].resetAt.getTime() - now.getTime()) / 1000)) : 0;
  return { allowed: used < limit, remaining: Math.max(0, limit - used), retryAfterSeconds: retry };
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

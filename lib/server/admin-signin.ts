import 'server-only';
// Admin sign-in and sign-out: the password check with its rate limits (docs/security.md items 8, 34) and the
// revocation of every token of an account. The token format and the guard (requireAdmin) stay in
// lib/auth/session.ts, which imports nothing from lib/server.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { adminUsers } from '@/db/schema';
import { ApiError, forbidden, tooManyRequests } from '@/lib/api/errors';
import { verifyPassword } from '@/lib/auth/password';
import { consumeRateLimit, refundRateLimit, resetRateLimit } from '@/lib/server/rate-limit';
import { clientAddress } from '@/lib/server/request-info';
import { recordAudit } from '@/lib/server/audit';

type AdminRow = typeof adminUsers.$inferSelect;

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const NOT_AUTHORIZED = 'You are not authorized to access Admin Portal';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a minute and try again.';

// docs/security.md items 8, 34: a few attempts a minute per account and per client address (a success clears the account's).
const FAILS_PER_ACCOUNT = 5;
const FAILS_PER_ADDRESS = 20;
const FAIL_WINDOW_SECONDS = 60;

/**
 * Checks e-mail + password with rate limits. Throws ApiError(401|403|429).
 * Every attempt is counted atomically (one UPDATE … RETURNING per key) BEFORE the password is verified, so a
 * parallel burst cannot slip past the check: at most FAILS_PER_ACCOUNT attempts per account and window reach
 * the password hash (docs/security.md items 8, 34). A successful sign-in clears the account's counter and gives its
 * attempt back to the address, so only failures add up (a lab behind one address signs in freely).
 */
export async function authenticateAdmin(email: string, password: string, req: { headers: Headers }): Promise<AdminRow> {
  const normalized = String(email).trim().toLowerCase();
  const accountKey = `signin:acct:${normalized}`;
  const addressKey = `signin:addr:${clientAddress(req)}`;
  const [acct, addr] = await Promise.all([
    consumeRateLimit(accountKey, FAILS_PER_ACCOUNT, FAIL_WINDOW_SECONDS),
    consumeRateLimit(addressKey, FAILS_PER_ADDRESS, FAIL_WINDOW_SECONDS),
  ]);
  if (!acct.allowed || !addr.allowed) throw tooManyRequests(TOO_MANY_ATTEMPTS, Math.max(acct.retryAfterSeconds, addr.retryAfterSeconds));

  const db = await getDb();
  const [user] = normalized
    ? await db.select().from(adminUsers).where(sql`lower(${adminUsers.email}) = ${normalized}`).limit(1)
    : [];
  const ok = await verifyPassword(user?.passwordHash, String(password));
  if (!user || !ok) throw new ApiError(401, INVALID_CREDENTIALS);
  if (user.role !== 'Admin') throw forbidden(NOT_AUTHORIZED);
  await Promise.all([resetRateLimit(accountKey), refundRateLimit(addressKey)]);
  await db.update(adminUsers).set({ lastLoginAt: new Date() }).where(eq(adminUsers.id, user.id));
  await recordAudit({ actorEmail: user.email, action: 'login', entityType: 'admin', entityId: user.email, summary: 'Signed in' });
  return user;
}

export async function revokeSessions(userId: string, actorEmail: string): Promise<void> {
  const db = await getDb();
  await db
    .update(adminUsers)
    .set({ tokenVersion: sql`${adminUsers.tokenVersion} + 1` })
    .where(eq(adminUsers.id, userId));
  await recordAudit({ actorEmail: actorEmail || 'unknown', action: 'logout', entityType: 'admin', entityId: actorEmail || userId, summary: 'Signed out; every token of the account revoked' });
}

import 'server-only';
// requireAdmin(): the one guard used by every admin route handler, page and server action.
// Accepts the next-auth cookie session or an `Authorization: Bearer` token (POST /api/signin).
// Both are next-auth JWTs carrying the account's token version; logout bumps the version, so every
// old cookie and bearer token stops working at once.
import { cookies, headers as nextHeaders } from 'next/headers';
import { encode, decode } from 'next-auth/jwt';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { adminUsers } from '@/db/schema';
import { ApiError, unauthorized, forbidden, tooManyRequests } from '@/lib/api/errors';
import { authSecret } from '@/lib/auth/secret';
import { verifyPassword } from '@/lib/auth/password';
import { consumeRateLimit, refundRateLimit, resetRateLimit } from '@/lib/server/rate-limit';
import { clientAddress } from '@/lib/server/request-info';
import { recordAudit } from '@/lib/server/audit';
import { SESSION_COOKIE } from '@/lib/auth/session-cookie.mjs';

export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

export interface AdminSession {
  id: string;
  email: string;
  name: string;
  role: 'Admin';
  via: 'cookie' | 'bearer';
}

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const NOT_AUTHORIZED = 'You are not authorized to access Admin Portal';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a minute and try again.';

// docs/security.md items 8, 34: a few attempts a minute per account and per client address (a success clears the account's).
const FAILS_PER_ACCOUNT = 5;
const FAILS_PER_ADDRESS = 20;
const FAIL_WINDOW_SECONDS = 60;

type AdminRow = typeof adminUsers.$inferSelect;

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

/** A bearer token for API clients (POST /api/signin); the same JWT format as the cookie. */
export async function issueToken(user: Pick<AdminRow, 'id' | 'email' | 'name' | 'role' | 'tokenVersion'>): Promise<string> {
  return encode({
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
    token: { sub: user.id, email: user.email, name: user.name, role: user.role, tv: user.tokenVersion },
  });
}

export async function revokeSessions(userId: string, actorEmail: string): Promise<void> {
  const db = await getDb();
  await db
    .update(adminUsers)
    .set({ tokenVersion: sql`${adminUsers.tokenVersion} + 1` })
    .where(eq(adminUsers.id, userId));
  await recordAudit({ actorEmail: actorEmail || 'unknown', action: 'logout', entityType: 'admin', entityId: actorEmail || userId, summary: 'Signed out; every token of the account revoked' });
}

async function readToken(req?: { headers: Headers }): Promise<{ raw: string; via: 'cookie' | 'bearer' } | null> {
  const h = req?.headers ?? (await nextHeaders());
  const auth = h.get('authorization');
  if (auth && /^Bearer\s+/i.test(auth)) return { raw: auth.replace(/^Bearer\s+/i, '').trim(), via: 'bearer' };
  let cookieHeader = h.get('cookie') ?? '';
  if (!cookieHeader && !req) cookieHeader = (await cookies()).toString();
  for (const part of cookieHeader.split(/;\s*/)) {
    const i = part.indexOf('=');
    const name = part.slice(0, i);
    if (name === SESSION_COOKIE || name === `__Secure-${SESSION_COOKIE}`)
      return { raw: decodeURIComponent(part.slice(i + 1)), via: 'cookie' };
  }
  return null;
}

/** True when a decoded token's account exists, is an Admin, and still has the token's version. */
export async function isTokenCurrent(payload: Record<string, unknown> | null | undefined): Promise<boolean> {
  if (!payload?.sub) return false;
  if (typeof payload.exp === 'number' && payload.exp * 1000 < Date.now()) return false;
  const db = await getDb();
  const [user] = await db.select({ role: adminUsers.role, tokenVersion: adminUsers.tokenVersion }).from(adminUsers).where(eq(adminUsers.id, String(payload.sub))).limit(1);
  return Boolean(user && user.role === 'Admin' && user.tokenVersion === Number(payload.tv));
}

/** The signed-in admin, or null. Verifies the token, then the account and its token version in the database. */
export async function getAdminSession(req?: { headers: Headers }): Promise<AdminSession | null> {
  const found = await readToken(req);
  if (!found || !found.raw) return null;
  let payload: Record<string, unknown> | null = null;
  try {
    payload = (await decode({ token: found.raw, secret: authSecret() })) as Record<string, unknown> | null;
  } catch {
    return null;
  }
  if (!payload?.sub || typeof payload.exp === 'number' && payload.exp * 1000 < Date.now()) return null;
  const db = await getDb();
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, String(payload.sub))).limit(1);
  if (!user || user.role !== 'Admin' || user.tokenVersion !== Number(payload.tv)) return null;
  return { id: user.id, email: user.email, name: user.name, role: 'Admin', via: found.via };
}

/** Throws 401 unless a valid admin session or bearer token is present. */
export async function requireAdmin(req?: { headers: Headers }): Promise<AdminSession> {
  const session = await getAdminSession(req);
  if (!session) throw unauthorized('Admin session required');
  return session;
}

import 'server-only';
// requireAdmin(): the one guard used by every admin route handler, page and server action.
// Accepts the next-auth cookie session or an `Authorization: Bearer` token (POST /api/signin).
// Both are next-auth JWTs carrying the account's token version; logout bumps the version, so every
// old cookie and bearer token stops working at once. Signing in and out (rate limits, audit) live in
// lib/server/admin-signin.ts: this module reads tokens and imports nothing from lib/server.
import { cookies, headers as nextHeaders } from 'next/headers';
import { encode, decode } from 'next-auth/jwt';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { adminUsers } from '@/db/schema';
import { unauthorized } from '@/lib/api/errors';
import { authSecret } from '@/lib/auth/secret';
import { SESSION_COOKIE } from '@/lib/auth/session-cookie.mjs';

export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

export interface AdminSession {
  id: string;
  email: string;
  name: string;
  role: 'Admin';
  via: 'cookie' | 'bearer';
}

type AdminRow = typeof adminUsers.$inferSelect;

/** A bearer token for API clients (POST /api/signin); the same JWT format as the cookie. */
export async function issueToken(user: Pick<AdminRow, 'id' | 'email' | 'name' | 'role' | 'tokenVersion'>): Promise<string> {
  return encode({
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE_SECONDS,
    token: { sub: user.id, email: user.email, name: user.name, role: user.role, tv: user.tokenVersion },
  });
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

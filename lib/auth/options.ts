import 'server-only';
// next-auth v4: credentials against the admin accounts, JWT session in an HttpOnly SameSite=Lax cookie.
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { authSecret } from '@/lib/auth/secret';
import { env } from '@/lib/env';
import { requestOrigin } from '@/lib/server/request-info';
import { log } from '@/lib/logger';
import { isTokenCurrent, SESSION_MAX_AGE_SECONDS } from '@/lib/auth/session';
import { authenticateAdmin, revokeSessions } from '@/lib/server/admin-signin';

import { SESSION_COOKIE } from '@/lib/auth/session-cookie.mjs';

export { SESSION_COOKIE };

/**
 * Whether the session cookie is marked Secure: in production, unless the site's origin is plain http on a host
 * other than localhost (such an origin cannot hold Secure cookies). The origin is SITE_URL (or NEXTAUTH_URL);
 * when neither is set it is the origin the request reached, so a site opened at http://192.168.1.5:3000 can
 * still sign in.
 */
export function secureCookies(req?: { headers: Headers; url?: string }): boolean {
  const e = env();
  if (e.NODE_ENV !== 'production') return false;
  const site = e.SITE_URL ?? e.NEXTAUTH_URL ?? (req ? requestOrigin(req) : null) ?? '';
  return !/^http:\/\/(?!localhost|127\.0\.0\.1)/.test(site);
}

/** `req`: the request being answered (its origin decides the cookie's Secure flag when SITE_URL is unset). */
export function authOptions(req?: { headers: Headers; url?: string }): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/admin/login', error: '/admin/login' },
    cookies: {
      sessionToken: {
        name: SESSION_COOKIE,
        options: { httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookies(req) },
      },
    },
    providers: [
      CredentialsProvider({
        name: 'Admin',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials, req) {
          const headers = new Headers((req?.headers ?? {}) as Record<string, string>);
          // Throws with 'Invalid credentials', 'You are not authorized to access Admin Portal' or a 429 text.
          const user = await authenticateAdmin(credentials?.email ?? '', credentials?.password ?? '', { headers });
          return { id: user.id, email: user.email, name: user.name, role: user.role, tv: user.tokenVersion } as never;
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as { id: string; role: string; tv: number };
          token.sub = u.id;
          token.role = u.role;
          token.tv = u.tv;
          return token;
        }
        // Every later use (GET /api/auth/session, its sliding refresh) checks the account and token version
        // like requireAdmin(): a cookie revoked by logout or a password change gets no session, and next-auth
        // clears it (an error here ends in an empty session and a cleared cookie; docs/security.md item 7).
        if (!(await isTokenCurrent(token))) throw new Error('Session revoked');
        return token;
      },
      async session({ session, token }) {
        if (session.user) Object.assign(session.user, { role: token.role, id: token.sub });
        return session;
      },
    },
    logger: {
      // A revoked or expired cookie is an everyday event, not an error of ours.
      error(code, metadata) {
        if (code === 'JWT_SESSION_ERROR') log.info('session cookie refused and cleared', { code });
        else log.error('next-auth error', { code, err: metadata instanceof Error ? metadata.message : undefined });
      },
      warn(code) {
        log.warn('next-auth warning', { code });
      },
      debug() {},
    },
    events: {
      // Logout revokes every token of the account (docs/security.md item 7).
      async signOut({ token }) {
        if (token?.sub) await revokeSessions(String(token.sub), String(token.email ?? ''));
      },
    },
  };
}

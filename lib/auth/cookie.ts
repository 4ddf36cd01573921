import 'server-only';
// Writing and clearing the session cookie outside next-auth's own endpoints (password reset, /api/logout),
// with the same name and attributes as lib/auth/options.ts.
import type { NextResponse } from 'next/server';
import { SESSION_COOKIE, secureCookies } from '@/lib/auth/options';
import { SESSION_MAX_AGE_SECONDS } from '@/lib/auth/session';

export function setSessionCookie(res: NextResponse, token: string): void {
  res.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secureCookies(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(res: NextResponse): void {
  res.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookies(), maxAge: 0 });
}

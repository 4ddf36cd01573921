import 'server-only';
// Writing and clearing the session cookie outside next-auth's own endpoints (password reset, /api/logout),
// with the same name and attributes as lib/auth/options.ts.
import type { NextResponse } from 'next/server';
import { SESSION_COOKIE, secureCookies } from '@/lib/auth/options';
import { SESSION_MAX_AGE_SECONDS } from '@/lib/auth/session';

type RequestLike = { headers: Headers; url?: string };

export function setSessionCookie(res: NextResponse, token: string, req?: RequestLike): void {
  res.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secureCookies(req),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(res: NextResponse, req?: RequestLike): void {
  res.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookies(req), maxAge: 0 });
}

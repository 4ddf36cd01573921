import 'server-only';
// The customer session cookie (docs/accounts.md): HttpOnly, SameSite=Lax, Secure over https, its own name —
// never the admin session cookie. Beside it, the script-readable signed-in hint (it grants nothing).
import type { NextResponse } from 'next/server';
import { secureCookies } from '@/lib/auth/options';
import { CUSTOMER_COOKIE } from '@/lib/auth/session-cookie.mjs';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/domain/account-hint';

export function setCustomerCookie(res: NextResponse, token: string, expires: Date): void {
  res.cookies.set(CUSTOMER_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookies(), expires });
  res.cookies.set(SIGNED_IN_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', path: '/', secure: secureCookies(), expires });
}

export function clearCustomerCookie(res: NextResponse): void {
  res.cookies.set(CUSTOMER_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookies(), maxAge: 0 });
  res.cookies.set(SIGNED_IN_HINT_COOKIE, '', { httpOnly: false, sameSite: 'lax', path: '/', secure: secureCookies(), maxAge: 0 });
}

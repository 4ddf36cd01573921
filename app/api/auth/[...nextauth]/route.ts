// next-auth v4 endpoints (sign-in with credentials, session, sign-out) for the admin portal's cookie session.
import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/lib/auth/options';

type Ctx = { params: Promise<{ nextauth: string[] }> };

async function handler(req: NextRequest, ctx: Ctx) {
  const res = (await NextAuth(req as never, ctx as never, authOptions())) as Response;
  res.headers.set('Cache-Control', 'private, no-store');
  return res;
}

export { handler as GET, handler as POST };

// POST /api/account/verify { token } — exchanges a sign-in link's token for a customer session cookie. A POST
// from the link's page, not a GET on the link itself: mail scanners that open links cannot use up the token,
// and another site cannot sign a visitor in to an account of its choosing (Origin required).
import { NextResponse } from 'next/server';
import { assertSameOrigin, NO_STORE, withPublic } from '@/lib/api/handler';
import { redeemSignInToken } from '@/lib/server/accounts';
import { setCustomerCookie } from '@/lib/auth/customer-cookie';
import { verifySignInSchema } from '@/lib/validations/accounts';

export const dynamic = 'force-dynamic';

export const POST = withPublic(
  async ({ req, body }) => {
    assertSameOrigin(req, { requireOrigin: true });
    const session = await redeemSignInToken(body.token);
    const res = NextResponse.json({ ok: true, customer: { email: session.email } }, { headers: { 'Cache-Control': NO_STORE } });
    setCustomerCookie(res, session.sessionToken, session.expiresAt);
    return res;
  },
  { body: verifySignInSchema, maxBodyBytes: 2 * 1024 },
);

// POST /api/account/sign-in { email, next? } — sends a one-time sign-in link through the e-mail outbox. The answer is
// the same for every address, known or not (docs/accounts.md).
import { assertSameOrigin, json, withPublic } from '@/lib/api/handler';
import { badRequest } from '@/lib/api/errors';
import { normalizeEmail, safeAccountNext, SIGN_IN_SENT_MESSAGE } from '@/lib/domain/accounts';
import { EMAIL_INVALID } from '@/lib/validations/form-fields';
import { signInRequestSchema } from '@/lib/validations/accounts';
import { requestSignInLink } from '@/lib/server/accounts';
import { NO_STORE } from '@/lib/api/handler';

export const dynamic = 'force-dynamic';

export const POST = withPublic(
  async ({ req, body }) => {
    assertSameOrigin(req, { requireOrigin: true });
    const email = normalizeEmail(body.email);
    if (!email) throw badRequest(EMAIL_INVALID, { fieldErrors: { email: EMAIL_INVALID } });
    await requestSignInLink(email, req, safeAccountNext(body.next));
    return json({ ok: true, message: SIGN_IN_SENT_MESSAGE }, { headers: { 'Cache-Control': NO_STORE } });
  },
  { body: signInRequestSchema, maxBodyBytes: 4 * 1024 },
);

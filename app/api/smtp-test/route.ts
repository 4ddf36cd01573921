// POST /api/smtp-test — { type?: 'full' | 'product' } sends a sample quote through the real transport to the
// admin recipients → { ok, message: 'Test email triggered.' }, or 4xx/502 { error } (admin only).
import { withAdmin } from '@/lib/api/handler';
import { quoteKindFor } from '@/lib/domain/quote-email';
import { enforceRateLimit } from '@/lib/server/rate-limit';
import { sendSmtpTest } from '@/lib/server/smtp';
import { smtpTestSchema } from '@/lib/validations/smtp';

export const POST = withAdmin(
  async ({ body, admin }) => {
    // Each test opens an SMTP connection: a few a minute is plenty.
    await enforceRateLimit(`smtp-test:${admin.id}`, 10, 60, 'Too many test e-mails. Please wait a minute.');
    const kind = body.type === 'full' ? 'full' : body.type === 'product' ? quoteKindFor('product') : 'default';
    const result = await sendSmtpTest(kind);
    return { ok: true, ...result };
  },
  { body: smtpTestSchema },
);

// GET /api/smtp-config — the SMTP settings without the password (pass: '', hasPassword) (admin only).
// PUT /api/smtp-config — save them; absent fields keep their value, an empty password keeps the stored one.
import { withAdmin } from '@/lib/api/handler';
import { getSmtpConfigView, saveSmtpConfig } from '@/lib/server/smtp';
import { smtpConfigSchema } from '@/lib/validations/smtp';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () => getSmtpConfigView());

// Six templates of up to 40,000 characters each fit under this cap.
export const PUT = withAdmin(async ({ body, admin }) => saveSmtpConfig(body, admin), { body: smtpConfigSchema, maxBodyBytes: 300 * 1024 });

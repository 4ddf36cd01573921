// PUT /api/admin/contact-messages/{id}/status — { status: submitted | reviewing | answered } → { message }
// (admin only, same-origin, audited on change; 404 for an unknown id, 400 for another status). The customer's
// account Quotes page shows the new status (docs/accounts.md).
import { withAdmin } from '@/lib/api/handler';
import { setContactMessageStatus } from '@/lib/server/contact-admin';
import { contactStatusSchema } from '@/lib/validations/contact';

export const dynamic = 'force-dynamic';

export const PUT = withAdmin(
  async ({ params, body, admin }) => ({ message: await setContactMessageStatus(params.id, body.status, admin) }),
  { body: contactStatusSchema },
);

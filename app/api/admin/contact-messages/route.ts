// GET /api/admin/contact-messages — contact-form messages, newest first, with the status the customer sees
// (admin only; docs/accounts.md).
import { withAdmin } from '@/lib/api/handler';
import { listContactMessages } from '@/lib/server/contact-admin';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () => ({ messages: await listContactMessages() }));

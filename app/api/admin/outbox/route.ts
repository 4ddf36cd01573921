// GET /api/admin/outbox — the latest outgoing e-mails with status, attempts and last error, the counts per
// status, and why nothing is sent when SMTP is not ready (admin only).
// POST /api/admin/outbox — "Retry now": { id } or { allFailed: true } (admin only, audited).
import { withAdmin } from '@/lib/api/handler';
import { getOutboxView, retryOutbox } from '@/lib/server/outbox';
import { kickOutbox } from '@/lib/server/outbox-worker';
import { outboxQuerySchema, outboxRetrySchema } from '@/lib/validations/smtp';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async ({ query }) => getOutboxView(query), { query: outboxQuerySchema });

export const POST = withAdmin(
  async ({ body, admin }) => {
    const result = await retryOutbox(body, admin);
    if (result.retried) kickOutbox();
    return { ok: true, ...result };
  },
  { body: outboxRetrySchema },
);

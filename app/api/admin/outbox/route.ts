// GET /api/admin/outbox — the latest outgoing e-mails with status, attempts and last error, the counts per
// status, and why nothing is sent when SMTP is not ready (admin only).
// POST /api/admin/outbox — "Retry now": { id } or { allFailed: true } (admin only, audited).
import { withAdmin } from '@/lib/api/handler';
import { badRequest } from '@/lib/api/errors';
import { OUTBOX_STATUSES, type OutboxStatus } from '@/lib/domain/outbox';
import { getOutboxView, retryOutbox } from '@/lib/server/outbox';
import { kickOutbox } from '@/lib/server/outbox-worker';
import { outboxRetrySchema } from '@/lib/validations/smtp';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async ({ req }) => {
  const sp = req.nextUrl.searchParams;
  const status = sp.get('status');
  if (status && !(OUTBOX_STATUSES as readonly string[]).includes(status)) throw badRequest(`status must be one of ${OUTBOX_STATUSES.join(', ')}`);
  const limit = Number(sp.get('limit') ?? 50);
  return getOutboxView({ status: (status as OutboxStatus) || undefined, limit: Number.isFinite(limit) ? limit : 50 });
});

export const POST = withAdmin(
  async ({ body, admin }) => {
    const result = await retryOutbox(body, admin);
    if (result.retried) kickOutbox();
    return { ok: true, ...result };
  },
  { body: outboxRetrySchema },
);

import 'server-only';
// The durable e-mail outbox (docs/architecture.md "Data"): a notification is a row written in the same transaction
// as the quote, message or order it is about; the worker (outbox-worker.ts) sends it later and retries.
// This module writes rows and serves the admin's outbox list and "Retry now".
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { emailOutbox, type OutboxAttachment } from '@/db/schema';
import { notFound } from '@/lib/api/errors';
import type { AdminSession } from '@/lib/auth/session';
import { hasControlCharacters, isSafeEmailAddress } from '@/lib/domain/email-address';
import { SMTP_NO_RECIPIENTS, smtpReadiness, type OutboxStatus } from '@/lib/domain/outbox';
import { recordAudit } from '@/lib/server/audit';
import { getSmtpRow } from '@/lib/server/smtp';
import { log } from '@/lib/logger';
import type { OutboxItemView, OutboxView } from '@/lib/types/email';

export type { OutboxItemView, OutboxView };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Db | Tx;

export interface OutgoingEmail {
  /** quote | contact | order-customer | order-admin | … — the worker sends every kind. */
  kind: string;
  /** Comma list of recipients; '' = the admin recipients of the SMTP settings at send time. */
  to?: string;
  /** A visitor's address: kept only when it is one valid plain address (docs/security.md item 24). */
  replyTo?: string | null;
  subject: string;
  html: string;
  text?: string | null;
  refType?: string | null;
  refId?: string | null;
  /** One e-mail per business event: a second row with the same key is not written. */
  dedupeKey?: string | null;
  /** Files already in storage, attached when the worker sends (docs/offers.md). */
  attachments?: OutboxAttachment[];
}

/** Writes an outbox row (pass the transaction of the business write). Returns its id, or null for a duplicate. */
export async function enqueueEmail(db: Writer, mail: OutgoingEmail): Promise<string | null> {
  const replyTo = mail.replyTo && isSafeEmailAddress(mail.replyTo) ? mail.replyTo : null;
  if (mail.replyTo && !replyTo) log.warn('outbox: dropped an invalid reply-to', { kind: mail.kind });
  const subject = hasControlCharacters(mail.subject) ? mail.subject.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ') : mail.subject;
  const rows = await db
    .insert(emailOutbox)
    .values({
      kind: mail.kind,
      to: mail.to ?? '',
      replyTo,
      subject,
      html: mail.html,
      text: mail.text ?? null,
      refType: mail.refType ?? null,
      refId: mail.refId ?? null,
      dedupeKey: mail.dedupeKey ?? null,
      attachments: mail.attachments ?? [],
    })
    .onConflictDoNothing()
    .returning({ id: emailOutbox.id });
  return rows[0]?.id ?? null;
}

function toItemView(r: typeof emailOutbox.$inferSelect): OutboxItemView {
  return {
    id: r.id,
    kind: r.kind,
    to: r.to,
    subject: r.subject,
    status: r.status as OutboxStatus,
    attempts: r.attempts,
    lastError: r.lastError,
    nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt ? r.sentAt.toISOString() : null,
    resentAfterRestart: r.status === 'sent' && r.reclaimed,
    refType: r.refType,
    refId: r.refId,
  };
}

export async function getOutboxView(opts: { limit?: number; status?: OutboxStatus } = {}): Promise<OutboxView> {
  const db = await getDb();
  const limit = Math.min(Math.max(opts.limit ?? 50, 1), 200);
  const [rows, grouped, settings] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(opts.status ? eq(emailOutbox.status, opts.status) : undefined)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(limit),
    db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status),
    getSmtpRow(db),
  ]);
  const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const g of grouped) if (g.status in counts) counts[g.status as OutboxStatus] = Number(g.n);
  const readiness = smtpReadiness(settings);
  let reason = readiness.ready ? null : readiness.reason;
  if (readiness.ready && readiness.adminRecipients.length === 0) {
    reason = SMTP_NO_RECIPIENTS;
  }
  return {
    items: rows.map(toItemView),
    counts,
    smtp: { ready: readiness.ready && readiness.adminRecipients.length > 0, reason, adminRecipients: readiness.adminRecipients.length },
  };
}

/** "Retry now": a failed or waiting row is due at once, with a fresh set of attempts. */
export async function retryOutbox(input: { id?: string; allFailed?: boolean }, admin: Pick<AdminSession, 'email'>): Promise<{ retried: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const where = input.id
      ? and(eq(emailOutbox.id, input.id), inArray(emailOutbox.status, ['failed', 'pending']))
      : eq(emailOutbox.status, 'failed');
    const rows = await tx
      .update(emailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
      .where(where)
      .returning({ id: emailOutbox.id, subject: emailOutbox.subject });
    if (input.id && rows.length === 0) {
      const [exists] = await tx.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, input.id));
      if (!exists) throw notFound('Outbox entry not found');
      // Already sent or being sent right now: nothing to retry.
      return { retried: 0 };
    }
    if (rows.length) {
      await recordAudit(
        {
          actorEmail: admin.email,
          action: 'update',
          entityType: 'email',
          entityId: input.id ?? null,
          summary: input.id ? `Retried e-mail "${rows[0].subject.slice(0, 120)}"` : `Retried ${rows.length} failed e-mail(s)`,
        },
        tx as unknown as Db,
      );
    }
    return { retried: rows.length };
  });
}

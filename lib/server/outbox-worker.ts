import 'server-only';
// Sends the e-mail outbox (issue 5, deliverable 7). Each round claims due rows with
//   UPDATE … SET status='sending', locked_until = now() + lock WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED LIMIT n)
// so with any number of app instances every row is sent by exactly one of them; a row whose lock expired
// (its instance died mid-send) is claimed again. Failures back off exponentially and end as 'failed' with
// the last error. Without an SMTP host nothing is claimed: rows wait as 'pending' and the admin tab says why.
//
// Delivery is at-least-once, never more often than it must be (docs/security.md item 15, docs/security.md):
// - SMTP accepted, then the database failed to record it (a blip): the id stays in this process's memory,
//   is recorded as soon as the database answers (before anything new is claimed), and is never claimed again
//   meanwhile — one delivery;
// - the process died between SMTP's acceptance and the record: whether the message went out is unknowable;
//   after the lock expires another worker sends it again with the same Message-ID (receivers can
//   de-duplicate) and the row is flagged `reclaimed` ("sent again after a restart" in the admin outbox).
import { and, asc, eq, inArray, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { emailOutbox, type OutboxAttachment } from '@/db/schema';
import { createMailTransport, type MailMessage, type MailTransport, type SmtpConnectionSettings } from '@/lib/adapters/mail';
import { getStorage } from '@/lib/adapters/storage';
import { parseEmailList } from '@/lib/domain/email-address';
import { MAX_SEND_ATTEMPTS, SEND_LOCK_SECONDS, afterFailedAttempt, smtpReadiness, summarizeSendError } from '@/lib/domain/outbox';
import { getSmtpRow } from '@/lib/server/smtp';
import { env } from '@/lib/env';
import { log } from '@/lib/logger';

export const OUTBOX_POLL_MS = 5_000;
export const OUTBOX_BATCH = 10;

type OutboxRow = typeof emailOutbox.$inferSelect;

export interface ProcessResult {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  /** Set when nothing could be claimed because SMTP is not ready. */
  waiting?: string;
}

export interface ProcessOptions {
  limit?: number;
  maxAttempts?: number;
  /** Tests: a transport of their own instead of the SMTP adapter. */
  transportFactory?: (settings: SmtpConnectionSettings) => MailTransport;
}

/** Claims up to `limit` due rows for this worker (see the header comment). */
export async function claimDueEmails(db: Db, limit: number, opts: { adminRecipients: boolean; exclude?: readonly string[] }): Promise<OutboxRow[]> {
  const due = or(
    and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)),
    and(eq(emailOutbox.status, 'sending'), lt(emailOutbox.lockedUntil, sql`now()`)),
  );
  // Rows for the admin recipients ('' to) wait while no recipient is configured; rows this process sent and
  // has not yet managed to record are never claimed again.
  const exclude = opts.exclude?.length ? notInArray(emailOutbox.id, [...opts.exclude]) : undefined;
  const where = and(opts.adminRecipients ? due : and(due, ne(emailOutbox.to, '')), exclude);
  const candidates = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(where)
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      status: 'sending',
      lockedUntil: sql`now() + ${SEND_LOCK_SECONDS}::int * interval '1 second'`,
      attempts: sql`${emailOutbox.attempts} + 1`,
      // SET sees the row before the update: a row still 'sending' was held by a worker that died.
      reclaimed: sql`${emailOutbox.reclaimed} or ${emailOutbox.status} = 'sending'`,
    })
    .where(inArray(emailOutbox.id, candidates))
    .returning();
}

function messageIdFor(row: OutboxRow, from: string): string {
  const domain = from.split('@')[1] || 'bioark.local';
  return `<outbox-${row.id}@${domain}>`;
}

/** Ids SMTP accepted whose 'sent' record has not reached the database yet, with the time of acceptance. */
const unrecorded = ((globalThis as { __bioarkOutboxUnrecorded?: Map<string, Date> }).__bioarkOutboxUnrecorded ??= new Map());
/** Ids this process claimed and never handed to SMTP because the database failed mid-round: put back as pending. */
const unsent = ((globalThis as { __bioarkOutboxUnsent?: Set<string> }).__bioarkOutboxUnsent ??= new Set());

async function markSent(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: at, lockedUntil: null, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending')));
}

/**
 * Records the sends the database missed, and releases claims that were never sent (so they are not taken for
 * the rows of a dead worker). Throws while the database is still unreachable; the round then stops.
 */
export async function flushUnrecordedSends(db: Db): Promise<number> {
  let flushed = 0;
  for (const [id, at] of [...unrecorded]) {
    await markSent(db, id, at);
    unrecorded.delete(id);
    flushed++;
  }
  if (unsent.size) {
    const ids = [...unsent];
    await db
      .update(emailOutbox)
      .set({ status: 'pending', lockedUntil: null, attempts: sql`greatest(${emailOutbox.attempts} - 1, 0)` })
      .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'sending')));
    for (const id of ids) unsent.delete(id);
  }
  if (flushed) log.info('outbox: recorded sends the database had missed', { count: flushed });
  return flushed;
}

/** Tests: what this process still has to record. */
export function unrecordedSendIds(): string[] {
  return [...unrecorded.keys()];
}

/**
 * An outbox row's files, read from storage at send time (docs/offers.md). A missing file or an unreachable store
 * fails this attempt, which is retried like an SMTP failure: the e-mail never goes out without its attachment.
 */
async function loadAttachments(list: readonly OutboxAttachment[]): Promise<NonNullable<MailMessage['attachments']>> {
  if (!list.length) return [];
  const storage = await getStorage();
  const out: NonNullable<MailMessage['attachments']> = [];
  for (const a of list) {
    const content = await storage.get(a.storageKey);
    if (!content) throw new Error(`Attachment ${a.filename} is missing from storage`);
    out.push({ filename: a.filename, contentType: a.contentType, content });
  }
  return out;
}

/** One round: claim due rows and send them. Safe to run concurrently in several processes. */
export async function processDueEmails(opts: ProcessOptions = {}): Promise<ProcessResult> {
  const db = await getDb();
  const result: ProcessResult = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  await flushUnrecordedSends(db);
  const settings = await getSmtpRow(db);
  const readiness = smtpReadiness(settings);
  if (!readiness.ready) return { ...result, waiting: readiness.reason };

  const rows = await claimDueEmails(db, opts.limit ?? OUTBOX_BATCH, {
    adminRecipients: readiness.adminRecipients.length > 0,
    exclude: unrecordedSendIds(),
  });
  result.claimed = rows.length;
  if (!rows.length) return result;

  const transport = (opts.transportFactory ?? createMailTransport)(settings);
  const pending = new Set(rows.map((r) => r.id));
  try {
    for (const row of rows) {
      pending.delete(row.id);
      const to = row.to.trim() ? parseEmailList(row.to).emails : readiness.adminRecipients;
      let accepted = false;
      try {
        if (!to.length) throw new Error(`No valid recipient in "${row.to.slice(0, 200)}"`);
        await transport.send({
          from: readiness.from,
          to,
          replyTo: row.replyTo,
          subject: row.subject,
          html: row.html,
          text: row.text,
          messageId: messageIdFor(row, readiness.from),
          attachments: await loadAttachments(row.attachments ?? []),
        });
        accepted = true;
        const at = new Date();
        try {
          await markSent(db, row.id, at);
        } catch (markErr) {
          // SMTP has it: never send it again from here. Record it when the database is back.
          unrecorded.set(row.id, at);
          log.warn('outbox: sent, but the database did not record it; will record it when it answers', { id: row.id, err: markErr });
          throw markErr;
        }
        result.sent++;
      } catch (err) {
        if (accepted) throw err; // the database is failing: stop this round (the rest is released below)
        const lastError = summarizeSendError(err);
        const outcome = afterFailedAttempt(row.attempts, new Date(), opts.maxAttempts ?? MAX_SEND_ATTEMPTS);
        const delaySeconds = outcome.nextAttemptAt ? Math.round((outcome.nextAttemptAt.getTime() - Date.now()) / 1000) : 0;
        try {
          await db
            .update(emailOutbox)
            .set({
              status: outcome.status,
              lockedUntil: null,
              lastError,
              ...(outcome.status === 'pending' ? { nextAttemptAt: sql`now() + ${delaySeconds}::int * interval '1 second'` } : {}),
            })
            .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'sending')));
        } catch (dbErr) {
          unsent.add(row.id); // SMTP refused it and the database is failing too: back to pending later
          throw dbErr;
        }
        if (outcome.status === 'failed') result.failed++;
        else result.retrying++;
        log.warn('outbox: send failed', { id: row.id, kind: row.kind, attempt: row.attempts, final: outcome.status === 'failed', error: lastError });
      }
    }
  } catch (err) {
    for (const id of pending) unsent.add(id);
    throw err;
  } finally {
    transport.close();
  }
  return result;
}

// ---- The in-process loop (one per server process; several processes are safe, see claimDueEmails) ----

interface WorkerState {
  started: boolean;
  running: boolean;
  again: boolean;
  timer?: ReturnType<typeof setInterval>;
}

const worker = ((globalThis as { __bioarkOutbox?: WorkerState }).__bioarkOutbox ??= { started: false, running: false, again: false });

async function runRounds(): Promise<void> {
  if (worker.running) {
    worker.again = true;
    return;
  }
  worker.running = true;
  try {
    for (let round = 0; round < 50; round++) {
      worker.again = false;
      const r = await processDueEmails();
      if (r.claimed) log.info('outbox: round', { claimed: r.claimed, sent: r.sent, retrying: r.retrying, failed: r.failed });
      // A full batch means more may be due; a kick during the round asks for one more.
      if (r.claimed < OUTBOX_BATCH && !worker.again) break;
    }
  } catch (err) {
    log.warn('outbox: round failed; will retry on the next tick', { err });
  } finally {
    worker.running = false;
  }
}

/** Asks the worker of this process to look at the outbox now (after a quote or message is stored). */
export function kickOutbox(): void {
  if (!worker.started) return;
  setImmediate(() => void runRounds());
}

export function startOutboxWorker(): void {
  if (worker.started) return;
  if (env().OUTBOX_WORKER === false) {
    log.info('outbox worker disabled (OUTBOX_WORKER=false)');
    return;
  }
  worker.started = true;
  worker.timer = setInterval(() => void runRounds(), OUTBOX_POLL_MS);
  worker.timer.unref?.();
  kickOutbox();
}

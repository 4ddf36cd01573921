// The e-mail outbox's retry rules (docs/architecture.md: nothing a visitor submits is lost when SMTP is down; the
// e-mail is retried). Pure, so the schedule is table-tested.
import { isSafeEmailAddress, parseEmailList } from '@/lib/domain/email-address';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** After this many attempts a row is 'failed' (the admin can still press Retry now). */
export const MAX_SEND_ATTEMPTS = 8;
export const FIRST_RETRY_SECONDS = 30;
export const MAX_RETRY_SECONDS = 60 * 60;
/** A claimed row stays locked this long; longer than the worst-case send (10 s connect + 10 s greeting + 30 s socket). */
export const SEND_LOCK_SECONDS = 120;

/** Seconds to wait after the n-th failed attempt (n ≥ 1): 30 s, 1 min, 2 min, … doubling, capped at 1 h. */
export function retryDelaySeconds(attempt: number): number {
  const n = Math.max(1, Math.floor(attempt));
  return Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** (n - 1));
}

export type FailureOutcome = { status: 'failed'; nextAttemptAt: null } | { status: 'pending'; nextAttemptAt: Date };

/** What happens to a row whose attempt number `attempts` (counted when it was claimed) has just failed. */
export function afterFailedAttempt(attempts: number, now: Date, maxAttempts = MAX_SEND_ATTEMPTS): FailureOutcome {
  if (attempts >= maxAttempts) return { status: 'failed', nextAttemptAt: null };
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(attempts) * 1000) };
}

/** Error text kept on the row and shown to admins: one line, bounded. */
export function summarizeSendError(err: unknown): string {
  const e = err as { message?: unknown; code?: unknown; responseCode?: unknown } | null;
  const message = typeof e?.message === 'string' && e.message ? e.message : String(err ?? 'Unknown error');
  const code = typeof e?.code === 'string' && !message.includes(e.code) ? `${e.code}: ` : '';
  return (code + message).replace(/\s+/g, ' ').trim().slice(0, 500);
}

export interface SmtpReadinessInput {
  host: string;
  fromEmail: string;
  user: string;
  toEmails: string;
}

export type SmtpReadiness = { ready: true; from: string; adminRecipients: string[] } | { ready: false; reason: string; adminRecipients: string[] };

export const SMTP_NOT_CONFIGURED = 'SMTP is not configured: set the host in the Email (SMTP) tab. E-mails wait in the outbox until then.';
/** The same reason as the Email (SMTP) tab itself shows it: the host field is on that page. */
export const SMTP_NOT_CONFIGURED_HERE = 'SMTP is not configured: enter the host under SMTP server below. E-mails wait in the outbox until then.';
export const SMTP_NO_SENDER = 'No sender address: set the From e-mail (or a user name that is an e-mail address). E-mails wait in the outbox until then.';
export const SMTP_NO_RECIPIENTS = 'No admin recipients: set the admin to-emails. Notifications to admins wait in the outbox until then.';

/** Whether the worker can send, and if not, the sentence the admin tab shows. */
export function smtpReadiness(s: SmtpReadinessInput): SmtpReadiness {
  const adminRecipients = parseEmailList(s.toEmails).emails;
  if (!s.host.trim()) return { ready: false, reason: SMTP_NOT_CONFIGURED, adminRecipients };
  const from = s.fromEmail.trim() || (isSafeEmailAddress(s.user.trim()) ? s.user.trim() : '');
  if (!from) return { ready: false, reason: SMTP_NO_SENDER, adminRecipients };
  return { ready: true, from, adminRecipients };
}

/**
 * A readiness reason worded for the Email (SMTP) tab, where it is shown: telling someone on that tab to go to
 * that tab is odd. Other reasons read the same everywhere.
 */
export function smtpReasonOnSmtpTab<T extends string | null | undefined>(reason: T): T | string {
  if (!reason) return reason;
  return reason.split(SMTP_NOT_CONFIGURED).join(SMTP_NOT_CONFIGURED_HERE);
}

// Shapes the SMTP and outbox admin calls return (docs/conventions.md 1: the app's own types, never raw rows).
import type { OutboxStatus } from '@/lib/domain/outbox';
import type { FulfilmentTemplates } from '@/lib/domain/fulfilment-email';
import type { EmailTemplates } from '@/lib/domain/template';

/** GET /api/smtp-config: every field except the password, plus whether one is stored. */
export interface SmtpConfigView extends EmailTemplates {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  /** Always '' — the password is write-only. */
  pass: '';
  hasPassword: boolean;
  fromEmail: string;
  toEmails: string;
  updatedAt: string;
  updatedBy: string | null;
  /** The defaults of the six templates, for the tab's "Reset to default". */
  defaults: EmailTemplates;
  /** Customer e-mails after payment (shipped, refunded, cancelled): stored text, blanks shown as the default. */
  fulfilmentTemplates: FulfilmentTemplates;
  fulfilmentDefaults: FulfilmentTemplates;
  status: { ready: boolean; reason: string | null };
}

export interface OutboxItemView {
  id: string;
  kind: string;
  /** '' = the admin recipients. */
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
  /** Sent by a worker that took it over after another died mid-send: receivers may hold two copies. */
  resentAfterRestart: boolean;
  refType: string | null;
  refId: string | null;
}

/** GET /api/admin/outbox. */
export interface OutboxView {
  items: OutboxItemView[];
  counts: Record<OutboxStatus, number>;
  /** Why nothing is being sent, when that is the case (SMTP not configured, no sender, no recipients). */
  smtp: { ready: boolean; reason: string | null; adminRecipients: number };
}

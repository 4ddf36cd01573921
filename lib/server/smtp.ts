import 'server-only';
// SMTP settings (docs/requirements.md §2 SMTP Configuration, §3 SMTP config, §7 smtp-config / smtp-test). One row. The
// password is write-only: it is never returned (GET answers pass '' and hasPassword) and never logged; an empty
// password on save keeps the stored one.
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { smtpSettings } from '@/db/schema';
import { ApiError, badRequest } from '@/lib/api/errors';
import type { AdminSession } from '@/lib/auth/session';
import { createMailTransport } from '@/lib/adapters/mail';
import { SMTP_NO_RECIPIENTS, smtpReadiness, summarizeSendError } from '@/lib/domain/outbox';
import { renderQuoteEmail, sampleQuote, type QuoteKind } from '@/lib/domain/quote-email';
import { DEFAULT_FULFILMENT_TEMPLATES, FULFILMENT_TEMPLATE_KEYS, effectiveFulfilmentTemplates } from '@/lib/domain/fulfilment-email';
import { DEFAULT_EMAIL_TEMPLATES, type EmailTemplateKey, type EmailTemplates } from '@/lib/domain/template';
import { recordAudit, shortDiff } from '@/lib/server/audit';
import { log } from '@/lib/logger';
import type { SmtpConfigView } from '@/lib/types/email';
import type { SmtpConfigInput } from '@/lib/validations/smtp';

export type { SmtpConfigView };

export type SmtpRow = typeof smtpSettings.$inferSelect;
type Reader = Pick<Db, 'select' | 'insert'>;

const TEMPLATE_KEYS = Object.keys(DEFAULT_EMAIL_TEMPLATES) as EmailTemplateKey[];

/** The settings row (created with the defaults if it is missing). */
export async function getSmtpRow(db?: Reader): Promise<SmtpRow> {
  const d = db ?? (await getDb());
  const [row] = await d.select().from(smtpSettings).where(eq(smtpSettings.id, 1));
  if (row) return row;
  await d.insert(smtpSettings).values({ id: 1, port: 465, secure: true, ...DEFAULT_EMAIL_TEMPLATES }).onConflictDoNothing();
  const [created] = await d.select().from(smtpSettings).where(eq(smtpSettings.id, 1));
  return created;
}

export function storedTemplates(row: SmtpRow): EmailTemplates {
  return Object.fromEntries(TEMPLATE_KEYS.map((k) => [k, row[k]])) as EmailTemplates;
}

export function toSmtpConfigView(row: SmtpRow): SmtpConfigView {
  const readiness = smtpReadiness(row);
  const noRecipients = readiness.ready && readiness.adminRecipients.length === 0;
  return {
    host: row.host,
    port: row.port,
    secure: row.secure,
    user: row.user,
    pass: '',
    hasPassword: row.pass.length > 0,
    fromEmail: row.fromEmail,
    toEmails: row.toEmails,
    ...storedTemplates(row),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    defaults: { ...DEFAULT_EMAIL_TEMPLATES },
    fulfilmentTemplates: effectiveFulfilmentTemplates(row),
    fulfilmentDefaults: { ...DEFAULT_FULFILMENT_TEMPLATES },
    status: {
      ready: readiness.ready && !noRecipients,
      reason: readiness.ready ? (noRecipients ? SMTP_NO_RECIPIENTS : null) : readiness.reason,
    },
  };
}

export async function getSmtpConfigView(): Promise<SmtpConfigView> {
  return toSmtpConfigView(await getSmtpRow());
}

/** Saves the settings (absent fields keep their value; an empty password keeps the stored one) and audits. */
export async function saveSmtpConfig(input: SmtpConfigInput, admin: Pick<AdminSession, 'email'>): Promise<SmtpConfigView> {
  const db = await getDb();
  await getSmtpRow(db);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(smtpSettings).where(eq(smtpSettings.id, 1)).for('update');
    const patch: Partial<SmtpRow> = {};
    for (const key of ['host', 'port', 'secure', 'user', 'fromEmail', 'toEmails', ...TEMPLATE_KEYS, ...FULFILMENT_TEMPLATE_KEYS] as const) {
      const v = input[key];
      if (v !== undefined) (patch as Record<string, unknown>)[key] = v;
    }
    // A customer e-mail template stored empty means "the shipped default" (effectiveFulfilmentTemplates). The form
    // sends every template with each save, defaults included: those stay empty, so saving the SMTP host neither
    // records template changes nor pins today's default text against a later improvement of it.
    for (const key of FULFILMENT_TEMPLATE_KEYS) {
      if (patch[key] !== undefined && patch[key].trim() === DEFAULT_FULFILMENT_TEMPLATES[key].trim()) patch[key] = '';
    }
    let passwordChange: 'set' | 'cleared' | null = null;
    if (input.pass) {
      patch.pass = input.pass;
      passwordChange = 'set';
    } else if (input.clearPassword && before.pass) {
      patch.pass = '';
      passwordChange = 'cleared';
    }
    const [after] = await tx
      .update(smtpSettings)
      .set({ ...patch, updatedAt: new Date(), updatedBy: admin.email })
      .where(eq(smtpSettings.id, 1))
      .returning();
    // shortDiff never records `pass`; a password change is noted without its value.
    const diff = shortDiff(before as unknown as Record<string, unknown>, patch as Record<string, unknown>);
    delete diff.pass;
    if (passwordChange) diff.password = ['…', passwordChange === 'set' ? 'changed' : 'cleared'];
    await recordAudit(
      {
        actorEmail: admin.email,
        action: 'settings',
        entityType: 'smtp',
        entityId: 'smtp',
        summary: Object.keys(diff).length ? `Updated SMTP settings (${Object.keys(diff).join(', ')})` : 'Saved SMTP settings (no changes)',
        diff,
      },
      tx as unknown as Db,
    );
    return after;
  });
  return toSmtpConfigView(row);
}

export const TEST_EMAIL_TRIGGERED = 'Test email triggered.';

/**
 * POST /api/smtp-test: renders the chosen template with a sample quote and sends it through the real
 * transport to the admin recipients, right now (not through the outbox, so the admin sees the outcome).
 */
export async function sendSmtpTest(kind: QuoteKind): Promise<{ message: string; messageId: string; to: string[] }> {
  const row = await getSmtpRow();
  const readiness = smtpReadiness(row);
  if (!readiness.ready) throw badRequest(readiness.reason);
  if (!readiness.adminRecipients.length) throw badRequest(SMTP_NO_RECIPIENTS);
  const mail = renderQuoteEmail(storedTemplates(row), kind, sampleQuote(kind, new Date()));
  const transport = createMailTransport(row);
  try {
    const info = await transport.send({
      from: readiness.from,
      to: readiness.adminRecipients,
      subject: `[Test] ${mail.subject}`,
      html: mail.html,
      text: mail.text,
    });
    return { message: TEST_EMAIL_TRIGGERED, messageId: info.messageId, to: readiness.adminRecipients };
  } catch (err) {
    const reason = summarizeSendError(err);
    log.warn('smtp test failed', { host: row.host, port: row.port, reason });
    throw new ApiError(502, `Test failed: ${reason}`);
  } finally {
    transport.close();
  }
}

// SMTP settings and test inputs (docs/requirements.md §3 SMTP config, §7 PUT /smtp-config, POST /smtp-test). Every field is
// optional on PUT: what is absent keeps its stored value; an empty password keeps the stored password.
import { z } from '@/lib/validations/zod';
import { hasControlCharacters, isSafeEmailAddress, parseEmailList } from '@/lib/domain/email-address';
import { parsePort } from '@/lib/domain/smtp';
import { OUTBOX_STATUSES } from '@/lib/domain/outbox';

export const TEMPLATE_MAX = 40_000;

const noControl = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((v) => !hasControlCharacters(v), { error: `${label} must not contain line breaks or control characters` })
    .transform((v) => v.trim());

const template = (label: string) => z.string({ error: `${label} must be text` }).max(TEMPLATE_MAX, { error: `${label} must be at most ${TEMPLATE_MAX} characters` });

export const smtpConfigSchema = z.object({
  host: noControl('Host', 255)
    .refine((v) => !/\s/.test(v), { error: 'Host must not contain spaces' })
    .optional(),
  // docs/requirements.md §5: numeric, otherwise 0.
  port: z.unknown().transform(parsePort).optional(),
  secure: z.boolean({ error: 'secure must be true or false' }).optional(),
  user: noControl('User', 255).optional(),
  /** Write-only: '' (or absent) keeps the stored password. */
  pass: z
    .string({ error: 'Password must be text' })
    .max(1024, { error: 'Password is too long' })
    .refine((v) => !hasControlCharacters(v), { error: 'Password must not contain line breaks or control characters' })
    .optional(),
  /** Also clear the stored password (an empty `pass` alone keeps it). */
  clearPassword: z.boolean().optional(),
  fromEmail: noControl('From e-mail', 254)
    .refine((v) => v === '' || isSafeEmailAddress(v), { error: 'From e-mail must be one valid e-mail address' })
    .optional(),
  toEmails: z
    .string({ error: 'Admin to-emails must be text' })
    .max(2000, { error: 'Admin to-emails must be at most 2000 characters' })
    .refine((v) => !/[\r\n]/.test(v), { error: 'Admin to-emails must not contain line breaks' })
    .superRefine((v, ctx) => {
      const { invalid } = parseEmailList(v);
      if (invalid.length) ctx.addIssue({ code: 'custom', message: `Not a valid e-mail address: ${invalid.slice(0, 3).join(', ')}` });
    })
    .transform((v) => parseEmailList(v).emails.join(', '))
    .optional(),
  subjectTemplate: template('Default subject').optional(),
  bodyTemplate: template('Default body').optional(),
  subjectTemplateFull: template('Full form subject').optional(),
  bodyTemplateFull: template('Full form body').optional(),
  subjectTemplateProduct: template('Product quote subject').optional(),
  bodyTemplateProduct: template('Product quote body').optional(),
  subjectTemplateShipped: template('Shipped subject').optional(),
  bodyTemplateShipped: template('Shipped body').optional(),
  subjectTemplateRefunded: template('Refunded subject').optional(),
  bodyTemplateRefunded: template('Refunded body').optional(),
  subjectTemplateCanceled: template('Cancelled subject').optional(),
  bodyTemplateCanceled: template('Cancelled body').optional(),
});
export type SmtpConfigInput = z.output<typeof smtpConfigSchema>;

/** docs/requirements.md §7 POST /smtp-test: type full, product, or absent (the default template). */
export const smtpTestSchema = z.object({
  type: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['full', 'product', 'default'], { error: "type must be 'full', 'product' or absent" }).optional()),
});

/** GET /api/admin/outbox?status=&limit= — one status or all; at most 200 rows (the view clamps the number). */
export const outboxQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(OUTBOX_STATUSES, { error: `status must be one of ${OUTBOX_STATUSES.join(', ')}` }).optional()),
  limit: z.coerce.number('limit must be a number').int('limit must be a whole number').default(50),
});

export const outboxRetrySchema = z
  .object({
    id: z.uuid({ error: 'id must be an outbox entry id' }).optional(),
    allFailed: z.boolean().optional(),
  })
  .refine((v) => Boolean(v.id) !== Boolean(v.allFailed), { error: 'Send either an id or allFailed: true' });

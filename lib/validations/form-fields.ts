// Field builders shared by the quote, contact and SMTP schemas (one wording for every form).
import { z } from '@/lib/validations/zod';
import { hasControlCharacters, isSafeEmailAddress, MAX_EMAIL_LENGTH } from '@/lib/domain/email-address';

import { EMAIL_INVALID, EMAIL_LINE_BREAK, EMAIL_REQUIRED } from '@/lib/domain/quote-dialog';

export { EMAIL_INVALID, EMAIL_LINE_BREAK, EMAIL_REQUIRED };

export function requiredText(label: string, max: number) {
  const required = `${label} is required`;
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `${label} must be at most ${max} characters` });
}

export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((v) => v ?? '');
}

/**
 * A visitor's e-mail address (docs/security.md item 24): CR/LF or any control character is refused before trimming —
 * 'a@b.test\r\nBcc: x@y.test' never becomes a valid address by "cleaning" — then it must be one plain address.
 */
export const visitorEmail = z
  .string({ error: EMAIL_REQUIRED })
  .refine((v) => !hasControlCharacters(v), { error: EMAIL_LINE_BREAK, abort: true })
  .transform((v) => v.trim())
  .pipe(
    z
      .string()
      .min(1, { error: EMAIL_REQUIRED, abort: true })
      .max(MAX_EMAIL_LENGTH, { error: EMAIL_INVALID })
      .refine((v) => isSafeEmailAddress(v), { error: EMAIL_INVALID }),
  );

/** The honeypot (docs/security.md item 27): hidden from people and screen readers; a bot that fills it is dropped. */
export const honeypot = z.string().max(2000).optional();

/** The timing check's figure: milliseconds the form was open before it was sent (browsers only). */
export const formElapsedMs = z.number().int().min(0).max(7 * 24 * 3600 * 1000).optional();

/**
 * One key per form submission attempt, kept by the browser until success: a retry after a timeout stores the
 * submission once (docs/security.md R1).
 */
export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_:.-]{8,100}$/, { error: 'idempotencyKey must be 8–100 letters, digits, _ : . or -' })
  .optional();

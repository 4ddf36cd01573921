// Contact message input (docs/requirements.md §3 Contact message, §5: required first name, last name, email, subject, message).
import { z } from '@/lib/validations/zod';
import { REQUEST_STATUSES } from '@/lib/domain/account-data';
import { CONTACT_FORM_FIELDS, CONTACT_SUBJECTS, choiceValues } from '@/lib/domain/quote-options';
import { formElapsedMs, honeypot, idempotencyKey, optionalText, requiredText, visitorEmail } from '@/lib/validations/form-fields';

export const SUBJECT_REQUIRED = 'Please select a subject';
const subjects = choiceValues(CONTACT_SUBJECTS) as [string, ...string[]];

export const contactSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: visitorEmail,
  company: optionalText('Company', 200),
  subject: z.enum(subjects, { error: SUBJECT_REQUIRED }),
  message: requiredText('Message', 10_000),
  website: honeypot,
  formElapsedMs,
  idempotencyKey,
});
export type ContactRequest = z.output<typeof contactSchema>;

export { CONTACT_FORM_FIELDS };
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];

/** PUT /api/admin/contact-messages/{id}/status — the status the customer's account shows. */
export const contactStatusSchema = z.object({
  status: z.enum(REQUEST_STATUSES, { error: 'status must be one of: submitted, reviewing, answered' }),
});

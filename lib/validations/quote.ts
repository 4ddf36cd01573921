// Quote inputs (docs/requirements.md §3 Quote request, §5, §7 POST /quote and POST /quotes, PUT /quotes/{id}/read): one schema
// per input, shared by the forms and the route handlers (docs/conventions.md 4).
import { z } from '@/lib/validations/zod';
import { BUDGETS, SERVICE_TYPES, TIMELINES, PRODUCT_QUOTE_SERVICE_TYPE, QUOTE_FORM_FIELDS, choiceValues } from '@/lib/domain/quote-options';
import { formElapsedMs, honeypot, idempotencyKey, optionalText, requiredText, visitorEmail } from '@/lib/validations/form-fields';

export const SERVICE_TYPE_REQUIRED = 'Please select a service type';

const serviceTypes = choiceValues(SERVICE_TYPES) as [string, ...string[]];
const timelines = choiceValues(TIMELINES) as [string, ...string[]];
const budgets = choiceValues(BUDGETS) as [string, ...string[]];

const optionalChoice = (label: string, values: [string, ...string[]]) =>
  z
    .union([z.literal(''), z.enum(values)], { error: `Choose a ${label} from the list` })
    .optional()
    .transform((v) => v ?? '');

export const QUOTE_TEXT_MAX = 10_000;
/** Product and design quotes may carry a JSON summary in additionalInfo. */
export const ADDITIONAL_INFO_JSON_MAX = 50_000;

/**
 * The text fields of a quote as it is sent and stored — the one declaration of a quote's shape: the two request
 * bodies below extend it (stricter rules per form), and the stored quote (lib/server/quotes.ts NewQuote), the
 * admin inbox's QuoteView (lib/types/admin.ts) and the notification's source (lib/domain/quote-email.ts) are
 * QuoteFields plus their own columns.
 */
const quoteFieldsSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: visitorEmail,
  phone: optionalText('Phone', 40),
  company: optionalText('Company', 200),
  department: optionalText('Department', 200),
  serviceType: optionalText('Service type', 120),
  timeline: optionalText('Timeline', 100),
  budget: optionalText('Budget', 100),
  projectDescription: optionalText('Project description', QUOTE_TEXT_MAX),
  additionalInfo: optionalText('Additional information', QUOTE_TEXT_MAX),
});
export type QuoteFields = z.output<typeof quoteFieldsSchema>;
const QUOTE_FIELD_KEYS = quoteFieldsSchema.keyof().options;

/** Just the quote fields of a request, row or view (in their declared order). */
export function pickQuoteFields(source: QuoteFields): QuoteFields {
  return Object.fromEntries(QUOTE_FIELD_KEYS.map((k) => [k, source[k]])) as QuoteFields;
}

/** docs/requirements.md §5: required (marked *): first name, last name, email, company, service type, project description. */
export const quoteRequestSchema = quoteFieldsSchema.extend({
  company: requiredText('Company', 200),
  serviceType: z.enum(serviceTypes, { error: SERVICE_TYPE_REQUIRED }),
  timeline: optionalChoice('timeline', timelines),
  budget: optionalChoice('budget', budgets),
  projectDescription: requiredText('Project description', QUOTE_TEXT_MAX),
  website: honeypot,
  formElapsedMs,
  idempotencyKey,
});
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

export { QUOTE_FORM_FIELDS };
export type QuoteFormField = (typeof QUOTE_FORM_FIELDS)[number];

/**
 * POST /api/quotes — product and design quotes (lib/client/submit-quote.ts) and API clients. The dialog splits
 * the customer name itself, so a missing part arrives as '-'. serviceType defaults to 'Product Quote'.
 */
export const productQuoteSchema = quoteFieldsSchema.extend({
  serviceType: optionalText('Service type', 120).transform((v) => v || PRODUCT_QUOTE_SERVICE_TYPE),
  additionalInfo: optionalText('Additional information', ADDITIONAL_INFO_JSON_MAX),
  catalogNumber: optionalText('Catalog number', 100),
  source: z.enum(['product', 'design'], { error: "source must be 'product' or 'design'" }).optional(),
  website: honeypot,
  formElapsedMs,
  idempotencyKey,
});
export type ProductQuoteRequest = z.output<typeof productQuoteSchema>;

/** docs/requirements.md §7 PUT /quotes/{id}/read: { read: boolean }, default true. */
export const quoteReadSchema = z.object({ read: z.boolean({ error: 'read must be true or false' }).optional() });
export const quoteAnsweredSchema = z.object({ answered: z.boolean({ error: 'answered must be true or false' }).optional() });

/** The product quote dialog's two fields (docs/requirements.md §5: Submit is disabled unless both are non-empty). */
export const productQuoteDialogSchema = z.object({
  customerName: requiredText('Name', 200),
  customerEmail: visitorEmail,
});

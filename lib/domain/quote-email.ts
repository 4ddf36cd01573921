// Which template a quote's notification uses, the variables it gets, and the rendered message
// (docs/requirements.md §3 SMTP config; issue 5 deliverable 6). Pure: the server passes the stored templates in.
import { BUDGETS, CONTACT_SUBJECTS, SERVICE_TYPES, TIMELINES, labelFor } from '@/lib/domain/quote-options';
import { parseAdditionalInfo } from '@/lib/domain/quote-summary';
import type { QuoteFields } from '@/lib/validations/quote';
import {
  CONTACT_EMAIL_TEMPLATE,
  DEFAULT_EMAIL_TEMPLATES,
  renderSubject,
  renderTemplate,
  selectQuoteTemplate,
  type EmailTemplates,
  type QuoteTemplateKind,
} from '@/lib/domain/template';

export type QuoteKind = QuoteTemplateKind;
/** Where a POST /api/quotes comes from: the quote-only product dialog, the design wizard, or an API client. */
export type QuoteSource = 'product' | 'design';

/** Full form → full; product and design quotes → product; otherwise default (issue 5, deliverable 6). */
export function quoteKindFor(origin: 'full-form' | QuoteSource | undefined | null): QuoteKind {
  if (origin === 'full-form') return 'full';
  if (origin === 'product' || origin === 'design') return 'product';
  return 'default';
}

export type QuoteEmailSource = QuoteFields & {
  createdAt: Date;
  catalogNumber?: string | null;
};

/** '2025-03-04 09:05 UTC' — unambiguous for an admin in any time zone. */
export function formatEmailTimestamp(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** additionalInfo as text: a JSON summary object becomes 'Label: value' lines (as in the admin inbox). */
export function additionalInfoText(raw: string): string {
  const view = parseAdditionalInfo(raw);
  if (view.kind === 'text') return view.text;
  return view.fields.map((f) => `${f.label}: ${f.value}`).join('\n');
}

/** The template variables of docs/requirements.md §3: choice values are shown with their labels. */
export function quoteEmailVariables(q: QuoteEmailSource): Record<string, string> {
  return {
    firstName: q.firstName,
    lastName: q.lastName,
    email: q.email,
    phone: q.phone,
    company: q.company,
    department: q.department,
    serviceType: labelFor(SERVICE_TYPES, q.serviceType),
    timeline: labelFor(TIMELINES, q.timeline),
    budget: labelFor(BUDGETS, q.budget),
    projectDescription: q.projectDescription,
    additionalInfo: additionalInfoText(q.additionalInfo),
    createdAt: formatEmailTimestamp(q.createdAt),
    catalogNumber: q.catalogNumber ?? '',
  };
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const TEXT_LABELS: [string, string][] = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['company', 'Company'],
  ['department', 'Department'],
  ['catalogNumber', 'Catalog number'],
  ['serviceType', 'Service type'],
  ['timeline', 'Timeline'],
  ['budget', 'Budget'],
  ['subject', 'Subject'],
  ['projectDescription', 'Project description'],
  ['message', 'Message'],
  ['additionalInfo', 'Additional information'],
  ['createdAt', 'Submitted'],
];

/** The plain-text alternative: every non-empty variable as 'Label: value'. */
export function plainTextFromVariables(heading: string, vars: Record<string, string>): string {
  const lines = [heading, ''];
  for (const [key, label] of TEXT_LABELS) {
    const value = vars[key];
    if (typeof value === 'string' && value.trim()) lines.push(value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`);
  }
  return lines.join('\n');
}

/** Stored templates with blanks replaced by the defaults (an admin who clears a field gets the default back). */
export function effectiveTemplates(stored: Partial<EmailTemplates> | null | undefined): EmailTemplates {
  const out = { ...DEFAULT_EMAIL_TEMPLATES } as EmailTemplates;
  for (const key of Object.keys(DEFAULT_EMAIL_TEMPLATES) as (keyof EmailTemplates)[]) {
    const v = stored?.[key];
    if (typeof v === 'string' && v.trim()) out[key] = v;
  }
  return out;
}

const KIND_HEADINGS: Record<QuoteKind, string> = {
  full: 'New quote request (full form)',
  product: 'New product quote request',
  default: 'New quote request',
};

/** A quote notification: the admin's template compiled once, visitor values inserted as data. */
export function renderQuoteEmail(stored: Partial<EmailTemplates> | null | undefined, kind: QuoteKind, quote: QuoteEmailSource): RenderedEmail {
  const templates = effectiveTemplates(stored);
  const { subjectKey, bodyKey } = selectQuoteTemplate(kind);
  const vars = quoteEmailVariables(quote);
  return {
    subject: renderSubject(templates[subjectKey], vars) || KIND_HEADINGS[kind],
    html: renderTemplate(templates[bodyKey], vars, { html: true }),
    text: plainTextFromVariables(KIND_HEADINGS[kind], vars),
  };
}

export interface ContactEmailSource {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  subject: string;
  message: string;
}

export function contactEmailVariables(m: ContactEmailSource): Record<string, string> {
  return {
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    company: m.company,
    subject: labelFor(CONTACT_SUBJECTS, m.subject),
    message: m.message,
  };
}

export function renderContactEmail(m: ContactEmailSource): RenderedEmail {
  const vars = contactEmailVariables(m);
  return {
    subject: renderSubject(CONTACT_EMAIL_TEMPLATE.subject, vars) || 'New contact message',
    html: renderTemplate(CONTACT_EMAIL_TEMPLATE.body, vars, { html: true }),
    text: plainTextFromVariables('New contact message', vars),
  };
}

/** The sample quote of the admin's test buttons (POST /api/smtp-test). */
export function sampleQuote(kind: QuoteKind, now: Date): QuoteEmailSource {
  const base: QuoteEmailSource = {
    firstName: 'Ada',
    lastName: 'Researcher',
    email: 'ada.researcher@example.com',
    phone: '+1 555 0100',
    company: 'Example University',
    department: 'Molecular Biology',
    serviceType: 'cloning',
    timeline: 'standard',
    budget: '5k-15k',
    projectDescription: 'Test message from the Email (SMTP) tab: subcloning of a 1.2 kb CDS into a lentiviral vector.',
    additionalInfo: 'This is a test e-mail; no quote was stored.',
    createdAt: now,
    catalogNumber: null,
  };
  if (kind === 'product') {
    return { ...base, phone: '', company: '', department: '', serviceType: 'Product Quote', timeline: '', budget: '', projectDescription: 'Gene Knock-out', catalogNumber: 'GEP-02' };
  }
  if (kind === 'default') return { ...base, serviceType: 'custom' };
  return base;
}

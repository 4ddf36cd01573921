// Choice lists of the quote and contact forms (docs/requirements.md §9) and the product-quote name rule (docs/requirements.md §5).

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** docs/requirements.md §9: quote service types. */
export const SERVICE_TYPES = [
  { value: 'products', label: 'Products' },
  { value: 'cloning', label: 'Custom Cloning' },
  { value: 'lentivirus', label: 'Lentivirus Packaging' },
  { value: 'celllines', label: 'Stable Cell Lines' },
  { value: 'experiments', label: 'Experimental Services' },
  { value: 'supplies', label: 'Lab Supplies' },
  { value: 'custom', label: 'Custom Project' },
] as const satisfies readonly Choice[];

/** The service type a built-in service's "Request a Quote" preselects on /request-quote?service=…, by service slug. */
export const SERVICE_QUOTE_TYPE: Readonly<Record<string, ServiceTypeValue>> = {
  'custom-cloning': 'cloning',
  'genome-editing': 'custom',
  'lab-supplies': 'supplies',
  'lentivirus-packaging': 'lentivirus',
  'cell-line-generation': 'celllines',
};

/** The address of the quote form for a service: its type preselected when it has one. */
export function requestQuoteHref(serviceSlug: string | null | undefined): string {
  const type = serviceSlug ? SERVICE_QUOTE_TYPE[serviceSlug] : undefined;
  return type ? `/request-quote?service=${type}` : '/request-quote';
}

/** `?service=…` of the quote form's address when it names a known service type; else null. */
export function serviceTypeFromSearch(search: string): ServiceTypeValue | null {
  const v = new URLSearchParams(search).get('service');
  return SERVICE_TYPES.find((t) => t.value === v)?.value ?? null;
}

/** docs/requirements.md §9: timelines. */
export const TIMELINES = [
  { value: 'urgent', label: 'Urgent (1-2 weeks)' },
  { value: 'standard', label: 'Standard (3-4 weeks)' },
  { value: 'flexible', label: 'Flexible (1-2 months)' },
  { value: 'planning', label: 'Planning stage' },
] as const satisfies readonly Choice[];

/** docs/requirements.md §9: budgets. */
export const BUDGETS = [
  { value: 'under5k', label: 'Under $5,000' },
  { value: '5k-15k', label: '$5,000 - $15,000' },
  { value: '15k-50k', label: '$15,000 - $50,000' },
  { value: 'over50k', label: 'Over $50,000' },
  { value: 'discuss', label: 'Prefer to discuss' },
] as const satisfies readonly Choice[];

/** docs/requirements.md §9: contact subjects. */
export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'products', label: 'Product Information' },
  { value: 'services', label: 'Service Inquiry' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Choice[];

export type ServiceTypeValue = (typeof SERVICE_TYPES)[number]['value'];
export type TimelineValue = (typeof TIMELINES)[number]['value'];
export type BudgetValue = (typeof BUDGETS)[number]['value'];
export type ContactSubjectValue = (typeof CONTACT_SUBJECTS)[number]['value'];

/** docs/requirements.md §9: product quote default serviceType. */
export const PRODUCT_QUOTE_SERVICE_TYPE = 'Product Quote';

/** The label of a choice value; an unknown value (e.g. 'Product Quote') is shown as it is. */
export function labelFor(list: readonly Choice[], value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return list.find((c) => c.value === value)?.label ?? value;
}

/** The values of a list, for z.enum() and membership checks. */
export function choiceValues<V extends string>(list: readonly Choice<V>[]): V[] {
  return list.map((c) => c.value);
}

/**
 * docs/requirements.md §5 product and design quote dialogs: the name is split on whitespace into first and last — the first
 * token is the first name, the rest joined with single spaces is the last name; a missing part becomes '-'.
 */
export function splitCustomerName(name: string | null | undefined): { firstName: string; lastName: string } {
  const tokens = String(name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return { firstName: tokens[0] ?? '-', lastName: tokens.slice(1).join(' ') || '-' };
}

// The fields of the public forms, for the forms' state (kept here, free of zod, so the forms' first load
// does not carry the validation library; the schemas are loaded when the visitor starts typing).
/** The quote request form's fields. */
export const QUOTE_FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'department',
  'serviceType',
  'timeline',
  'budget',
  'projectDescription',
  'additionalInfo',
] as const;
/** The contact form's fields. */
export const CONTACT_FORM_FIELDS = ['firstName', 'lastName', 'email', 'company', 'subject', 'message'] as const;

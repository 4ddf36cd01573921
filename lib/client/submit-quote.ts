'use client';
// The product-quote submit function (docs/requirements.md §4 Quote dialog, §5): shared by the quote-only product dialog and
// the design wizard. The customer name is split on whitespace; a missing part becomes '-'. One idempotency
// key per dialog submission makes a retry after a timeout store exactly one quote.
import { api } from '@/lib/client/api';
import { PRODUCT_QUOTE_SERVICE_TYPE, splitCustomerName } from '@/lib/domain/quote-options';

export interface ProductQuoteInput {
  customerName: string;
  customerEmail: string;
  /** Institution and phone, when the dialog asks for them (the design wizard's). */
  company?: string;
  phone?: string;
  /** What is being quoted, e.g. the product name or 'Gene design: CRISPR KnockOut'. */
  projectDescription: string;
  /** Free text, or a JSON string with a `summary` object (the admin inbox shows it as labelled fields). */
  additionalInfo?: string;
  catalogNumber?: string;
  serviceType?: string;
  /** 'product' (default) or 'design' — both use the product-quote e-mail template. */
  source?: 'product' | 'design';
  idempotencyKey?: string;
  /** The honeypot's value (empty for people). */
  website?: string;
  /** Milliseconds the dialog was open (the timing check). */
  formElapsedMs?: number;
}

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export async function submitProductQuote(input: ProductQuoteInput): Promise<{ quote: { id: string } }> {
  const { firstName, lastName } = splitCustomerName(input.customerName);
  return api.post('/api/quotes', {
    firstName,
    lastName,
    email: input.customerEmail.trim(),
    ...(input.company ? { company: input.company } : {}),
    ...(input.phone ? { phone: input.phone } : {}),
    serviceType: input.serviceType ?? PRODUCT_QUOTE_SERVICE_TYPE,
    projectDescription: input.projectDescription,
    additionalInfo: input.additionalInfo ?? '',
    catalogNumber: input.catalogNumber ?? '',
    source: input.source ?? 'product',
    idempotencyKey: input.idempotencyKey ?? newIdempotencyKey(),
    ...(input.website ? { website: input.website } : {}),
    ...(input.formElapsedMs !== undefined ? { formElapsedMs: input.formElapsedMs } : {}),
  });
}

/** The full Quote Request Form (POST /api/quote): the browser keeps `idempotencyKey` until a success. */
export async function submitQuoteRequest(values: Record<string, string | number>, idempotencyKey: string): Promise<{ quote: { id: string } }> {
  return api.post('/api/quote', { ...values, idempotencyKey });
}

/** The contact form (POST /api/contact). */
export async function submitContactMessage(values: Record<string, string | number>, idempotencyKey: string): Promise<{ ok: true; id: string }> {
  return api.post('/api/contact', { ...values, idempotencyKey });
}

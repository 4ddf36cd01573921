// Inputs of the offer calls (docs/offers.md, docs/conventions.md 4). The customer's accept and decline calls
// carry no amount, quantity or line: what is paid is always read from the stored offer version.
import { z } from '@/lib/validations/zod';
import { MAX_LINE_QUANTITY, MAX_OFFER_LINES, MAX_UNIT_PRICE_CENTS, SERVICE_KINDS } from '@/lib/domain/offers';
import { demoPaymentSchema } from '@/lib/validations/checkout';

const cents = (label: string, max = MAX_UNIT_PRICE_CENTS) =>
  z
    .number({ error: `${label} must be an amount in cents` })
    .int({ error: `${label} must be a whole number of cents` })
    .min(0, { error: `${label} cannot be negative` })
    .max(max, { error: `${label} is too large` });

const serviceKinds = SERVICE_KINDS.map((k) => k.value) as [string, ...string[]];

export const offerLineSchema = z.object({
  kind: z.enum(['product', 'service'], { error: 'A line is a product or a service' }),
  /** A product line: the product's id, catalogue number or slug; its option label. */
  productId: z.string().trim().max(200).nullish(),
  variant: z.string().trim().max(200).optional(),
  /** A service line's description; a product line may override the product's name. */
  description: z.string().trim().max(500).optional(),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int({ error: 'Quantity must be a whole number' })
    .min(1, { error: 'Quantity must be at least 1' })
    .max(MAX_LINE_QUANTITY, { error: `Quantity must be at most ${MAX_LINE_QUANTITY}` }),
  unitPriceCents: cents('The unit price'),
  serviceKind: z.enum(serviceKinds).nullish(),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-12-31' }).refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { error: 'Not a valid date' });

export const offerDraftSchema = z.object({
  quoteId: z.uuid({ error: 'Not a quote id' }).nullish(),
  customerEmail: z.email({ error: 'Enter the customer’s e-mail address' }).max(254),
  customerName: z.string().trim().max(200).optional().default(''),
  institution: z.string().trim().max(200).optional().default(''),
  lines: z.array(offerLineSchema).min(1, { error: 'Add at least one line' }).max(MAX_OFFER_LINES, { error: `At most ${MAX_OFFER_LINES} lines` }),
  discountType: z.enum(['none', 'percent', 'amount']).optional().default('none'),
  /** Basis points for a percentage (1250 = 12.5 %), cents for an amount. */
  discountValue: cents('The discount').optional().default(0),
  shippingCents: cents('Shipping', 10_000_000).optional().default(0),
  taxNote: z.string().trim().max(500).optional().default(''),
  terms: z.string().trim().max(2000).optional().default(''),
  note: z.string().trim().max(2000).optional().default(''),
  validUntil: isoDate.optional(),
});
export type OfferDraftInput = z.infer<typeof offerDraftSchema>;

const version = z.number({ error: 'version is required' }).int().min(1).max(10_000);

export const acceptCardSchema = z.object({ version });

/** A file sent inline (base64): the PO document or an invoice. Checked by its content, never its name. */
export const pdfUploadSchema = z.object({
  name: z.string().trim().min(1).max(200),
  /** ≤ 10 MB once decoded (checked after decoding). */
  contentBase64: z.string().min(1, { error: 'Choose a PDF file' }).max(14_500_000, { error: 'The file is larger than 10 MB.' }),
});

export const billingAddressSchema = z.object({
  name: z.string().trim().min(1, { error: 'Enter the name on the invoice' }).max(200),
  institution: z.string().trim().max(200).optional().default(''),
  line1: z.string().trim().min(1, { error: 'Enter the street address' }).max(200),
  line2: z.string().trim().max(200).optional().default(''),
  city: z.string().trim().min(1, { error: 'Enter the city' }).max(100),
  state: z.string().trim().max(100).optional().default(''),
  postalCode: z.string().trim().min(1, { error: 'Enter the postal code' }).max(20),
  country: z.string().trim().min(2, { error: 'Enter the country' }).max(60),
});

const delivery = demoPaymentSchema.shape;

/**
 * Where a PO order ships: the delivery fields of the card checkout (demoPaymentSchema — name, street, city, an
 * optional postal code, country) and the second line and state a copied billing address may carry. Always
 * required: service lines ship too (cell lines, virus, constructs: their milestones end in 'Shipped').
 */
export const shippingAddressSchema = z.object(
  {
    name: delivery.name,
    line1: delivery.line1,
    line2: z.string().trim().max(200).optional().default(''),
    city: delivery.city,
    state: z.string().trim().max(100).optional().default(''),
    postalCode: delivery.postalCode,
    country: delivery.country,
  },
  { error: 'Enter the shipping address' },
);
export type ShippingAddressInput = z.infer<typeof shippingAddressSchema>;

export const acceptPoSchema = z.object({
  version,
  poNumber: z.string().trim().min(1, { error: 'Enter the purchase-order number' }).max(64, { error: 'At most 64 characters' }),
  billing: billingAddressSchema,
  /** The browser copies the billing address here when "Same as billing address" is ticked. */
  shipping: shippingAddressSchema,
  poFile: pdfUploadSchema,
});
export type AcceptPoInput = z.infer<typeof acceptPoSchema>;

export const declineSchema = z.object({
  version,
  reason: z.string().trim().max(1000).optional().default(''),
});

export const markInvoicedSchema = z.object({
  invoiceNumber: z.string().trim().min(1, { error: 'Enter the invoice number' }).max(64),
  file: pdfUploadSchema,
});

export const milestonesSchema = z.object({
  milestones: z
    .array(z.object({ id: z.number().int().positive().optional(), label: z.string().trim().min(1, { error: 'A milestone needs a name' }).max(120) }))
    .max(30, { error: 'At most 30 milestones' }),
});

export const tickMilestoneSchema = z.object({ note: z.string().trim().max(1000).optional().default('') });

/** Upload bodies: a 10 MB file grows by a third in base64. */
export const PDF_UPLOAD_MAX_BODY_BYTES = 15 * 1024 * 1024;

/** GET /api/admin/offers/products?q=…: what the admin typed in a line's catalogue number. */
export const offerPickerQuerySchema = z.object({ q: z.string().max(200, 'q must be at most 200 characters').optional().default('') });

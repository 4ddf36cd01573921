// Inputs of the checkout, quick-order and order-admin calls (docs/conventions.md 4). The checkout body keeps the
// shape of docs/requirements.md §7 (items with id, name, price, quantity, imageUrl, variant; successUrl, cancelUrl,
// shippingCents), but only id, variant and quantity are trusted: names, prices and shipping come from the
// database and the server's own rules (docs/security.md item 10).
import { z } from '@/lib/validations/zod';
import { MAX_LINE_QUANTITY, QUICK_ORDER_MAX_CHARS } from '@/lib/domain/quick-order';

export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

const quantity = z
  .number({ error: QUANTITY_MESSAGE })
  .int({ error: QUANTITY_MESSAGE })
  .min(1, { error: QUANTITY_MESSAGE })
  .max(MAX_LINE_QUANTITY, { error: QUANTITY_MESSAGE });

export const checkoutItemSchema = z.object({
  /** The cart line id: the catalog number, or the product's name for items without one. */
  id: z.string({ error: 'Each item needs an id' }).trim().min(1, { error: 'Each item needs an id' }).max(200),
  /** Ignored: the name is read from the database. */
  name: z.string().max(500).optional(),
  /** Ignored: the price is read from the database. */
  price: z.unknown().optional(),
  quantity,
  imageUrl: z.string().max(2000).nullish(),
  variant: z.string().trim().max(200).optional(),
  link: z.string().max(2000).nullish(),
});

export const createCheckoutSessionSchema = z.object({
  items: z
    .array(checkoutItemSchema, { error: 'items must be a list' })
    .min(1, { error: 'The cart is empty' })
    .max(100, { error: 'At most 100 different items per order' }),
  successUrl: z.string().trim().max(2000).optional(),
  cancelUrl: z.string().trim().max(2000).optional(),
  /** Ignored: shipping is the server's flat rate when payable items exist. */
  shippingCents: z.unknown().optional(),
  /**
   * A key the browser keeps for one cart: a retry of the same cart (e.g. after a timeout) reuses the pending
   * order and its Stripe idempotency key, so it can never create a second session (docs/security.md R4).
   */
  checkoutKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'checkoutKey must be 8–100 letters, digits, - or _' })
    .optional(),
});

export type CheckoutItemInput = z.infer<typeof checkoutItemSchema>;
export type CreateCheckoutSessionInput = z.infer<typeof createCheckoutSessionSchema>;

export const quickOrderSchema = z.object({
  text: z
    .string({ error: 'Paste at least one line' })
    .max(QUICK_ORDER_MAX_CHARS, { error: `At most ${QUICK_ORDER_MAX_CHARS} characters` })
    .refine((t) => t.trim().length > 0, { error: 'Paste at least one line' }),
});

export type QuickOrderInput = z.infer<typeof quickOrderSchema>;

import { FULFILMENT_STATUSES, PAYMENT_STATUSES } from '@/lib/domain/fulfilment';

export { PAYMENT_STATUSES as ORDER_STATUSES, FULFILMENT_STATUSES };
export type { PaymentStatus as OrderStatus, FulfilmentStatus } from '@/lib/domain/fulfilment';

export const orderListQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  status: z.enum(['all', ...PAYMENT_STATUSES]).optional().default('all'),
  fulfilment: z.enum(['all', ...FULFILMENT_STATUSES]).optional().default('all'),
  /** The "to ship" queue: paid orders with something left to ship, oldest first. */
  view: z.enum(['all', 'to-ship']).optional().default('all'),
  /** Period of the paid-minus-refunded totals (paid date), YYYY-MM-DD, inclusive. */
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});

export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const demoPaymentSchema = z.object({
  email: z.email({ error: 'Enter a valid e-mail address' }).max(254),
  name: z.string().trim().min(1, { error: 'Enter the name for the delivery' }).max(200),
  // Stripe Checkout always collects a delivery address (shipping_address_collection); the demo asks for the same.
  // A postal code is not used everywhere, so it stays optional.
  line1: z.string().trim().min(1, { error: 'Enter the street address for the delivery' }).max(200),
  city: z.string().trim().min(1, { error: 'Enter the city' }).max(100),
  postalCode: z.string().trim().max(20).optional().default(''),
  country: z.string().trim().min(1, { error: 'Enter the country' }).max(56),
});

export type DemoPaymentInput = z.infer<typeof demoPaymentSchema>;

// The payment provider behind a small interface (docs/architecture.md "adapters"): Stripe Checkout, or a local
// demo checkout page when no Stripe key is configured.

import type { StripeCustomerParams } from '@/lib/domain/stripe-customer';
import type { OrderAddress } from '@/lib/types/orders';

export type PaymentMode = 'stripe' | 'demo';

/** The checkout-session events fulfilment handles (lib/server/orders/payment-events.ts). */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
export type PaymentEventType = (typeof HANDLED_EVENT_TYPES)[number];

export interface PaymentEvent {
  /** Stripe's event id (or a demo event id): processed once. */
  id: string;
  type: PaymentEventType;
  /** Who vouches for the event: a verified Stripe webhook, or this server's demo checkout. */
  source: PaymentMode;
  /** The checkout session; only the session id stored on the order can change it (docs/security.md item 31). */
  sessionId: string;
  /** client_reference_id / metadata.orderId: logged for diagnosis, never used to find the order. */
  orderId: string | null;
  /** 'paid' | 'unpaid' | 'no_payment_required' */
  paymentStatus: string;
  /** What the session charges, in the smallest currency unit, and its currency and Checkout mode. */
  amountTotal: number | null;
  currency: string | null;
  checkoutMode: string | null;
  customerEmail: string | null;
  customerName: string | null;
  shippingAddress: OrderAddress | null;
  /** Stripe's PaymentIntent of the session: later refunds are made against it (null in demo mode). */
  paymentIntentId?: string | null;
}

export interface CheckoutLineInput {
  name: string;
  variant: string;
  catalogNumber: string;
  /** Unit price in integer cents, always read from the database. */
  unitAmountCents: number;
  quantity: number;
  /** Absolute image URL (Stripe shows it on its page); omitted when not public. */
  imageUrl?: string;
}

export interface CheckoutSessionInput {
  orderId: string;
  currency: 'usd';
  lines: CheckoutLineInput[];
  shippingCents: number;
  /** Absolute URLs on this site's origin. */
  successUrl: string;
  cancelUrl: string;
  /** This site's origin (the demo page lives here). */
  origin: string;
  /** A signed-in customer's verified address: Stripe Checkout shows it pre-filled (docs/accounts.md). */
  customerEmail?: string;
  /** The signed-in customer's Stripe Customer: used instead of `customerEmail`, it pre-fills the addresses too. */
  stripeCustomerId?: string;
}

export interface CreatedCheckoutSession {
  id: string;
  url: string;
}

export interface PaymentsAdapter {
  mode: PaymentMode;
  /**
   * Creates a hosted checkout for one order. `idempotencyKey` is derived from the order id, so a retry after
   * a timeout returns the same session instead of creating a second one (docs/security.md item 15, R4).
   */
  createCheckoutSession(input: CheckoutSessionInput, opts: { idempotencyKey: string }): Promise<CreatedCheckoutSession>;
  /**
   * Refunds part or all of a payment. `idempotencyKey` is derived from the local refund's id: a retry after a
   * timeout answers the same refund instead of refunding twice.
   */
  createRefund(input: RefundInput, opts: { idempotencyKey: string }): Promise<CreatedRefund>;
  /**
   * Stripe only: updates the account's Stripe Customer (`existingId`), or creates one when there is none or
   * Stripe no longer knows it (another Stripe account or mode), and answers its id. Throws on any failure; the
   * caller then falls back to the e-mail (docs/accounts.md).
   */
  saveCustomer?(input: StripeCustomerParams, opts: { existingId: string | null; idempotencyKey: string; timeoutMs: number }): Promise<string>;
  /** Stripe only: deletes a Stripe Customer (an account was deleted); one Stripe no longer knows counts as done. */
  deleteCustomer?(id: string, opts: { timeoutMs: number }): Promise<void>;
}

export interface RefundInput {
  orderId: string;
  /** The local refund's id, sent as metadata so the webhook finds the same record. */
  refundId: string;
  /** Stripe's PaymentIntent of the order (null for demo orders). */
  paymentIntentId: string | null;
  amountCents: number;
  reason: string;
}

export interface CreatedRefund {
  id: string;
  /** The provider's status: succeeded | pending | requires_action | failed | canceled */
  status: string;
}

/** The payment provider could not be reached or did not answer in time. */
export class PaymentProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailableError';
  }
}

/** The payment provider answered with an error (a bug or a configuration problem on our side). */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** The Stripe refund events reconciled with the local records (lib/server/fulfilment.ts applyRefundWebhook). */
export const REFUND_EVENT_TYPES = ['charge.refunded', 'refund.created', 'refund.updated'] as const;

export interface ProviderRefund {
  id: string;
  amountCents: number;
  currency: string;
  /** succeeded | pending | requires_action | failed | canceled */
  status: string;
  paymentIntentId: string | null;
  /** Our refund id, when the refund was made by this shop. */
  localRefundId: string | null;
  reason: string | null;
}

export interface RefundWebhookEvent {
  id: string;
  type: string;
  refunds: ProviderRefund[];
}

import 'server-only';
// Stripe Checkout through the official SDK. Timeouts are short and the SDK never retries by itself: the
// visitor gets a clear answer within 10 s (docs/security.md R4), and a retry by the visitor reuses the order and its
// idempotency key, so Stripe answers with the same session instead of creating a second one.
import Stripe from 'stripe';
import { checkoutBuyerParams, SHIPPING_COUNTRIES } from '@/lib/domain/stripe-customer';
import {
  PaymentProviderError,
  PaymentProviderUnavailableError,
  HANDLED_EVENT_TYPES,
  REFUND_EVENT_TYPES,
  type CheckoutSessionInput,
  type CreatedCheckoutSession,
  type PaymentEvent,
  type PaymentEventType,
  type PaymentsAdapter,
  type ProviderRefund,
  type RefundWebhookEvent,
} from './types';
import type { OrderAddress } from '@/lib/types/orders';

/** Per-request timeout of the SDK; leaves room for the database work of the same request within 10 s. */
export const STRIPE_TIMEOUT_MS = 8_000;

export interface StripeClientConfig {
  secretKey: string;
  /** Test hook: 'host:port' or 'http://host:port' of a loopback fake Stripe. */
  apiHost?: string;
}

export function buildStripeClient({ secretKey, apiHost }: StripeClientConfig): Stripe {
  if (!apiHost) return new Stripe(secretKey, { timeout: STRIPE_TIMEOUT_MS, maxNetworkRetries: 0 });
  const url = new URL(/^[a-z]+:\/\//i.test(apiHost) ? apiHost : `http://${apiHost}`);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'https' ? 443 : 80),
    protocol,
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 0,
  });
}

function toStripeParams(input: CheckoutSessionInput): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    client_reference_id: input.orderId,
    metadata: { orderId: input.orderId },
    payment_intent_data: { metadata: { orderId: input.orderId } },
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    billing_address_collection: 'auto',
    ...checkoutBuyerParams({ email: input.customerEmail, stripeCustomerId: input.stripeCustomerId }),
    shipping_address_collection: { allowed_countries: [...SHIPPING_COUNTRIES] },
    line_items: input.lines.map((l) => ({
      quantity: l.quantity,
      price_data: {
        currency: input.currency,
        unit_amount: l.unitAmountCents,
        product_data: {
          name: l.variant && l.variant !== 'Default' ? `${l.name} (${l.variant})` : l.name,
          ...(l.catalogNumber ? { description: `Cat. No. ${l.catalogNumber}` } : {}),
          ...(l.imageUrl ? { images: [l.imageUrl] } : {}),
          metadata: { catalogNumber: l.catalogNumber, variant: l.variant },
        },
      },
    })),
    ...(input.shippingCents > 0
      ? {
          shipping_options: [
            {
              shipping_rate_data: {
                type: 'fixed_amount',
                display_name: 'Flat-rate shipping',
                fixed_amount: { amount: input.shippingCents, currency: input.currency },
              },
            },
          ],
        }
      : {}),
  };
}

/** Stripe answered that the object does not exist (deleted, or made with another Stripe account or mode). */
function unknownAtStripe(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeInvalidRequestError && (err.code === 'resource_missing' || err.statusCode === 404);
}

export function createStripePayments(client: Stripe): PaymentsAdapter {
  return {
    mode: 'stripe',
    async createCheckoutSession(input, { idempotencyKey }): Promise<CreatedCheckoutSession> {
      try {
        const session = await client.checkout.sessions.create(toStripeParams(input), { idempotencyKey });
        if (!session.url) throw new PaymentProviderError('Stripe returned a checkout session without a URL');
        return { id: session.id, url: session.url };
      } catch (err) {
        if (err instanceof PaymentProviderError) throw err;
        // An idempotency conflict means the same order's request is still running at Stripe (a double click):
        // retrying shortly answers the same session.
        if (
          err instanceof Stripe.errors.StripeConnectionError ||
          err instanceof Stripe.errors.StripeRateLimitError ||
          err instanceof Stripe.errors.StripeIdempotencyError
        ) {
          throw new PaymentProviderUnavailableError('The payment service did not respond in time', { cause: err });
        }
        if (err instanceof Stripe.errors.StripeAPIError) {
          throw new PaymentProviderUnavailableError('The payment service reported a temporary error', { cause: err });
        }
        if (err instanceof Stripe.errors.StripeError) {
          throw new PaymentProviderError(`Stripe refused the checkout session: ${err.message}`, { cause: err });
        }
        throw err;
      }
    },
    async saveCustomer(params, { existingId, idempotencyKey, timeoutMs }) {
      if (existingId) {
        try {
          // Keeps the Stripe Customer in step with the account's current default addresses.
          return (await client.customers.update(existingId, params, { timeout: timeoutMs })).id;
        } catch (err) {
          // Unknown at Stripe (deleted in the dashboard, or another Stripe account or mode): make a new one.
          if (!unknownAtStripe(err)) throw err;
        }
      }
      const created = await client.customers.create(params, { idempotencyKey, timeout: timeoutMs });
      return created.id;
    },
    async deleteCustomer(id, { timeoutMs }) {
      try {
        await client.customers.del(id, {}, { timeout: timeoutMs });
      } catch (err) {
        if (!unknownAtStripe(err)) throw err;
      }
    },
    async createRefund(input, { idempotencyKey }) {
      if (!input.paymentIntentId) {
        throw new PaymentProviderError('This order has no Stripe payment on record; refund it in the Stripe dashboard');
      }
      try {
        const refund = await client.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            amount: input.amountCents,
            reason: 'requested_by_customer',
            metadata: { orderId: input.orderId, refundId: input.refundId, note: input.reason.slice(0, 450) },
          },
          { idempotencyKey },
        );
        return { id: refund.id, status: refund.status ?? 'pending' };
      } catch (err) {
        if (
          err instanceof Stripe.errors.StripeConnectionError ||
          err instanceof Stripe.errors.StripeRateLimitError ||
          err instanceof Stripe.errors.StripeIdempotencyError ||
          err instanceof Stripe.errors.StripeAPIError
        ) {
          throw new PaymentProviderUnavailableError('Stripe did not answer the refund in time', { cause: err });
        }
        // Stripe's own words (e.g. "Charge ch_… has already been refunded.") are shown to the admin.
        if (err instanceof Stripe.errors.StripeError) throw new PaymentProviderError(`Stripe refused the refund: ${err.message}`, { cause: err });
        throw err;
      }
    },
  };
}

/** Verifies a webhook delivery against the raw body; throws Stripe's SignatureVerificationError when forged. */
export function verifyStripeWebhook(rawBody: string, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret);
}

function toAddress(name: string | null | undefined, a: Stripe.Address | null | undefined): OrderAddress | null {
  if (!a) return null;
  return { name: name ?? null, line1: a.line1, line2: a.line2, city: a.city, state: a.state, postalCode: a.postal_code, country: a.country };
}

/** The part of a verified Stripe event that fulfilment needs; null for event types we do not handle. */
export function paymentEventFromStripe(event: Stripe.Event): PaymentEvent | null {
  if (!(HANDLED_EVENT_TYPES as readonly string[]).includes(event.type)) return null;
  const s = event.data.object as Stripe.Checkout.Session;
  const shipping = s.collected_information?.shipping_details ?? null;
  const customerName = shipping?.name ?? s.customer_details?.name ?? null;
  return {
    id: event.id,
    type: event.type as PaymentEventType,
    source: 'stripe',
    sessionId: s.id,
    orderId: s.client_reference_id ?? s.metadata?.orderId ?? null,
    paymentStatus: s.payment_status,
    amountTotal: typeof s.amount_total === 'number' ? s.amount_total : null,
    currency: typeof s.currency === 'string' ? s.currency.toLowerCase() : null,
    checkoutMode: typeof s.mode === 'string' ? s.mode : null,
    customerEmail: s.customer_details?.email ?? s.customer_email ?? null,
    customerName,
    shippingAddress: toAddress(customerName, shipping?.address ?? s.customer_details?.address ?? null),
    paymentIntentId: typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null),
  };
}

function intentIdOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function toProviderRefund(r: Stripe.Refund, fallbackIntent: string | null): ProviderRefund {
  return {
    id: r.id,
    amountCents: r.amount,
    currency: (r.currency ?? '').toLowerCase(),
    status: r.status ?? 'pending',
    paymentIntentId: intentIdOf(r.payment_intent) ?? fallbackIntent,
    localRefundId: typeof r.metadata?.refundId === 'string' ? r.metadata.refundId : null,
    reason: r.reason ?? null,
  };
}

/** The refunds a verified Stripe event reports; null for event types that are not about refunds. */
export function refundEventFromStripe(event: Stripe.Event): RefundWebhookEvent | null {
  if (!(REFUND_EVENT_TYPES as readonly string[]).includes(event.type)) return null;
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    const intent = intentIdOf(charge.payment_intent);
    // Newer API versions do not embed the refunds list: their refund.created events carry each refund.
    const list = charge.refunds?.data ?? [];
    return { id: event.id, type: event.type, refunds: list.map((r) => toProviderRefund(r, intent)) };
  }
  return { id: event.id, type: event.type, refunds: [toProviderRefund(event.data.object as Stripe.Refund, null)] };
}

import 'server-only';
// The one place the payment provider is chosen from the environment (docs/architecture.md "adapters"):
//   STRIPE_SECRET_KEY set   → Stripe Checkout (demo mode can never be active then)
//   STRIPE_SECRET_KEY unset → the local demo checkout page (no card is charged)
import type Stripe from 'stripe';
import { env } from '@/lib/env';
import { log } from '@/lib/logger';
import { demoPayments } from './demo';
import { buildStripeClient, createStripePayments } from './stripe';
import type { PaymentMode, PaymentsAdapter } from './types';

export * from './types';

export function paymentMode(): PaymentMode {
  return env().STRIPE_SECRET_KEY ? 'stripe' : 'demo';
}

export function isDemoPayments(): boolean {
  return paymentMode() === 'demo';
}

let cached: { signature: string; client: Stripe } | undefined;

/** The configured Stripe client (null in demo mode); rebuilt when the configuration changes (tests). */
export function stripeClient(): Stripe | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_API_HOST: apiHost } = env();
  if (!secretKey) return null;
  const signature = `${secretKey}|${apiHost ?? ''}`;
  if (cached?.signature !== signature) cached = { signature, client: buildStripeClient({ secretKey, apiHost }) };
  return cached.client;
}

let warnedNoWebhookSecret = false;

export function getPayments(): PaymentsAdapter {
  const client = stripeClient();
  if (client && !env().STRIPE_WEBHOOK_SECRET && !warnedNoWebhookSecret) {
    warnedNoWebhookSecret = true;
    log.warn('STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: payments cannot be confirmed until it is');
  }
  return client ? createStripePayments(client) : demoPayments;
}

/** The webhook signing secret, or null when Stripe webhooks are not configured. */
export function stripeWebhookSecret(): string | null {
  return env().STRIPE_WEBHOOK_SECRET ?? null;
}

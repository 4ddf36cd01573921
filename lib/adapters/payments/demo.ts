import 'server-only';
// Demo payments (no STRIPE_SECRET_KEY): the "hosted checkout" is a local page, clearly labelled as a demo,
// whose Pay button runs the same fulfilment as a verified Stripe webhook. No card is ever charged.
import type { PaymentsAdapter } from './types';

export const DEMO_SESSION_PREFIX = 'demo_';

export function demoSessionId(orderId: string): string {
  return `${DEMO_SESSION_PREFIX}${orderId}`;
}

export function demoCheckoutPath(orderId: string): string {
  return `/checkout/demo/${encodeURIComponent(orderId)}`;
}

/** Where Pay returns to when it is not the cart: an offer's page (docs/offers.md). Anything else is refused. */
export const DEMO_OFFER_RETURN = /^\/offers\/[A-Za-z0-9_-]{22}\?paid=1$/;

export function safeDemoReturn(path: string | null | undefined): string | null {
  return typeof path === 'string' && DEMO_OFFER_RETURN.test(path) ? path : null;
}

function demoReturnQuery(successUrl: string, origin: string): string {
  try {
    const url = new URL(successUrl);
    const path = `${url.pathname}${url.search}`;
    return url.origin === origin && safeDemoReturn(path) ? `?return=${encodeURIComponent(path)}` : '';
  } catch {
    return '';
  }
}

export const demoPayments: PaymentsAdapter = {
  mode: 'demo',
  async createCheckoutSession(input) {
    return { id: demoSessionId(input.orderId), url: `${input.origin}${demoCheckoutPath(input.orderId)}${demoReturnQuery(input.successUrl, input.origin)}` };
  },
  // Simulated the way Stripe answers: one refund per idempotency key, succeeded at once, no money moves.
  async createRefund(input) {
    return { id: `demo_re_${input.refundId}`, status: 'succeeded' };
  },
};

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

export const demoPayments: PaymentsAdapter = {
  mode: 'demo',
  async createCheckoutSession(input) {
    return { id: demoSessionId(input.orderId), url: `${input.origin}${demoCheckoutPath(input.orderId)}` };
  },
  // Simulated the way Stripe answers: one refund per idempotency key, succeeded at once, no money moves.
  async createRefund(input) {
    return { id: `demo_re_${input.refundId}`, status: 'succeeded' };
  },
};

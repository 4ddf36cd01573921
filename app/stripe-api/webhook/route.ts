import type { NextRequest } from 'next/server';
import { json, NO_STORE } from '@/lib/api/handler';
import { stripeWebhookSecret } from '@/lib/adapters/payments';
import { verifyStripeWebhook } from '@/lib/adapters/payments/stripe';
import { log } from '@/lib/logger';
import { applyPaymentEvent, paymentEventFromStripe } from '@/lib/server/orders';
import { siteOrigin } from '@/lib/server/request-info';

export const dynamic = 'force-dynamic';

const MAX_WEBHOOK_BYTES = 512 * 1024;
const headers = { 'Cache-Control': NO_STORE };

// POST /stripe-api/webhook — Stripe's signed event delivery. The signature is checked on the raw body
// (SECURITY item 12); each event id is applied once (item 13, R5); a database error answers 500 so Stripe
// delivers the event again later.
export async function POST(req: NextRequest): Promise<Response> {
  const secret = stripeWebhookSecret();
  if (!secret) {
    log.error('stripe webhook received but STRIPE_WEBHOOK_SECRET is not set');
    return json({ error: 'Stripe webhooks are not configured' }, { status: 503, headers });
  }
  const signature = req.headers.get('stripe-signature');
  if (!signature) return json({ error: 'Missing Stripe-Signature header' }, { status: 400, headers });
  if (Number(req.headers.get('content-length') ?? 0) > MAX_WEBHOOK_BYTES) {
    return json({ error: 'Request body is too large' }, { status: 413, headers });
  }

  const rawBody = await req.text();
  let event;
  try {
    event = verifyStripeWebhook(rawBody, signature, secret);
  } catch (err) {
    log.warn('stripe webhook signature rejected', { err: (err as Error).message });
    return json({ error: 'Invalid Stripe signature' }, { status: 400, headers });
  }

  const paymentEvent = paymentEventFromStripe(event);
  if (!paymentEvent) return json({ received: true, ignored: event.type }, { headers });
  try {
    const { outcome } = await applyPaymentEvent(paymentEvent, { origin: siteOrigin(req) });
    return json({ received: true, outcome }, { headers });
  } catch (err) {
    log.error('stripe webhook could not be applied; Stripe will retry', { eventId: event.id, type: event.type, err });
    return json({ error: 'The event could not be recorded; please retry' }, { status: 500, headers });
  }
}

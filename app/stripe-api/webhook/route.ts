import type { NextRequest } from 'next/server';
import { ApiError } from '@/lib/api/errors';
import { json, NO_STORE, readBodyText } from '@/lib/api/handler';
import { stripeWebhookSecret } from '@/lib/adapters/payments';
import { paymentEventFromStripe, refundEventFromStripe, verifyStripeWebhook } from '@/lib/adapters/payments/stripe';
import { log } from '@/lib/logger';
import { applyRefundWebhook } from '@/lib/server/fulfilment';
import { applyPaymentEvent } from '@/lib/server/orders';
import { siteOrigin } from '@/lib/server/request-info';

export const dynamic = 'force-dynamic';

/** Stripe events are well under this; the body is read with the same capped reader as every route. */
export const MAX_WEBHOOK_BYTES = 512 * 1024;
const headers = { 'Cache-Control': NO_STORE };

// POST /stripe-api/webhook — Stripe's signed event delivery. The signature is checked on the raw body
// (docs/security.md item 12); each event id is applied once (item 13, R5); a database error answers 500 so Stripe
// delivers the event again later.
export async function POST(req: NextRequest): Promise<Response> {
  const secret = stripeWebhookSecret();
  if (!secret) {
    log.error('stripe webhook received but STRIPE_WEBHOOK_SECRET is not set');
    return json({ error: 'Stripe webhooks are not configured' }, { status: 503, headers });
  }
  const signature = req.headers.get('stripe-signature');
  if (!signature) return json({ error: 'Missing Stripe-Signature header' }, { status: 400, headers });
  let rawBody: string;
  try {
    // Capped while reading (docs/security.md item 36): a chunked body without Content-Length stops at the limit.
    rawBody = await readBodyText(req, MAX_WEBHOOK_BYTES);
  } catch (err) {
    if (err instanceof ApiError) return json({ error: err.message }, { status: err.status, headers });
    throw err;
  }
  let event;
  try {
    event = verifyStripeWebhook(rawBody, signature, secret);
  } catch (err) {
    log.warn('stripe webhook signature rejected', { err: (err as Error).message });
    return json({ error: 'Invalid Stripe signature' }, { status: 400, headers });
  }

  const refundEvent = refundEventFromStripe(event);
  if (refundEvent) {
    try {
      // Refunds made here or in the Stripe dashboard: one record per Stripe refund id; a refund of a charge no
      // order holds is logged and answered 200 with nothing changed.
      const outcomes = await applyRefundWebhook(refundEvent);
      return json({ received: true, outcomes }, { headers });
    } catch (err) {
      log.error('stripe refund webhook could not be applied; Stripe will retry', { eventId: event.id, type: event.type, err });
      return json({ error: 'The event could not be recorded; please retry' }, { status: 500, headers });
    }
  }
  const paymentEvent = paymentEventFromStripe(event);
  if (!paymentEvent) return json({ received: true, ignored: event.type }, { headers });
  try {
    // An event for a session no order holds, or for another amount, is answered 200 with nothing changed
    // (Stripe would otherwise retry it for days); applyPaymentEvent logs why.
    const { outcome } = await applyPaymentEvent(paymentEvent, { origin: siteOrigin(req) });
    return json({ received: true, outcome }, { headers });
  } catch (err) {
    log.error('stripe webhook could not be applied; Stripe will retry', { eventId: event.id, type: event.type, err });
    return json({ error: 'The event could not be recorded; please retry' }, { status: 500, headers });
  }
}

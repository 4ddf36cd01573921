// Refunds through the real stripe SDK against the loopback fake, and their reconciliation from signed webhooks:
// the idempotency key is derived from the refund id; a webhook and an admin refund of the same money are one
// record; a refund Stripe refuses, or that times out, records nothing and a retry never refunds twice; a
// refund of an unknown charge is answered 200 and changes nothing; parallel refunds never exceed what was paid.
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { getDb } from '@/db/client';
import { emailOutbox, orderRefunds, orders } from '@/db/schema';
import { POST as createSession } from '@/app/stripe-api/create-checkout-session/route';
import { POST as webhook } from '@/app/stripe-api/webhook/route';
import { POST as refundRoute } from '@/app/api/admin/orders/[id]/refunds/route';
import { POST as cancelRoute } from '@/app/api/admin/orders/[id]/cancel/route';
import { fakeStripeForFile } from '@/tests/helpers/fake-stripe-env';
import { adminHeaders, callRoute } from '@/tests/helpers/api';
import { FakeStripe, stripeEvent } from '@/tests/helpers/fake-stripe';

jest.setTimeout(60_000);

const SECRET = 'whsec_test_secret_for_refunds_0123456789';
const stripe = fakeStripeForFile({ secretKey: 'sk_test_fake_refund_key', webhookSecret: SECRET });
let fake: FakeStripe;
beforeAll(() => {
  fake = stripe();
});

beforeEach(() => {
  fake.mode = { kind: 'ok' };
});

const event = (type: string, object: Record<string, unknown>) => stripeEvent(type, object);

async function deliver(evt: object) {
  const payload = JSON.stringify(evt);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return callRoute(webhook, { method: 'POST', path: '/stripe-api/webhook', rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

/** A Stripe order paid through a signed checkout.session.completed carrying its PaymentIntent: $118.00. */
async function paidStripeOrder(): Promise<{ orderId: string; intent: string }> {
  const res = await callRoute(createSession, {
    method: 'POST',
    path: '/stripe-api/create-checkout-session',
    body: { items: [{ id: 'BADM3362', quantity: 2, variant: '500 μL' }] },
  });
  expect(res.status).toBe(200);
  const session = [...fake.sessions.values()].find((s) => s.url === res.json.url)!;
  const intent = `pi_test_${session.id.slice(-12)}`;
  const paid = await deliver(
    event('checkout.session.completed', {
      id: session.id,
      object: 'checkout.session',
      client_reference_id: session.client_reference_id,
      metadata: session.metadata,
      mode: 'payment',
      payment_status: 'paid',
      status: 'complete',
      amount_total: 11800,
      currency: 'usd',
      payment_intent: intent,
      customer_details: { email: 'ada@lab.test', name: 'Ada Lovelace', address: { line1: '1 Bench Way', city: 'Cambridge', postal_code: '02139', country: 'US' } },
    }),
  );
  expect(paid.json.outcome).toBe('paid');
  return { orderId: session.client_reference_id!, intent };
}

async function refund(orderId: string, body: Record<string, unknown>) {
  return callRoute(refundRoute, { method: 'POST', path: `/api/admin/orders/${orderId}/refunds`, params: { id: orderId }, body, headers: await adminHeaders() });
}

async function refundsOf(orderId: string) {
  const db = await getDb();
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
}

async function orderRow(id: string) {
  const db = await getDb();
  const [r] = await db.select().from(orders).where(eq(orders.id, id));
  return r;
}

async function refundMails(orderId: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(and(eq(emailOutbox.refId, orderId), eq(emailOutbox.kind, 'order-refunded')));
}

function refundObject(r: { id: string; amount: number; intent: string; status?: string; refundId?: string }) {
  return {
    id: r.id,
    object: 'refund',
    amount: r.amount,
    currency: 'usd',
    payment_intent: r.intent,
    status: r.status ?? 'succeeded',
    reason: null,
    metadata: r.refundId ? { refundId: r.refundId } : {},
  };
}

describe('admin refunds through the Stripe Refunds API', () => {
  test('the refund is made against the PaymentIntent with an idempotency key from the refund id; its webhooks add no second record', async () => {
    const { orderId, intent } = await paidStripeOrder();
    const refundId = crypto.randomUUID();
    const before = fake.refundRequests.length;
    const res = await refund(orderId, { refundId, amount: '20.00', reason: 'Short-dated lot' });
    expect(res.status).toBe(201);
    const req = fake.refundRequests.slice(before);
    expect(req).toHaveLength(1);
    expect(req[0].idempotencyKey).toBe(`bioark-refund-${refundId}`);
    expect(req[0].body).toMatchObject({ payment_intent: intent, amount: '2000', metadata: { orderId, refundId } });
    const [record] = await refundsOf(orderId);
    expect(record).toMatchObject({ id: refundId, status: 'succeeded', amountCents: 2000, source: 'admin' });
    expect(record.providerRefundId).toMatch(/^re_test_/);
    expect(await orderRow(orderId)).toMatchObject({ status: 'partially_refunded', refundedCents: 2000 });

    // Stripe reports the same refund three ways: still one record, one e-mail.
    const obj = refundObject({ id: record.providerRefundId!, amount: 2000, intent, refundId });
    expect((await deliver(event('refund.created', obj))).json.outcomes).toEqual(['duplicate']);
    expect((await deliver(event('refund.updated', obj))).json.outcomes).toEqual(['duplicate']);
    const charge = { id: 'ch_1', object: 'charge', payment_intent: intent, amount_refunded: 2000, refunds: { object: 'list', data: [obj] } };
    expect((await deliver(event('charge.refunded', charge))).json.outcomes).toEqual(['duplicate']);
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect(await refundMails(orderId)).toHaveLength(1);
    expect((await orderRow(orderId)).refundedCents).toBe(2000);
  });

  test("a refund Stripe refuses records nothing and shows Stripe's reason", async () => {
    const { orderId } = await paidStripeOrder();
    fake.mode = { kind: 'error', status: 400, message: 'Charge ch_1 has already been refunded.' };
    const res = await refund(orderId, { amount: '10', reason: 'x' });
    expect(res.status).toBe(502);
    expect(res.json.error).toBe('Stripe refused the refund: Charge ch_1 has already been refunded.');
    expect(await refundsOf(orderId)).toHaveLength(0);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', refundedCents: 0 });
  });

  test('Stripe down: a clear 503 at once, nothing recorded', async () => {
    const { orderId } = await paidStripeOrder();
    await fake.stop();
    try {
      const started = Date.now();
      const res = await refund(orderId, { amount: '10', reason: 'x' });
      expect(res.status).toBe(503);
      expect(res.json.error).toMatch(/nothing was recorded/);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await fake.start();
    }
    expect(await refundsOf(orderId)).toHaveLength(0);
    expect((await orderRow(orderId)).refundedCents).toBe(0);
  });

  test('Stripe slow: 503 within the time limit, nothing recorded; the retry with the same refund id refunds once', async () => {
    const { orderId } = await paidStripeOrder();
    const refundId = crypto.randomUUID();
    fake.mode = { kind: 'slow', delayMs: 9_500 };
    const started = Date.now();
    const res = await refund(orderId, { refundId, amount: '15', reason: 'x' });
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await refundsOf(orderId)).toHaveLength(0);
    // Stripe did make the refund meanwhile; the retry carries the same key and gets the same refund back.
    fake.mode = { kind: 'ok' };
    const retry = await refund(orderId, { refundId, amount: '15', reason: 'x' });
    expect(retry.status).toBe(201);
    const made = [...fake.refunds.values()].filter((r) => r.metadata.refundId === refundId);
    expect(made).toHaveLength(1);
    expect(fake.refundRequests.filter((r) => r.idempotencyKey === `bioark-refund-${refundId}`).at(-1)!.replayed).toBe(true);
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect((await orderRow(orderId)).refundedCents).toBe(1500);
  }, 30_000);

  test('timeout, then the webhook reports the refund, then the admin retries: one record, one Stripe refund', async () => {
    const { orderId, intent } = await paidStripeOrder();
    const refundId = crypto.randomUUID();
    fake.mode = { kind: 'slow', delayMs: 9_500 };
    expect((await refund(orderId, { refundId, amount: '12', reason: 'x' })).status).toBe(503);
    fake.mode = { kind: 'ok' };
    const made = [...fake.refunds.values()].find((r) => r.metadata.refundId === refundId)!;
    const hook = await deliver(event('refund.created', refundObject({ id: made.id, amount: 1200, intent, refundId })));
    expect(hook.json.outcomes).toEqual(['recorded']);
    const retry = await refund(orderId, { refundId, amount: '12', reason: 'x' });
    expect(retry.status).toBe(200);
    expect(retry.json.refund).toMatchObject({ refundId, created: false });
    const records = await refundsOf(orderId);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ id: refundId, providerRefundId: made.id, source: 'admin', status: 'succeeded' });
    expect((await orderRow(orderId)).refundedCents).toBe(1200);
    expect(await refundMails(orderId)).toHaveLength(1);
  }, 30_000);

  test('two admins at once: one refund reaches Stripe, never more than paid', async () => {
    const { orderId } = await paidStripeOrder();
    const before = fake.refundRequests.length;
    const results = await Promise.all([refund(orderId, { amount: '100', reason: 'A' }), refund(orderId, { amount: '100', reason: 'B' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(fake.refundRequests.length - before).toBe(1);
    expect((await orderRow(orderId)).refundedCents).toBe(10000);
  });
});

async function mailsOfKind(orderId: string, kind: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(and(eq(emailOutbox.refId, orderId), eq(emailOutbox.kind, kind)));
}

describe('cancelling a paid Stripe order', () => {
  test("Stripe's webhook reports the refund before the API replies: cancelled once, one cancellation e-mail, no separate refund e-mail", async () => {
    const { orderId, intent } = await paidStripeOrder();
    const refundId = crypto.randomUUID();
    fake.mode = { kind: 'slow', delayMs: 2_000 };
    const cancelling = callRoute(cancelRoute, { method: 'POST', path: `/api/admin/orders/${orderId}/cancel`, params: { id: orderId }, body: { refundId, reason: 'Ordered twice' }, headers: await adminHeaders() });
    // Stripe has made the refund and sends its webhook while the API's answer is still on its way.
    let made;
    for (let i = 0; i < 100 && !made; i++) {
      made = [...fake.refunds.values()].find((r) => r.metadata.refundId === refundId);
      if (!made) await new Promise((r) => setTimeout(r, 20));
    }
    expect(made).toBeDefined();
    const hook = await deliver(event('refund.created', refundObject({ id: made!.id, amount: 11800, intent, refundId })));
    expect(hook.json.outcomes).toEqual(['completed']);
    expect(await orderRow(orderId)).toMatchObject({ status: 'canceled', refundedCents: 11800 });
    const res = await cancelling;
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ canceled: true, refundedCents: 11800 });
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect((await refundsOf(orderId))[0]).toMatchObject({ id: refundId, status: 'succeeded', cancelsOrder: true });
    expect(await mailsOfKind(orderId, 'order-canceled')).toHaveLength(1);
    expect(await mailsOfKind(orderId, 'order-refunded')).toHaveLength(0);
    // A late repeat of the webhook changes nothing.
    expect((await deliver(event('refund.updated', refundObject({ id: made!.id, amount: 11800, intent, refundId })))).json.outcomes).toEqual(['duplicate']);
    expect(await mailsOfKind(orderId, 'order-canceled')).toHaveLength(1);
  }, 30_000);

  test('the API replies first (the usual order): the same single outcome', async () => {
    const { orderId, intent } = await paidStripeOrder();
    const refundId = crypto.randomUUID();
    const res = await callRoute(cancelRoute, { method: 'POST', path: `/api/admin/orders/${orderId}/cancel`, params: { id: orderId }, body: { refundId }, headers: await adminHeaders() });
    expect(res.status).toBe(200);
    const [record] = await refundsOf(orderId);
    expect((await deliver(event('refund.created', refundObject({ id: record.providerRefundId!, amount: 11800, intent, refundId })))).json.outcomes).toEqual(['duplicate']);
    expect(await orderRow(orderId)).toMatchObject({ status: 'canceled', refundedCents: 11800 });
    expect(await mailsOfKind(orderId, 'order-canceled')).toHaveLength(1);
    expect(await mailsOfKind(orderId, 'order-refunded')).toHaveLength(0);
  });
});

describe('refunds made in the Stripe dashboard (webhook reconciliation)', () => {
  test('charge.refunded records the refund once, queues one e-mail; repeats and refund.updated add nothing', async () => {
    const { orderId, intent } = await paidStripeOrder();
    const obj = refundObject({ id: `re_dash_${Date.now()}`, amount: 1800, intent });
    const charge = { id: 'ch_dash', object: 'charge', payment_intent: intent, amount_refunded: 1800, refunds: { object: 'list', data: [obj] } };
    const first = await deliver(event('charge.refunded', charge));
    expect(first.status).toBe(200);
    expect(first.json.outcomes).toEqual(['recorded']);
    const again = await Promise.all([deliver(event('charge.refunded', charge)), deliver(event('refund.updated', obj))]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    const records = await refundsOf(orderId);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ source: 'stripe', amountCents: 1800, status: 'succeeded', providerRefundId: obj.id });
    expect(await orderRow(orderId)).toMatchObject({ status: 'partially_refunded', refundedCents: 1800 });
    expect(await refundMails(orderId)).toHaveLength(1);

    // The refund later fails at the bank: it no longer counts.
    const failed = await deliver(event('refund.updated', { ...obj, status: 'failed' }));
    expect(failed.json.outcomes).toEqual(['reversed']);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', refundedCents: 0 });
  });

  test('a refund of an unknown charge is logged, answered 200, and nothing changes', async () => {
    const { orderId } = await paidStripeOrder();
    const obj = refundObject({ id: 're_unknown', amount: 500, intent: 'pi_nobody_has_this' });
    const res = await deliver(event('charge.refunded', { id: 'ch_x', object: 'charge', payment_intent: 'pi_nobody_has_this', refunds: { object: 'list', data: [obj] } }));
    expect(res.status).toBe(200);
    expect(res.json.outcomes).toEqual(['unknown-charge']);
    const db = await getDb();
    expect(await db.select().from(orderRefunds).where(eq(orderRefunds.providerRefundId, 're_unknown'))).toHaveLength(0);
    expect((await orderRow(orderId)).refundedCents).toBe(0);
  });

  test('a webhook refund larger than what remains is ignored (the check constraint is never hit)', async () => {
    const { orderId, intent } = await paidStripeOrder();
    const res = await deliver(event('refund.created', refundObject({ id: `re_big_${Date.now()}`, amount: 11801, intent })));
    expect(res.status).toBe(200);
    expect(res.json.outcomes).toEqual(['mismatch']);
    expect(await refundsOf(orderId)).toHaveLength(0);
  });
});

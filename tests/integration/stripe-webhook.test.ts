// POST /stripe-api/webhook with real signatures (stripe.webhooks.generateTestHeaderString): forged or altered
// deliveries change nothing (docs/security.md item 12); one event — also delivered twice at once — pays one order and
// queues one e-mail per kind (13, R5); only a paid completion or async success marks an order paid (14);
// a database error answers 5xx so Stripe retries, and the retry then succeeds.
import { and, count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { getDb, getDbHandle } from '@/db/client';
import { emailOutbox, orders, stripeEvents } from '@/db/schema';
import { POST as createSession } from '@/app/stripe-api/create-checkout-session/route';
import { POST as webhook } from '@/app/stripe-api/webhook/route';
import { resetEnvForTests } from '@/lib/env';
import { fakeStripeForFile } from '@/tests/helpers/fake-stripe-env';
import { callRoute, TEST_ORIGIN } from '@/tests/helpers/api';
import { FakeStripe, stripeEvent } from '@/tests/helpers/fake-stripe';

jest.setTimeout(60_000);

const SECRET = 'whsec_test_secret_for_webhooks_0123456789';
const stripe = fakeStripeForFile({ secretKey: 'sk_test_fake_webhook_key', webhookSecret: SECRET });
let fake: FakeStripe;
beforeAll(() => {
  fake = stripe();
});

/** A pending order created through the real checkout route; returns its id and Stripe session id. */
async function pendingOrder(): Promise<{ orderId: string; sessionId: string }> {
  const res = await callRoute(createSession, {
    method: 'POST',
    path: '/stripe-api/create-checkout-session',
    body: { items: [{ id: 'BADM3362', name: 'x', price: 1, quantity: 2, imageUrl: '', variant: '500 μL' }] },
  });
  expect(res.status).toBe(200);
  const session = [...fake.sessions.values()].find((s) => s.url === res.json.url)!;
  return { orderId: session.client_reference_id!, sessionId: session.id };
}

function sessionEvent(
  type: string,
  ref: { orderId: string; sessionId: string },
  opts: { paymentStatus?: string; id?: string } = {},
) {
  return stripeEvent(
    type,
    {
      id: ref.sessionId,
      object: 'checkout.session',
      client_reference_id: ref.orderId,
      metadata: { orderId: ref.orderId },
      mode: 'payment',
      payment_status: opts.paymentStatus ?? 'paid',
      status: 'complete',
      amount_total: 11800,
      currency: 'usd',
      customer_email: null,
      customer_details: {
        email: 'ada@lab.test',
        name: 'Ada Lovelace',
        address: { line1: '1 Bench Way', line2: null, city: 'Cambridge', state: 'MA', postal_code: '02139', country: 'US' },
      },
      collected_information: {
        shipping_details: {
          name: 'Ada Lovelace (Lab 4)',
          address: { line1: '4 Cold Room Rd', line2: 'Bldg 2', city: 'Boston', state: 'MA', postal_code: '02115', country: 'US' },
        },
      },
    },
    opts.id,
  );
}

function deliver(payload: string, signature: string | null) {
  return callRoute(webhook, {
    method: 'POST',
    path: '/stripe-api/webhook',
    rawBody: payload,
    headers: { 'content-type': 'application/json', ...(signature !== null ? { 'stripe-signature': signature } : {}) },
  });
}

function signed(event: object, secret = SECRET) {
  const payload = JSON.stringify(event, null, 2);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

async function orderRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

async function outboxFor(orderId: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(and(eq(emailOutbox.refType, 'order'), eq(emailOutbox.refId, orderId)));
}

async function eventCount(): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(stripeEvents);
  return n;
}

describe('signature verification (docs/security.md item 12)', () => {
  test.each([
    ['no Stripe-Signature header', (p: string, _s: string) => [p, null] as const],
    ['a signature made with another secret', (p: string) => [p, Stripe.webhooks.generateTestHeaderString({ payload: p, secret: 'whsec_attacker' })] as const],
    ['a garbage signature', (p: string) => [p, 't=1,v1=deadbeef'] as const],
    ['a body changed by one byte after signing', (p: string, s: string) => [p.replace('"paid"', '"paie"'), s] as const],
    ['a body with an extra space after signing', (p: string, s: string) => [`${p} `, s] as const],
    ['an old timestamp (replay after 5 minutes)', (p: string) => [p, Stripe.webhooks.generateTestHeaderString({ payload: p, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 600 })] as const],
  ])('%s → 400 and nothing changes', async (_label, tamper) => {
    const ref = await pendingOrder();
    const { payload, signature } = signed(sessionEvent('checkout.session.completed', ref));
    const eventsBefore = await eventCount();
    const [body, sig] = tamper(payload, signature);
    const res = await deliver(body, sig);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/Stripe-Signature|Invalid Stripe signature/);
    expect((await orderRow(ref.orderId)).status).toBe('pending');
    expect((await orderRow(ref.orderId)).customerEmail).toBeNull();
    expect(await outboxFor(ref.orderId)).toHaveLength(0);
    expect(await eventCount()).toBe(eventsBefore);
  });
});

describe('fulfilment', () => {
  test('checkout.session.completed (paid): the order is paid with e-mail and address, and two e-mails are queued', async () => {
    const ref = await pendingOrder();
    const { payload, signature } = signed(sessionEvent('checkout.session.completed', ref));
    const res = await deliver(payload, signature);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true, outcome: 'paid' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    const order = await orderRow(ref.orderId);
    expect(order.status).toBe('paid');
    expect(order.paidAt).toBeInstanceOf(Date);
    expect(order.customerEmail).toBe('ada@lab.test');
    expect(order.customerName).toBe('Ada Lovelace (Lab 4)');
    expect(order.shippingAddress).toEqual({
      name: 'Ada Lovelace (Lab 4)',
      line1: '4 Cold Room Rd',
      line2: 'Bldg 2',
      city: 'Boston',
      state: 'MA',
      postalCode: '02115',
      country: 'US',
    });

    const mails = (await outboxFor(ref.orderId)).sort((a, b) => a.kind.localeCompare(b.kind));
    expect(mails.map((m) => [m.kind, m.to, m.status, m.dedupeKey])).toEqual([
      ['order-admin', '', 'pending', `order:${ref.orderId}:admin`],
      ['order-customer', 'ada@lab.test', 'pending', `order:${ref.orderId}:customer`],
    ]);
    const customer = mails.find((m) => m.kind === 'order-customer')!;
    expect(customer.subject).toMatch(/^Your BioArk order #[0-9A-F]{8} is confirmed$/);
    expect(customer.html).toContain('GN8K DNA Marker (500 μL) — BADM3362');
    expect(customer.html).toContain('$118.00');
    expect(customer.text).toContain('Shipping: $40.00');
    const admin = mails.find((m) => m.kind === 'order-admin')!;
    expect(admin.replyTo).toBe('ada@lab.test');
    expect(admin.html).toContain(`${TEST_ORIGIN}/admin/orders/${ref.orderId}`);
  });

  test('the same event delivered twice: one paid order, one e-mail per kind', async () => {
    const ref = await pendingOrder();
    const { payload, signature } = signed(sessionEvent('checkout.session.completed', ref));
    const first = await deliver(payload, signature);
    const paidAt = (await orderRow(ref.orderId)).paidAt;
    const second = await deliver(payload, signature);
    expect(first.json.outcome).toBe('paid');
    expect(second.status).toBe(200);
    expect(second.json.outcome).toBe('duplicate');
    expect((await orderRow(ref.orderId)).paidAt).toEqual(paidAt);
    expect(await outboxFor(ref.orderId)).toHaveLength(2);
  });

  test('the same event delivered five times in parallel: exactly one fulfilment (R5)', async () => {
    const ref = await pendingOrder();
    const { payload, signature } = signed(sessionEvent('checkout.session.completed', ref));
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(payload, signature)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json.outcome === 'paid')).toHaveLength(1);
    expect(results.filter((r) => r.json.outcome === 'duplicate')).toHaveLength(4);
    expect((await orderRow(ref.orderId)).status).toBe('paid');
    const mails = await outboxFor(ref.orderId);
    expect(mails.map((m) => m.kind).sort()).toEqual(['order-admin', 'order-customer']);
  });

  test('two different paying events for one order (completed + async succeeded, in parallel): one e-mail per kind', async () => {
    const ref = await pendingOrder();
    const a = signed(sessionEvent('checkout.session.completed', ref));
    const b = signed(sessionEvent('checkout.session.async_payment_succeeded', ref));
    const results = await Promise.all([deliver(a.payload, a.signature), deliver(b.payload, b.signature)]);
    expect(results.map((r) => r.json.outcome).sort()).toEqual(['already-paid', 'paid']);
    expect(await outboxFor(ref.orderId)).toHaveLength(2);
  });

  test('completed but unpaid (delayed payment method) is not paid; async_payment_succeeded then pays it (docs/security.md item 14)', async () => {
    const ref = await pendingOrder();
    const unpaid = signed(sessionEvent('checkout.session.completed', ref, { paymentStatus: 'unpaid' }));
    const res = await deliver(unpaid.payload, unpaid.signature);
    expect(res.json.outcome).toBe('awaiting-payment');
    let order = await orderRow(ref.orderId);
    expect(order.status).toBe('pending');
    expect(order.customerEmail).toBe('ada@lab.test');
    expect(await outboxFor(ref.orderId)).toHaveLength(0);

    const ok = signed(sessionEvent('checkout.session.async_payment_succeeded', ref, { paymentStatus: 'paid' }));
    expect((await deliver(ok.payload, ok.signature)).json.outcome).toBe('paid');
    order = await orderRow(ref.orderId);
    expect(order.status).toBe('paid');
    expect(await outboxFor(ref.orderId)).toHaveLength(2);
  });

  test('async_payment_failed marks a pending order failed; no e-mail', async () => {
    const ref = await pendingOrder();
    const ev = signed(sessionEvent('checkout.session.async_payment_failed', ref, { paymentStatus: 'unpaid' }));
    expect((await deliver(ev.payload, ev.signature)).json.outcome).toBe('failed');
    expect((await orderRow(ref.orderId)).status).toBe('failed');
    expect(await outboxFor(ref.orderId)).toHaveLength(0);
  });

  test('expired marks a pending order expired, but never un-pays a paid one', async () => {
    const ref = await pendingOrder();
    const ev = signed(sessionEvent('checkout.session.expired', ref, { paymentStatus: 'unpaid' }));
    expect((await deliver(ev.payload, ev.signature)).json.outcome).toBe('expired');
    expect((await orderRow(ref.orderId)).status).toBe('expired');

    const paidRef = await pendingOrder();
    const paid = signed(sessionEvent('checkout.session.completed', paidRef));
    await deliver(paid.payload, paid.signature);
    const late = signed(sessionEvent('checkout.session.expired', paidRef, { paymentStatus: 'unpaid' }));
    expect((await deliver(late.payload, late.signature)).json.outcome).toBe('unchanged');
    expect((await orderRow(paidRef.orderId)).status).toBe('paid');
  });

  test('events of other types are acknowledged and ignored', async () => {
    const before = await eventCount();
    const { payload, signature } = signed({ id: 'evt_other_1', object: 'event', type: 'payment_intent.created', data: { object: { id: 'pi_1', object: 'payment_intent' } } });
    const res = await deliver(payload, signature);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true, ignored: 'payment_intent.created' });
    expect(await eventCount()).toBe(before);
  });

  test('an event for an unknown session is acknowledged (no retry storm) and recorded once', async () => {
    const { payload, signature } = signed(sessionEvent('checkout.session.completed', { orderId: 'not-a-uuid', sessionId: 'cs_test_unknown' }));
    const res = await deliver(payload, signature);
    expect(res.status).toBe(200);
    expect(res.json.outcome).toBe('unknown-order');
  });

  test('a database error answers 500 and records nothing, so Stripe’s retry fulfils the order once', async () => {
    const ref = await pendingOrder();
    const { payload, signature } = signed(sessionEvent('checkout.session.completed', ref));
    const handle = await getDbHandle();
    await handle.exec('alter table email_outbox rename to email_outbox_gone');
    let failed;
    try {
      failed = await deliver(payload, signature);
    } finally {
      await handle.exec('alter table email_outbox_gone rename to email_outbox');
    }
    expect(failed.status).toBe(500);
    expect(failed.json.error).toBe('The event could not be recorded; please retry');
    expect((await orderRow(ref.orderId)).status).toBe('pending');

    const retry = await deliver(payload, signature);
    expect(retry.json.outcome).toBe('paid');
    expect(await outboxFor(ref.orderId)).toHaveLength(2);
  });
});

describe('configuration', () => {
  test('without STRIPE_WEBHOOK_SECRET the webhook refuses with 503 (Stripe keeps the event)', async () => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    resetEnvForTests();
    try {
      const ref = await pendingOrder();
      const { payload, signature } = signed(sessionEvent('checkout.session.completed', ref));
      const res = await deliver(payload, signature);
      expect(res.status).toBe(503);
      expect((await orderRow(ref.orderId)).status).toBe('pending');
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = SECRET;
      resetEnvForTests();
    }
  });
});

// Attack replay, payment integrity (docs/security.md items 31 and 36; docs/security.md): replayed against the production
// build (scripts/serve.mjs) in Stripe mode, with the real stripe SDK pointed at a loopback fake and real webhook
// signatures. Before the fix a signed event for an unknown session carrying a $3,000 order's id and
// amount_total 100 answered {"outcome":"paid"}; a 200 MB chunked webhook body was read whole before the
// signature was checked.
import { createHash } from 'node:crypto';
import http from 'node:http';
import Stripe from 'stripe';
import { expect, test } from '../helpers/playwright';
import { startFakeStripe, stripeEvent, type FakeStripe } from '../helpers/fake-stripe';
import { startProdServer, testPort, TEST_ADMIN, type ProdServer } from '../helpers/prod-server';

const WEBHOOK_SECRET = 'whsec_attack_replay_secret_0123456789';
let fake: FakeStripe;
let server: ProdServer;
let token = '';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  fake = await startFakeStripe();
  server = await startProdServer('payments', testPort(0), {
    STRIPE_SECRET_KEY: 'sk_test_attack_replay',
    STRIPE_API_HOST: fake.host,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const res = await fetch(`${server.url}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
  token = ((await res.json()) as { token: string }).token;
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.stop();
});

/** A pending order of about $3,000 (76 × $39 + $40 shipping) through the real checkout route. */
async function bigPendingOrder(checkoutKey?: string) {
  const res = await fetch(`${server.url}/stripe-api/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ id: 'BADM3362', name: 'x', price: 1, quantity: 76, imageUrl: '', variant: '500 μL' }], ...(checkoutKey ? { checkoutKey } : {}) }),
  });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const session = [...fake.sessions.values()].find((s) => s.url === url)!;
  return { orderId: session.client_reference_id!, sessionId: session.id, amount: session.amount_total };
}

function completedEvent(opts: { sessionId: string; orderId: string; amount: number; currency?: string; mode?: string }) {
  return stripeEvent('checkout.session.completed', {
    id: opts.sessionId,
    object: 'checkout.session',
    client_reference_id: opts.orderId,
    metadata: { orderId: opts.orderId },
    mode: opts.mode ?? 'payment',
    payment_status: 'paid',
    status: 'complete',
    amount_total: opts.amount,
    currency: opts.currency ?? 'usd',
    customer_details: { email: 'mallory@evil.test', name: 'Mallory', address: null },
  });
}

async function deliver(baseUrl: string, event: object) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await fetch(`${baseUrl}/stripe-api/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function adminGet(path: string, base = server.url, bearer = token) {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${bearer}` } });
  return (await res.json()) as Record<string, unknown>;
}

async function orderStatus(orderId: string, base = server.url, bearer = token) {
  const { order } = (await adminGet(`/api/admin/orders/${orderId}`, base, bearer)) as { order: { status: string; customerEmail: string | null } };
  return order;
}

async function orderEmails(orderId: string, base = server.url, bearer = token) {
  const view = (await adminGet('/api/admin/outbox?limit=200', base, bearer)) as { items: { refId: string | null }[] };
  return view.items.filter((i) => i.refId === orderId).length;
}

test('item 1: a signed event for a session the order does not hold, carrying its id and $1, pays nothing', async () => {
  const order = await bigPendingOrder();
  expect(order.amount).toBe(76 * 3900 + 4000);
  const attack = await deliver(server.url, completedEvent({ sessionId: `cs_test_payment_link_${Date.now()}`, orderId: order.orderId, amount: 100 }));
  expect(attack.status).toBe(200);
  expect(attack.json.outcome).not.toBe('paid');
  expect(await orderStatus(order.orderId)).toMatchObject({ status: 'pending', customerEmail: null });
  expect(await orderEmails(order.orderId)).toBe(0);
});

test('item 1: the order’s own session with another amount, currency or mode pays nothing', async () => {
  const order = await bigPendingOrder();
  for (const tampered of [{ amount: 100 }, { amount: order.amount, currency: 'eur' }, { amount: order.amount, mode: 'subscription' }]) {
    const res = await deliver(server.url, completedEvent({ sessionId: order.sessionId, orderId: order.orderId, ...tampered }));
    expect(res.status).toBe(200);
    expect(res.json.outcome).toBe('mismatch');
  }
  expect((await orderStatus(order.orderId)).status).toBe('pending');
  expect(await orderEmails(order.orderId)).toBe(0);

  // The genuine event still pays it, once.
  const genuine = await deliver(server.url, completedEvent({ sessionId: order.sessionId, orderId: order.orderId, amount: order.amount }));
  expect(genuine.json.outcome).toBe('paid');
  expect((await orderStatus(order.orderId)).status).toBe('paid');
});

test('item 1: order ids are random — not derived from the checkout key the buyer sends', async () => {
  const key = `replay-key-${Date.now()}`;
  const first = await bigPendingOrder(key);
  const again = await bigPendingOrder(key);
  expect(again.orderId).toBe(first.orderId); // a retry still finds its pending order
  // The old derivation: sha256 of the key, the mode and public line data, shaped as a UUID.
  const h = createHash('sha256')
    .update(JSON.stringify(['bioark-checkout-v1', key, 'stripe', [['fp-badm3362', '500 μL', 3900, 76]]]))
    .digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  const predictable = `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  expect(first.orderId).not.toBe(predictable);
  expect(first.orderId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

test('item 1: a demo-mode order is never paid by a Stripe event', async () => {
  const demo = await startProdServer('payments-demo', testPort(1), { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  try {
    const res = await fetch(`${demo.url}/stripe-api/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ id: 'BADM3362', name: 'x', price: 1, quantity: 76, imageUrl: '', variant: '500 μL' }] }),
    });
    const { url } = (await res.json()) as { url: string };
    const orderId = decodeURIComponent(url.split('/checkout/demo/')[1]);
    const signin = await fetch(`${demo.url}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
    const demoToken = ((await signin.json()) as { token: string }).token;
    for (const sessionId of [`cs_test_unknown_${Date.now()}`, `demo_${orderId}`]) {
      const attack = await deliver(demo.url, completedEvent({ sessionId, orderId, amount: 100 }));
      expect(attack.status).toBe(200);
      expect(attack.json.outcome).not.toBe('paid');
    }
    const full = await deliver(demo.url, completedEvent({ sessionId: `demo_${orderId}`, orderId, amount: 76 * 3900 + 4000 }));
    expect(full.json.outcome).not.toBe('paid');
    expect((await orderStatus(orderId, demo.url, demoToken)).status).toBe('pending');
  } finally {
    await demo.stop();
  }
});

test('item 2: a webhook body past the limit is refused while it is read (chunked, no Content-Length)', async () => {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: '{}', secret: WEBHOOK_SECRET });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const url = new URL(`${server.url}/stripe-api/webhook`);
  let sent = 0;
  const result = await new Promise<{ status: number; sentWhenAnswered: number }>((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature, 'transfer-encoding': 'chunked' } },
      (res) => {
        const status = res.statusCode ?? 0;
        const sentWhenAnswered = sent;
        res.resume();
        req.destroy();
        resolve({ status, sentWhenAnswered });
      },
    );
    req.on('error', (err) => (sent > 0 ? undefined : reject(err)));
    // Up to 200 MB, written as fast as the server reads it; the answer must come long before the end.
    const pump = () => {
      while (sent < 200 * 1024 * 1024) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
  expect(result.status).toBe(413);
  expect(result.sentWhenAnswered).toBeLessThan(20 * 1024 * 1024);
  // The server is still fine.
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
});

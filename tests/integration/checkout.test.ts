// POST /stripe-api/create-checkout-session with the real stripe SDK pointed at a loopback fake Stripe:
// prices come from the database (docs/security.md item 10), bad items are refused before anything is written (11),
// return URLs stay on this site, the idempotency key is derived from the order (15), and a slow or down
// Stripe gives a clear error within 10 s while a retry never creates a second session (R4).
import { count, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { orderLines, orders } from '@/db/schema';
import { POST as createSession } from '@/app/stripe-api/create-checkout-session/route';
import { fakeStripeForFile } from '@/tests/helpers/fake-stripe-env';
import { checkoutIdempotencyKey } from '@/lib/server/orders';
import { callRoute, TEST_ORIGIN } from '@/tests/helpers/api';
import { FakeStripe } from '@/tests/helpers/fake-stripe';

// Database set-up (migrate + seed + argon2) can take longer than 5 s on a loaded machine.
jest.setTimeout(60_000);

const stripe = fakeStripeForFile({ secretKey: 'sk_test_fake_checkout_key' });
let fake: FakeStripe;
beforeAll(() => {
  fake = stripe();
});

beforeEach(() => fake.reset());

const PATH = '/stripe-api/create-checkout-session';

function post(body: unknown, headers: Record<string, string> = {}) {
  return callRoute(createSession, { method: 'POST', path: PATH, body, headers });
}

async function orderCount(): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(orders);
  return n;
}

function item(id: string, quantity: number, variant?: string, extra: Record<string, unknown> = {}) {
  return { id, name: `client name for ${id}`, price: 1, quantity, imageUrl: '/x.webp', variant, ...extra };
}

describe('server-side pricing', () => {
  test('a tampered price of 1 cent yields a session whose line amounts are the database prices', async () => {
    const res = await post({
      items: [item('BADM3362', 2, '5 x 500 μL', { name: 'Free marker', price: 1 }), item('BSY3320', 1, 'Low ROX', { price: 0.01 })],
      successUrl: `${TEST_ORIGIN}/cart?success=1`,
      cancelUrl: `${TEST_ORIGIN}/cart?canceled=1`,
      shippingCents: 0,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Object.keys(res.json)).toEqual(['url']);

    expect(fake.createRequests).toHaveLength(1);
    const request = fake.createRequests[0];
    const session = [...fake.sessions.values()][0];
    expect(res.json.url).toBe(session.url);
    expect(request.authorization).toBe('Bearer sk_test_fake_checkout_key');
    expect(session.line_items).toEqual([
      { quantity: 2, unit_amount: 17500, currency: 'usd', name: 'GN8K DNA Marker (5 x 500 μL)' },
      { quantity: 1, unit_amount: 5989, currency: 'usd', name: 'SYBR Green qPCR Mix (Low ROX)' },
    ]);
    // docs/requirements.md §9: flat shipping of 4000 cents because payable items exist — whatever the client sent.
    expect(session.shipping_amount).toBe(4000);
    expect(session.amount_total).toBe(2 * 17500 + 5989 + 4000);
    expect(session.success_url).toBe(`${TEST_ORIGIN}/cart?success=1`);
    expect(session.cancel_url).toBe(`${TEST_ORIGIN}/cart?canceled=1`);

    // The pending order was written with the same amounts, and holds the session id.
    const db = await getDb();
    const [order] = await db.select().from(orders).where(eq(orders.stripeSessionId, session.id));
    expect(order).toMatchObject({ status: 'pending', mode: 'stripe', currency: 'usd', subtotalCents: 40989, shippingCents: 4000, totalCents: 44989 });
    expect(session.client_reference_id).toBe(order.id);
    expect(request.idempotencyKey).toBe(checkoutIdempotencyKey(order.id));
    expect(request.idempotencyKey).toContain(order.id);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
    expect(lines.map((l) => [l.productId, l.name, l.variant, l.unitPriceCents, l.quantity, l.lineTotalCents])).toEqual([
      ['fp-badm3362', 'GN8K DNA Marker', '5 x 500 μL', 17500, 2, 35000],
      ['fp-bsy3320', 'SYBR Green qPCR Mix', 'Low ROX', 5989, 1, 5989],
    ]);
  });

  test.each([
    ['catalog number', 'BADM3362', 'Default', 4700],
    ['catalog number in lower case', 'badm3362', '500 μL', 3900],
    ['product id', 'fp-bapm2083', '2 x 250 μL', 9100],
    ['slug', 'western-protein-marker-i', '3 x 250 μL', 13900],
    ['name', 'GN8K DNA Marker', '2 x 500 μL', 7500],
  ])('the line id may be a %s (%s, %s → %i cents)', async (_label, id, variant, cents) => {
    const res = await post({ items: [item(id, 1, variant)] });
    expect(res.status).toBe(200);
    expect([...fake.sessions.values()][0].line_items[0].unit_amount).toBe(cents);
  });

  test('the same product and option twice is one line with the quantities added', async () => {
    const res = await post({ items: [item('BADM3362', 2, '500 μL'), item('fp-badm3362', 3, '500 μL')] });
    expect(res.status).toBe(200);
    expect([...fake.sessions.values()][0].line_items).toEqual([{ quantity: 5, unit_amount: 3900, currency: 'usd', name: 'GN8K DNA Marker (500 μL)' }]);
  });
});

describe('refused before anything is written (400, no order, no session)', () => {
  test.each([
    ['an unknown product', { items: [item('NOPE-0001', 1)] }, /Unknown product: NOPE-0001/],
    ['a quote-only product', { items: [item('GEP-KO02', 1)] }, /quote-only/],
    ['a quote-only product next to a payable one', { items: [item('BADM3362', 1), item('gep-01', 1)] }, /quote-only/],
    ['a product without an online price', { items: [item('VC-CDNA01', 1)] }, /quote-only|no online price/],
    ['an option the product does not have', { items: [item('BADM3362', 1, '9 x 500 μL')] }, /not available as/],
    ['quantity -1', { items: [item('BADM3362', -1)] }, /Quantity must be a whole number from 1 to 999/],
    ['quantity 0', { items: [item('BADM3362', 0)] }, /Quantity must be a whole number/],
    ['quantity 1.5', { items: [item('BADM3362', 1.5)] }, /Quantity must be a whole number/],
    ['quantity "1e9"', { items: [item('BADM3362', '1e9' as unknown as number)] }, /Quantity must be a whole number/],
    ['quantity 100000', { items: [item('BADM3362', 100000)] }, /Quantity must be a whole number/],
    ['quantities that add up past 999', { items: [item('BADM3362', 600, '500 μL'), item('fp-badm3362', 600, '500 μL')] }, /At most 999/],
    ['an empty cart', { items: [] }, /The cart is empty/],
    ['no items at all', {}, /items/],
    ['a success URL on another site', { items: [item('BADM3362', 1)], successUrl: 'https://evil.example/cart?success=1' }, /successUrl must be a page of this site/],
    ['a protocol-relative cancel URL', { items: [item('BADM3362', 1)], cancelUrl: '//evil.example/cart' }, /cancelUrl must be a page of this site/],
    ['a javascript: success URL', { items: [item('BADM3362', 1)], successUrl: 'javascript:alert(1)' }, /successUrl/],
  ])('%s', async (_label, body, message) => {
    const before = await orderCount();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(message);
    expect(await orderCount()).toBe(before);
    expect(fake.requests).toHaveLength(0);
  });

  test('the body must be JSON', async () => {
    const res = await callRoute(createSession, { method: 'POST', path: PATH, rawBody: 'items=1', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Request body must be valid JSON');
  });

  test('a cross-site POST from a browser is refused', async () => {
    const res = await post({ items: [item('BADM3362', 1)] }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });

  test('relative return URLs are resolved on this site', async () => {
    const res = await post({ items: [item('BADM3362', 1)], successUrl: '/cart?success=1', cancelUrl: '/cart?canceled=1' });
    expect(res.status).toBe(200);
    expect([...fake.sessions.values()][0].success_url).toBe(`${TEST_ORIGIN}/cart?success=1`);
  });
});

describe('Stripe slow or down (docs/security.md R4)', () => {
  const body = (checkoutKey: string) => ({ items: [item('BAL100688', 1, '1 mL')], checkoutKey });

  async function ordersWithSession(sessionId: string) {
    const db = await getDb();
    return db.select().from(orders).where(eq(orders.stripeSessionId, sessionId));
  }

  test('down: a clear 503 at once; the retry creates exactly one session for the same order', async () => {
    const before = await orderCount();
    await fake.stop();
    const started = Date.now();
    const down = await post(body('retry-key-down-0001'));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(down.status).toBe(503);
    expect(down.json.error).toMatch(/payment service is not responding/i);
    // The pending order was written first: nothing the visitor did is lost.
    expect(await orderCount()).toBe(before + 1);

    await fake.start();
    const retry = await post(body('retry-key-down-0001'));
    expect(retry.status).toBe(200);
    expect(fake.sessions.size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    const [session] = [...fake.sessions.values()];
    const linked = await ordersWithSession(session.id);
    expect(linked).toHaveLength(1);
    expect(fake.createRequests[0].idempotencyKey).toBe(checkoutIdempotencyKey(linked[0].id));

    // A second retry (e.g. a double click) answers the same session again.
    const again = await post(body('retry-key-down-0001'));
    expect(again.json.url).toBe(retry.json.url);
    expect(fake.sessions.size).toBe(1);
  });

  test('slow: the visitor gets a clear error within 10 s; the retry reuses the session Stripe already made', async () => {
    fake.mode = { kind: 'slow', delayMs: 30_000 };
    const started = Date.now();
    const slow = await post(body('retry-key-slow-0001'));
    const elapsed = Date.now() - started;
    expect(slow.status).toBe(503);
    expect(slow.json.error).toMatch(/payment service is not responding/i);
    expect(elapsed).toBeLessThan(10_000);
    // Stripe (the fake) did create a session; its answer just came too late.
    expect(fake.sessions.size).toBe(1);

    fake.mode = { kind: 'ok' };
    const retry = await post(body('retry-key-slow-0001'));
    expect(retry.status).toBe(200);
    expect(fake.sessions.size).toBe(1);
    expect(fake.createRequests).toHaveLength(2);
    expect(fake.createRequests[1].idempotencyKey).toBe(fake.createRequests[0].idempotencyKey);
    expect(fake.createRequests[1].replayed).toBe(true);
    const [session] = [...fake.sessions.values()];
    expect(retry.json.url).toBe(session.url);
    expect(await ordersWithSession(session.id)).toHaveLength(1);
  }, 30_000);

  test('connection reset: 503, and a different cart under the same key is a different order', async () => {
    fake.mode = { kind: 'reset' };
    const reset = await post(body('retry-key-reset-001'));
    expect(reset.status).toBe(503);
    fake.mode = { kind: 'ok' };
    const other = await post({ items: [item('BAL100688', 2, '1 mL')], checkoutKey: 'retry-key-reset-001' });
    expect(other.status).toBe(200);
    const keys = new Set(fake.createRequests.map((r) => r.idempotencyKey));
    expect(keys.size).toBe(2);
  });

  test('Stripe refusing the request (4xx) is a 502 without Stripe internals', async () => {
    fake.mode = { kind: 'error', status: 400, message: 'Invalid API Key provided: sk_test_***' };
    const res = await post(body('retry-key-error-01'));
    expect(res.status).toBe(502);
    expect(res.json.error).toBe('The payment service could not start the checkout. Please try again later.');
    expect(JSON.stringify(res.json)).not.toContain('sk_test');
  });

  test('a Stripe 500 counts as unavailable (503)', async () => {
    fake.mode = { kind: 'error', status: 500, message: 'boom' };
    const res = await post(body('retry-key-error-02'));
    expect(res.status).toBe(503);
  });
});

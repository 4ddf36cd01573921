// Demo mode (no STRIPE_SECRET_KEY): checkout leads to the local demo page, Pay runs the webhook's fulfilment,
// Cancel cancels; demo mode is never active with a Stripe key. Also the quick-order API and the admin Orders
// API (list newest first, search, status filter, detail, counts; 401 without a session).
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { emailOutbox, orders, stripeEvents } from '@/db/schema';
import { POST as createSession } from '@/app/stripe-api/create-checkout-session/route';
import { POST as quickOrder } from '@/app/api/public/quick-order/route';
import { GET as listOrdersRoute } from '@/app/api/admin/orders/route';
import { GET as orderRoute } from '@/app/api/admin/orders/[id]/route';
import { GET as countsRoute } from '@/app/api/admin/orders/counts/route';
import { isDemoPayments, paymentMode } from '@/lib/adapters/payments';
import { resetEnvForTests } from '@/lib/env';
import { cancelDemoOrder, DEMO_CHECKOUT_TTL_MS, expireStaleDemoCheckouts, getDemoCheckoutOrder, payDemoOrder } from '@/lib/server/orders';
import { adminHeaders, callRoute, TEST_ORIGIN } from '@/tests/helpers/api';

jest.setTimeout(60_000);

beforeAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_HOST;
  delete process.env.SITE_URL;
  resetEnvForTests();
});

const payer = { email: 'grace@lab.test', name: 'Grace Hopper', line1: '7 Pipette St', city: 'Arlington', postalCode: '22201', country: 'US' };

async function demoCheckout(items: unknown[]): Promise<string> {
  const res = await callRoute(createSession, { method: 'POST', path: '/stripe-api/create-checkout-session', body: { items } });
  expect(res.status).toBe(200);
  const url = String(res.json.url);
  expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/checkout/demo/[0-9a-f-]{36}$`));
  return url.split('/').pop()!;
}

async function orderRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

describe('demo payments', () => {
  test("a cart's demo checkout left pending for a day expires, as a Stripe session does; paid, fresh and offer orders stay", async () => {
    const item = { id: 'BAPM2083', name: 'x', price: 1, quantity: 1, imageUrl: '', variant: '250 μL' };
    const [stale, fresh, paid, offerOrder] = [await demoCheckout([item]), await demoCheckout([{ ...item, quantity: 2 }]), await demoCheckout([{ ...item, quantity: 3 }]), await demoCheckout([{ ...item, quantity: 4 }])];
    await payDemoOrder(paid, payer, TEST_ORIGIN);
    const db = await getDb();
    const now = new Date();
    const old = new Date(now.getTime() - DEMO_CHECKOUT_TTL_MS - 60_000);
    for (const id of [stale, paid, offerOrder]) await db.update(orders).set({ createdAt: old }).where(eq(orders.id, id));
    // An offer's card order is reused by its page: never expired by the sweep.
    await db.execute(sql`update orders set offer_id = gen_random_uuid() where id = ${offerOrder}`);
    await db.update(orders).set({ createdAt: new Date(now.getTime() - DEMO_CHECKOUT_TTL_MS + 60_000) }).where(eq(orders.id, fresh));

    expect(await expireStaleDemoCheckouts(now)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(stale)).status).toBe('expired');
    expect((await orderRow(fresh)).status).toBe('pending');
    expect((await orderRow(paid)).status).toBe('paid');
    expect((await orderRow(offerOrder)).status).toBe('pending');
    // The expired checkout can no longer be paid; a second sweep finds nothing more.
    await expect(payDemoOrder(stale, payer, TEST_ORIGIN)).rejects.toMatchObject({ status: 400 });
    expect(await expireStaleDemoCheckouts(now)).toBe(0);
    await db.update(orders).set({ offerId: null, status: 'canceled' }).where(eq(orders.id, offerOrder));
  });

  test('without STRIPE_SECRET_KEY the payment mode is demo', () => {
    expect(paymentMode()).toBe('demo');
    expect(isDemoPayments()).toBe(true);
  });

  test('checkout writes a demo order priced from the database and answers the local demo page', async () => {
    const orderId = await demoCheckout([{ id: 'BAPM2083', name: 'x', price: 1, quantity: 3, imageUrl: '', variant: '250 μL' }]);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: 'pending', mode: 'demo', subtotalCents: 14400, shippingCents: 4000, totalCents: 18400, stripeSessionId: `demo_${orderId}` });
    const page = await getDemoCheckoutOrder(orderId);
    expect(page?.lines).toEqual([
      { id: expect.any(Number), productId: 'fp-bapm2083', catalogNumber: 'BAPM2083', name: 'Prestained Protein Marker IV', variant: '250 μL', unitPriceCents: 4800, quantity: 3, lineTotalCents: 14400 },
    ]);
  });

  test('Pay runs the webhook fulfilment: paid, customer stored, one e-mail per kind; paying again changes nothing', async () => {
    const orderId = await demoCheckout([{ id: 'BADM3363', quantity: 1, variant: '2 x 500 μL' }]);
    const first = await payDemoOrder(orderId, payer, TEST_ORIGIN);
    expect(first).toEqual({ outcome: 'paid', orderId });
    const order = await orderRow(orderId);
    expect(order.status).toBe('paid');
    expect(order.customerEmail).toBe('grace@lab.test');
    expect(order.shippingAddress).toMatchObject({ name: 'Grace Hopper', line1: '7 Pipette St', city: 'Arlington', postalCode: '22201', country: 'US' });

    const second = await payDemoOrder(orderId, payer, TEST_ORIGIN);
    expect(second.outcome).toBe('duplicate');
    const db = await getDb();
    const mails = await db.select().from(emailOutbox).where(and(eq(emailOutbox.refType, 'order'), eq(emailOutbox.refId, orderId)));
    expect(mails.map((m) => m.kind).sort()).toEqual(['order-admin', 'order-customer']);
    expect(mails.find((m) => m.kind === 'order-customer')!.text).toContain('This was a demo payment: no card was charged');
    const events = await db.select().from(stripeEvents).where(eq(stripeEvents.id, `demo_evt_${orderId}`));
    expect(events).toHaveLength(1);
  });

  test('Pay twice at the same time: one fulfilment', async () => {
    const orderId = await demoCheckout([{ id: 'BADM3364', quantity: 1, variant: '500 μL' }]);
    const results = await Promise.all([payDemoOrder(orderId, payer, TEST_ORIGIN), payDemoOrder(orderId, payer, TEST_ORIGIN)]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['duplicate', 'paid']);
  });

  test('Cancel marks a pending demo order canceled; a canceled order can no longer be paid', async () => {
    const orderId = await demoCheckout([{ id: 'BADM3362', quantity: 1, variant: '500 μL' }]);
    await cancelDemoOrder(orderId);
    expect((await orderRow(orderId)).status).toBe('canceled');
    await expect(payDemoOrder(orderId, payer, TEST_ORIGIN)).rejects.toMatchObject({ status: 400 });
    expect((await orderRow(orderId)).status).toBe('canceled');
  });

  test('unknown or malformed demo order ids are not found', async () => {
    expect(await getDemoCheckoutOrder('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await getDemoCheckoutOrder("1' or '1'='1")).toBeNull();
    await expect(payDemoOrder('not-an-id', payer, TEST_ORIGIN)).rejects.toMatchObject({ status: 404 });
  });

  test('demo mode can never be active while a Stripe key is set: the demo page and Pay refuse', async () => {
    const orderId = await demoCheckout([{ id: 'BADM3362', quantity: 1, variant: '500 μL' }]);
    process.env.STRIPE_SECRET_KEY = 'sk_test_now_configured';
    resetEnvForTests();
    try {
      expect(paymentMode()).toBe('stripe');
      expect(isDemoPayments()).toBe(false);
      expect(await getDemoCheckoutOrder(orderId)).toBeNull();
      await expect(payDemoOrder(orderId, payer, TEST_ORIGIN)).rejects.toMatchObject({ status: 404 });
      await expect(cancelDemoOrder(orderId)).rejects.toMatchObject({ status: 404 });
      expect((await orderRow(orderId)).status).toBe('pending');
    } finally {
      delete process.env.STRIPE_SECRET_KEY;
      resetEnvForTests();
    }
  });
});

describe('POST /api/public/quick-order', () => {
  const post = (body: unknown) => callRoute(quickOrder, { method: 'POST', path: '/api/public/quick-order', body });

  test('known catalog numbers become cart lines with the right option; unknown ones are listed as errors', async () => {
    const res = await post({
      text: ['BADM3362 2', 'badm3362, 5 x 500 uL, 1', 'NOPE123 1', 'BSY3320, Low ROX, 3', 'GEP-KI01 1', 'BSY3320, 5 x 500 μL, 1', 'BAPM2086 0'].join('\n'),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.json.lines).toEqual([
      { lineNumber: 1, id: 'BADM3362', productId: 'fp-badm3362', name: 'GN8K DNA Marker', variant: '500 μL', priceCents: 3900, quantity: 2, imageUrl: expect.stringMatching(/^\//), link: '/products/gn8k-dna-marker' },
      { lineNumber: 2, id: 'BADM3362', productId: 'fp-badm3362', name: 'GN8K DNA Marker', variant: '5 x 500 μL', priceCents: 17500, quantity: 1, imageUrl: expect.any(String), link: '/products/gn8k-dna-marker' },
      { lineNumber: 4, id: 'BSY3320', productId: 'fp-bsy3320', name: 'SYBR Green qPCR Mix', variant: 'Low ROX', priceCents: 5989, quantity: 3, imageUrl: expect.any(String), link: '/products/sybr-green-qpcr-mix' },
    ]);
    expect(res.json.errors).toEqual([
      { lineNumber: 3, input: 'NOPE123 1', message: 'Unknown catalog number: NOPE123' },
      { lineNumber: 5, input: 'GEP-KI01 1', message: expect.stringMatching(/^GEP-KI01 \(.+\) is quote-only — request a quote on its product page$/) },
      { lineNumber: 6, input: 'BSY3320, 5 x 500 μL, 1', message: 'BSY3320: no option “5 x 500 μL” (available: None ROX, Low ROX, High ROX)' },
      { lineNumber: 7, input: 'BAPM2086 0', message: 'Quantity must be a whole number from 1 to 999' },
    ]);
  });

  test.each([
    ['empty text', { text: '   ' }, 'Paste at least one line'],
    ['no text', {}, 'Paste at least one line'],
    ['too long', { text: 'A'.repeat(5001) }, 'At most 5000 characters'],
  ])('%s → 400', async (_label, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.json.error).toContain(message);
  });
});

describe('admin Orders API', () => {
  let paidId: string;
  let pendingId: string;

  beforeAll(async () => {
    pendingId = await demoCheckout([{ id: 'BAL100468', quantity: 2, variant: '1 mL' }]);
    await new Promise((r) => setTimeout(r, 5));
    paidId = await demoCheckout([{ id: 'BSY3323', quantity: 1, variant: 'High ROX' }]);
    await payDemoOrder(paidId, { ...payer, email: 'searchable.buyer@uni.test' }, TEST_ORIGIN);
  });

  test.each([
    ['list', listOrdersRoute, {}],
    ['detail', orderRoute, { id: '00000000-0000-4000-8000-000000000000' }],
    ['counts', countsRoute, {}],
  ])('%s without a session → 401', async (_label, handler, params) => {
    const res = await callRoute(handler, { path: '/api/admin/orders', params });
    expect(res.status).toBe(401);
    expect(res.json.orders).toBeUndefined();
  });

  test('list: newest first with status, total, customer e-mail and date', async () => {
    const res = await callRoute(listOrdersRoute, { path: '/api/admin/orders', headers: await adminHeaders() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const list = res.json.orders as { id: string; status: string; totalCents: number; customerEmail: string | null; createdAt: string; reference: string; itemCount: number }[];
    const times = list.map((o) => Date.parse(o.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const paid = list.find((o) => o.id === paidId)!;
    expect(paid).toMatchObject({ status: 'paid', totalCents: 20834 + 4000, customerEmail: 'searchable.buyer@uni.test', itemCount: 1 });
    expect(paid.reference).toBe(paidId.replace(/-/g, '').slice(0, 8).toUpperCase());
    expect(list.findIndex((o) => o.id === paidId)).toBeLessThan(list.findIndex((o) => o.id === pendingId));
  });

  test.each([
    ['customer e-mail', 'SEARCHABLE.buyer', (ids: string[]) => ids.includes(paidId) && !ids.includes(pendingId)],
    ['order reference', () => paidId.slice(0, 8).toUpperCase(), (ids: string[]) => ids.length === 1 && ids[0] === paidId],
    ['catalog number of a line', 'bal100468', (ids: string[]) => ids.includes(pendingId) && !ids.includes(paidId)],
    ['a LIKE wildcard is literal', '%', (ids: string[]) => ids.length === 0],
  ])('search by %s', async (_label, q, check) => {
    const query = typeof q === 'function' ? q() : q;
    const res = await callRoute(listOrdersRoute, { path: `/api/admin/orders?q=${encodeURIComponent(query)}`, headers: await adminHeaders() });
    expect(res.status).toBe(200);
    expect(check((res.json.orders as { id: string }[]).map((o) => o.id))).toBe(true);
  });

  test('status filter (first value of a repeated key), and a bad value is a 400 naming its key', async () => {
    const paid = await callRoute(listOrdersRoute, { path: '/api/admin/orders?status=paid&status=pending', headers: await adminHeaders() });
    expect((paid.json.orders as { status: string }[]).every((o) => o.status === 'paid')).toBe(true);
    expect((paid.json.orders as { id: string }[]).some((o) => o.id === paidId)).toBe(true);
    for (const [qs, key] of [
      ['status=shipped', 'status'],
      ['fulfilment=lost', 'fulfilment'],
      ['view=later', 'view'],
      ['page=0', 'page'],
      ['page=two', 'page'],
    ]) {
      const bad = await callRoute(listOrdersRoute, { path: `/api/admin/orders?${qs}`, headers: await adminHeaders() });
      expect(bad.status).toBe(400);
      expect(bad.json.error).toMatch(new RegExp(`^${key}: `));
      expect(bad.json.fieldErrors).toHaveProperty(key);
    }
    // A malformed period date is ignored (totals over all time), as before.
    expect((await callRoute(listOrdersRoute, { path: '/api/admin/orders?from=yesterday', headers: await adminHeaders() })).status).toBe(200);
  });

  test('detail with lines and shipping address; unknown id → 404', async () => {
    const res = await callRoute(orderRoute, { path: `/api/admin/orders/${paidId}`, params: { id: paidId }, headers: await adminHeaders() });
    expect(res.status).toBe(200);
    const order = res.json.order as Record<string, unknown>;
    expect(order).toMatchObject({ id: paidId, status: 'paid', mode: 'demo', customerName: 'Grace Hopper', stripeSessionId: `demo_${paidId}` });
    expect(order.lines).toEqual([
      { id: expect.any(Number), productId: 'fp-bsy3323', catalogNumber: 'BSY3323', name: expect.any(String), variant: 'High ROX', unitPriceCents: 20834, quantity: 1, lineTotalCents: 20834 },
    ]);
    expect(order.shippingAddress).toMatchObject({ line1: '7 Pipette St' });
    const missing = await callRoute(orderRoute, { path: '/api/admin/orders/x', params: { id: '00000000-0000-4000-8000-000000000000' }, headers: await adminHeaders() });
    expect(missing.status).toBe(404);
    const junk = await callRoute(orderRoute, { path: '/api/admin/orders/x', params: { id: 'junk' }, headers: await adminHeaders() });
    expect(junk.status).toBe(404);
  });

  test('counts for the Overview', async () => {
    const res = await callRoute(countsRoute, { path: '/api/admin/orders/counts', headers: await adminHeaders() });
    expect(res.status).toBe(200);
    const counts = res.json.counts as { total: number; paid: number; pending: number; paidRevenueCents: number };
    const db = await getDb();
    const all = await db.select().from(orders);
    expect(counts.total).toBe(all.length);
    expect(counts.paid).toBe(all.filter((o) => o.paidAt).length);
    expect(counts.pending).toBe(all.filter((o) => o.status === 'pending').length);
    expect(counts.paidRevenueCents).toBe(all.filter((o) => o.paidAt).reduce((s, o) => s + o.totalCents - o.refundedCents, 0));
  });
});

// After payment, in demo mode, through the admin routes: ship (several shipments, lot numbers, tracking link),
// refund partly then the rest, cancel, notes and the timeline; bad input answers 400/409 and changes nothing;
// parallel refunds never refund more than was paid; each customer e-mail is queued exactly once.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { auditLog, emailOutbox, orderRefunds, orderShipments, orders } from '@/db/schema';
import { POST as createSession } from '@/app/stripe-api/create-checkout-session/route';
import { GET as orderRoute } from '@/app/api/admin/orders/[id]/route';
import { POST as shipRoute } from '@/app/api/admin/orders/[id]/shipments/route';
import { POST as refundRoute } from '@/app/api/admin/orders/[id]/refunds/route';
import { POST as cancelRoute } from '@/app/api/admin/orders/[id]/cancel/route';
import { POST as noteRoute } from '@/app/api/admin/orders/[id]/notes/route';
import { POST as deliveredRoute } from '@/app/api/admin/orders/[id]/delivered/route';
import { GET as listRoute } from '@/app/api/admin/orders/route';
import { GET as countsRoute } from '@/app/api/admin/orders/counts/route';
import { resetEnvForTests } from '@/lib/env';
import { payDemoOrder } from '@/lib/server/orders';
import { adminHeaders, callRoute, TEST_ORIGIN } from '@/tests/helpers/api';

jest.setTimeout(60_000);

beforeAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_HOST;
  delete process.env.SITE_URL;
  resetEnvForTests();
});

const payer = { email: 'grace@lab.test', name: 'Grace Hopper', line1: '7 Pipette St', city: 'Arlington', postalCode: '22201', country: 'US' };

/** A paid demo order: 2 × BADM3362 500 μL ($39.00) and 1 × BAPM2083 250 μL ($48.00) + $40.00 shipping = $166.00. */
async function paidOrder(): Promise<{ id: string; lines: { id: number; quantity: number; unitPriceCents: number }[] }> {
  const res = await callRoute(createSession, {
    method: 'POST',
    path: '/stripe-api/create-checkout-session',
    body: {
      items: [
        { id: 'BADM3362', quantity: 2, variant: '500 μL' },
        { id: 'BAPM2083', quantity: 1, variant: '250 μL' },
      ],
    },
  });
  expect(res.status).toBe(200);
  const id = String(res.json.url).split('/').pop()!;
  expect((await payDemoOrder(id, payer, TEST_ORIGIN)).outcome).toBe('paid');
  const detail = await get(id);
  return { id, lines: (detail.order as { lines: { id: number; quantity: number; unitPriceCents: number }[] }).lines };
}

async function get(id: string) {
  const res = await callRoute(orderRoute, { path: `/api/admin/orders/${id}`, params: { id }, headers: await adminHeaders() });
  expect(res.status).toBe(200);
  return res.json as unknown as { order: Record<string, unknown>; fulfilment: Record<string, unknown> & { timeline: { type: string; message: string }[] } };
}

async function post(route: typeof shipRoute, id: string, action: string, body: unknown) {
  return callRoute(route, { method: 'POST', path: `/api/admin/orders/${id}/${action}`, params: { id }, body, headers: await adminHeaders() });
}

async function row(id: string) {
  const db = await getDb();
  const [r] = await db.select().from(orders).where(eq(orders.id, id));
  return r;
}

async function mails(id: string, kind?: string) {
  const db = await getDb();
  const all = await db.select().from(emailOutbox).where(and(eq(emailOutbox.refType, 'order'), eq(emailOutbox.refId, id)));
  return kind ? all.filter((m) => m.kind === kind) : all;
}

describe('ship, partially refund, then refund the rest', () => {
  test('the whole flow, with the timeline, audit and one e-mail per event', async () => {
    const { id, lines } = await paidOrder();
    expect(lines).toHaveLength(2);
    const [a, b] = lines;

    // First parcel: one unit of line a with UPS.
    const shipmentId = crypto.randomUUID();
    const ship1 = await post(shipRoute, id, 'shipments', {
      shipmentId,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      lines: [{ lineId: a.id, quantity: 1, lotNumber: 'L2311-07' }],
    });
    expect(ship1.status).toBe(201);
    expect((await row(id)).fulfilmentStatus).toBe('partially_shipped');
    // The same click again: one shipment, one e-mail.
    const again = await post(shipRoute, id, 'shipments', { shipmentId, carrier: 'UPS', trackingNumber: '1Z999AA10123456784', lines: [{ lineId: a.id, quantity: 1, lotNumber: 'L2311-07' }] });
    expect(again.status).toBe(200);
    expect(again.json.created).toBe(false);
    const shipped = await mails(id, 'order-shipped');
    expect(shipped).toHaveLength(1);
    expect(shipped[0].to).toBe('grace@lab.test');
    expect(shipped[0].html).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(shipped[0].text).toContain('Lot L2311-07');
    // Each lot links to its certificate lookup on this site (the line has a catalogue number).
    expect(shipped[0].text).toMatch(/\n(BADM3362|BAPM2083), lot L2311-07: http:\/\/localhost:3000\/documents\?catalogNumber=\1&lot=L2311-07\n/);
    const early = await post(deliveredRoute, id, 'delivered', {});
    expect(early.status).toBe(409);
    expect(early.json.error).toBe('Only an order that has shipped in full can be marked delivered');

    // Second parcel: the rest.
    const ship2 = await post(shipRoute, id, 'shipments', {
      carrier: 'DHL',
      trackingNumber: 'JD0146',
      lines: [
        { lineId: a.id, quantity: 1, lotNumber: 'L2311-08' },
        { lineId: b.id, quantity: 1, lotNumber: 'P-0042' },
      ],
    });
    expect(ship2.status).toBe(201);
    expect((await row(id)).fulfilmentStatus).toBe('shipped');
    expect(await mails(id, 'order-shipped')).toHaveLength(2);
    expect((await post(deliveredRoute, id, 'delivered', {})).status).toBe(200);
    expect((await row(id)).fulfilmentStatus).toBe('delivered');

    // Refund line b ($48.00), by lines.
    const refundId = crypto.randomUUID();
    const r1 = await post(refundRoute, id, 'refunds', { refundId, lines: [{ lineId: b.id, quantity: 1 }], reason: 'Damaged in transit' });
    expect(r1.status).toBe(201);
    expect(r1.json.refund).toMatchObject({ refundId, amountCents: 4800, created: true });
    expect(await row(id)).toMatchObject({ status: 'partially_refunded', refundedCents: 4800 });
    // Repeated click: nothing new.
    const r1again = await post(refundRoute, id, 'refunds', { refundId, lines: [{ lineId: b.id, quantity: 1 }], reason: 'Damaged in transit' });
    expect(r1again.status).toBe(200);
    expect((r1again.json.refund as unknown as { created: boolean }).created).toBe(false);
    expect(await mails(id, 'order-refunded')).toHaveLength(1);
    expect((await mails(id, 'order-refunded'))[0].text).toContain('We have refunded $48.00');

    // The same line again is refused.
    const twice = await post(refundRoute, id, 'refunds', { lines: [{ lineId: b.id, quantity: 1 }], reason: 'again' });
    expect(twice.status).toBe(409);

    // The rest ($118.00) by amount.
    const tooMuch = await post(refundRoute, id, 'refunds', { amount: '118.01', reason: 'Goodwill' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.json.error).toBe('Cannot refund $118.01: only $118.00 of $166.00 remains');
    const rest = await post(refundRoute, id, 'refunds', { amount: '118.00', reason: 'Goodwill' });
    expect(rest.status).toBe(201);
    expect(await row(id)).toMatchObject({ status: 'refunded', refundedCents: 16600 });
    const none = await post(refundRoute, id, 'refunds', { amount: '0.01', reason: 'more' });
    expect(none.status).toBe(409);
    expect(none.json.error).toMatch(/refunded in full/);

    const note = await post(noteRoute, id, 'notes', { text: 'Customer called about the dented box' });
    expect(note.status).toBe(201);

    const { fulfilment } = await get(id);
    const types = fulfilment.timeline.map((e) => e.type);
    expect(types.slice(0, 2)).toEqual(['created', 'paid']);
    expect(types.filter((t) => t === 'shipment')).toHaveLength(2);
    expect(types.filter((t) => t === 'refund')).toHaveLength(2);
    expect(types).toContain('note');
    expect(types).toContain('delivered');
    expect(types.filter((t) => t === 'email').length).toBe(6); // confirmation ×2, shipped ×2, refunded ×2
    expect(fulfilment.timeline.find((e) => e.type === 'refund')!.message).toContain('$118.00 of $166.00 remains paid');
    expect(fulfilment.shipments).toHaveLength(2);

    const db = await getDb();
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, id)));
    expect(audit.length).toBe(6); // 2 shipments, delivered, 2 refunds, 1 note
  });
});

describe('bad input: 400/409 with a clear message, and nothing changes', () => {
  let order: Awaited<ReturnType<typeof paidOrder>>;
  beforeAll(async () => {
    order = await paidOrder();
  });

  test.each([
    ['a negative amount', { amount: '-5', reason: 'x' }, 400, /negative/],
    ['zero', { amount: '0', reason: 'x' }, 400, /more than zero/],
    ['non-numeric', { amount: 'ten dollars', reason: 'x' }, 400, /not an amount/],
    ['fractions of a cent', { amount: '1.005', reason: 'x' }, 400, /not an amount/],
    ['more than remains', { amount: '166.01', reason: 'x' }, 409, /only \$166\.00 of \$166\.00 remains/],
    ['no reason', { amount: '1' }, 400, /reason/],
    ['both an amount and lines', { amount: '1', lines: [{ lineId: 1, quantity: 1 }], reason: 'x' }, 400, /either an amount or lines/],
    ['an unknown line', { lines: [{ lineId: 999_999, quantity: 1 }], reason: 'x' }, 400, /not part of this order/],
  ])('refund: %s', async (_l, body, status, message) => {
    const res = await post(refundRoute, order.id, 'refunds', body);
    expect(res.status).toBe(status);
    expect(String(res.json.error)).toMatch(message);
    expect(await row(order.id)).toMatchObject({ status: 'paid', refundedCents: 0 });
    const db = await getDb();
    expect(await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(0);
  });

  test('refund: a duplicate line and a quantity above what was ordered', async () => {
    const [a] = order.lines;
    const dup = await post(refundRoute, order.id, 'refunds', { lines: [{ lineId: a.id, quantity: 1 }, { lineId: a.id, quantity: 1 }], reason: 'x' });
    expect(dup.status).toBe(400);
    expect(dup.json.error).toMatch(/listed twice/);
    const over = await post(refundRoute, order.id, 'refunds', { lines: [{ lineId: a.id, quantity: 3 }], reason: 'x' });
    expect(over.status).toBe(409);
    expect(await row(order.id)).toMatchObject({ status: 'paid', refundedCents: 0 });
  });

  test.each([
    ['an unknown line id', (_l: { id: number }[]) => [{ lineId: 999_999, quantity: 1, lotNumber: 'L1' }], 400, /not part of this order/],
    ['a duplicate line', (l: { id: number }[]) => [{ lineId: l[0].id, quantity: 1, lotNumber: 'L1' }, { lineId: l[0].id, quantity: 1, lotNumber: 'L1' }], 400, /listed twice/],
    ['more than ordered', (l: { id: number }[]) => [{ lineId: l[0].id, quantity: 3, lotNumber: 'L1' }], 409, /only 2 of 2 remain to ship/],
    ['quantity zero', (l: { id: number }[]) => [{ lineId: l[0].id, quantity: 0, lotNumber: 'L1' }], 400, /at least 1/],
    ['no lot number', (l: { id: number }[]) => [{ lineId: l[0].id, quantity: 1, lotNumber: ' ' }], 400, /lot number/],
  ])('ship: %s', async (_l, make, status, message) => {
    const res = await post(shipRoute, order.id, 'shipments', { carrier: 'UPS', trackingNumber: '1Z1', lines: make(order.lines) });
    expect(res.status).toBe(status);
    expect(String(res.json.error)).toMatch(message);
    const db = await getDb();
    expect(await db.select().from(orderShipments).where(eq(orderShipments.orderId, order.id))).toHaveLength(0);
    expect((await row(order.id)).fulfilmentStatus).toBe('unfulfilled');
  });

  test('an unknown order is 404', async () => {
    const id = crypto.randomUUID();
    const res = await post(refundRoute, id, 'refunds', { amount: '1', reason: 'x' });
    expect(res.status).toBe(404);
  });
});

describe('cancellation', () => {
  test('a paid, unshipped order is refunded in full and cancelled; one e-mail; shipping it is then refused', async () => {
    const { id, lines } = await paidOrder();
    const res = await post(cancelRoute, id, 'cancel', { reason: 'Customer ordered twice' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ canceled: true, refundedCents: 16600 });
    expect(await row(id)).toMatchObject({ status: 'canceled', refundedCents: 16600 });
    expect(await mails(id, 'order-canceled')).toHaveLength(1);
    expect(await mails(id, 'order-refunded')).toHaveLength(0);
    expect((await mails(id, 'order-canceled'))[0].text).toContain('We have refunded $166.00');

    const again = await post(cancelRoute, id, 'cancel', {});
    expect(again.status).toBe(409);
    expect(await mails(id, 'order-canceled')).toHaveLength(1);

    const ship = await post(shipRoute, id, 'shipments', { carrier: 'UPS', trackingNumber: '1Z', lines: [{ lineId: lines[0].id, quantity: 1, lotNumber: 'L' }] });
    expect(ship.status).toBe(409);
    expect(ship.json.error).toBe('This order is cancelled and cannot be shipped');
    const refund = await post(refundRoute, id, 'refunds', { amount: '1', reason: 'x' });
    expect(refund.status).toBe(409);
  });

  test('a shipped order cannot be cancelled (refund it instead)', async () => {
    const { id, lines } = await paidOrder();
    expect((await post(shipRoute, id, 'shipments', { carrier: 'FedEx', trackingNumber: '1234', lines: [{ lineId: lines[0].id, quantity: 1, lotNumber: 'L' }] })).status).toBe(201);
    const res = await post(cancelRoute, id, 'cancel', {});
    expect(res.status).toBe(409);
    expect(res.json.error).toMatch(/refund it instead/);
    expect((await row(id)).status).toBe('paid');
  });

  test('refunding an unpaid order is refused', async () => {
    const res = await callRoute(createSession, { method: 'POST', path: '/stripe-api/create-checkout-session', body: { items: [{ id: 'BADM3362', quantity: 1, variant: '500 μL' }] } });
    const id = String(res.json.url).split('/').pop()!;
    const refund = await post(refundRoute, id, 'refunds', { amount: '1', reason: 'x' });
    expect(refund.status).toBe(409);
    expect(refund.json.error).toBe('This order has not been paid; there is nothing to refund');
    const ship = await post(shipRoute, id, 'shipments', { lines: [{ lineId: 1, quantity: 1, lotNumber: 'L' }] });
    expect(ship.status).toBe(409);
  });
});

describe('concurrency', () => {
  test('two admins refunding at once can never refund more than was paid', async () => {
    const { id } = await paidOrder();
    const results = await Promise.all([
      post(refundRoute, id, 'refunds', { amount: '100.00', reason: 'admin A' }),
      post(refundRoute, id, 'refunds', { amount: '100.00', reason: 'admin B' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await row(id)).toMatchObject({ status: 'partially_refunded', refundedCents: 10000 });
  });

  test('five parallel refunds of $40 on $166: four go through, never more than paid', async () => {
    const { id } = await paidOrder();
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => post(refundRoute, id, 'refunds', { amount: '40', reason: `r${i}` })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    expect(results.filter((r) => r.status === 409)).toHaveLength(1);
    const r = await row(id);
    expect(r.refundedCents).toBe(16000);
    expect(await mails(id, 'order-refunded')).toHaveLength(4);
  });

  test('the database refuses a refunded amount above the total even without the lock', async () => {
    const { id } = await paidOrder();
    const db = await getDb();
    await expect(db.update(orders).set({ refundedCents: 16601 }).where(eq(orders.id, id))).rejects.toThrow();
  });
});

describe('orders list', () => {
  test('filters by payment and fulfilment status, the to-ship queue oldest first, paid minus refunded', async () => {
    const headers = await adminHeaders();
    const list = async (qs: string) => {
      const res = await callRoute(listRoute, { path: `/api/admin/orders?${qs}`, headers });
      expect(res.status).toBe(200);
      return res.json as unknown as { orders: { id: string; status: string; fulfilmentStatus: string; paidAt: string }[]; totals: { paidCents: number; refundedCents: number; netCents: number } };
    };
    const refunded = await list('status=refunded');
    expect(refunded.orders.length).toBeGreaterThan(0);
    expect(refunded.orders.every((o) => o.status === 'refunded')).toBe(true);
    const shipped = await list('fulfilment=shipped');
    expect(shipped.orders.every((o) => o.fulfilmentStatus === 'shipped')).toBe(true);
    const queue = await list('view=to-ship');
    expect(queue.orders.length).toBeGreaterThan(0);
    expect(queue.orders.every((o) => ['paid', 'partially_refunded'].includes(o.status) && ['unfulfilled', 'partially_shipped'].includes(o.fulfilmentStatus))).toBe(true);
    const paidAts = queue.orders.map((o) => o.paidAt);
    expect([...paidAts].sort()).toEqual(paidAts);
    const db = await getDb();
    const all = await db.select().from(orders);
    const paid = all.filter((o) => o.paidAt).reduce((s, o) => s + o.totalCents, 0);
    const ref = all.reduce((s, o) => s + o.refundedCents, 0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).totals).toEqual({ paidCents: paid, refundedCents: ref, netCents: paid - ref, from: today, to: today });
    expect((await list('from=2000-01-01&to=2000-01-02')).totals).toMatchObject({ paidCents: 0, refundedCents: 0, netCents: 0 });
    // The Overview counts every order ever paid, and its revenue is net of refunds.
    const counts = (await callRoute(countsRoute, { path: '/api/admin/orders/counts', headers })).json.counts as unknown as { paid: number; paidRevenueCents: number };
    expect(counts).toMatchObject({ paid: all.filter((o) => o.paidAt).length, paidRevenueCents: paid - ref });
  });
});

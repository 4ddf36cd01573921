// Stripe Checkout pre-filled from a signed-in customer's default address (issue 20, docs/accounts.md), with
// the real stripe SDK against the loopback fake Stripe, on PGlite and PostgreSQL: the first checkout creates
// the account's Stripe Customer (e-mail, name, address, shipping), later ones update it, and the session names
// it with customer_update; a guest's session names nobody; a customer without a default address gets the
// e-mail only; another customer's Stripe Customer or address is never used, also when a body asks for it;
// Stripe failing the customer call does not block checkout (e-mail only, logged); a Stripe Customer Stripe no
// longer knows is replaced; export leaves the Stripe id out; deleting the account deletes it at Stripe.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { customerAddresses, customerSessions, customers } from '@/db/schema';
import { POST as createSession } from '@/app/stripe-api/create-checkout-session/route';
import { GET as exportRoute } from '@/app/api/account/export/route';
import { POST as deleteRoute } from '@/app/api/account/delete/route';
import { log } from '@/lib/logger';
import { hashToken } from '@/lib/server/accounts';
import { callRoute, TEST_ORIGIN } from '@/tests/helpers/api';
import { FakeStripe } from '@/tests/helpers/fake-stripe';
import { fakeStripeForFile } from '@/tests/helpers/fake-stripe-env';

jest.setTimeout(60_000);

const stripe = fakeStripeForFile({ secretKey: 'sk_test_fake_customer_key' });
let fake: FakeStripe;
beforeAll(() => {
  fake = stripe();
});
// Stripe Customers stay at the fake between tests, as they do at Stripe; the recorded requests start empty.
beforeEach(() => {
  fake.requests.length = 0;
  fake.mode = { kind: 'ok' };
  fake.customersMode = { kind: 'ok' };
});

const same = { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' };
let ip = 1;
const nextIp = () => `198.51.100.${ip++}`;

interface Account {
  id: string;
  headers: Record<string, string>;
}

async function account(email: string): Promise<Account> {
  const db = await getDb();
  const [c] = await db.insert(customers).values({ email, name: '', phone: '+44 20 7946 0000' }).returning();
  const token = randomBytes(32).toString('base64url');
  await db.insert(customerSessions).values({ tokenHash: hashToken(token), customerId: c.id, expiresAt: new Date(Date.now() + 3600_000) });
  return { id: c.id, headers: { ...same, cookie: `bioark.customer=${token}` } };
}

async function address(customerId: string, values: Partial<typeof customerAddresses.$inferInsert> & { kind: string }) {
  const db = await getDb();
  await db.insert(customerAddresses).values({ customerId, isDefault: true, name: 'x', line1: 'x', city: 'x', country: 'x', ...values });
}

function checkout(headers: Record<string, string> = same, extra: Record<string, unknown> = {}) {
  return callRoute(createSession, {
    method: 'POST',
    path: '/stripe-api/create-checkout-session',
    body: { items: [{ id: 'BADM3362', quantity: 1, variant: '5 x 500 μL' }], ...extra },
    headers: { ...headers, 'x-forwarded-for': nextIp() },
  });
}

const lastSession = () => fake.createRequests.at(-1)!.body;
const stripeIdOf = async (id: string) => {
  const db = await getDb();
  return (await db.select({ s: customers.stripeCustomerId }).from(customers).where(eq(customers.id, id)))[0]?.s ?? null;
};

let ada: Account;
let bob: Account;
let noAddress: Account;

beforeAll(async () => {
  ada = await account('ada@lab.test');
  bob = await account('bob@other.test');
  noAddress = await account('nadia@lab.test');
  await address(ada.id, { kind: 'shipping', name: 'Ada Lovelace', institution: 'Analytical Lab', line1: '1 Analytical Way', line2: 'Room 4', city: 'London', postalCode: 'N1 9GU', country: 'United Kingdom', phone: '+44 1' });
  await address(ada.id, { kind: 'billing', name: 'Analytical Lab Accounts', line1: '9 Ledger Rd', city: 'Cambridge', postalCode: 'CB2 1TN', country: 'GB' });
  await address(bob.id, { kind: 'shipping', name: 'Bob Builder', line1: '5 Main St', city: 'Boston', region: 'MA', postalCode: '02115', country: 'USA' });
});

describe('the session names the buyer', () => {
  test('a guest: no customer, no e-mail, no Stripe Customer call', async () => {
    const res = await checkout();
    expect(res.status).toBe(200);
    expect(fake.customerRequests).toHaveLength(0);
    expect(lastSession()).not.toHaveProperty('customer');
    expect(lastSession()).not.toHaveProperty('customer_email');
    expect(lastSession()).not.toHaveProperty('customer_update');
  });

  test('a signed-in customer without a default address: the e-mail only', async () => {
    const res = await checkout(noAddress.headers);
    expect(res.status).toBe(200);
    expect(fake.customerRequests).toHaveLength(0);
    expect(lastSession()).toMatchObject({ customer_email: 'nadia@lab.test' });
    expect(lastSession()).not.toHaveProperty('customer');
    expect(await stripeIdOf(noAddress.id)).toBeNull();
  });

  test('the first checkout with a default address creates the Stripe Customer with e-mail, name and addresses', async () => {
    const res = await checkout(ada.headers);
    expect(res.status).toBe(200);
    expect(fake.customerRequests).toHaveLength(1);
    const created = fake.customerRequests[0];
    expect(created).toMatchObject({ method: 'POST', path: '/v1/customers' });
    expect(created.idempotencyKey).toMatch(new RegExp(`^customer-${ada.id}-[0-9a-f]{32}$`));
    expect(created.body).toEqual({
      email: 'ada@lab.test',
      name: 'Analytical Lab Accounts',
      phone: '+44 1',
      // The default billing address is the customer's address; the default shipping address is where it ships.
      address: { line1: '9 Ledger Rd', city: 'Cambridge', postal_code: 'CB2 1TN', country: 'GB' },
      shipping: {
        name: 'Ada Lovelace',
        phone: '+44 1',
        address: { line1: '1 Analytical Way', line2: 'Analytical Lab, Room 4', city: 'London', postal_code: 'N1 9GU', country: 'GB' },
      },
      metadata: { customerId: ada.id },
    });
    const stripeId = [...fake.customers.keys()][0];
    expect(await stripeIdOf(ada.id)).toBe(stripeId);
    // The session names that customer and lets Checkout save changed addresses back onto it.
    expect(lastSession()).toMatchObject({ customer: stripeId, customer_update: { address: 'auto', shipping: 'auto' } });
    expect(lastSession()).not.toHaveProperty('customer_email');
    expect([...fake.sessions.values()].at(-1)!.customer).toBe(stripeId);
  });

  test('later checkouts reuse it and bring it up to date with the current default address', async () => {
    const stripeId = (await stripeIdOf(ada.id))!;
    const db = await getDb();
    await db.update(customerAddresses).set({ line1: '2 Difference St' }).where(eq(customerAddresses.customerId, ada.id));
    const res = await checkout(ada.headers);
    expect(res.status).toBe(200);
    expect(fake.customerRequests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST /v1/customers/${stripeId}`]);
    expect(fake.customers.get(stripeId)?.shipping?.address).toMatchObject({ line1: '2 Difference St', city: 'London' });
    expect(fake.customers.get(stripeId)?.email).toBe('ada@lab.test');
    expect(fake.customers.size).toBe(1);
    expect(await stripeIdOf(ada.id)).toBe(stripeId);
    expect(lastSession()).toMatchObject({ customer: stripeId, customer_update: { address: 'auto', shipping: 'auto' } });
  });
});

describe('another customer', () => {
  test('gets a Stripe Customer of their own, with nothing of anyone else', async () => {
    const res = await checkout(bob.headers);
    expect(res.status).toBe(200);
    expect(fake.customerRequests).toHaveLength(1);
    const body = fake.customerRequests[0].body;
    expect(body).toMatchObject({ email: 'bob@other.test', name: 'Bob Builder', address: { line1: '5 Main St', city: 'Boston', state: 'MA', postal_code: '02115', country: 'US' } });
    expect(JSON.stringify(body)).not.toMatch(/ada@|Lovelace|Analytical|Ledger|Difference|N1 9GU/i);
    const bobStripe = await stripeIdOf(bob.id);
    expect(bobStripe).toMatch(/^cus_test_/);
    expect(bobStripe).not.toBe(await stripeIdOf(ada.id));
    expect(lastSession()).toMatchObject({ customer: bobStripe });
  });

  test.each([
    ['customer', () => 'cus_someone_else'],
    ['customerEmail', () => 'ada@lab.test'],
    ['stripeCustomerId', () => 'cus_someone_else'],
  ])('a body naming %s is refused before anything reaches Stripe', async (field, value) => {
    const res = await checkout(bob.headers, { [field]: value() });
    expect(res.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Stripe failing the customer call never blocks checkout', () => {
  test.each([
    ['an error', { kind: 'error', status: 500, message: 'boom' } as const],
    ['a refusal', { kind: 'error', status: 400, message: 'Invalid country' } as const],
    ['a dropped connection', { kind: 'reset' } as const],
  ])('%s: the session gets the e-mail only, and it is logged', async (_label, mode) => {
    const warn = jest.spyOn(log, 'warn');
    try {
      const before = await stripeIdOf(bob.id);
      fake.customersMode = mode;
      const res = await checkout(bob.headers);
      expect(res.status).toBe(200);
      expect(fake.customerRequests.length).toBeGreaterThan(0);
      expect(lastSession()).toMatchObject({ customer_email: 'bob@other.test' });
      expect(lastSession()).not.toHaveProperty('customer');
      expect(lastSession()).not.toHaveProperty('customer_update');
      expect(await stripeIdOf(bob.id)).toBe(before);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Stripe customer could not be saved'), expect.objectContaining({ customerId: bob.id }));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('a Stripe Customer that Stripe no longer knows', () => {
  test('is replaced by a new one (the update answers 404, then one create)', async () => {
    const old = (await stripeIdOf(ada.id))!;
    fake.customers.delete(old); // deleted in the Stripe dashboard, or a new Stripe account
    const res = await checkout(ada.headers);
    expect(res.status).toBe(200);
    expect(fake.customerRequests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST /v1/customers/${old}`, 'POST /v1/customers']);
    const fresh = await stripeIdOf(ada.id);
    expect(fresh).not.toBe(old);
    expect(fake.customers.get(fresh!)?.shipping?.address).toMatchObject({ line1: '2 Difference St' });
    expect(lastSession()).toMatchObject({ customer: fresh });
    // And now it is known: the next checkout updates it.
    fake.requests.length = 0;
    await checkout(ada.headers);
    expect(fake.customerRequests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST /v1/customers/${fresh}`]);
    expect(lastSession()).toMatchObject({ customer: fresh });
  });
});

describe('own data', () => {
  test('the export leaves the Stripe id out', async () => {
    const res = await callRoute(exportRoute, { headers: ada.headers });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('cus_');
    expect((res.json.customers as Record<string, unknown>[])[0]).not.toHaveProperty('stripeCustomerId');
  });

  test('deleting the account deletes its Stripe Customer', async () => {
    const warn = jest.spyOn(log, 'warn');
    try {
      await checkout(ada.headers);
      const stripeId = (await stripeIdOf(ada.id))!;
      expect(fake.customers.has(stripeId)).toBe(true);
      const res = await callRoute(deleteRoute, { method: 'POST', body: { confirm: 'DELETE' }, headers: ada.headers });
      expect(res.status).toBe(200);
      expect(fake.customerRequests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/customers/${stripeId}` });
      expect(fake.customers.has(stripeId)).toBe(false);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  test('Stripe down at deletion: the account is deleted anyway, and the left-over id is logged', async () => {
    await checkout(bob.headers);
    const stripeId = (await stripeIdOf(bob.id))!;
    const warn = jest.spyOn(log, 'warn');
    try {
      fake.customersMode = { kind: 'error', status: 500, message: 'down' };
      const res = await callRoute(deleteRoute, { method: 'POST', body: { confirm: 'DELETE' }, headers: bob.headers });
      expect(res.status).toBe(200);
      expect(await stripeIdOf(bob.id)).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be deleted'), expect.objectContaining({ stripeCustomerId: stripeId }));
    } finally {
      warn.mockRestore();
    }
  });
});

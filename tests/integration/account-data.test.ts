// The customer's own data besides orders (issue 20, docs/accounts.md) on PGlite and PostgreSQL: quotes with
// their status, profile, addresses and the checkout pre-fill, saved designs with versions and read-only share
// links, export of every table's rows and deletion that anonymises; the access table of every new account route
// × {anonymous, owner, other customer, admin}; CSRF; extra fields that try to change ownership.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/db/client';
import * as schema from '@/db/schema';
import {
  auditLog,
  contactMessages,
  customerAddresses,
  customerDesignVersions,
  customerDesigns,
  customerLoginTokens,
  customerSessions,
  customers,
  emailOutbox,
  orders,
  quotes,
} from '@/db/schema';
import { GET as quotesRoute } from '@/app/api/account/quotes/route';
import { GET as getProfile, PUT as putProfile } from '@/app/api/account/profile/route';
import { GET as listAddresses, POST as createAddress } from '@/app/api/account/addresses/route';
import { DELETE as deleteAddress, PUT as putAddress } from '@/app/api/account/addresses/[id]/route';
import { GET as prefillRoute } from '@/app/api/account/checkout-prefill/route';
import { GET as listDesigns, POST as createDesign } from '@/app/api/account/designs/route';
import { DELETE as deleteDesign, GET as getDesign, PATCH as renameDesign } from '@/app/api/account/designs/[id]/route';
import { POST as saveVersion } from '@/app/api/account/designs/[id]/versions/route';
import { POST as shareDesign } from '@/app/api/account/designs/[id]/share/route';
import { GET as exportRoute } from '@/app/api/account/export/route';
import { POST as deleteRoute } from '@/app/api/account/delete/route';
import { GET as ordersRoute } from '@/app/api/account/orders/route';
import { PUT as answeredRoute } from '@/app/api/quotes/[id]/answered/route';
import { GET as adminCustomers } from '@/app/api/admin/customers/route';
import { GET as adminCustomer } from '@/app/api/admin/customers/[id]/route';
import { PUT as readRoute } from '@/app/api/quotes/[id]/read/route';
import { POST as createSession } from '@/app/stripe-api/create-checkout-session/route';
import { resetEnvForTests } from '@/lib/env';
import { hashToken } from '@/lib/server/accounts';
import { DELETED_CUSTOMER, getSharedDesign } from '@/lib/server/account-data';
import { payDemoOrder } from '@/lib/server/orders';
import { adminHeaders, callRoute, TEST_ORIGIN } from '@/tests/helpers/api';

type Handler = Parameters<typeof callRoute>[0];
const same = { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' };
let ip = 1;
const nextIp = () => `203.0.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

/** A verified customer with a live session (the sign-in flow itself is tested in customer-accounts.test.ts). */
async function customerSession(email: string): Promise<{ id: string; headers: Record<string, string> }> {
  const db = await getDb();
  const [c] = await db.insert(customers).values({ email }).onConflictDoUpdate({ target: customers.email, set: { lastSignInAt: new Date() } }).returning();
  const token = randomBytes(32).toString('base64url');
  await db.insert(customerSessions).values({ tokenHash: hashToken(token), customerId: c.id, expiresAt: new Date(Date.now() + 3600_000) });
  return { id: c.id, headers: { ...same, cookie: `bioark.customer=${token}` } };
}

async function paidGuestOrder(email: string): Promise<string> {
  const res = await callRoute(createSession, {
    method: 'POST',
    path: '/stripe-api/create-checkout-session',
    body: { items: [{ id: 'BAPM2083', quantity: 1, variant: '250 μL' }] },
    headers: { 'x-forwarded-for': nextIp() },
  });
  expect(res.status).toBe(200);
  const orderId = String(res.json.url).split('/').pop()!;
  await payDemoOrder(orderId, { email, name: 'Ada Lovelace', line1: '1 Analytical Way', city: 'London', postalCode: 'N1', country: 'GB' }, TEST_ORIGIN);
  return orderId;
}

async function insertQuote(email: string, description: string): Promise<string> {
  const db = await getDb();
  const [q] = await db
    .insert(quotes)
    .values({ firstName: 'Ada', lastName: 'Lovelace', email, phone: '+44 1', company: 'Analytical Lab', serviceType: 'crispr-knockout', projectDescription: description })
    .returning({ id: quotes.id });
  return q.id;
}

async function insertContact(email: string, message: string): Promise<string> {
  const db = await getDb();
  const [c] = await db.insert(contactMessages).values({ firstName: 'Ada', lastName: 'Lovelace', email, subject: 'Shipping to the UK', message }).returning({ id: contactMessages.id });
  return c.id;
}

const ADDRESS = { kind: 'shipping', name: 'Ada Lovelace', institution: 'Analytical Lab', line1: '1 Analytical Way', city: 'London', postalCode: 'N1 9GU', country: 'United Kingdom' };
const DESIGN_V1 = 'st=6&c=cr&f=ko&d=len&p=cmv&s=puro&tg=gene&gn=TP53&gs=Human&ok=1&fm=v.l&ti=8';
const DESIGN_V2 = 'st=6&c=cr&f=ko&d=len&p=cmv&s=puro&tg=gene&gn=BRCA1&gs=Human&ok=1&fm=v.l&ti=8';

let owner: { id: string; headers: Record<string, string> };
let other: { id: string; headers: Record<string, string> };
let plusTag: { id: string; headers: Record<string, string> };

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  resetEnvForTests();
  owner = await customerSession('ada@lab.test');
  other = await customerSession('mallory@lab.test');
  plusTag = await customerSession('ada+x@lab.test');
});

describe('quotes and contact requests', () => {
  let quoteId: string;

  test('every quote and message sent with the normalised address, newest first; plus-tags and others are not included', async () => {
    quoteId = await insertQuote('  ADA@lab.test ', 'Knock out TP53 in HEK293');
    await insertContact('ada@LAB.test', 'Do you ship to the UK?');
    await insertQuote('ada+x@lab.test', 'plus-tag request');
    await insertQuote('mallory@lab.test', 'mallory request');
    const res = await callRoute(quotesRoute, { headers: owner.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const list = res.json.requests as { id: string; type: string; status: string; message: string }[];
    expect(list).toHaveLength(2);
    expect(list.map((r) => r.type).sort()).toEqual(['contact', 'quote']);
    expect(list.find((r) => r.type === 'quote')).toMatchObject({ id: quoteId, status: 'submitted', message: 'Knock out TP53 in HEK293' });
    expect(res.text).not.toContain('plus-tag request');
    expect(res.text).not.toContain('mallory request');
    const plus = await callRoute(quotesRoute, { headers: plusTag.headers });
    expect((plus.json.requests as unknown[]).length).toBe(1);
  });

  test('status: submitted → being reviewed (read by the shop) → answered (marked by the admin, audited)', async () => {
    const admin = { ...same, ...(await adminHeaders()) };
    const status = async () => ((await callRoute(quotesRoute, { headers: owner.headers })).json.requests as { id: string; status: string }[]).find((r) => r.id === quoteId)!.status;
    expect(await status()).toBe('submitted');
    expect((await callRoute(readRoute, { method: 'PUT', params: { id: quoteId }, body: { read: true }, headers: admin })).status).toBe(200);
    expect(await status()).toBe('reviewing');
    const answered = await callRoute(answeredRoute, { method: 'PUT', params: { id: quoteId }, body: { answered: true }, headers: admin });
    expect(answered.status).toBe(200);
    expect(answered.json.quote).toMatchObject({ id: quoteId, read: true });
    expect(typeof (answered.json.quote as { answeredAt: unknown }).answeredAt).toBe('string');
    expect(await status()).toBe('answered');
    const db = await getDb();
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, quoteId));
    expect(audit.some((a) => a.summary.includes('answered'))).toBe(true);
    // A customer is not an admin: the answered flag is admin-only.
    expect((await callRoute(answeredRoute, { method: 'PUT', params: { id: quoteId }, body: { answered: false }, headers: owner.headers })).status).toBe(401);
  });
});

describe('profile', () => {
  test('saved and read back; the e-mail comes from the session only', async () => {
    const res = await callRoute(putProfile, { method: 'PUT', body: { name: 'Ada Lovelace', institution: 'Analytical Lab', department: 'Engines', phone: '+44 20 1234' }, headers: owner.headers });
    expect(res.status).toBe(200);
    expect(res.json.profile).toEqual({ email: 'ada@lab.test', name: 'Ada Lovelace', institution: 'Analytical Lab', department: 'Engines', phone: '+44 20 1234' });
    expect((await callRoute(getProfile, { headers: other.headers })).json.profile).toMatchObject({ email: 'mallory@lab.test', name: '' });
  });

  test.each([['email'], ['customerId'], ['role'], ['id']])('an extra field %s is refused and changes nothing', async (field) => {
    const res = await callRoute(putProfile, { method: 'PUT', body: { name: 'Mallory', institution: '', department: '', phone: '', [field]: field === 'customerId' ? owner.id : 'ada@lab.test' }, headers: other.headers });
    expect(res.status).toBe(400);
    expect((await callRoute(getProfile, { headers: owner.headers })).json.profile).toMatchObject({ name: 'Ada Lovelace' });
  });

  test('control characters are refused', async () => {
    const res = await callRoute(putProfile, { method: 'PUT', body: { name: 'Ada\u0007', institution: '', department: '', phone: '' }, headers: owner.headers });
    expect(res.status).toBe(400);
  });
});

describe('addresses and the checkout pre-fill', () => {
  let first: string;
  let second: string;

  test('the first address of a kind is the default; a new default takes it over; billing is separate', async () => {
    let res = await callRoute(createAddress, { method: 'POST', body: ADDRESS, headers: owner.headers });
    expect(res.status).toBe(200);
    first = (res.json.address as { id: string; isDefault: boolean }).id;
    expect(res.json.address).toMatchObject({ isDefault: true, kind: 'shipping' });
    res = await callRoute(createAddress, { method: 'POST', body: { ...ADDRESS, line1: '2 Difference St', isDefault: true }, headers: owner.headers });
    second = (res.json.address as { id: string }).id;
    res = await callRoute(createAddress, { method: 'POST', body: { ...ADDRESS, kind: 'billing', line1: '9 Accounts Rd' }, headers: owner.headers });
    expect(res.json.address).toMatchObject({ isDefault: true, kind: 'billing' });
    const list = (await callRoute(listAddresses, { headers: owner.headers })).json.addresses as { id: string; kind: string; isDefault: boolean }[];
    expect(list.filter((a) => a.kind === 'shipping' && a.isDefault).map((a) => a.id)).toEqual([second]);
    expect(list).toHaveLength(3);
  });

  test('the pre-fill is the account e-mail and the default shipping address', async () => {
    const res = await callRoute(prefillRoute, { headers: owner.headers });
    expect(res.json.prefill).toEqual({ email: 'ada@lab.test', name: 'Ada Lovelace', line1: '2 Difference St', city: 'London', postalCode: 'N1 9GU', country: 'United Kingdom' });
    expect((await callRoute(prefillRoute, { headers: other.headers })).json.prefill).toMatchObject({ email: 'mallory@lab.test', line1: '' });
  });

  test('deleting the default hands it to the oldest remaining address', async () => {
    expect((await callRoute(deleteAddress, { method: 'DELETE', params: { id: second }, headers: owner.headers })).status).toBe(200);
    const list = (await callRoute(listAddresses, { headers: owner.headers })).json.addresses as { id: string; kind: string; isDefault: boolean }[];
    expect(list.find((a) => a.id === first)?.isDefault).toBe(true);
  });

  test("another customer's address id is a 404 and nothing changes", async () => {
    expect((await callRoute(putAddress, { method: 'PUT', params: { id: first }, body: { ...ADDRESS, line1: 'Hijacked' }, headers: other.headers })).status).toBe(404);
    expect((await callRoute(deleteAddress, { method: 'DELETE', params: { id: first }, headers: other.headers })).status).toBe(404);
    const db = await getDb();
    const [row] = await db.select().from(customerAddresses).where(eq(customerAddresses.id, first));
    expect(row).toMatchObject({ line1: '1 Analytical Way', customerId: owner.id });
  });

  test('customerId in the body is refused (ownership comes from the session)', async () => {
    const res = await callRoute(createAddress, { method: 'POST', body: { ...ADDRESS, customerId: owner.id }, headers: other.headers });
    expect(res.status).toBe(400);
  });
});

describe('saved designs: versions and read-only sharing', () => {
  let designId: string;

  test('saving creates version 1; the same choices again change nothing; an edit is version 2 and version 1 stays', async () => {
    let res = await callRoute(createDesign, { method: 'POST', body: { name: 'TP53 knockout', query: DESIGN_V1 }, headers: owner.headers });
    expect(res.status).toBe(200);
    designId = (res.json.design as { id: string }).id;
    expect(res.json.design).toMatchObject({ name: 'TP53 knockout', versionCount: 1, latest: { version: 1 } });
    res = await callRoute(saveVersion, { method: 'POST', params: { id: designId }, body: { query: DESIGN_V1.replace('st=6', 'st=4') }, headers: owner.headers });
    expect(res.json).toMatchObject({ created: false, design: { versionCount: 1 } });
    res = await callRoute(saveVersion, { method: 'POST', params: { id: designId }, body: { query: DESIGN_V2 }, headers: owner.headers });
    expect(res.json).toMatchObject({ created: true, design: { versionCount: 2, latest: { version: 2 } } });
    const design = (await callRoute(getDesign, { params: { id: designId }, headers: owner.headers })).json.design as { versions: { version: number; query: string }[] };
    expect(design.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(design.versions[1].query).toContain('gn=TP53');
    expect(design.versions[0].query).toContain('gn=BRCA1');
  });

  test('an empty design is refused; parallel saves get distinct version numbers', async () => {
    expect((await callRoute(createDesign, { method: 'POST', body: { name: 'Empty', query: 'zz=1' }, headers: owner.headers })).status).toBe(400);
    const edits = ['gn=MYC', 'gn=KRAS', 'gn=EGFR'].map((g) => DESIGN_V1.replace('gn=TP53', g));
    const results = await Promise.all(edits.map((query) => callRoute(saveVersion, { method: 'POST', params: { id: designId }, body: { query }, headers: owner.headers })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const db = await getDb();
    const versions = await db.select().from(customerDesignVersions).where(eq(customerDesignVersions.designId, designId));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  test('the share link is unguessable, read-only, replaced by a new one, and stops working when sharing is off', async () => {
    const res = await callRoute(shareDesign, { method: 'POST', params: { id: designId }, body: { shared: true }, headers: owner.headers });
    expect(res.status).toBe(200);
    const token = String(res.json.path).split('/').pop()!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const shared = await getSharedDesign(token);
    expect(shared).toMatchObject({ name: 'TP53 knockout', version: 5 });
    expect(JSON.stringify(shared)).not.toContain(owner.id);
    const db = await getDb();
    const [row] = await db.select().from(customerDesigns).where(eq(customerDesigns.id, designId));
    expect(row.shareTokenHash).not.toContain(token);
    const again = await callRoute(shareDesign, { method: 'POST', params: { id: designId }, body: { shared: true }, headers: owner.headers });
    const token2 = String(again.json.path).split('/').pop()!;
    expect(await getSharedDesign(token)).toBeNull();
    expect(await getSharedDesign(token2)).not.toBeNull();
    await callRoute(shareDesign, { method: 'POST', params: { id: designId }, body: { shared: false }, headers: owner.headers });
    expect(await getSharedDesign(token2)).toBeNull();
    expect(await getSharedDesign('x'.repeat(32))).toBeNull();
  });

  test("another customer's design id is a 404 for every design route and nothing changes", async () => {
    const h = other.headers;
    expect((await callRoute(getDesign, { params: { id: designId }, headers: h })).status).toBe(404);
    expect((await callRoute(renameDesign, { method: 'PATCH', params: { id: designId }, body: { name: 'Mine now' }, headers: h })).status).toBe(404);
    expect((await callRoute(saveVersion, { method: 'POST', params: { id: designId }, body: { query: DESIGN_V1 }, headers: h })).status).toBe(404);
    expect((await callRoute(shareDesign, { method: 'POST', params: { id: designId }, body: { shared: true }, headers: h })).status).toBe(404);
    expect((await callRoute(deleteDesign, { method: 'DELETE', params: { id: designId }, headers: h })).status).toBe(404);
    expect((await callRoute(listDesigns, { headers: h })).json.designs).toEqual([]);
    const design = (await callRoute(getDesign, { params: { id: designId }, headers: owner.headers })).json.design as { name: string; shared: boolean };
    expect(design).toMatchObject({ name: 'TP53 knockout', shared: false });
  });

  test('extra fields (customerId, email) are refused', async () => {
    expect((await callRoute(createDesign, { method: 'POST', body: { name: 'X', query: DESIGN_V1, customerId: owner.id }, headers: other.headers })).status).toBe(400);
    expect((await callRoute(renameDesign, { method: 'PATCH', params: { id: designId }, body: { name: 'X', email: 'mallory@lab.test' }, headers: owner.headers })).status).toBe(400);
  });

  test('rename', async () => {
    const res = await callRoute(renameDesign, { method: 'PATCH', params: { id: designId }, body: { name: '  TP53 / BRCA1 knockouts ' }, headers: owner.headers });
    expect(res.json.design).toMatchObject({ name: 'TP53 / BRCA1 knockouts' });
  });
});

describe('access table: every new account route × {anonymous, owner, other customer, admin}', () => {
  type Who = 'anonymous' | 'owner' | 'other customer' | 'admin';
  let ids: { address: string; design: string };

  beforeAll(async () => {
    const a = await callRoute(createAddress, { method: 'POST', body: { ...ADDRESS, line1: 'Access St' }, headers: owner.headers });
    const d = await callRoute(createDesign, { method: 'POST', body: { name: 'Access', query: DESIGN_V1 }, headers: owner.headers });
    ids = { address: (a.json.address as { id: string }).id, design: (d.json.design as { id: string }).id };
  });

  const who = async (w: Who): Promise<Record<string, string>> =>
    w === 'owner' ? owner.headers : w === 'other customer' ? other.headers : w === 'admin' ? { ...same, ...(await adminHeaders()) } : same;
  const own = { anonymous: 401, owner: 200, 'other customer': 404, admin: 401 };
  const list = { anonymous: 401, owner: 200, 'other customer': 200, admin: 401 };
  const table: [string, Handler, string, () => Record<string, string>, unknown, Record<Who, number>][] = [
    ['GET /api/account/quotes', quotesRoute as Handler, 'GET', () => ({}), undefined, list],
    ['GET /api/account/profile', getProfile as Handler, 'GET', () => ({}), undefined, list],
    ['GET /api/account/addresses', listAddresses as Handler, 'GET', () => ({}), undefined, list],
    ['GET /api/account/checkout-prefill', prefillRoute as Handler, 'GET', () => ({}), undefined, list],
    ['GET /api/account/designs', listDesigns as Handler, 'GET', () => ({}), undefined, list],
    ['GET /api/account/export', exportRoute as Handler, 'GET', () => ({}), undefined, list],
    ['PUT /api/account/addresses/:id', putAddress as Handler, 'PUT', () => ({ id: ids.address }), { ...ADDRESS, line1: 'Access St' }, own],
    ['GET /api/account/designs/:id', getDesign as Handler, 'GET', () => ({ id: ids.design }), undefined, own],
    ['PATCH /api/account/designs/:id', renameDesign as Handler, 'PATCH', () => ({ id: ids.design }), { name: 'Access' }, own],
    ['POST /api/account/designs/:id/versions', saveVersion as Handler, 'POST', () => ({ id: ids.design }), { query: DESIGN_V1 }, own],
    ['POST /api/account/designs/:id/share', shareDesign as Handler, 'POST', () => ({ id: ids.design }), { shared: false }, own],
    ['GET /api/account/designs/:id (not an id)', getDesign as Handler, 'GET', () => ({ id: "1' or 1=1" }), undefined, { ...own, owner: 404 }],
  ];
  const people: Who[] = ['anonymous', 'owner', 'other customer', 'admin'];

  test.each(table.flatMap(([label, handler, method, params, body, expected]) => people.map((p) => [label, p, handler, method, params, body, expected[p]] as const)))(
    '%s as %s',
    async (_label, person, handler, method, params, body, status) => {
      const res = await callRoute(handler, { method, params: params(), body, headers: await who(person) });
      expect(res.status).toBe(status);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      if (person !== 'owner') {
        expect(res.text).not.toContain('Access St');
        expect(res.text).not.toContain('ada@lab.test');
      }
    },
  );

  test('the destructive routes too: DELETE address/design of someone else → 404; delete account needs a session', async () => {
    expect((await callRoute(deleteAddress, { method: 'DELETE', params: { id: ids.address }, headers: other.headers })).status).toBe(404);
    expect((await callRoute(deleteDesign, { method: 'DELETE', params: { id: ids.design }, headers: other.headers })).status).toBe(404);
    expect((await callRoute(deleteRoute, { method: 'POST', body: { confirm: 'DELETE' }, headers: same })).status).toBe(401);
    expect((await callRoute(deleteRoute, { method: 'POST', body: { confirm: 'DELETE' }, headers: { ...same, ...(await adminHeaders()) } })).status).toBe(401);
  });

  test.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a cross-site fetch', { origin: '', 'sec-fetch-site': 'cross-site' }],
    ['no Origin at all', { origin: '', 'sec-fetch-site': '' }],
  ])('CSRF: a write from %s is refused (403) and changes nothing', async (_label, extra) => {
    const headers = Object.fromEntries(Object.entries({ ...owner.headers, ...extra }).filter(([, v]) => v !== ''));
    expect((await callRoute(putProfile, { method: 'PUT', body: { name: 'CSRF', institution: '', department: '', phone: '' }, headers })).status).toBe(403);
    expect((await callRoute(deleteRoute, { method: 'POST', body: { confirm: 'DELETE' }, headers })).status).toBe(403);
    expect((await callRoute(createAddress, { method: 'POST', body: ADDRESS, headers })).status).toBe(403);
    expect((await callRoute(getProfile, { headers: owner.headers })).json.profile).toMatchObject({ name: 'Ada Lovelace' });
  });
});

describe('admin: the Customers tab', () => {
  test('customers with their order, quote and design counts; search by e-mail, name or institution; admin only; no tokens', async () => {
    const admin = { ...same, ...(await adminHeaders()) };
    const res = await callRoute(adminCustomers, { path: '/api/admin/customers', headers: admin });
    expect(res.status).toBe(200);
    const rows = res.json.customers as { email: string; quotes: number; designs: number; orders: number; institution: string }[];
    expect(rows.map((r) => r.email).sort()).toEqual(['ada+x@lab.test', 'ada@lab.test', 'mallory@lab.test']);
    expect(rows.find((r) => r.email === 'ada@lab.test')).toMatchObject({ quotes: 1, designs: 2, orders: 0, institution: 'Analytical Lab' });
    expect(res.text).not.toMatch(/token/i);
    for (const q of ['ANALYTICAL', 'Lovelace', 'ada@']) {
      const found = await callRoute(adminCustomers, { path: `/api/admin/customers?q=${encodeURIComponent(q)}`, headers: admin });
      expect((found.json.customers as { email: string }[]).map((r) => r.email)).toContain('ada@lab.test');
      expect((found.json.customers as { email: string }[]).map((r) => r.email)).not.toContain('mallory@lab.test');
    }
    const wildcard = await callRoute(adminCustomers, { path: '/api/admin/customers?q=%25', headers: admin });
    expect(wildcard.json.customers).toEqual([]);
    expect((await callRoute(adminCustomers, { path: '/api/admin/customers', headers: owner.headers })).status).toBe(401);
    expect((await callRoute(adminCustomers, { path: '/api/admin/customers', headers: same })).status).toBe(401);
  });

  test("one customer's detail: profile, their orders, quotes and designs only; admin only; 404 for unknown ids; no tokens", async () => {
    const admin = { ...same, ...(await adminHeaders()) };
    const list = await callRoute(adminCustomers, { path: '/api/admin/customers', headers: admin });
    const ada = (list.json.customers as { id: string; email: string }[]).find((r) => r.email === 'ada@lab.test')!;
    const res = await callRoute(adminCustomer, { path: `/api/admin/customers/${ada.id}`, params: { id: ada.id }, headers: admin });
    expect(res.status).toBe(200);
    const c = res.json.customer as unknown as { email: string; institution: string; requests: { type: string }[]; designs: { name: string }[]; orders: unknown[] };
    expect(c).toMatchObject({ email: 'ada@lab.test', institution: 'Analytical Lab' });
    expect(c.requests.filter((r) => r.type === 'quote')).toHaveLength(1);
    expect(c.designs).toHaveLength(2);
    expect(c.orders).toHaveLength(0);
    expect(res.text).not.toMatch(/token/i);
    expect(res.text).not.toContain('mallory@lab.test');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await callRoute(adminCustomer, { path: `/api/admin/customers/${id}`, params: { id }, headers: admin })).status).toBe(404);
    }
    expect((await callRoute(adminCustomer, { path: `/api/admin/customers/${ada.id}`, params: { id: ada.id }, headers: owner.headers })).status).toBe(401);
    expect((await callRoute(adminCustomer, { path: `/api/admin/customers/${ada.id}`, params: { id: ada.id }, headers: same })).status).toBe(401);
  });
});

describe('export and deletion', () => {
  /** Tables holding rows about a customer: a customer/order/design/shipment key, or an e-mail column. */
  function customerTables(): string[] {
    const notCustomerData = new Set(['admin_users', 'smtp_settings']);
    const names: string[] = [];
    for (const value of Object.values(schema)) {
      if (!value || typeof value !== 'object' || !(Symbol.for('drizzle:IsDrizzleTable') in value)) continue;
      const config = getTableConfig(value as PgTable);
      if (notCustomerData.has(config.name)) continue;
      const cols = config.columns.map((c) => c.name);
      if (cols.some((c) => /^(customer_id|order_id|design_id|shipment_id|customer_email|email|actor_email|to)$/.test(c))) names.push(config.name);
    }
    return names.sort();
  }

  let orderId: string;
  let quoteId: string;
  let victim: { id: string; headers: Record<string, string> };

  test('the export holds a key, with the customer’s rows, for every table that can hold them', async () => {
    victim = await customerSession('ada@lab.test');
    orderId = await paidGuestOrder(' Ada@Lab.test');
    const db = await getDb();
    [{ id: quoteId }] = await db.select({ id: quotes.id }).from(quotes).where(sql`lower(btrim(${quotes.email})) = 'ada@lab.test'`);
    await db.insert(customerLoginTokens).values({ tokenHash: 'h'.repeat(64), email: 'ada@lab.test', expiresAt: new Date(Date.now() + 60_000) });
    await db.insert(schema.offers).values({ number: 990001, customerEmail: 'Ada@Lab.test ', customerName: 'Ada Lovelace', institution: 'Analytical Lab', validUntil: '2099-01-01', tokenHash: 'o'.repeat(64), status: 'sent' });
    const listed = await callRoute(adminCustomers, { path: '/api/admin/customers?q=ada%40lab', headers: { ...same, ...(await adminHeaders()) } });
    expect(listed.json.customers).toEqual([expect.objectContaining({ email: 'ada@lab.test', orders: 1, quotes: 1 })]);
    const res = await callRoute(exportRoute, { headers: victim.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const data = res.json as Record<string, unknown[]>;
    // The list is found from the schema, so a new table with customer data fails this test until exported.
    expect(customerTables()).toEqual([
      'audit_log',
      'contact_messages',
      'customer_addresses',
      'customer_design_versions',
      'customer_designs',
      'customer_login_tokens',
      'customer_sessions',
      'customers',
      'email_outbox',
      'offers',
      'order_events',
      'order_lines',
      'order_milestones',
      'order_refunds',
      'order_shipment_lines',
      'order_shipments',
      'orders',
      'quotes',
    ]);
    for (const table of customerTables()) expect({ table, present: Array.isArray(data[table]) }).toEqual({ table, present: true });
    expect(data.customers).toHaveLength(1);
    expect(data.customers[0]).toMatchObject({ email: 'ada@lab.test', name: 'Ada Lovelace' });
    expect(data.orders.map((o) => (o as { id: string }).id)).toContain(orderId);
    expect(data.order_lines.length).toBeGreaterThan(0);
    expect(data.quotes.length).toBe(1);
    expect(data.contact_messages.length).toBe(1);
    expect(data.offers).toEqual([expect.objectContaining({ customerName: 'Ada Lovelace', status: 'sent' })]);
    expect(JSON.stringify(data.offers)).not.toContain('o'.repeat(64));
    expect(data.customer_addresses.length).toBeGreaterThan(0);
    expect(data.customer_designs.length).toBeGreaterThan(0);
    expect(data.customer_design_versions.length).toBeGreaterThan(1);
    expect(data.customer_sessions.length).toBeGreaterThan(0);
    expect(data.customer_login_tokens.length).toBe(1);
    expect(data.email_outbox.length).toBeGreaterThan(0);
    // Secrets stay out: session and link hashes, payment-provider ids.
    expect(res.text).not.toMatch(/tokenHash|token_hash|stripeSessionId|checkoutFingerprint/);
    expect(res.text).not.toContain('h'.repeat(64));
    // Nothing of anyone else.
    expect(res.text).not.toContain('mallory');
    expect(res.text).not.toContain('ada+x@lab.test');
  });

  test('a wrong confirmation is refused; deletion anonymises orders and quotes, erases the rest, ends every session, audits', async () => {
    expect((await callRoute(deleteRoute, { method: 'POST', body: { confirm: 'delete' }, headers: victim.headers })).status).toBe(400);
    const res = await callRoute(deleteRoute, { method: 'POST', body: { confirm: 'DELETE' }, headers: victim.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/bioark\.customer=;/);
    // Both sessions (owner and victim are the same customer) are gone.
    expect((await callRoute(ordersRoute, { headers: victim.headers })).status).toBe(401);
    expect((await callRoute(ordersRoute, { headers: owner.headers })).status).toBe(401);
    const db = await getDb();
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ customerEmail: null, customerName: null, shippingAddress: null, status: 'paid', totalCents: order.totalCents });
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote).toMatchObject({ email: DELETED_CUSTOMER, firstName: 'Deleted', phone: '', company: '', projectDescription: 'Knock out TP53 in HEK293' });
    expect(await db.select().from(customers).where(eq(customers.email, 'ada@lab.test'))).toHaveLength(0);
    expect(await db.select().from(customerSessions).where(eq(customerSessions.customerId, owner.id))).toHaveLength(0);
    expect(await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, owner.id))).toHaveLength(0);
    expect(await db.select().from(customerDesigns).where(eq(customerDesigns.customerId, owner.id))).toHaveLength(0);
    expect(await db.select().from(customerLoginTokens).where(eq(customerLoginTokens.email, 'ada@lab.test'))).toHaveLength(0);
    expect(await db.select().from(contactMessages).where(sql`lower(btrim(${contactMessages.email})) = 'ada@lab.test'`)).toHaveLength(0);
    expect(await db.select().from(emailOutbox).where(sql`lower(btrim(${emailOutbox.to})) = 'ada@lab.test'`)).toHaveLength(0);
    // No row anywhere still names the address.
    const [offer] = await db.select().from(schema.offers).where(eq(schema.offers.customerEmail, DELETED_CUSTOMER));
    expect(offer).toMatchObject({ customerName: '', institution: '', tokenHash: null, status: 'sent' });
    for (const [table, column] of [['quotes', 'email'], ['orders', 'customer_email'], ['audit_log', 'actor_email'], ['order_events', 'actor_email'], ['offers', 'customer_email']] as const) {
      const rows = await db.execute(sql`select 1 from ${sql.identifier(table)} where lower(${sql.identifier(column)}) like '%ada@lab.test%'`);
      expect({ table, rows: (rows as unknown as { rows?: unknown[] }).rows?.length ?? (rows as unknown as unknown[]).length }).toEqual({ table, rows: 0 });
    }
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, owner.id));
    expect(audit.some((a) => a.action === 'delete' && a.entityType === 'customer')).toBe(true);
    // Others are untouched.
    expect((await callRoute(quotesRoute, { headers: plusTag.headers })).json.requests).toHaveLength(1);
    expect((await callRoute(getProfile, { headers: other.headers })).status).toBe(200);
  });
});

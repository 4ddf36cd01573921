// Customer accounts (issue 20, docs/accounts.md) on PGlite and PostgreSQL: sign-in links through the outbox
// (also with SMTP down), the token lifecycle (forged, expired, reused, parallel), rate limits, the same answer
// for known and unknown addresses, guest orders joining only after verification, the access table of every
// account route × {anonymous, owner, other customer, admin}, sign-out, CSRF, extra fields, and that the admin
// guard never accepts a customer session.
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { customerLoginTokens, customerSessions, customers, emailOutbox, orderLines, productDocuments, products } from '@/db/schema';
import { POST as signIn } from '@/app/api/account/sign-in/route';
import { POST as verify } from '@/app/api/account/verify/route';
import { POST as signOut } from '@/app/api/account/sign-out/route';
import { GET as sessionRoute } from '@/app/api/account/session/route';
import { GET as ordersRoute } from '@/app/api/account/orders/route';
import { GET as orderRoute } from '@/app/api/account/orders/[id]/route';
import { GET as reorderRoute } from '@/app/api/account/orders/[id]/reorder/route';
import { GET as invoiceDownload } from '@/app/api/account/orders/[id]/invoice/route';
import { POST as shipRoute } from '@/app/api/admin/orders/[id]/shipments/route';
import { POST as refundRoute } from '@/app/api/admin/orders/[id]/refunds/route';
import { POST as createOfferRoute } from '@/app/api/admin/offers/route';
import { POST as sendOfferRoute } from '@/app/api/admin/offers/[id]/send/route';
import { POST as acceptPoRoute } from '@/app/api/offers/[token]/accept-po/route';
import { POST as invoiceRoute } from '@/app/api/admin/orders/[id]/invoice/route';
import { GET as meRoute } from '@/app/api/me/route';
import { GET as adminOrdersRoute } from '@/app/api/admin/orders/route';
import { PUT as putSmtp } from '@/app/api/smtp-config/route';
import { GET as adminOutbox } from '@/app/api/admin/outbox/route';
import { POST as createSession } from '@/app/stripe-api/create-checkout-session/route';
import { setMailTransportOptions } from '@/lib/adapters/mail';
import { SIGN_IN_LINK_INVALID, SIGN_IN_SENT_MESSAGE } from '@/lib/domain/accounts';
import { formErrorMessage } from '@/lib/domain/http';
import { resetEnvForTests } from '@/lib/env';
import { hashToken } from '@/lib/server/accounts';
import { payDemoOrder } from '@/lib/server/orders';
import { processDueEmails } from '@/lib/server/outbox-worker';
import { adminHeaders, callRoute, expectPrivatePdf, TEST_ORIGIN } from '@/tests/helpers/api';
import { makePdf } from '@/tests/helpers/pdf';
import { startSmtpSink, type SmtpSink } from '@/tests/helpers/smtp-sink';

type Handler = Parameters<typeof callRoute>[0];
let sink: SmtpSink;
let ip = 1;
const nextIp = () => `198.51.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;
const same = { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' };

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.SITE_URL;
  resetEnvForTests();
  setMailTransportOptions({ ignoreTLS: true });
  sink = await startSmtpSink();
  const res = await callRoute(putSmtp, {
    method: 'PUT',
    body: { host: '127.0.0.1', port: sink.port, secure: false, user: '', fromEmail: 'shop@bioark.test', toEmails: 'sales@bioark.test' },
    headers: await adminHeaders(),
  });
  expect(res.status).toBe(200);
});

afterAll(async () => {
  await sink.stop();
});

async function askForLink(email: string, headers: Record<string, string> = {}) {
  return callRoute(signIn, { method: 'POST', path: '/api/account/sign-in', body: { email }, headers: { ...same, 'x-forwarded-for': nextIp(), ...headers } });
}

/** The token of the newest sign-in e-mail queued for `email`. */
async function tokenFromOutbox(email: string): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'account-sign-in'), eq(emailOutbox.to, email)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const m = /\/account\/verify#token=([A-Za-z0-9_-]{43})/.exec(row?.text ?? '');
  if (!m) throw new Error(`no sign-in link for ${email}`);
  return m[1];
}

async function redeem(token: string, headers: Record<string, string> = same) {
  return callRoute(verify, { method: 'POST', path: '/api/account/verify', body: { token }, headers });
}

function cookieOf(res: { headers: Headers }): string {
  const set = res.headers.get('set-cookie') ?? '';
  const m = /bioark\.customer=([^;]*)/.exec(set);
  if (!m) throw new Error(`no customer cookie in ${set}`);
  return m[1];
}

/** Signs `email` in end to end (link through the outbox) and returns request headers carrying the session. */
async function signedIn(email: string): Promise<Record<string, string>> {
  expect((await askForLink(email)).status).toBe(200);
  const res = await redeem(await tokenFromOutbox(email.trim().toLowerCase()));
  expect(res.status).toBe(200);
  return { ...same, cookie: `bioark.customer=${cookieOf(res)}` };
}

async function paidGuestOrder(email: string, items: unknown[] = [{ id: 'BAPM2083', quantity: 2, variant: '250 μL' }]): Promise<string> {
  const res = await callRoute(createSession, { method: 'POST', path: '/stripe-api/create-checkout-session', body: { items }, headers: { 'x-forwarded-for': nextIp() } });
  expect(res.status).toBe(200);
  const orderId = String(res.json.url).split('/').pop()!;
  await payDemoOrder(orderId, { email, name: 'Grace Hopper', line1: '7 Pipette St', city: 'Arlington', postalCode: '22201', country: 'US' }, TEST_ORIGIN);
  return orderId;
}

describe('asking for a sign-in link', () => {
  test('the same answer for a known and an unknown address; the link goes through the outbox; only a hash is stored', async () => {
    await signedIn('known@lab.test');
    const known = await askForLink('known@lab.test');
    const unknown = await askForLink('nobody-yet@lab.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
    expect(known.json.message).toBe(SIGN_IN_SENT_MESSAGE);
    expect(known.headers.get('cache-control')).toBe('private, no-store');
    const token = await tokenFromOutbox('nobody-yet@lab.test');
    const db = await getDb();
    const rows = await db.select().from(customerLoginTokens).where(eq(customerLoginTokens.email, 'nobody-yet@lab.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBeGreaterThan(14 * 60_000);
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBeLessThanOrEqual(15 * 60_000 + 1000);
    // The admin's outbox view lists the e-mail but never its link.
    const outbox = await callRoute(adminOutbox, { headers: await adminHeaders() });
    expect(outbox.status).toBe(200);
    expect(outbox.text).toContain('nobody-yet@lab.test');
    expect(outbox.text).not.toContain(token);
    // No customer exists before the address is verified.
    expect(await db.select().from(customers).where(eq(customers.email, 'nobody-yet@lab.test'))).toHaveLength(0);
  });

  test.each([
    ['not an address', { email: 'nope' }, 400],
    ['a header injection', { email: 'a@lab.test\r\nBcc: x@evil.test' }, 400],
    ['an extra field', { email: 'a@lab.test', role: 'Admin' }, 400],
    ['no field', {}, 400],
  ])('%s is refused', async (_label, body, status) => {
    const res = await callRoute(signIn, { method: 'POST', body, headers: { ...same, 'x-forwarded-for': nextIp() } });
    expect(res.status).toBe(status);
  });

  test('a bad address: the field error carries the message the form shows under the field, without the field name', async () => {
    const res = await callRoute(signIn, { method: 'POST', body: { email: 'nope' }, headers: { ...same, 'x-forwarded-for': nextIp() } });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({ email: 'Enter a valid email address' });
    expect(formErrorMessage(res.status, res.json)).toBe('Enter a valid email address');
  });

  test('CSRF: from another origin, or with no Origin at all, refused', async () => {
    expect((await askForLink('csrf@lab.test', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await askForLink('csrf@lab.test', { origin: '', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const none = await callRoute(signIn, { method: 'POST', body: { email: 'csrf@lab.test' }, headers: { 'x-forwarded-for': nextIp() } });
    expect(none.status).toBe(403);
  });

  test('per e-mail: after 3 links in the window no more are sent, and the answer does not change', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await askForLink(' Flood@Lab.test ');
      expect(res.status).toBe(200);
      expect(res.json.message).toBe(SIGN_IN_SENT_MESSAGE);
    }
    const db = await getDb();
    const mails = await db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'account-sign-in'), eq(emailOutbox.to, 'flood@lab.test')));
    expect(mails).toHaveLength(3);
  });

  test('per client address: 429 after 10 requests in the window', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await askForLink(`client${i}@lab.test`, from)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  test('the link returns to the page that asked for it (in the #fragment); an unsafe page is dropped', async () => {
    const ask = (email: string, next: unknown) =>
      callRoute(signIn, { method: 'POST', path: '/api/account/sign-in', body: { email, next }, headers: { ...same, 'x-forwarded-for': nextIp() } });
    const db = await getDb();
    const linkFor = async (email: string) => {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
      return /https?:\/\/\S+\/account\/verify#\S+/.exec(row.text ?? '')![0];
    };
    expect((await ask('back@lab.test', '/account/orders/3f1c0d1e-0000-4000-8000-000000000001')).status).toBe(200);
    expect(await linkFor('back@lab.test')).toMatch(/#token=[A-Za-z0-9_-]{43}&next=%2Faccount%2Forders%2F3f1c0d1e-0000-4000-8000-000000000001$/);
    for (const [i, next] of ['https://evil.example/account', '//evil.example', '/admin/orders', '/account'].entries()) {
      expect((await ask(`unsafe${i}@lab.test`, next)).status).toBe(200);
      expect(await linkFor(`unsafe${i}@lab.test`)).toMatch(/#token=[A-Za-z0-9_-]{43}$/);
    }
    expect((await ask('typed@lab.test', 42)).status).toBe(400);
  });

  test('a link never points at a client-sent Host: without SITE_URL only this machine is used', async () => {
    const res = await askForLink('host@lab.test', { host: 'evil.example', origin: 'http://evil.example' });
    expect(res.status).toBe(503);
    const db = await getDb();
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'host@lab.test'))).toHaveLength(0);
  });
});

describe('redeeming a sign-in token', () => {
  test('a good token signs in once: HttpOnly, SameSite=Lax cookie; reused → refused', async () => {
    await askForLink('once@lab.test');
    const token = await tokenFromOutbox('once@lab.test');
    const first = await redeem(token);
    expect(first.status).toBe(200);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toContain(token);
    const again = await redeem(token);
    expect(again.status).toBe(400);
    expect(again.json.error).toBe(SIGN_IN_LINK_INVALID);
  });

  test('two clicks at the same time: one session', async () => {
    await askForLink('race@lab.test');
    const token = await tokenFromOutbox('race@lab.test');
    const results = await Promise.all([redeem(token), redeem(token), redeem(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  test('forged, malformed, expired and cross-account tokens are refused', async () => {
    expect((await redeem('A'.repeat(43))).status).toBe(400);
    expect((await redeem('short')).status).toBe(400);
    expect((await redeem('')).status).toBe(400);
    await askForLink('late@lab.test');
    const token = await tokenFromOutbox('late@lab.test');
    const db = await getDb();
    await db.update(customerLoginTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(customerLoginTokens.tokenHash, hashToken(token)));
    expect((await redeem(token)).status).toBe(400);
    // A token is for its own address only: naming another one is an unknown field, not a switch of account.
    await askForLink('mine@lab.test');
    const mine = await tokenFromOutbox('mine@lab.test');
    const res = await callRoute(verify, { method: 'POST', body: { token: mine, email: 'victim@lab.test' }, headers: same });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/Unknown field/);
    const ok = await redeem(mine);
    expect(ok.status).toBe(200);
    expect(ok.json.customer).toEqual({ email: 'mine@lab.test' });
  });

  test('CSRF: a token posted from another origin or without Origin is refused (no login CSRF)', async () => {
    await askForLink('csrf2@lab.test');
    const token = await tokenFromOutbox('csrf2@lab.test');
    expect((await redeem(token, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await redeem(token, {})).status).toBe(403);
    expect((await redeem(token)).status).toBe(200);
  });
});

describe('SMTP down: the sign-in e-mail waits in the outbox and is delivered after recovery', () => {
  test('stopped sink → retrying; restarted → one e-mail whose link signs in', async () => {
    await sink.stop();
    expect((await askForLink('outage@lab.test')).status).toBe(200);
    const r = await processDueEmails();
    expect(r.retrying).toBeGreaterThanOrEqual(1);
    await sink.restart();
    const db = await getDb();
    await db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(emailOutbox.status, 'pending'));
    for (let i = 0; i < 10 && (await processDueEmails()).claimed; i++);
    const mails = sink.messages.filter((m) => m.rcptTo.includes('outage@lab.test'));
    expect(mails).toHaveLength(1);
    const m = /\/account\/verify#token=([A-Za-z0-9_-]{43})/.exec(mails[0].text);
    expect(m).not.toBeNull();
    expect(mails[0].text).toContain(`${TEST_ORIGIN}/account/verify#token=`);
    expect((await redeem(m![1])).status).toBe(200);
  });
});

describe('orders: guest history joins only after verification; the access table', () => {
  let owner: Record<string, string>;
  let other: Record<string, string>;
  let plusTag: Record<string, string>;
  let orderId: string;

  beforeAll(async () => {
    // Placed as a guest with spaces and capitals: ownership normalises them.
    orderId = await paidGuestOrder('  Grace@Lab.test ');
  });

  test('before the address is verified there is no customer and no session that could see the order', async () => {
    const db = await getDb();
    expect(await db.select().from(customers).where(eq(customers.email, 'grace@lab.test'))).toHaveLength(0);
    expect((await callRoute(ordersRoute, { headers: same })).status).toBe(401);
    // Asking for a link is not verifying: still nothing.
    await askForLink('grace@lab.test');
    expect(await db.select().from(customers).where(eq(customers.email, 'grace@lab.test'))).toHaveLength(0);
  });

  test('after verification the guest order is listed, newest first, with status, total and lines', async () => {
    const newer = await paidGuestOrder('grace@lab.test', [{ id: 'BADM3363', quantity: 1, variant: '2 x 500 μL' }]);
    owner = await signedIn('GRACE@lab.test');
    other = await signedIn('mallory@lab.test');
    plusTag = await signedIn('grace+lab@lab.test');
    const res = await callRoute(ordersRoute, { headers: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const list = res.json.orders as { id: string; status: string; totalCents: number; lines: { name: string; quantity: number }[] }[];
    expect(list.map((o) => o.id)).toEqual([newer, orderId]);
    expect(list[1]).toMatchObject({ status: 'paid', totalCents: 13600, lines: [{ name: 'Prestained Protein Marker IV', quantity: 2, variant: '250 μL' }] });
  });

  test('a plus-tagged address is another customer: it sees none of them', async () => {
    const res = await callRoute(ordersRoute, { headers: plusTag });
    expect(res.json.orders).toEqual([]);
  });

  type Who = 'anonymous' | 'owner' | 'other customer' | 'admin';
  const who = async (w: Who): Promise<Record<string, string>> =>
    w === 'owner' ? owner : w === 'other customer' ? other : w === 'admin' ? { ...same, ...(await adminHeaders()) } : same;

  const table: [string, Handler, () => Record<string, string>, Record<Who, number>][] = [
    ['GET /api/account/orders/:id', orderRoute as Handler, () => ({ id: orderId }), { anonymous: 401, owner: 200, 'other customer': 404, admin: 401 }],
    ['GET /api/account/orders/:id/reorder', reorderRoute as Handler, () => ({ id: orderId }), { anonymous: 401, owner: 200, 'other customer': 404, admin: 401 }],
    // A card order has no invoice: its owner gets the 404 with a message (the PO case is tested below).
    ['GET /api/account/orders/:id/invoice (card order)', invoiceDownload as Handler, () => ({ id: orderId }), { anonymous: 401, owner: 404, 'other customer': 404, admin: 401 }],
    ['GET /api/account/orders/:id/invoice (unknown id)', invoiceDownload as Handler, () => ({ id: '00000000-0000-4000-8000-000000000000' }), { anonymous: 401, owner: 404, 'other customer': 404, admin: 401 }],
    ['GET /api/account/orders/:id/invoice (not an id)', invoiceDownload as Handler, () => ({ id: '../../invoices' }), { anonymous: 401, owner: 404, 'other customer': 404, admin: 401 }],
    ['GET /api/account/orders/:id (unknown id)', orderRoute as Handler, () => ({ id: '00000000-0000-4000-8000-000000000000' }), { anonymous: 401, owner: 404, 'other customer': 404, admin: 401 }],
    ['GET /api/account/orders/:id (not an id)', orderRoute as Handler, () => ({ id: "1' or '1'='1" }), { anonymous: 401, owner: 404, 'other customer': 404, admin: 401 }],
    ['GET /api/account/orders', ordersRoute as Handler, () => ({}), { anonymous: 401, owner: 200, 'other customer': 200, admin: 401 }],
  ];
  const people: Who[] = ['anonymous', 'owner', 'other customer', 'admin'];

  test.each(table.flatMap(([label, handler, params, expected]) => people.map((p) => [label, p, handler, params, expected[p]] as const)))(
    '%s as %s',
    async (_label, person, handler, params, status) => {
      const res = await callRoute(handler, { method: 'GET', params: params(), headers: await who(person) });
      expect(res.status).toBe(status);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      if (person !== 'owner') expect(res.text).not.toContain(orderId);
      if (person !== 'owner') expect(res.text).not.toContain('Pipette');
    },
  );

  test('the owner sees lines, amounts, shipping address and payment status; no payment-provider internals', async () => {
    const res = await callRoute(orderRoute, { params: { id: orderId }, headers: owner });
    expect(res.json.order).toMatchObject({
      id: orderId,
      status: 'paid',
      subtotalCents: 9600,
      shippingCents: 4000,
      totalCents: 13600,
      shippingAddress: { name: 'Grace Hopper', line1: '7 Pipette St', city: 'Arlington' },
      lines: [{ catalogNumber: 'BAPM2083', variant: '250 μL', quantity: 2, unitPriceCents: 4800 }],
    });
    expect(res.json.order).not.toHaveProperty('stripeSessionId');
    // A card order: no purchase order, no invoice.
    expect(res.json.order).toMatchObject({ paymentMethod: 'card', poNumber: null, invoiceNumber: null, invoicedAt: null });
    expect(res.json).toMatchObject({ shipments: [], refunds: [] });
  });

  test('a purchase order: method, PO number and, once invoiced, the invoice number and date and its PDF (owner only); no document keys or admin names; another customer 404', async () => {
    const admin = { ...(await adminHeaders()) };
    const created = await callRoute(createOfferRoute, {
      method: 'POST',
      body: { customerEmail: 'Grace@lab.test', customerName: 'Grace Hopper', institution: 'Navy Lab', lines: [{ kind: 'service', description: 'Stable cell line', quantity: 1, unitPriceCents: 120_000, serviceKind: 'celllines' }], shippingCents: 0 },
      headers: admin,
    });
    expect(created.status).toBe(201);
    const offerId = String((created.json.offer as { id: string }).id);
    const sent = await callRoute(sendOfferRoute, { method: 'POST', params: { id: offerId }, headers: admin });
    expect(sent.status).toBe(200);
    const token = String(sent.json.link).split('/').pop()!;
    const address = { name: 'Grace Hopper', institution: 'Navy Lab', line1: '1 Compiler Way', city: 'Arlington', postalCode: '22201', country: 'US' };
    const accepted = await callRoute(acceptPoRoute, {
      method: 'POST',
      params: { token },
      body: { version: 1, poNumber: 'PO-NAVY-0451', billing: address, shipping: address, poFile: { name: 'po.pdf', contentBase64: makePdf({ text: 'PO-NAVY-0451' }).toString('base64') } },
      headers: { origin: TEST_ORIGIN },
    });
    expect(accepted.status).toBe(201);
    const poOrderId = (accepted.json.order as { orderId: string }).orderId;

    let res = await callRoute(orderRoute, { params: { id: poOrderId }, headers: owner });
    expect(res.status).toBe(200);
    expect(res.json.order).toMatchObject({ id: poOrderId, status: 'awaiting_invoice', paymentMethod: 'po', poNumber: 'PO-NAVY-0451', invoiceNumber: null, invoicedAt: null, billingAddress: { institution: 'Navy Lab' } });
    // No invoice yet: the download is a 404 that says so (private, never cached).
    const early = await callRoute(invoiceDownload, { params: { id: poOrderId }, headers: owner });
    expect(early.status).toBe(404);
    expect(early.json).toEqual({ error: 'No invoice has been issued for this order yet.' });
    expect(early.headers.get('cache-control')).toBe('private, no-store');

    const invoicePdf = makePdf({ text: 'Invoice INV-NAVY-7' });
    const invoiced = await callRoute(invoiceRoute, { method: 'POST', params: { id: poOrderId }, body: { invoiceNumber: 'INV-NAVY-7', file: { name: 'inv.pdf', contentBase64: invoicePdf.toString('base64') } }, headers: admin });
    expect(invoiced.status).toBe(200);
    res = await callRoute(orderRoute, { params: { id: poOrderId }, headers: owner });
    expect(res.json.order).toMatchObject({ status: 'invoiced', paymentMethod: 'po', poNumber: 'PO-NAVY-0451', invoiceNumber: 'INV-NAVY-7' });
    const invoicedAt = Date.parse(String((res.json.order as { invoicedAt: string }).invoicedAt));
    expect(Math.abs(Date.now() - invoicedAt)).toBeLessThan(60_000);
    // Nothing internal: storage keys of the PO and invoice PDFs, the admin who invoiced, the Stripe session.
    for (const key of ['poDocumentKey', 'invoiceDocumentKey', 'stripeSessionId']) expect(res.json.order).not.toHaveProperty(key);
    expect(res.text).not.toMatch(/offers\/po\/|invoices\/|admin@/);

    const theirs = await callRoute(orderRoute, { params: { id: poOrderId }, headers: other });
    expect(theirs.status).toBe(404);
    expect(theirs.text).not.toMatch(/PO-NAVY-0451|INV-NAVY-7/);

    // The invoice PDF: the owner downloads exactly the file the shop uploaded, named after its number.
    expectPrivatePdf(await callRoute(invoiceDownload, { params: { id: poOrderId }, headers: owner }), invoicePdf, 'INV-NAVY-7.pdf');
    // Anyone else's answer is the unknown order's, with nothing of it; no session 401; an admin is not a customer.
    for (const [headers, status] of [[other, 404], [plusTag, 404], [same, 401], [{ ...same, ...admin }, 401]] as const) {
      const refused = await callRoute(invoiceDownload, { params: { id: poOrderId }, headers });
      expect(refused.status).toBe(status);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect(refused.headers.get('cache-control')).toBe('private, no-store');
      expect(refused.text).not.toMatch(/%PDF|INV-NAVY-7|PO-NAVY-0451/);
      if (status === 404) expect(refused.json).toEqual({ error: 'Order not found' });
    }
  });

  test('shipments and refunds: carrier, tracking link, lots (a certificate link only when one is on file), refunds that went through; no admin internals', async () => {
    const orderOf = await paidGuestOrder('grace@lab.test', [
      { id: 'BAPM2083', quantity: 2, variant: '250 μL' },
      { id: 'BADM3363', quantity: 1, variant: '2 x 500 μL' },
    ]);
    const db = await getDb();
    const [a, b] = await db.select().from(orderLines).where(eq(orderLines.orderId, orderOf)).orderBy(orderLines.id);
    const [product] = await db.select().from(products).where(eq(products.catalogNumber, 'BAPM2083'));
    const [coa] = await db
      .insert(productDocuments)
      .values({ kind: 'coa', productId: product.id, catalogNumber: 'BAPM2083', lot: 'L-ACC-1', lotKey: 'l-acc-1', storageKey: `documents/acc-${orderOf}.pdf`, fileName: 'c.pdf', size: 10 })
      .returning();
    const admin = { ...(await adminHeaders()) };
    const ship = await callRoute(shipRoute, {
      method: 'POST',
      path: `/api/admin/orders/${orderOf}/shipments`,
      params: { id: orderOf },
      body: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', lines: [{ lineId: a.id, quantity: 2, lotNumber: 'L-ACC-1' }, { lineId: b.id, quantity: 1, lotNumber: 'L-ACC-2' }] },
      headers: admin,
    });
    expect(ship.status).toBe(201);
    const refund = await callRoute(refundRoute, { method: 'POST', path: `/api/admin/orders/${orderOf}/refunds`, params: { id: orderOf }, body: { amount: '12.50', reason: 'Internal note: goodwill' }, headers: admin });
    expect(refund.status).toBe(201);

    const res = await callRoute(orderRoute, { params: { id: orderOf }, headers: owner });
    expect(res.status).toBe(200);
    expect(res.json.order).toMatchObject({ status: 'partially_refunded', refundedCents: 1250 });
    expect(res.json.shipments).toEqual([
      {
        id: ship.json.shipmentId,
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: expect.stringContaining('1Z999AA10123456784'),
        shippedAt: expect.any(String),
        lines: [
          { name: 'Prestained Protein Marker IV', variant: '250 μL', catalogNumber: 'BAPM2083', quantity: 2, lotNumber: 'L-ACC-1', certificatePath: '/documents?catalogNumber=BAPM2083&lot=L-ACC-1' },
          expect.objectContaining({ catalogNumber: 'BADM3363', quantity: 1, lotNumber: 'L-ACC-2', certificatePath: null }),
        ],
      },
    ]);
    expect(res.json.refunds).toEqual([{ amountCents: 1250, refundedAt: expect.any(String) }]);
    expect(res.text).not.toContain('Internal note');
    expect(res.text).not.toContain('admin@');
    // Another customer still sees nothing of it.
    const theirs = await callRoute(orderRoute, { params: { id: orderOf }, headers: other });
    expect(theirs.status).toBe(404);
    expect(theirs.text).not.toContain('1Z999AA10123456784');
    await db.delete(productDocuments).where(eq(productDocuments.id, coa.id));
  });

  test("reorder: today's prices, and what is no longer sold", async () => {
    const db = await getDb();
    const [product] = await db.select().from(products).where(eq(products.catalogNumber, 'BAPM2083'));
    await db
      .update(products)
      .set({ options: product.options.map((o) => (o.label === '250 μL' ? { ...o, priceCents: 5100 } : o)) })
      .where(eq(products.id, product.id));
    let res = await callRoute(reorderRoute, { params: { id: orderId }, headers: owner });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      lines: [{ item: { id: 'BAPM2083', variant: '250 μL', priceCents: 5100, quoteOnly: false }, quantity: 2, previousUnitPriceCents: 4800 }],
      unavailable: [],
    });
    await db.update(products).set({ hidden: true }).where(eq(products.id, product.id));
    res = await callRoute(reorderRoute, { params: { id: orderId }, headers: owner });
    expect(res.json).toMatchObject({ lines: [], unavailable: [{ name: 'Prestained Protein Marker IV', reason: 'no-longer-sold' }] });
    await db.update(products).set({ hidden: false, options: product.options }).where(eq(products.id, product.id));
  });

  test('the session endpoint names the customer to that customer only; no one else', async () => {
    expect((await callRoute(sessionRoute, { headers: owner })).json).toEqual({ customer: { email: 'grace@lab.test' } });
    expect((await callRoute(sessionRoute, { headers: same })).json).toEqual({ customer: null });
    expect((await callRoute(sessionRoute, { headers: { cookie: 'bioark.customer=forged' } })).json).toEqual({ customer: null });
    const res = await callRoute(sessionRoute, { headers: owner });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  test('a customer is never an admin: the customer cookie, also renamed as the admin cookie, gets 401', async () => {
    const value = owner.cookie.split('=')[1];
    for (const cookie of [owner.cookie, `bioark.session=${value}`, `__Secure-bioark.session=${value}`]) {
      expect((await callRoute(meRoute, { headers: { ...same, cookie } })).status).toBe(401);
      expect((await callRoute(adminOrdersRoute, { headers: { ...same, cookie } })).status).toBe(401);
    }
  });

  test('sign-out: CSRF refused; then the session row is gone and the cookie opens nothing', async () => {
    expect((await callRoute(signOut, { method: 'POST', headers: { ...other, origin: 'https://evil.example' } })).status).toBe(403);
    expect((await callRoute(signOut, { method: 'POST', headers: { cookie: other.cookie } })).status).toBe(403);
    const res = await callRoute(signOut, { method: 'POST', headers: other });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/bioark\.customer=;/);
    expect((await callRoute(ordersRoute, { headers: other })).status).toBe(401);
    const db = await getDb();
    const value = other.cookie.split('=')[1];
    expect(await db.select().from(customerSessions).where(eq(customerSessions.tokenHash, hashToken(value)))).toHaveLength(0);
    expect((await callRoute(signOut, { method: 'POST', headers: other })).status).toBe(401);
  });

  test('an expired session opens nothing', async () => {
    const late = await signedIn('expired-session@lab.test');
    const db = await getDb();
    await db
      .update(customerSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerSessions.tokenHash, hashToken(late.cookie.split('=')[1])));
    expect((await callRoute(ordersRoute, { headers: late })).status).toBe(401);
  });
});

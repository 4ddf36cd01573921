// The admin Messages tab's API (issue 20, docs/accounts.md) on PGlite and PostgreSQL: contact messages newest
// first, the status the admin sets (submitted → being reviewed → answered, and back), audit-logged, and the
// customer's account Quotes page showing it; admin only (anonymous and customer refused), CSRF-protected,
// 404 for unknown or malformed ids, 400 for a bad status or extra fields.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { auditLog, contactMessages, customerSessions, customers } from '@/db/schema';
import { GET as listRoute } from '@/app/api/admin/contact-messages/route';
import { PUT as statusRoute } from '@/app/api/admin/contact-messages/[id]/status/route';
import { GET as accountQuotes } from '@/app/api/account/quotes/route';
import { SESSION_COOKIE } from '@/lib/auth/session-cookie.mjs';
import { hashToken } from '@/lib/server/accounts';
import { adminHeaders, adminToken, callRoute, TEST_ORIGIN } from '@/tests/helpers/api';

const same = { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' };

async function customerSession(email: string): Promise<Record<string, string>> {
  const db = await getDb();
  const [c] = await db.insert(customers).values({ email }).onConflictDoUpdate({ target: customers.email, set: { lastSignInAt: new Date() } }).returning();
  const token = randomBytes(32).toString('base64url');
  await db.insert(customerSessions).values({ tokenHash: hashToken(token), customerId: c.id, expiresAt: new Date(Date.now() + 3600_000) });
  return { ...same, cookie: `bioark.customer=${token}` };
}

async function insertContact(email: string, message: string, createdAt = new Date()): Promise<string> {
  const db = await getDb();
  const [c] = await db
    .insert(contactMessages)
    .values({ firstName: 'Grace', lastName: 'Hopper', email, company: 'Harvard Lab', subject: 'technical', message, createdAt })
    .returning({ id: contactMessages.id });
  return c.id;
}

type View = { id: string; status: string; read: boolean; answeredAt: string | null; subjectLabel: string; message: string; customerId: string | null };

let admin: Record<string, string>;
let customer: Record<string, string>;
let other: Record<string, string>;
let older: string;
let newer: string;
let othersMessage: string;

beforeAll(async () => {
  admin = { ...same, ...(await adminHeaders()) };
  customer = await customerSession('grace@lab.test');
  other = await customerSession('eve@lab.test');
  older = await insertContact(' Grace@LAB.test ', 'Is the TP53 knockout line validated?', new Date(Date.now() - 60_000));
  newer = await insertContact('grace@lab.test', 'Second question: shipping on dry ice?');
  othersMessage = await insertContact('eve@lab.test', 'Eve asks something');
});

const accountStatus = async (headers: Record<string, string>, id: string) =>
  ((await callRoute(accountQuotes, { headers })).json.requests as { id: string; status: string }[]).find((r) => r.id === id)?.status;

describe('GET /api/admin/contact-messages', () => {
  test('newest first, with the subject label, the status and the sender’s account', async () => {
    const res = await callRoute(listRoute, { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const list = res.json.messages as View[];
    const ids = list.map((m) => m.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const first = list.find((m) => m.id === older)!;
    expect(first).toMatchObject({ status: 'submitted', read: false, answeredAt: null, subjectLabel: 'Technical Support', message: 'Is the TP53 knockout line validated?' });
    // ' Grace@LAB.test ' belongs to the account of grace@lab.test, as in the customer's own Quotes page.
    const db = await getDb();
    const [grace] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, 'grace@lab.test'));
    expect(first.customerId).toBe(grace.id);
  });

  test.each([
    ['anonymous', () => ({})],
    ['a customer', () => customer],
  ])('%s gets 401', async (_who, headers) => {
    const res = await callRoute(listRoute, { headers: headers() });
    expect(res.status).toBe(401);
    expect(res.text).not.toContain('TP53');
  });
});

describe('PUT /api/admin/contact-messages/{id}/status', () => {
  const put = (id: string, body: unknown, headers = admin) => callRoute(statusRoute, { method: 'PUT', params: { id }, body, headers });

  test('submitted → being reviewed → answered: the customer sees each; every change is audited once', async () => {
    expect(await accountStatus(customer, older)).toBe('submitted');

    let res = await put(older, { status: 'reviewing' });
    expect(res.status).toBe(200);
    expect(res.json.message).toMatchObject({ id: older, status: 'reviewing', read: true, answeredAt: null });
    expect(await accountStatus(customer, older)).toBe('reviewing');

    res = await put(older, { status: 'answered' });
    expect(res.status).toBe(200);
    const answeredAt = (res.json.message as View).answeredAt;
    expect(typeof answeredAt).toBe('string');
    expect(await accountStatus(customer, older)).toBe('answered');

    // The same status again changes nothing: the first answer's date stays, no audit entry is added.
    res = await put(older, { status: 'answered' });
    expect((res.json.message as View).answeredAt).toBe(answeredAt);

    const db = await getDb();
    const audit = await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'contact_message'), eq(auditLog.entityId, older)));
    expect(audit).toHaveLength(2);
    expect(audit.map((a) => a.diff)).toEqual(expect.arrayContaining([{ status: ['submitted', 'reviewing'] }, { status: ['reviewing', 'answered'] }]));
    expect(audit.every((a) => a.actorEmail === (process.env.ADMIN_EMAIL ?? 'admin@bioark.test') && a.summary.includes('Grace Hopper'))).toBe(true);

    // The other message of the same sender and another customer's message are untouched.
    expect(await accountStatus(customer, newer)).toBe('submitted');
    expect(await accountStatus(other, othersMessage)).toBe('submitted');
    expect(await accountStatus(other, older)).toBeUndefined();
  });

  test('back to being reviewed, then submitted (a mistake undone)', async () => {
    let res = await put(older, { status: 'reviewing' });
    expect(res.json.message).toMatchObject({ status: 'reviewing', answeredAt: null });
    res = await put(older, { status: 'submitted' });
    expect(res.json.message).toMatchObject({ status: 'submitted', read: false });
    expect(await accountStatus(customer, older)).toBe('submitted');
  });

  test.each([
    ['an unknown status', { status: 'closed' }],
    ['the label instead of the value', { status: 'Being reviewed' }],
    ['no status', {}],
    ['a number', { status: 2 }],
    ['an extra field', { status: 'answered', email: 'eve@lab.test' }],
  ])('%s is a 400 and changes nothing', async (_label, body) => {
    const res = await put(newer, body);
    expect(res.status).toBe(400);
    expect(await accountStatus(customer, newer)).toBe('submitted');
  });

  test.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-an-id'],
    ['an injection attempt', "1' or '1'='1"],
  ])('%s is a 404', async (_label, id) => {
    const res = await put(id, { status: 'answered' });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('Message not found');
  });

  test.each([
    ['anonymous', () => same],
    ['the sender (a customer)', () => customer],
    ['another customer', () => other],
  ])('%s gets 401 and nothing changes', async (_who, headers) => {
    const res = await put(newer, { status: 'answered' }, headers());
    expect(res.status).toBe(401);
    expect(await accountStatus(customer, newer)).toBe('submitted');
  });

  test('CSRF: an admin cookie from another site, or without an Origin, is refused', async () => {
    const cookie = `${SESSION_COOKIE}=${await adminToken()}`;
    expect((await put(newer, { status: 'answered' }, { cookie, origin: 'https://evil.example' })).status).toBe(403);
    expect((await put(newer, { status: 'answered' }, { cookie })).status).toBe(403);
    expect((await put(newer, { status: 'answered' }, { ...admin, origin: 'https://evil.example' })).status).toBe(403);
    expect(await accountStatus(customer, newer)).toBe('submitted');
    // The same cookie from this site works.
    expect((await put(newer, { status: 'reviewing' }, { cookie, ...same })).status).toBe(200);
  });
});

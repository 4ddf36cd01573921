// docs/requirements.md §7 quote calls: POST /api/quote (full form), POST /api/quotes (product and design quotes), admin-only
// GET /api/quotes, PUT /api/quotes/{id}/read, DELETE /api/quotes/{id}; docs/security.md item 24, 27 and R1 (idempotency).
// Runs on PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { auditLog, emailOutbox, quotes } from '@/db/schema';
import { POST as postQuote } from '@/app/api/quote/route';
import { GET as listQuotes, POST as postQuotes } from '@/app/api/quotes/route';
import { DELETE as deleteQuote } from '@/app/api/quotes/[id]/route';
import { PUT as putRead } from '@/app/api/quotes/[id]/read/route';
import { TOO_MANY_SUBMISSIONS } from '@/lib/server/public-forms';
import { FORM_LIMITS } from '@/lib/domain/form-abuse';

const FORM_LIMIT_PER_ADDRESS = FORM_LIMITS.perAddress;
import { IDEMPOTENCY_KEY_REUSED } from '@/lib/server/quotes';
import { adminHeaders, callRoute } from '@/tests/helpers/api';

let ipCounter = 1;
/** Each test posts from an address of its own so the per-address limit only bites where it is tested. */
const nextIp = () => `198.51.100.${ipCounter++}`;

type Handler = Parameters<typeof callRoute>[0];
const post = (handler: Handler, body: unknown, ip = nextIp(), extra: Record<string, string> = {}) =>
  callRoute(handler, { method: 'POST', body, headers: { 'x-forwarded-for': ip, ...extra } });

const fullForm = (over: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@lab.test',
  phone: '+1 555 0100',
  company: 'Analytical Engines Lab',
  department: 'Genomics',
  serviceType: 'cloning',
  timeline: 'standard',
  budget: '5k-15k',
  projectDescription: 'Subclone a 1.2 kb CDS into a lentiviral vector.',
  additionalInfo: 'Please include sequencing.',
  ...over,
});

const QUOTE_KEYS = [
  'additionalInfo', 'answeredAt', 'budget', 'catalogNumber', 'company', 'createdAt', 'department', 'email', 'firstName', 'id', 'kind',
  'lastName', 'phone', 'projectDescription', 'read', 'serviceType', 'submittedByAddress', 'submittedByEmail', 'timeline',
].sort();

async function outboxFor(quoteId: string) {
  const db = await getDb();
  return db.select().from(emailOutbox).where(and(eq(emailOutbox.refType, 'quote'), eq(emailOutbox.refId, quoteId)));
}

describe('POST /api/quote — the full Quote Request Form', () => {
  test('201 { quote } with createdAt, read=false, submittedByEmail and submittedByAddress; one outbox e-mail with the full template', async () => {
    const res = await post(postQuote, fullForm(), '203.0.113.7');
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const quote = res.json.quote as Record<string, unknown>;
    expect(Object.keys(quote).sort()).toEqual(QUOTE_KEYS);
    expect(quote).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@lab.test',
      serviceType: 'cloning',
      timeline: 'standard',
      budget: '5k-15k',
      read: false,
      kind: 'full',
      catalogNumber: null,
      submittedByEmail: 'ada@lab.test',
      submittedByAddress: '203.0.113.7',
    });
    expect(new Date(quote.createdAt as string).toISOString()).toBe(quote.createdAt);

    const mails = await outboxFor(quote.id as string);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'quote', to: '', replyTo: 'ada@lab.test', status: 'pending', attempts: 0 });
    // docs/requirements.md §3: 'New Quote (Full) from …' with the service type's label.
    expect(mails[0].subject).toBe('New Quote (Full) from Ada Lovelace — Custom Cloning');
    expect(mails[0].html).toContain('Subclone a 1.2 kb CDS into a lentiviral vector.');
    expect(mails[0].html).toContain('Standard (3-4 weeks)');
    expect(mails[0].text).toContain('Budget: $5,000 - $15,000');
  });

  test.each([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['lastName', { lastName: '   ' }, 'Last name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-address' }, 'Enter a valid email address'],
    ['company', { company: undefined }, 'Company is required'],
    ['serviceType', { serviceType: '' }, 'Please select a service type'],
    ['serviceType', { serviceType: 'teleportation' }, 'Please select a service type'],
    ['projectDescription', { projectDescription: '' }, 'Project description is required'],
    ['timeline', { timeline: 'yesterday' }, 'Choose a timeline from the list'],
    ['budget', { budget: 'a lot' }, 'Choose a budget from the list'],
  ])('400 with a field error for %s (%j)', async (field, over, message) => {
    const res = await post(postQuote, fullForm(over));
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toMatchObject({ [field]: message });
    expect(typeof res.json.error).toBe('string');
  });

  test('optional fields may be left out; values are trimmed', async () => {
    const res = await post(postQuote, {
      firstName: '  Grace ',
      lastName: 'Hopper',
      email: ' grace@navy.test ',
      company: 'Navy Lab',
      serviceType: 'custom',
      projectDescription: 'Compile me a cell line.',
    });
    expect(res.status).toBe(201);
    expect(res.json.quote).toMatchObject({ firstName: 'Grace', email: 'grace@navy.test', phone: '', timeline: '', budget: '', department: '', additionalInfo: '' });
  });

  test('docs/security.md item 24: CR/LF in the e-mail address is refused with 400; nothing is stored', async () => {
    const db = await getDb();
    const before = (await db.select().from(quotes)).length;
    for (const email of ['a@b.test\r\nBcc: x@y.test', 'a@b.test\nBcc: x@y.test', 'a@b.test\r\n', '"x" <a@b.test>', 'a@b.test, c@d.test']) {
      const res = await post(postQuote, fullForm({ email }));
      expect(res.status).toBe(400);
      expect(res.json.fieldErrors).toHaveProperty('email');
    }
    expect((await db.select().from(quotes)).length).toBe(before);
  });

  test('docs/security.md item 27: a body over 100 KB is refused with 413', async () => {
    const res = await post(postQuote, fullForm({ projectDescription: 'x'.repeat(110 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.json.error).toMatch(/too large/i);
  });

  test('invalid JSON → 400', async () => {
    const res = await callRoute(postQuote, { method: 'POST', rawBody: '{"firstName":', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() } });
    expect(res.status).toBe(400);
  });

  test('the honeypot: a filled "website" field is answered 201 and silently dropped', async () => {
    const db = await getDb();
    const before = (await db.select().from(quotes)).length;
    const mailsBefore = (await db.select().from(emailOutbox)).length;
    const res = await post(postQuote, fullForm({ website: 'https://spam.example', firstName: 'Bot' }));
    expect(res.status).toBe(201);
    expect(res.json.quote).toMatchObject({ firstName: 'Bot' });
    expect((await db.select().from(quotes)).length).toBe(before);
    expect((await db.select().from(emailOutbox)).length).toBe(mailsBefore);
  });

  test('docs/security.md R1: the same idempotency key stores exactly one quote and one e-mail, also in parallel', async () => {
    const body = fullForm({ email: 'retry@lab.test', idempotencyKey: 'form-attempt-0001-abcdef' });
    const first = await post(postQuote, body);
    expect(first.status).toBe(201);
    const again = await post(postQuote, body);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((again.json.quote as { id: string }).id).toBe((first.json.quote as { id: string }).id);

    const parallelBody = fullForm({ email: 'double@lab.test', idempotencyKey: 'form-attempt-0002-abcdef' });
    const results = await Promise.all([post(postQuote, parallelBody), post(postQuote, parallelBody), post(postQuote, parallelBody)]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => (r.json.quote as { id: string }).id)).size).toBe(1);

    const db = await getDb();
    for (const email of ['retry@lab.test', 'double@lab.test']) {
      const rows = await db.select().from(quotes).where(eq(quotes.email, email));
      expect(rows).toHaveLength(1);
      expect(await outboxFor(rows[0].id)).toHaveLength(1);
    }
  });

  test('a key reused by a different submitter is a 409, not someone else’s quote', async () => {
    const key = 'form-attempt-0003-abcdef';
    expect((await post(postQuote, fullForm({ email: 'owner@lab.test', idempotencyKey: key }))).status).toBe(201);
    const res = await post(postQuote, fullForm({ email: 'other@lab.test', idempotencyKey: key }));
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: IDEMPOTENCY_KEY_REUSED });
  });

  test('docs/security.md item 27: 10 posts a minute per address, then 429 with Retry-After; another address is unaffected', async () => {
    const ip = '192.0.2.99';
    const statuses: number[] = [];
    for (let i = 0; i < FORM_LIMIT_PER_ADDRESS + 2; i++) statuses.push((await post(postQuote, fullForm({ email: `burst${i}@lab.test` }), ip)).status);
    expect(statuses.slice(0, FORM_LIMIT_PER_ADDRESS)).toEqual(Array(FORM_LIMIT_PER_ADDRESS).fill(201));
    expect(statuses.slice(FORM_LIMIT_PER_ADDRESS)).toEqual([429, 429]);
    const limited = await post(postQuote, fullForm(), ip);
    expect(limited.json.error).toBe(TOO_MANY_SUBMISSIONS);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(postQuote, fullForm(), '192.0.2.100')).status).toBe(201);
  });
});

describe('POST /api/quotes — product and design quotes', () => {
  test('a product quote (from the dialog): serviceType Product Quote, catalog number, the product template', async () => {
    const res = await post(postQuotes, {
      firstName: 'Rosalind',
      lastName: '-',
      email: 'rosalind@kings.test',
      serviceType: 'Product Quote',
      projectDescription: 'Gene Knock-out',
      catalogNumber: 'GEP-02',
      source: 'product',
      idempotencyKey: 'dialog-0001-abcdef',
    });
    expect(res.status).toBe(201);
    const quote = res.json.quote as Record<string, unknown>;
    expect(Object.keys(quote).sort()).toEqual(QUOTE_KEYS);
    expect(quote).toMatchObject({ kind: 'product', serviceType: 'Product Quote', catalogNumber: 'GEP-02', lastName: '-', read: false, company: '' });
    const [mail] = await outboxFor(quote.id as string);
    expect(mail.subject).toBe('New Product Quote from Rosalind -');
    expect(mail.html).toContain('GEP-02');
    expect(mail.html).toContain('Gene Knock-out');
  });

  test('serviceType defaults to Product Quote; a design quote uses the product template and shows its JSON summary as fields', async () => {
    const additionalInfo = JSON.stringify({ summary: { category: 'CRISPR-Cas9', funcType: 'CRISPR KnockOut', format: ['Vector', 'Lentivirus'] } });
    const res = await post(postQuotes, { firstName: 'Jennifer', lastName: 'Doudna', email: 'jd@berkeley.test', projectDescription: 'Gene design', additionalInfo, source: 'design' });
    expect(res.status).toBe(201);
    const quote = res.json.quote as Record<string, unknown>;
    expect(quote).toMatchObject({ kind: 'product', serviceType: 'Product Quote', additionalInfo });
    const [mail] = await outboxFor(quote.id as string);
    expect(mail.subject).toBe('New Product Quote from Jennifer Doudna');
    expect(mail.html).toContain('Func Type: CRISPR KnockOut');
    expect(mail.html).toContain('Format: Vector, Lentivirus');
  });

  test('without a source (an API client) the default template is used', async () => {
    const res = await post(postQuotes, { firstName: 'Barbara', lastName: 'McClintock', email: 'bm@cshl.test', serviceType: 'lentivirus' });
    expect(res.status).toBe(201);
    const quote = res.json.quote as Record<string, unknown>;
    expect(quote.kind).toBe('default');
    const [mail] = await outboxFor(quote.id as string);
    expect(mail.subject).toBe('New Quote from Barbara McClintock — Lentivirus Packaging');
  });

  test.each([
    [{ firstName: '', lastName: '-', email: 'x@y.test' }, 'firstName'],
    [{ firstName: 'A', lastName: '-', email: 'x@y.test\r\nBcc: z@y.test' }, 'email'],
    [{ firstName: 'A', lastName: '-', email: 'x@y.test', source: 'fax' }, 'source'],
  ])('400 for %j', async (body, field) => {
    const res = await post(postQuotes, body);
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toHaveProperty(field);
  });
});

describe('admin quote calls', () => {
  test('401 without a session for GET, PUT read and DELETE', async () => {
    expect((await callRoute(listQuotes)).status).toBe(401);
    const params = { id: '00000000-0000-4000-8000-000000000000' };
    expect((await callRoute(putRead, { method: 'PUT', body: { read: true }, params })).status).toBe(401);
    expect((await callRoute(deleteQuote, { method: 'DELETE', params })).status).toBe(401);
  });

  test('GET /api/quotes lists every quote newest first', async () => {
    const a = await post(postQuote, fullForm({ firstName: 'Older' }));
    await new Promise((r) => setTimeout(r, 15));
    const b = await post(postQuotes, { firstName: 'Newer', lastName: '-', email: 'n@lab.test', source: 'product' });
    const res = await callRoute(listQuotes, { headers: await adminHeaders() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const list = res.json.quotes as unknown as { id: string; createdAt: string }[];
    const ids = list.map((q) => q.id);
    expect(ids.indexOf((b.json.quote as { id: string }).id)).toBeLessThan(ids.indexOf((a.json.quote as { id: string }).id));
    const times = list.map((q) => Date.parse(q.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    for (const q of list) expect(Object.keys(q).sort()).toEqual(QUOTE_KEYS);
  });

  test('PUT /api/quotes/{id}/read: default true, read false makes it unread again; audited; 404 for unknown ids', async () => {
    const created = await post(postQuote, fullForm({ firstName: 'Reader' }));
    const id = (created.json.quote as { id: string }).id;
    const headers = await adminHeaders();
    const r1 = await callRoute(putRead, { method: 'PUT', body: {}, params: { id }, headers });
    expect(r1.status).toBe(200);
    expect(r1.json.quote).toMatchObject({ id, read: true });
    const r2 = await callRoute(putRead, { method: 'PUT', body: { read: false }, params: { id }, headers });
    expect(r2.json.quote).toMatchObject({ id, read: false });
    const r3 = await callRoute(putRead, { method: 'PUT', params: { id }, headers });
    expect(r3.status).toBe(200);
    expect(r3.json.quote).toMatchObject({ read: true });
    expect((await callRoute(putRead, { method: 'PUT', body: { read: 'yes' }, params: { id }, headers })).status).toBe(400);
    expect((await callRoute(putRead, { method: 'PUT', body: {}, params: { id: '00000000-0000-4000-8000-000000000000' }, headers })).status).toBe(404);
    expect((await callRoute(putRead, { method: 'PUT', body: {}, params: { id: 'not-a-uuid' }, headers })).status).toBe(404);

    const db = await getDb();
    const entries = await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'quote'), eq(auditLog.entityId, id)));
    expect(entries.map((e) => e.summary)).toEqual(
      expect.arrayContaining([expect.stringContaining('as read'), expect.stringContaining('as unread')]),
    );
    expect(entries).toHaveLength(3);
  });

  test('DELETE /api/quotes/{id} → { ok: true }; gone from the list; audited; a second delete is 404', async () => {
    const created = await post(postQuote, fullForm({ firstName: 'Deleted' }));
    const id = (created.json.quote as { id: string }).id;
    const headers = await adminHeaders();
    const res = await callRoute(deleteQuote, { method: 'DELETE', params: { id }, headers });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
    const list = (await callRoute(listQuotes, { headers })).json.quotes as unknown as { id: string }[];
    expect(list.map((q) => q.id)).not.toContain(id);
    expect((await callRoute(deleteQuote, { method: 'DELETE', params: { id }, headers })).status).toBe(404);
    const db = await getDb();
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'quote'), eq(auditLog.action, 'delete'), eq(auditLog.entityId, id)));
    expect(entry.summary).toContain('Deleted the quote from Deleted Lovelace');
  });
});

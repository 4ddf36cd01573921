// docs/requirements.md §7 POST /contact (§3 Contact message, §5 required fields): stored with its e-mail in one transaction;
// CR/LF in the address → 400; honeypot; per-address rate limit; idempotency. Runs on PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { contactMessages, emailOutbox } from '@/db/schema';
import { POST as postContact } from '@/app/api/contact/route';
import { FORM_LIMITS } from '@/lib/domain/form-abuse';
const FORM_LIMIT_PER_ADDRESS = FORM_LIMITS.perAddress;
import { callRoute } from '@/tests/helpers/api';

let n = 1;
const post = (body: unknown, ip = `192.0.2.${n++}`) => callRoute(postContact, { method: 'POST', body, headers: { 'x-forwarded-for': ip } });
const message = (over: Record<string, unknown> = {}) => ({
  firstName: 'Marie',
  lastName: 'Curie',
  email: 'marie@sorbonne.test',
  company: 'Radium Institute',
  subject: 'products',
  message: 'Do you ship to Paris?',
  ...over,
});

test('201 { ok, id }; the message and one contact e-mail are stored (Reply-To the visitor)', async () => {
  const res = await post(message(), '203.0.113.50');
  expect(res.status).toBe(201);
  expect(res.json).toMatchObject({ ok: true });
  const id = res.json.id as unknown as string;
  const db = await getDb();
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  expect(row).toMatchObject({ firstName: 'Marie', subject: 'products', read: false, submittedByAddress: '203.0.113.50' });
  const mails = await db.select().from(emailOutbox).where(and(eq(emailOutbox.refType, 'contact'), eq(emailOutbox.refId, id)));
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ kind: 'contact', to: '', replyTo: 'marie@sorbonne.test', subject: 'New Contact Message from Marie Curie — Product Information' });
});

test.each([
  ['firstName', { firstName: '' }, 'First name is required'],
  ['lastName', { lastName: '' }, 'Last name is required'],
  ['email', { email: '' }, 'Email is required'],
  ['email', { email: 'marie@sorbonne.test\r\nBcc: x@y.test' }, 'Email must not contain line breaks'],
  ['subject', { subject: '' }, 'Please select a subject'],
  ['subject', { subject: 'gossip' }, 'Please select a subject'],
  ['message', { message: ' ' }, 'Message is required'],
])('400 with a field error for %s (%j)', async (field, over, text) => {
  const res = await post(message(over));
  expect(res.status).toBe(400);
  expect(res.json.fieldErrors).toMatchObject({ [field]: text });
});

test('company is optional', async () => {
  expect((await post(message({ company: undefined }))).status).toBe(201);
});

test('the honeypot drops the message silently', async () => {
  const db = await getDb();
  const before = (await db.select().from(contactMessages)).length;
  const res = await post(message({ website: 'http://bot.example' }));
  expect(res.status).toBe(201);
  expect((await db.select().from(contactMessages)).length).toBe(before);
});

test('the same idempotency key stores one message', async () => {
  const body = message({ email: 'once@lab.test', idempotencyKey: 'contact-attempt-0001' });
  const [a, b] = await Promise.all([post(body), post(body)]);
  expect([a.status, b.status]).toEqual([201, 201]);
  expect(a.json.id).toBe(b.json.id);
  const db = await getDb();
  expect(await db.select().from(contactMessages).where(eq(contactMessages.email, 'once@lab.test'))).toHaveLength(1);
  expect((await post(message({ email: 'someone-else@lab.test', idempotencyKey: 'contact-attempt-0001' }))).status).toBe(409);
});

test('413 over 100 KB; 429 past 10 a minute from one address', async () => {
  expect((await post(message({ message: 'y'.repeat(101 * 1024) }))).status).toBe(413);
  const ip = '192.0.2.250';
  const statuses: number[] = [];
  for (let i = 0; i <= FORM_LIMIT_PER_ADDRESS; i++) statuses.push((await post(message(), ip)).status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(FORM_LIMIT_PER_ADDRESS);
  expect(statuses[FORM_LIMIT_PER_ADDRESS]).toBe(429);
});

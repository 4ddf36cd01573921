// Attack replay item 4 (docs/security.md item 33): one client must not be able to starve the others of the forms.
// The timing check asks a too-fast browser form to send again (never a silent drop), the site-wide cap sheds
// the heaviest sources first and still admits a visitor's first submission, and the per-network limit catches
// one host with many addresses.
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { quotes, rateLimits } from '@/db/schema';
import { POST as postQuote } from '@/app/api/quote/route';
import { POST as postContact } from '@/app/api/contact/route';
import { FORM_LIMITS } from '@/lib/domain/form-abuse';
import { TOO_FAST, TOO_MANY_GLOBAL, TOO_MANY_SUBMISSIONS } from '@/lib/server/public-forms';
import { callRoute } from '@/tests/helpers/api';

let n = 0;
const quote = (over: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace${++n}@lab.test`,
  company: 'Compiler Lab',
  serviceType: 'cloning',
  projectDescription: 'Subclone a CDS into pcDNA3.1.',
  idempotencyKey: `form-abuse-${Date.now()}-${n}`,
  ...over,
});
const post = (body: unknown, address: string) => callRoute(postQuote, { method: 'POST', body, headers: { 'x-forwarded-for': address } });

beforeEach(async () => {
  const db = await getDb();
  await db.delete(rateLimits);
});

test('the timing check: a form sent 80 ms after it opened is asked to be sent again, and nothing is stored', async () => {
  const db = await getDb();
  const before = (await db.select().from(quotes)).length;
  const fast = await post(quote({ formElapsedMs: 80 }), '203.0.113.10');
  expect(fast.status).toBe(429);
  expect(fast.json.error).toBe(TOO_FAST);
  expect(Number(fast.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await db.select().from(quotes)).length).toBe(before);
  // The same person pressing Submit again a moment later gets through; API clients send no figure at all.
  expect((await post(quote({ formElapsedMs: 4_000 }), '203.0.113.10')).status).toBe(201);
  expect((await post(quote(), '203.0.113.11')).status).toBe(201);
});

test('item 4: past the soft cap the heaviest source is refused and a first-time visitor still gets through', async () => {
  const db = await getDb();
  // A heavy source has sent 6 already this minute …
  for (let i = 0; i < 6; i++) expect((await post(quote(), '198.51.100.66')).status).toBe(201);
  // … when the site as a whole reaches 1,200 submissions (half way from the soft cap to the hard cap).
  await db.execute(sql`update rate_limits set points = 1200 where key = 'form:global'`);
  const heavy = await post(quote(), '198.51.100.66');
  expect(heavy.status).toBe(429);
  expect(heavy.json.error).toBe(TOO_MANY_GLOBAL);
  expect((await post(quote(), '192.0.2.44')).status).toBe(201);
  // Past the hard cap, nobody.
  await db.execute(sql`update rate_limits set points = ${FORM_LIMITS.globalHard + 1} where key = 'form:global'`);
  expect((await post(quote(), '192.0.2.45')).status).toBe(429);
});

test('one host rotating through its /24 meets the per-network limit', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < FORM_LIMITS.perNetwork + 5; i++) {
    const res = await callRoute(postContact, {
      method: 'POST',
      body: { firstName: 'Rot', lastName: `${i}`, email: `rot${i}@lab.test`, subject: 'general', message: 'hi', idempotencyKey: `net-${Date.now()}-${i}` },
      headers: { 'x-forwarded-for': `203.0.113.${100 + i}` },
    });
    statuses.push(res.status);
    if (res.status === 429) expect(res.json.error).toBe(TOO_MANY_SUBMISSIONS);
  }
  expect(statuses.filter((s) => s === 201)).toHaveLength(FORM_LIMITS.perNetwork);
});

// docs/security.md R1: the database is down while a visitor submits a quote → 503 with a clear message (the form keeps
// what was typed, see the e2e test); resubmitting with the same idempotency key once it is back creates
// exactly one quote and one e-mail. Runs on PGlite and PostgreSQL (the "down" database is an unreachable
// PostgreSQL address in both cases).
import { eq } from 'drizzle-orm';
import { closeDbForTests, getDb } from '@/db/client';
import { emailOutbox, quotes } from '@/db/schema';
import { POST as postQuote } from '@/app/api/quote/route';
import { POST as postContact } from '@/app/api/contact/route';
import { resetEnvForTests } from '@/lib/env';
import { callRoute } from '@/tests/helpers/api';

const body = {
  firstName: 'Rita',
  lastName: 'Levi-Montalcini',
  email: 'rita@turin.test',
  company: 'Neuro Lab',
  serviceType: 'celllines',
  projectDescription: 'A stable NGF reporter line.',
  idempotencyKey: 'fault-r1-attempt-0001',
};
const post = (handler: Parameters<typeof callRoute>[0], b: unknown) => callRoute(handler, { method: 'POST', body: b, headers: { 'x-forwarded-for': '203.0.113.77' } });

test('503 while the database is unreachable, then exactly one quote after the retry', async () => {
  const saved = { url: process.env.DATABASE_URL, dir: process.env.PGLITE_DIR };
  await closeDbForTests();
  process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/unreachable';
  resetEnvForTests();
  try {
    const down = await post(postQuote, body);
    expect(down.status).toBe(503);
    expect(down.json.error).toMatch(/temporarily unavailable.*nothing was saved/i);
    const contactDown = await post(postContact, { firstName: 'R', lastName: 'L', email: 'rita@turin.test', subject: 'general', message: 'Hello' });
    expect(contactDown.status).toBe(503);
  } finally {
    if (saved.url === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved.url;
    resetEnvForTests();
  }

  const first = await post(postQuote, body);
  expect(first.status).toBe(201);
  const again = await post(postQuote, body);
  expect(again.status).toBe(201);
  expect((again.json.quote as { id: string }).id).toBe((first.json.quote as { id: string }).id);

  const db = await getDb();
  const rows = await db.select().from(quotes).where(eq(quotes.email, 'rita@turin.test'));
  expect(rows).toHaveLength(1);
  expect(await db.select().from(emailOutbox).where(eq(emailOutbox.refId, rows[0].id))).toHaveLength(1);
});

test('the quote and its e-mail are one transaction: when the outbox write fails, no quote is left behind', async () => {
  const db = await getDb();
  const { getDbHandle } = await import('@/db/client');
  const handle = await getDbHandle();
  await handle.exec('alter table email_outbox rename to email_outbox_gone');
  try {
    const res = await post(postQuote, { ...body, email: 'atomic@lab.test', idempotencyKey: 'fault-atomic-0001' });
    expect(res.status).toBeGreaterThanOrEqual(500);
  } finally {
    await handle.exec('alter table email_outbox_gone rename to email_outbox');
  }
  expect(await db.select().from(quotes).where(eq(quotes.email, 'atomic@lab.test'))).toHaveLength(0);
  // And the retry with the same key now works once.
  const retry = await post(postQuote, { ...body, email: 'atomic@lab.test', idempotencyKey: 'fault-atomic-0001' });
  expect(retry.status).toBe(201);
  expect(await db.select().from(quotes).where(eq(quotes.email, 'atomic@lab.test'))).toHaveLength(1);
});

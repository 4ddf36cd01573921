// The portal's own API: POST /api/signin, GET /api/me, POST /api/admin/restart (Build), GET /api/admin/audit
// (Activity) and GET /api/admin/overview (Overview counts and the unread badge). PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { adminUsers, auditLog, blogPosts, emailOutbox, orders, products, quotes, services } from '@/db/schema';
import { POST as signin } from '@/app/api/signin/route';
import { GET as me } from '@/app/api/me/route';
import { POST as restart } from '@/app/api/admin/restart/route';
import { GET as audit } from '@/app/api/admin/audit/route';
import { GET as overview } from '@/app/api/admin/overview/route';
import { POST as upsert } from '@/app/api/users/upsert/route';
import { recordAudit } from '@/lib/server/audit';
import { adminHeaders, callRoute } from '@/tests/helpers/api';

const EMAIL = process.env.ADMIN_EMAIL!;
const PASSWORD = process.env.ADMIN_PASSWORD!;

describe('POST /api/signin and GET /api/me', () => {
  test('right credentials → { token, user: { email, name, role } }; the token works as a bearer', async () => {
    const res = await callRoute(signin, { body: { email: EMAIL.toUpperCase(), password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json.user).toEqual({ email: EMAIL, name: expect.any(String), role: 'Admin' });
    expect(typeof res.json.token).toBe('string');
    const who = await callRoute(me, { headers: { authorization: `Bearer ${res.json.token}` } });
    expect(who.status).toBe(200);
    expect(who.json.user).toMatchObject({ email: EMAIL, role: 'Admin' });
  });

  test("wrong password → 401 'Invalid credentials'; missing fields the same", async () => {
    const wrong = await callRoute(signin, { body: { email: EMAIL, password: 'nope' }, headers: { 'x-forwarded-for': '192.0.2.1' } });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toBe('Invalid credentials');
    const empty = await callRoute(signin, { body: {}, headers: { 'x-forwarded-for': '192.0.2.2' } });
    expect(empty.status).toBe(401);
    expect(empty.json.error).toBe('Invalid credentials');
  });

  test('a sign-in is recorded in the audit log and as the last sign-in time', async () => {
    await callRoute(signin, { body: { email: EMAIL, password: PASSWORD } });
    const db = await getDb();
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, EMAIL));
    expect(row.lastLoginAt).toBeInstanceOf(Date);
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'login'));
    expect(entries.some((e) => e.actorEmail === EMAIL)).toBe(true);
  });

  test('GET /api/me without a session → 401', async () => {
    const res = await callRoute(me);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ error: expect.any(String) });
  });
});

describe('POST /api/admin/restart (Build)', () => {
  test('invalidates every public cache tag: the static ones and each product, service and post', async () => {
    const invalidated: string[] = [];
    const g = globalThis as { __bioarkPageCache?: { invalidate: (t: string[]) => number; clear: () => void } };
    const previous = g.__bioarkPageCache;
    g.__bioarkPageCache = { invalidate: (t) => (invalidated.push(...t), 0), clear: () => {} };
    try {
      const res = await callRoute(restart, { method: 'POST', headers: await adminHeaders() });
      expect(res.status).toBe(200);
      expect(res.json.ok).toBe(true);
      expect(res.json.log).toMatch(/Revalidated \d+ cache tags/);
    } finally {
      g.__bioarkPageCache = previous;
    }
    const db = await getDb();
    const [p, s, b] = await Promise.all([db.select().from(products), db.select().from(services), db.select().from(blogPosts)]);
    expect(invalidated).toEqual(expect.arrayContaining(['products', 'services', 'blog', 'site']));
    for (const row of p) expect(invalidated).toContain(`product:${row.id}`);
    for (const row of s) expect(invalidated).toContain(`service:${row.id}`);
    for (const row of b) expect(invalidated).toContain(`blog:${row.slug}`);
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'rebuild'));
    expect(entries).toHaveLength(1);
  });
});

describe('GET /api/admin/overview', () => {
  test('counts products, blog posts and services (visible ones), orders, unread quotes and e-mails waiting', async () => {
    const db = await getDb();
    const before = await callRoute(overview, { headers: await adminHeaders() });
    expect(before.status).toBe(200);
    const c0 = before.json.counts as unknown as Record<string, number>;
    const [p, s, b] = await Promise.all([db.select().from(products), db.select().from(services), db.select().from(blogPosts)]);
    expect(c0.products).toBe(p.filter((r) => !r.hidden).length);
    expect(c0.services).toBe(s.filter((r) => !r.hidden).length);
    expect(c0.blogPosts).toBe(b.filter((r) => !r.hidden).length);
    expect(c0.products).toBeGreaterThanOrEqual(20);

    await db.update(products).set({ hidden: true }).where(eq(products.id, 'lv-02'));
    await db.insert(quotes).values([
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', read: false },
      { firstName: 'Bob', lastName: 'Read', email: 'bob@example.test', read: true },
    ]);
    await db.insert(emailOutbox).values([
      { kind: 'quote', subject: 's', html: 'h', status: 'pending' },
      { kind: 'quote', subject: 's', html: 'h', status: 'failed' },
    ]);
    await db.insert(orders).values({ status: 'paid', mode: 'demo', subtotalCents: 100, shippingCents: 4000, totalCents: 4100 });

    const after = await callRoute(overview, { headers: await adminHeaders() });
    const c1 = after.json.counts as unknown as Record<string, number>;
    expect(c1.products).toBe(c0.products - 1);
    expect(c1.unreadQuotes).toBe(c0.unreadQuotes + 1);
    expect(c1.quotes).toBe(c0.quotes + 2);
    expect(c1.emailsWaiting).toBe(c0.emailsWaiting + 1);
    expect(c1.emailsFailed).toBe(c0.emailsFailed + 1);
    expect(c1.orders).toBe(c0.orders + 1);
    expect(c1.paidOrders).toBe(c0.paidOrders + 1);
  });
});

describe('GET /api/admin/audit', () => {
  beforeAll(async () => {
    await recordAudit({ actorEmail: 'alice@bioark.test', action: 'update', entityType: 'product', entityId: 'fp-badm3362', summary: 'Renamed the GN8K marker', diff: { name: ['A', 'B'] } });
    await recordAudit({ actorEmail: 'bob@bioark.test', action: 'delete', entityType: 'blog', entityId: '42', summary: 'Deleted a post about 100%_pure CRISPR' });
    await recordAudit({ actorEmail: 'alice@bioark.test', action: 'settings', entityType: 'smtp', summary: 'Changed the SMTP host' });
  });

  async function get(query = '') {
    return callRoute(audit, { path: `/api/admin/audit${query}`, headers: await adminHeaders() });
  }

  test('newest first, with the filter facets', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    const entries = res.json.entries as unknown as { id: number; summary: string }[];
    expect(entries[0].summary).toBe('Changed the SMTP host');
    const ids = entries.map((e) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(res.json.facets).toMatchObject({ actions: expect.arrayContaining(['update', 'delete', 'settings']), actors: expect.arrayContaining(['alice@bioark.test', 'bob@bioark.test']) });
  });

  test.each([
    ['?actor=ALICE@bioark.test', ['Changed the SMTP host', 'Renamed the GN8K marker']],
    ['?action=delete', ['Deleted a post about 100%_pure CRISPR']],
    ['?entityType=product', ['Renamed the GN8K marker']],
    ['?q=gn8k', ['Renamed the GN8K marker']],
    ['?q=100%25_pure', ['Deleted a post about 100%_pure CRISPR']],
    ['?q=fp-badm3362', ['Renamed the GN8K marker']],
    ['?actor=alice@bioark.test&action=settings', ['Changed the SMTP host']],
  ])('filter %s', async (query, summaries) => {
    const res = await get(query);
    expect(res.status).toBe(200);
    expect((res.json.entries as unknown as { summary: string }[]).map((e) => e.summary)).toEqual(summaries);
  });

  test('date range: today includes the entries, a past range excludes them', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await get(`?from=${today}&to=${today}&action=settings`);
    expect((inRange.json.entries as unknown[]).length).toBe(1);
    const past = await get('?from=2001-01-01&to=2001-12-31');
    expect(past.json.entries).toEqual([]);
  });

  test('pages with a cursor', async () => {
    const first = await get('?limit=2');
    expect((first.json.entries as unknown[]).length).toBe(2);
    expect(typeof first.json.nextCursor).toBe('number');
    const second = await get(`?limit=2&before=${first.json.nextCursor}`);
    const firstIds = (first.json.entries as unknown as { id: number }[]).map((e) => e.id);
    const secondIds = (second.json.entries as unknown as { id: number }[]).map((e) => e.id);
    expect(secondIds.every((id) => id < Math.min(...firstIds))).toBe(true);
    expect(second.json.facets).toBeUndefined();
  });

  test.each(['?from=yesterday', '?limit=0', '?limit=5000', '?before=-1'])('400 for %s', async (query) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(typeof res.json.error).toBe('string');
  });

  test('admin changes made through the API show up (who, what, entity, diff)', async () => {
    await callRoute(upsert, { body: { email: 'audited@bioark.test', password: 'audited-password', name: 'Aud' }, headers: await adminHeaders() });
    const res = await get('?entityType=admin&action=create');
    const entry = (res.json.entries as unknown as { actorEmail: string; entityId: string; diff: Record<string, unknown> }[])[0];
    expect(entry).toMatchObject({ actorEmail: EMAIL, entityId: 'audited@bioark.test' });
    expect(entry.diff).toMatchObject({ email: [null, 'audited@bioark.test'] });
  });
});

// Foundation: the seeded database holds every product and service of the spec; seeding is idempotent and
// keeps admin edits; /api/health round-trips the database. Runs on PGlite and on PostgreSQL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import * as t from '@/db/schema';
import { seedDatabase } from '@/db/seed';
import { GET as health } from '@/app/api/health/route';
import { verifyPassword } from '@/lib/auth/password';

// The requirement's three catalogue lines (docs/requirements.md §2 and §3), kept verbatim in tests/fixtures.
const spec = readFileSync(path.resolve(__dirname, '../fixtures/spec-catalogue-lines.md'), 'utf8');

function specLine(label: RegExp): string {
  const line = spec.split('\n').find((l) => label.test(l));
  if (!line) throw new Error(`catalogue line not found: ${label}`);
  return line;
}

// docs/requirements.md §2 "Product slugs seen: …" and "Service slugs: …"; docs/requirements.md §3 "Seeded ids: …".
const productSlugs = specLine(/^Product slugs seen:/).replace(/^Product slugs seen:\s*/, '').replace(/\.$/, '').split(/,\s*/);
const serviceSlugs = specLine(/^Service slugs:/).replace(/^Service slugs:\s*/, '').replace(/\.$/, '').split(/,\s*/);
const seededIdsLine = specLine(/Seeded ids:/);
const productIds = [
  ...(seededIdsLine.match(/fp-[a-z0-9]+/g) ?? []),
  ...['01', '02', '03', '04', '05'].map((n) => `gep-${n}`),
  ...(seededIdsLine.match(/\b(vc|sc|lv)-\d+/g) ?? []),
];

describe('seeded catalogue', () => {
  test('the spec lists 20 product ids, 20 product slugs and 5 service slugs', () => {
    expect(new Set(productIds).size).toBe(20);
    expect(productSlugs).toHaveLength(20);
    expect(serviceSlugs).toEqual(['custom-cloning', 'genome-editing', 'lab-supplies', 'lentivirus-packaging', 'cell-line-generation']);
  });

  test.each(productIds)('product id %s exists', async (id) => {
    const db = await getDb();
    const [row] = await db.select().from(t.products).where(eq(t.products.id, id));
    expect(row).toBeDefined();
    expect(row.builtin).toBe(true);
    expect(row.seed).not.toBeNull();
  });

  test.each(productSlugs)('product slug %s exists', async (slug) => {
    const db = await getDb();
    const rows = await db.select().from(t.products).where(eq(t.products.slug, slug));
    expect(rows).toHaveLength(1);
  });

  test.each(serviceSlugs.map((s, i) => [`cs-0${i + 1}`, s]))('service %s has slug %s', async (id, slug) => {
    const db = await getDb();
    const [row] = await db.select().from(t.services).where(eq(t.services.id, id));
    expect(row?.slug).toBe(slug);
    expect(row?.link).toBe(`/services/${slug}`);
  });

  test('the last built-in service has no markdown; the others do', async () => {
    const db = await getDb();
    const rows = await db.select().from(t.services).orderBy(t.services.id);
    expect(rows.map((r) => r.markdown === null)).toEqual([false, false, false, false, true]);
  });

  test('docs/requirements.md §9 prices: DNA marker options and qPCR list prices are stored in cents', async () => {
    const db = await getDb();
    const [dna] = await db.select().from(t.products).where(eq(t.products.id, 'fp-badm3362'));
    expect(dna.listPriceCents).toBe(4700);
    expect(dna.options).toEqual([
      { label: '500 μL', priceCents: 3900 },
      { label: '2 x 500 μL', priceCents: 7500 },
      { label: '5 x 500 μL', priceCents: 17500 },
    ]);
    const qpcr = await db.select().from(t.products).where(eq(t.products.catalogNumber, 'BSY3320'));
    expect(qpcr[0].listPriceCents).toBe(5989);
  });

  test('at least 8 blog posts in at least 3 categories', async () => {
    const db = await getDb();
    const posts = await db.select().from(t.blogPosts);
    expect(posts.length).toBeGreaterThanOrEqual(8);
    expect(new Set(posts.map((p) => p.category)).size).toBeGreaterThanOrEqual(3);
  });
});

describe('seeding is idempotent and keeps admin edits', () => {
  test('running the seed again duplicates nothing and keeps an edited product', async () => {
    const db = await getDb();
    await db.update(t.products).set({ name: 'Edited by an admin', version: 2 }).where(eq(t.products.id, 'fp-badm3362'));
    await db.update(t.products).set({ hidden: true }).where(eq(t.products.id, 'lv-02'));
    const before = await Promise.all([
      db.select({ n: count() }).from(t.products),
      db.select({ n: count() }).from(t.services),
      db.select({ n: count() }).from(t.blogPosts),
      db.select({ n: count() }).from(t.adminUsers),
    ]);
    await seedDatabase(db);
    await seedDatabase(db);
    const after = await Promise.all([
      db.select({ n: count() }).from(t.products),
      db.select({ n: count() }).from(t.services),
      db.select({ n: count() }).from(t.blogPosts),
      db.select({ n: count() }).from(t.adminUsers),
    ]);
    expect(after.map((r) => r[0].n)).toEqual(before.map((r) => r[0].n));
    const [edited] = await db.select().from(t.products).where(eq(t.products.id, 'fp-badm3362'));
    expect(edited.name).toBe('Edited by an admin');
    const [hidden] = await db.select().from(t.products).where(eq(t.products.id, 'lv-02'));
    expect(hidden.hidden).toBe(true);
  });

  test('the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD with an argon2id hash', async () => {
    const db = await getDb();
    const [admin] = await db.select().from(t.adminUsers);
    expect(admin.email).toBe(process.env.ADMIN_EMAIL);
    expect(admin.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(admin.passwordHash).toMatch(/m=19456,t=2,p=1/);
    expect(await verifyPassword(admin.passwordHash, process.env.ADMIN_PASSWORD!)).toBe(true);
    expect(await verifyPassword(admin.passwordHash, 'wrong')).toBe(false);
  });
});

test('GET /api/health reports the database ok', async () => {
  const res = await health();
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ status: 'ok', database: { ok: true } });
});

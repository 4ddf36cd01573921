// Admin → Products reads its lists a page at a time (docs/architecture.md#catalogue-at-scale): GET
// /api/admin/products?section=…&q=…&offset=…&limit=… must list exactly what the whole list, filtered in memory by
// the spec's search rule and the section, lists — page by page, with the same counts — and refuse bad parameters.
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { inArray } from 'drizzle-orm';
import { adminHeaders, callRoute } from '@/tests/helpers/api';
import * as productsRoute from '@/app/api/admin/products/route';
import { matchesCatalogSearch } from '@/lib/domain/catalog';
import type { Product } from '@/lib/types/catalog';

let auth: Record<string, string>;
beforeAll(async () => {
  auth = await adminHeaders();
});

const list = (query: Record<string, string>) =>
  callRoute(productsRoute.GET, { method: 'GET', headers: auth, path: `/api/admin/products?${new URLSearchParams(query)}` });

async function wholeList(): Promise<Product[]> {
  const res = await callRoute(productsRoute.GET, { method: 'GET', headers: auth, path: '/api/admin/products' });
  expect(res.status).toBe(200);
  return res.json.products as unknown as Product[];
}

const inSection = (p: Product, section: string) =>
  section === 'hidden' ? p.hidden : !p.hidden && (section === 'all' || (section === 'quote') === p.quoteOnly);

async function expectSameAsInMemory(section: string, q: string, offset: number, limit: number) {
  const all = await wholeList();
  const expected = all.filter((p) => inSection(p, section) && matchesCatalogSearch(p, q));
  const res = await list({ section, q, offset: String(offset), limit: String(limit) });
  expect(res.status).toBe(200);
  expect({ ids: (res.json.products as unknown as Product[]).map((p) => p.id), total: res.json.total, catalogueTotal: res.json.catalogueTotal }).toEqual({
    ids: expected.slice(offset, offset + limit).map((p) => p.id),
    total: expected.length,
    catalogueTotal: all.filter((p) => !p.hidden).length,
  });
}

const CASES: [section: string, q: string, offset: number, limit: number][] = [
  ['all', '', 0, 10],
  ['all', '', 10, 10],
  ['all', '', 19, 10],
  ['purchasable', '', 0, 60],
  ['quote', '', 0, 3],
  ['quote', '', 3, 3],
  ['all', 'marker', 0, 60],
  ['purchasable', 'MARKER', 2, 2],
  ['all', 'badm3362', 0, 10],
  ['all', 'BADM', 0, 10],
  ['all', 'gn8k dna', 0, 10],
  ['quote', 'knock', 0, 10],
  ['all', 'knock-out', 0, 10],
  ['all', '%', 0, 10],
  ['all', '_', 0, 10],
  ['all', '\\', 0, 10],
  ['all', "'", 0, 10],
  ['all', 'kb', 0, 100],
  ['all', 'α', 0, 10],
  ['all', 'no such product anywhere', 0, 10],
  ['all', '', 500, 10],
];

test.each(CASES)('section %s, q %j, offset %d, limit %d: the page equals the in-memory filter', async (section, q, offset, limit) => {
  await expectSameAsInMemory(section, q, offset, limit);
});

test('deleted built-ins are their own list, out of the sections; restored, they come back', async () => {
  const db = await getDb();
  await db.update(products).set({ hidden: true }).where(inArray(products.id, ['fp-badm3363', 'gep-02']));
  try {
    const hidden = await list({ section: 'hidden' });
    expect((hidden.json.products as unknown as Product[]).map((p) => p.id).sort()).toEqual(['fp-badm3363', 'gep-02']);
    for (const section of ['all', 'purchasable', 'quote']) {
      const res = await list({ section, limit: '500' });
      expect((res.json.products as unknown as Product[]).map((p) => p.id)).not.toEqual(expect.arrayContaining(['fp-badm3363']));
      expect((res.json.products as unknown as Product[]).map((p) => p.id)).not.toEqual(expect.arrayContaining(['gep-02']));
    }
    await expectSameAsInMemory('hidden', 'gn10k', 0, 10);
    await expectSameAsInMemory('all', '', 0, 500);
  } finally {
    await db.update(products).set({ hidden: false }).where(inArray(products.id, ['fp-badm3363', 'gep-02']));
  }
  expect((await list({ section: 'hidden' })).json.total).toBe(0);
});

test('without parameters the answer is the whole list, as before', async () => {
  const all = await wholeList();
  const db = await getDb();
  expect(all.length).toBe((await db.select({ id: products.id }).from(products)).length);
  const res = await list({});
  expect(Object.keys(res.json)).toEqual(['products']);
});

test('a page answers a default of 60 from offset 0', async () => {
  const res = await list({ q: 'marker' });
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ offset: 0, limit: 60 });
});

test.each([
  [{ section: 'drafts' }, /section must be one of all, purchasable, quote, hidden/],
  [{ limit: '0' }, /limit must be a whole number from 1 to 500/],
  [{ limit: '501' }, /limit must be a whole number from 1 to 500/],
  [{ limit: '2.5' }, /limit must be a whole number/],
  [{ offset: '-1' }, /offset must be a whole number from 0/],
  [{ offset: 'ten' }, /offset must be a whole number from 0/],
  [{ q: 'x'.repeat(1001) }, /q must be at most 1000 characters/],
])('bad parameters %j get 400 naming them', async (query, message) => {
  const res = await list(query as Record<string, string>);
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.json)).toMatch(message);
});

test('a long query is cut to 200 characters, control characters dropped; a NUL is refused', async () => {
  const long = await list({ q: `gn8k dna ${'z'.repeat(400)}` });
  expect(long.status).toBe(200);
  expect(long.json.total).toBe(0);
  const cut = await list({ q: `${'marker '.repeat(40)}` });
  expect(cut.status).toBe(200);
  const control = await list({ q: 'gn8k\u0007 dna' });
  expect(control.json.total).toBeGreaterThan(0);
  const nul = await list({ q: 'gn8k\u0000' });
  expect(nul.status).toBe(400);
  expect(nul.json.error).toMatch(/q: must not contain NUL characters/);
});

test('the paged read refuses a request without a session', async () => {
  const res = await callRoute(productsRoute.GET, { method: 'GET', path: '/api/admin/products?section=all' });
  expect(res.status).toBe(401);
});

// Public storefront API (docs/requirements.md §7): GET /api/public/products, GET /api/public/products/categories and
// GET /api/metrics/hit, against the seeded database.
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { GET as publicProducts } from '@/app/api/public/products/route';
import { GET as productCategories } from '@/app/api/public/products/categories/route';
import { GET as metricsHit } from '@/app/api/metrics/hit/route';
import { getSiteHits } from '@/lib/server/metrics';
import { callRoute } from '@/tests/helpers/api';

type Json = Record<string, unknown>;
type Entry = { id: string; title: string; name: string; slug: string; link: string };
type Category = { key: string; title: string; link: string; entries: Entry[] };

const LONG_NAME = 'An extraordinarily long product name that goes well beyond the sixty-eight character menu limit';

beforeAll(async () => {
  const db = await getDb();
  await db.update(products).set({ hidden: true }).where(eq(products.id, 'lv-02'));
  await db.update(products).set({ name: LONG_NAME }).where(eq(products.id, 'vc-01'));
});

describe('GET /api/public/products', () => {
  test('answers products, hidden, overrides, details and a version; hidden products are left out', async () => {
    const r = await callRoute(publicProducts, { path: '/api/public/products' });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toContain('public');
    const list = r.json.products as unknown as Json[];
    expect(list.length).toBe(19);
    expect(list.map((p) => p.id)).not.toContain('lv-02');
    expect(r.json.hidden).toEqual(['lv-02']);
    expect(typeof r.json.version).toBe('number');
    const marker = list.find((p) => p.id === 'fp-badm3362')!;
    expect(marker).toMatchObject({ slug: 'gn8k-dna-marker', link: '/products/gn8k-dna-marker', category: 'reagents-markers', quoteOnly: false });
    const details = r.json.details as unknown as Record<string, Json>;
    expect((details['fp-badm3362'].options as unknown[]).length).toBeGreaterThan(0);
    expect(details['lv-02']).toBeUndefined();
    // An edited built-in appears in overrides.
    const overrides = r.json.overrides as unknown as Record<string, Json>;
    expect(overrides['vc-01']).toMatchObject({ name: LONG_NAME, category: 'vector-clones' });
    expect(overrides['fp-badm3362']).toBeUndefined();
  });

  test("every product carries the spec's Product fields: prices as text, option strings and prices, manuals aligned", async () => {
    const r = await callRoute(publicProducts, { path: '/api/public/products' });
    const list = r.json.products as unknown as Json[];
    for (const p of list) {
      expect(p).toEqual(
        expect.objectContaining({
          listPrice: expect.any(String),
          options: expect.any(Array),
          optionPrices: expect.any(Object),
          images: expect.any(Array),
          manuals: expect.any(Array),
          manualUrls: expect.any(Array),
          contentText: p.contentText === null ? null : expect.any(String),
          storeLink: p.storeLink === null ? null : expect.any(String),
          type: expect.stringMatching(/^(buy|quote)$/),
          catalogNumber: expect.any(String),
          availability: expect.any(String),
          category: expect.any(String),
          createdAt: expect.any(String),
        }),
      );
      expect((p.manualUrls as unknown[]).length).toBe((p.manuals as unknown[]).length);
      for (const o of Object.keys(p.optionPrices as Json)) expect(p.options).toContain(o);
    }
    const marker = list.find((p) => p.id === 'fp-badm3362')!;
    const detail = (r.json.details as unknown as Record<string, { options: { label: string; priceCents: number | null }[] }>)['fp-badm3362'];
    expect(marker.listPrice).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(marker.type).toBe('buy');
    expect(marker.options).toEqual(detail.options.map((o) => o.label));
    for (const o of detail.options) {
      if (o.priceCents !== null) expect((marker.optionPrices as Json)[o.label]).toBe(`$${(o.priceCents / 100).toFixed(2)}`);
    }
    const quoteOnly = list.find((p) => p.id === 'gep-01')!;
    expect(quoteOnly).toMatchObject({ type: 'quote', quoteOnly: true });
  });

  test('public fields only: no seed values, no internal flags', async () => {
    const r = await callRoute(publicProducts);
    for (const p of r.json.products as unknown as Json[]) {
      for (const key of ['seed', 'hidden', 'builtin', 'overridden', 'version']) expect(p).not.toHaveProperty(key);
    }
    expect(r.text).not.toContain('"seed"');
  });
});

describe('GET /api/public/products?category=…&limit=N: the bounded answer (docs/architecture.md#catalogue-at-scale)', () => {
  type Payload = { version: number; products: Json[]; hidden: string[]; overrides: Record<string, Json>; details: Record<string, Json> };
  const get = async (query: string) => (await callRoute(publicProducts, { path: `/api/public/products${query}` })) as unknown as { status: number; json: Payload & Json };
  const firstOf = (all: Payload, category: string, n: number) => all.products.filter((p) => p.category === category).slice(0, n);

  test('the first N products of each named category, in catalogue order, with the same fields, views and version', async () => {
    const all = (await get('')).json;
    const r = await get('?category=reagents-markers,genome-editing&limit=3');
    expect(r.status).toBe(200);
    const expected = all.products.filter((p) => firstOf(all, 'reagents-markers', 3).includes(p) || firstOf(all, 'genome-editing', 3).includes(p));
    expect(r.json.products).toEqual(expected);
    expect(Object.keys(r.json.details).sort()).toEqual(expected.map((p) => String(p.id)).sort());
    for (const id of Object.keys(r.json.details)) expect(r.json.details[id]).toEqual(all.details[id]);
    for (const id of Object.keys(r.json.overrides)) expect(r.json.overrides[id]).toEqual(all.overrides[id]);
    expect(r.json.hidden).toEqual([]);
    expect(r.json.version).toBe(all.version);
  });

  test('without a category: every category, N each; a hidden product neither takes a place nor is missing from `hidden`', async () => {
    const all = (await get('')).json;
    const r = await get('?limit=2');
    const perCategory = ['reagents-markers', 'genome-editing', 'vector-clones', 'stable-cell-lines', 'lentivirus'].map((c) => r.json.products.filter((p) => p.category === c).map((p) => p.id));
    expect(perCategory).toEqual(['reagents-markers', 'genome-editing', 'vector-clones', 'stable-cell-lines', 'lentivirus'].map((c) => firstOf(all, c, 2).map((p) => p.id)));
    expect(perCategory[4]).toEqual(['lv-01']);
    expect(r.json.hidden).toEqual(['lv-02']);
    expect((await get('?limit=5&category=lentivirus')).json.hidden).toEqual(['lv-02']);
    expect((await get('?limit=5&category=vector-clones')).json.hidden).toEqual([]);
  });

  test.each([
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    ['?limit=101', 'limit must be a whole number from 1 to 100'],
    ['?limit=2.5', 'limit must be a whole number from 1 to 100'],
    ['?limit=ten', 'limit must be a whole number from 1 to 100'],
    ['?limit=5&category=reagents-markers,plasmids', 'category must be one of reagents-markers, genome-editing, vector-clones, stable-cell-lines, lentivirus'],
  ])('%s → 400 saying what is wrong', async (query, message) => {
    const r = await callRoute(publicProducts, { path: `/api/public/products${query}` });
    expect(r.status).toBe(400);
    expect(r.text).toContain(message);
  });

  test('a category without a limit answers the whole catalogue, as the spec has it', async () => {
    expect((await get('?category=lentivirus')).json.products.length).toBe(19);
  });
});

describe('GET /api/public/products/categories', () => {
  const KEYS = ['reagents-markers', 'genome-editing', 'vector-clones', 'stable-cell-lines', 'lentivirus'];

  test('the spec shape: `categories` maps each name to its entries, `ordered` lists those names, plus `version`', async () => {
    const r = await callRoute(productCategories, { path: '/api/public/products/categories' });
    expect(r.status).toBe(200);
    expect(r.json.ordered).toEqual(KEYS);
    const categories = r.json.categories as unknown as Record<string, Json[]>;
    expect(Object.keys(categories).sort()).toEqual([...KEYS].sort());
    for (const name of r.json.ordered as unknown as string[]) expect(categories).toHaveProperty([name]);
    expect(categories['reagents-markers']).toHaveLength(10);
    expect(categories['genome-editing']).toHaveLength(5);
    expect(categories.lentivirus.map((e) => e.id)).toEqual(['lv-01']);
    // docs/requirements.md §3 Product menu entry: id, name, link, category, createdAt.
    for (const [name, entries] of Object.entries(categories)) {
      for (const e of entries) {
        expect(e).toEqual(expect.objectContaining({ id: expect.any(String), name: expect.any(String), link: expect.stringMatching(/^\/products\//), category: name }));
        expect(Number.isNaN(Date.parse(String(e.createdAt)))).toBe(false);
      }
      const times = entries.map((e) => Date.parse(String(e.createdAt)));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    }
    expect(typeof r.json.version).toBe('number');
  });

  test('`menu` keeps what the mega menu renders: titles, catalogue links, entries with slugs', async () => {
    const r = await callRoute(productCategories, { path: '/api/public/products/categories' });
    const menu = r.json.menu as unknown as Category[];
    expect(menu.map((c) => c.key)).toEqual(KEYS);
    expect(menu.map((c) => c.title)).toEqual(['Reagents and Markers', 'Genome Editing', 'Vector Clones', 'Stable Cell Lines', 'Lentivirus']);
    expect(menu[0].link).toBe('/products?category=reagents-markers');
    expect(menu[0].entries[0]).toEqual(expect.objectContaining({ link: expect.stringMatching(/^\/products\//), slug: expect.any(String) }));
    expect(menu[4].entries.map((e) => e.id)).toEqual(['lv-01']);
  });

  test('?limit=N: each category lists its newest N and counts all it holds', async () => {
    const whole = await callRoute(productCategories, { path: '/api/public/products/categories' });
    const r = await callRoute(productCategories, { path: '/api/public/products/categories?limit=3' });
    expect(r.status).toBe(200);
    expect(r.json.ordered).toEqual(KEYS);
    const all = whole.json.categories as unknown as Record<string, Json[]>;
    const bounded = r.json.categories as unknown as Record<string, Json[]>;
    for (const key of KEYS) expect(bounded[key]).toEqual(all[key].slice(0, 3));
    const menu = r.json.menu as unknown as (Category & { count: number })[];
    expect(menu.map((c) => c.count)).toEqual(KEYS.map((k) => all[k].length));
    expect(menu.map((c) => c.entries.length)).toEqual(KEYS.map((k) => Math.min(3, all[k].length)));
    expect(r.json.version).toBe(whole.json.version);
    expect((await callRoute(productCategories, { path: '/api/public/products/categories?limit=0' })).status).toBe(400);
  });

  test('titles over 68 characters are cut to 65 plus an ellipsis', async () => {
    const r = await callRoute(productCategories);
    const vc = (r.json.menu as unknown as Category[]).find((c) => c.key === 'vector-clones')!;
    const long = vc.entries.find((e) => e.id === 'vc-01')!;
    expect(long.name).toBe(LONG_NAME);
    expect(long.title).toBe(`${LONG_NAME.slice(0, 65)}…`);
  });
});

describe('GET /api/metrics/hit', () => {
  test('each call counts one home visit', async () => {
    const before = await getSiteHits();
    const r = await callRoute(metricsHit, { path: '/api/metrics/hit', headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ ok: true });
    expect(r.headers.get('cache-control')).toBe('no-store');
    await callRoute(metricsHit, { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(await getSiteHits()).toBe(before + 2);
  });

  test('rate-limited per address: beyond 30 a minute → 429, not counted; other addresses unaffected', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 30; i++) expect((await callRoute(metricsHit, { headers: { 'x-forwarded-for': ip } })).status).toBe(200);
    const count = await getSiteHits();
    const limited = await callRoute(metricsHit, { headers: { 'x-forwarded-for': ip } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await getSiteHits()).toBe(count);
    expect((await callRoute(metricsHit, { headers: { 'x-forwarded-for': '203.0.113.10' } })).status).toBe(200);
  });
});

// Public catalogue reads (lib/server/catalog.ts) against the seeded database, and search speed at 10,000
// products (docs/architecture.md: p95 ≤ 50 ms on the server).
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { findProductBySlug, getServiceBySlug, listServices, queryProducts, queryCatalogPage, searchCatalog, filterCatalog } from '@/lib/server/catalog';

test('slug lookups are case-insensitive and ignore a trailing slash', async () => {
  expect((await findProductBySlug('GN8K-DNA-Marker/'))?.id).toBe('fp-badm3362');
  expect(await findProductBySlug('no-such-product')).toBeNull();
});

test('a service matches its whole link or its last segment', async () => {
  expect((await getServiceBySlug('custom-cloning'))?.id).toBe('cs-01');
  expect((await getServiceBySlug('/services/Lab-Supplies/'))?.id).toBe('cs-03');
  expect(await getServiceBySlug('nope')).toBeNull();
});

test('services are listed newest first by createdAt', async () => {
  const list = await listServices();
  const times = list.map((s) => Date.parse(s.createdAt));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
});

test('catalogue search: case-insensitive substring on name, description, catalog number; filters combine', async () => {
  expect((await searchCatalog({ q: 'badm3362' })).items.map((p) => p.id)).toEqual(['fp-badm3362']);
  const purchasable = await searchCatalog({ availability: 'purchasable', pageSize: 100 });
  expect(purchasable.total).toBe(10);
  expect(purchasable.items.every((p) => !p.quoteOnly)).toBe(true);
  const quote = await searchCatalog({ availability: 'quote', category: 'genome-editing', pageSize: 100 });
  expect(quote.total).toBe(5);
});

// The catalogue page without a query reads one page from the database (docs/architecture.md#catalogue-at-scale): it must
// list exactly what filtering every product in memory lists, page by page, with the same count and clamping.
test.each([
  [{}],
  [{ category: 'reagents-markers', pageSize: 4 }],
  [{ category: 'reagents-markers', pageSize: 4, page: 3 }],
  [{ availability: 'quote' as const, pageSize: 3, page: 2 }],
  [{ availability: 'purchasable' as const, category: 'genome-editing' }],
  [{ category: 'Genome Editing', availability: 'quote' as const, pageSize: 2, page: 99 }],
  [{ page: 0, pageSize: 500 }],
  [{ category: 'all', availability: 'all' as const, page: 2, pageSize: 5 }],
])('the catalogue page from the database equals the in-memory filter: %j', async (query) => {
  const fromDb = await queryCatalogPage(query);
  const inMemory = filterCatalog(await queryProducts(), query);
  expect({ ...fromDb, items: fromDb.items.map((p) => p.id) }).toEqual({ ...inMemory, items: inMemory.items.map((p) => p.id) });
});

test('search and filter at 10,000 products: p95 under 50 ms', async () => {
  const db = await getDb();
  const rows = Array.from({ length: 10_000 }, (_, i) => ({
    id: `bench-${i}`,
    slug: `bench-product-${i}`,
    name: `Bench reagent ${i} ${i % 7 === 0 ? 'polymerase' : 'buffer'}`,
    description: `Synthetic catalogue entry number ${i} for the search benchmark.`,
    catalogNumber: `BN${String(i).padStart(6, '0')}`,
    category: ['reagents-markers', 'genome-editing', 'vector-clones', 'stable-cell-lines', 'lentivirus'][i % 5],
    quoteOnly: i % 5 !== 0,
    listPriceCents: i % 5 === 0 ? 1000 + i : null,
  }));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(products).values(rows.slice(i, i + 1000));
  const all = await queryProducts();
  expect(all.length).toBeGreaterThanOrEqual(10_000);
  const queries = [
    { q: 'polymerase' },
    { q: 'bn0042', availability: 'purchasable' as const },
    { category: 'lentivirus', page: 3 },
    { q: 'benchmark', availability: 'quote' as const, category: 'genome-editing' },
    { q: 'zzz-no-match' },
  ];
  const times: number[] = [];
  for (let round = 0; round < 40; round++) {
    for (const q of queries) {
      const t0 = performance.now();
      filterCatalog(all, q);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)];
  console.log(`catalogue search over ${all.length} products: p50 ${times[Math.floor(times.length / 2)].toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`);
  expect(p95).toBeLessThan(50);
  // …and the database's page of the same filters, at 10,000 products, still equals the in-memory one.
  for (const q of [{ category: 'lentivirus', page: 3 }, { availability: 'purchasable' as const, page: 41 }, { page: 400 }]) {
    const fromDb = await queryCatalogPage(q);
    const inMemory = filterCatalog(all, q);
    expect({ ...fromDb, items: fromDb.items.map((p) => p.id) }).toEqual({ ...inMemory, items: inMemory.items.map((p) => p.id) });
  }
});

// The sitemap files against the seeded database (lib/server/sitemap.ts, docs/architecture.md#catalogue-at-scale): one
// list while the site fits a file, else an index whose files hold every URL exactly once, products in catalogue order.
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { queryProducts } from '@/lib/server/catalog';
import { sitemapFileXml, sitemapXml } from '@/lib/server/sitemap';

const BASE = 'https://shop.example';
const locs = (xml: string | null) => [...(xml ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

beforeAll(async () => {
  const db = await getDb();
  await db.update(products).set({ hidden: true }).where(eq(products.id, 'lv-02'));
});

test('a site within one file: static pages, every visible product in catalogue order, services, posts', async () => {
  const xml = await sitemapXml(BASE);
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  const all = locs(xml);
  expect(all.slice(0, 2)).toEqual([`${BASE}/`, `${BASE}/products`]);
  const visible = await queryProducts();
  expect(all.filter((l) => l.startsWith(`${BASE}/products/`))).toEqual(visible.map((p) => `${BASE}/products/${p.slug}`));
  expect(visible.some((p) => p.id === 'lv-02')).toBe(false);
  expect(all).toContain(`${BASE}/services/custom-cloning`);
  expect(all.filter((l) => l.includes('/blog/')).length).toBeGreaterThanOrEqual(10);
  expect(new Set(all).size).toBe(all.length);
});

test('over the limit: an index of the pages file and one file per `max` products, together every URL once', async () => {
  const single = locs(await sitemapXml(BASE));
  const visible = await queryProducts();
  const max = 7;
  const index = await sitemapXml(BASE, max);
  expect(index).toMatch(/<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  const files = locs(index);
  const productFiles = Math.ceil(visible.length / max);
  expect(files).toEqual([`${BASE}/sitemaps/pages.xml`, ...Array.from({ length: productFiles }, (_, i) => `${BASE}/sitemaps/products-${i + 1}.xml`)]);
  const parts = await Promise.all(files.map((f) => sitemapFileXml(BASE, f.slice(`${BASE}/sitemaps/`.length), max)));
  const productLocs = parts.slice(1).flatMap(locs);
  expect(productLocs).toEqual(visible.map((p) => `${BASE}/products/${p.slug}`));
  for (const part of parts.slice(1, -1)) expect(locs(part)).toHaveLength(max);
  expect([...locs(parts[0])].sort()).toEqual(single.filter((l) => !l.startsWith(`${BASE}/products/`)).sort());
  expect(await sitemapFileXml(BASE, `products-${productFiles + 1}.xml`, max)).toBeNull();
});

test.each(['products-0.xml', 'products-99.xml', 'index.xml', 'pages.xml.gz'])('/sitemaps/%s is not a file', async (name) => {
  expect(await sitemapFileXml(BASE, name)).toBeNull();
});

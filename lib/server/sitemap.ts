import 'server-only';
// The sitemap files (docs/architecture.md#catalogue-at-scale; rules in lib/domain/sitemap.ts). The products are read a
// file at a time along the catalogue-order index, slug and date only, never every product with every field.
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { TAGS, cachedRead } from '@/lib/server/cache';
import { CATALOGUE_ORDER, VISIBLE_PRODUCT, listServices } from '@/lib/server/catalog';
import { listBlogPosts } from '@/lib/server/blog';
import {
  SITEMAP_MAX_URLS,
  STATIC_SITEMAP_PATHS,
  parseSitemapFile,
  planSitemap,
  renderSitemapIndex,
  renderUrlset,
  sitemapFilePaths,
  type SitemapUrl,
} from '@/lib/domain/sitemap';

/**
 * What a sitemap file is sent with: XML, revalidated on every request — its URLs carry the address the request used
 * (any-address deployments), which a shared cache keyed by path would mix up; the reads behind it are cached.
 */
export const SITEMAP_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' };

/** The static pages, then every visible service and blog post. */
async function pageUrls(base: string): Promise<SitemapUrl[]> {
  const [services, posts] = await Promise.all([listServices(), listBlogPosts()]);
  return [
    ...STATIC_SITEMAP_PATHS.map((s) => ({ loc: `${base}${s.path}`, changeFrequency: s.changeFrequency, priority: s.priority })),
    ...services.map((s) => ({
      loc: `${base}${s.link?.startsWith('/services/') ? s.link : `/services/${s.slug}`}`,
      lastModified: s.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.8,
    })),
    ...posts.map((p) => ({ loc: `${base}/blog/${p.slug}`, lastModified: p.date, changeFrequency: 'monthly' as const, priority: 0.6 })),
  ];
}

const countProducts = cachedRead(
  async () => {
    const db = await getDb();
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(VISIBLE_PRODUCT);
    return Number(row?.n ?? 0);
  },
  ['sitemap:product-count'],
  [TAGS.products],
);

/** Visible products `offset`… in catalogue order, `limit` of them: their path and last change. */
const productSlice = cachedRead(
  async (offset: number, limit: number): Promise<{ slug: string; updatedAt: string }[]> => {
    const db = await getDb();
    const rows = await db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(VISIBLE_PRODUCT)
      .orderBy(...CATALOGUE_ORDER)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt.toISOString() }));
  },
  ['sitemap:products'],
  [TAGS.products],
);

const productUrls = async (base: string, offset: number, limit: number): Promise<SitemapUrl[]> =>
  (await productSlice(offset, limit)).map((p) => ({ loc: `${base}/products/${p.slug}`, lastModified: p.updatedAt, changeFrequency: 'weekly', priority: 0.8 }));

/**
 * /sitemap.xml: every URL in one list while the site has at most `max` of them (the pages first, then the products),
 * else an index naming /sitemaps/pages.xml and /sitemaps/products-N.xml.
 */
export async function sitemapXml(base: string, max = SITEMAP_MAX_URLS): Promise<string> {
  const [pages, count] = await Promise.all([pageUrls(base), countProducts()]);
  const plan = planSitemap(pages.length, count, max);
  if (plan.kind === 'single') return renderUrlset([...pages.slice(0, STATIC_SITEMAP_PATHS.length), ...(await productUrls(base, 0, count)), ...pages.slice(STATIC_SITEMAP_PATHS.length)]);
  return renderSitemapIndex(sitemapFilePaths(plan).map((path) => ({ loc: `${base}${path}` })));
}

/** /sitemaps/{file}: the pages, or the Nth `max` products in catalogue order; null when there is no such file. */
export async function sitemapFileXml(base: string, name: string, max = SITEMAP_MAX_URLS): Promise<string | null> {
  const file = parseSitemapFile(name);
  if (!file) return null;
  if (file.kind === 'pages') return renderUrlset(await pageUrls(base));
  const count = await countProducts();
  if ((file.part - 1) * max >= Math.max(count, 1)) return null;
  return renderUrlset(await productUrls(base, (file.part - 1) * max, max));
}

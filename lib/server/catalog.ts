import 'server-only';
// Public catalogue reads (products and services), cached with tags. Writes live in lib/server/catalog-admin/.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { products, services } from '@/db/schema';
import { TAGS, cachedRead } from '@/lib/server/cache';
import type { Product, Service } from '@/lib/types/catalog';
import { DEFAULT_AVAILABILITY, PRODUCT_PLACEHOLDER_IMAGE, normalizeCategory, matchesCatalogSearch, productPath } from '@/lib/domain/catalog';
import { normalizeSlugParam, matchServiceSlug } from '@/lib/domain/slug';

type ProductRow = typeof products.$inferSelect;
type ServiceRow = typeof services.$inferSelect;

const PRODUCT_FIELD_KEYS = [
  'slug', 'name', 'description', 'catalogNumber', 'category', 'quoteOnly', 'listPriceCents', 'options', 'images',
  'availability', 'keyFeatures', 'storageStability', 'performanceData', 'manuals', 'storeLink', 'contentText',
  'fragmentSize', 'specifications', 'badge', 'rrid',
] as const;

const SERVICE_FIELD_KEYS = [
  'slug', 'link', 'name', 'description', 'icon', 'imageUrl', 'images', 'longDescription', 'keyBenefits',
  'processOverview', 'relatedProducts', 'caseStudies', 'markdown',
] as const;

function differsFromSeed(row: Record<string, unknown>, seed: Record<string, unknown> | null, keys: readonly string[]): boolean {
  if (!seed) return false;
  return keys.some((k) => JSON.stringify(row[k] ?? null) !== JSON.stringify(seed[k] ?? null));
}

export function reshapeProduct(row: ProductRow): Product {
  const images = row.images.length ? row.images : [PRODUCT_PLACEHOLDER_IMAGE];
  return {
    id: row.id,
    slug: row.slug,
    link: productPath(row.slug),
    name: row.name,
    description: row.description,
    catalogNumber: row.catalogNumber,
    category: normalizeCategory(row.category),
    quoteOnly: row.quoteOnly,
    type: row.quoteOnly ? 'quote' : 'buy',
    listPriceCents: row.listPriceCents,
    options: row.options,
    images,
    imageUrl: images[0],
    availability: row.availability || DEFAULT_AVAILABILITY,
    keyFeatures: row.keyFeatures,
    storageStability: row.storageStability,
    performanceData: row.performanceData,
    manuals: row.manuals,
    storeLink: row.storeLink,
    contentText: row.contentText,
    fragmentSize: row.fragmentSize,
    specifications: row.specifications,
    badge: row.badge,
    rrid: row.rrid ?? null,
    builtin: row.builtin,
    hidden: row.hidden,
    overridden: row.builtin && differsFromSeed(row as never, row.seed as never, PRODUCT_FIELD_KEYS),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function reshapeService(row: ServiceRow): Service {
  return {
    id: row.id,
    slug: row.slug,
    link: row.link,
    name: row.name,
    description: row.description,
    icon: row.icon,
    imageUrl: row.imageUrl || row.images[0] || '',
    images: row.images,
    longDescription: row.longDescription,
    keyBenefits: row.keyBenefits,
    processOverview: row.processOverview,
    relatedProducts: row.relatedProducts,
    caseStudies: row.caseStudies,
    markdown: row.markdown,
    builtin: row.builtin,
    overridden: row.builtin && differsFromSeed(row as never, row.seed as never, SERVICE_FIELD_KEYS),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The catalogue's order: newest first, then by id — walked by products_order_idx (migration 0015). */
export const CATALOGUE_ORDER = [desc(products.createdAt), asc(products.id)] as const;
/** A product a visitor may see. */
export const VISIBLE_PRODUCT = eq(products.hidden, false);

/** Every visible product, newest first (uncached: admin and checkout use this). */
export async function queryProducts(opts: { includeHidden?: boolean } = {}): Promise<Product[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(products)
    .where(opts.includeHidden ? undefined : VISIBLE_PRODUCT)
    .orderBy(...CATALOGUE_ORDER);
  return rows.map(reshapeProduct);
}

/** Every visible product, newest first — cached, tag 'products'. */
export const listProducts = cachedRead(() => queryProducts(), ['products:list'], [TAGS.products]);

/** docs/requirements.md §2: slug lookups are case-insensitive and ignore a trailing slash. Hidden products are not found. */
export async function findProductBySlug(slug: string): Promise<Product | null> {
  const normalized = normalizeSlugParam(slug);
  if (!normalized) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(products)
    .where(and(sql`lower(${products.slug}) = ${normalized}`, eq(products.hidden, false)))
    .limit(1);
  return row ? reshapeProduct(row) : null;
}

export const getProductBySlug = (slug: string) =>
  cachedRead(() => findProductBySlug(slug), ['products:slug', normalizeSlugParam(slug)], [TAGS.products])();

export interface CatalogQuery {
  q?: string;
  category?: string; // 'all' or a category key
  availability?: 'all' | 'purchasable' | 'quote';
  page?: number;
  pageSize?: number;
}

export interface CatalogPage {
  items: Product[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** The page size and page of a listing of `total` rows: at most 100 a page, the page clamped to the last one. */
function pageOf(total: number, query: Pick<CatalogQuery, 'page' | 'pageSize'>): Omit<CatalogPage, 'items' | 'total'> {
  const pageSize = Math.min(Math.max(query.pageSize ?? 24, 1), 100);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(Math.floor(query.page ?? 1), 1), pageCount);
  return { page, pageSize, pageCount };
}

const categoryFilter = (query: CatalogQuery) => (query.category && query.category !== 'all' ? normalizeCategory(query.category) : null);

/** docs/requirements.md §2 catalogue filters: case-insensitive substring on name, description, catalog number. */
export function filterCatalog(all: Product[], query: CatalogQuery): CatalogPage {
  const category = categoryFilter(query);
  const q = (query.q ?? '').trim();
  const filtered = all.filter(
    (p) =>
      (!category || p.category === category) &&
      (query.availability === 'purchasable' ? !p.quoteOnly : query.availability === 'quote' ? p.quoteOnly : true) &&
      matchesCatalogSearch(p, q),
  );
  const at = pageOf(filtered.length, query);
  return { items: filtered.slice((at.page - 1) * at.pageSize, at.page * at.pageSize), total: filtered.length, ...at };
}

/** The spec's literal rule over every visible product (the search engine's floor; tests compare against it). */
export async function searchCatalog(query: CatalogQuery): Promise<CatalogPage> {
  return filterCatalog(await listProducts(), query);
}

/**
 * The catalogue page without a query (docs/architecture.md#catalogue-at-scale): one page of the visible products
 * in catalogue order with the category and availability filters, and their count — read from the database, not
 * from every product in memory. Writes store the category key normalised, so equality is the filter.
 */
export async function queryCatalogPage(query: Omit<CatalogQuery, 'q'>): Promise<CatalogPage> {
  const db = await getDb();
  const category = categoryFilter(query);
  const where = and(
    VISIBLE_PRODUCT,
    category ? eq(products.category, category) : undefined,
    query.availability === 'purchasable' ? eq(products.quoteOnly, false) : query.availability === 'quote' ? eq(products.quoteOnly, true) : undefined,
  );
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
  const at = pageOf(total, query);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(...CATALOGUE_ORDER)
    .limit(at.pageSize)
    .offset((at.page - 1) * at.pageSize);
  return { items: rows.map(reshapeProduct), total, ...at };
}

/** queryCatalogPage cached per filter and page, tag 'products'. */
export function browseCatalog(query: Omit<CatalogQuery, 'q'>): Promise<CatalogPage> {
  const key = [categoryFilter(query) ?? 'all', query.availability ?? 'all', String(query.page ?? 1), String(query.pageSize ?? 24)];
  return cachedRead(() => queryCatalogPage(query), ['products:browse', ...key], [TAGS.products])();
}

export async function queryServices(): Promise<Service[]> {
  const db = await getDb();
  const rows = await db.select().from(services).where(eq(services.hidden, false)).orderBy(desc(services.createdAt), asc(services.id));
  return rows.map(reshapeService);
}

/** Services newest first by createdAt (docs/requirements.md §2) — cached, tag 'services'. */
export const listServices = cachedRead(() => queryServices(), ['services:list'], [TAGS.services]);

/** docs/requirements.md §2: a service matches either its whole link or its last segment. */
export async function getServiceBySlug(param: string): Promise<Service | null> {
  const all = await listServices();
  return all.find((s) => matchServiceSlug(s.link, param) || matchServiceSlug(`/services/${s.slug}`, param)) ?? null;
}

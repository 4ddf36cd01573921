import 'server-only';
// Public storefront reads: the products mega menu and the public products payload (docs/requirements.md §7), built from the
// catalogue rows (lib/server/catalog.ts) and cached under the 'products' tag.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { TAGS, cachedRead } from '@/lib/server/cache';
import { CATALOGUE_ORDER, VISIBLE_PRODUCT, queryProducts, reshapeProduct } from '@/lib/server/catalog';
import { CATEGORY_ORDER, type ProductCategory } from '@/lib/domain/catalog';
import type { Product } from '@/lib/types/catalog';
import {
  buildCategoriesPayload,
  mergeInOrder,
  type ProductCategoriesPayload,
  type PublicProduct,
  type PublicProductDetail,
  type PublicProductOverride,
  type PublicProductsPayload,
} from '@/lib/domain/storefront';
import { specProductFields } from '@/lib/domain/spec-product';

const queryAllProducts = cachedRead(() => queryProducts({ includeHidden: true }), ['products:all-with-hidden'], [TAGS.products]);

function catalogVersion(all: Product[]): number {
  return all.reduce((max, p) => Math.max(max, Date.parse(p.updatedAt) || 0), 0);
}

function toPublicProduct(p: Product): PublicProduct {
  return {
    ...specProductFields(p, p.createdAt),
    id: p.id,
    slug: p.slug,
    link: p.link,
    name: p.name,
    description: p.description,
    catalogNumber: p.catalogNumber,
    category: p.category,
    quoteOnly: p.quoteOnly,
    type: p.type,
    listPriceCents: p.listPriceCents,
    imageUrl: p.imageUrl,
    availability: p.availability,
    badge: p.badge,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

function toDetail(p: Product): PublicProductDetail {
  return {
    images: p.images,
    options: p.options.map((o) => ({ label: o.label, priceCents: o.priceCents })),
    keyFeatures: p.keyFeatures,
    storageStability: p.storageStability,
    performanceData: p.performanceData,
    manuals: p.manuals,
    fragmentSize: p.fragmentSize,
    specifications: p.specifications,
    contentText: p.contentText,
  };
}

/** The spec's payload of `visible` products: public fields only, hidden ids, override and detail views. */
function publicPayload(visible: Product[], hidden: string[], version: number): PublicProductsPayload {
  const overrides: Record<string, PublicProductOverride> = {};
  const details: Record<string, PublicProductDetail> = {};
  for (const p of visible) {
    if (p.overridden) overrides[p.id] = { name: p.name, description: p.description, category: p.category, imageUrl: p.imageUrl };
    details[p.id] = toDetail(p);
  }
  return { version, products: visible.map(toPublicProduct), hidden, overrides, details };
}

/** GET /api/public/products: every visible product with public fields only; hidden ids; override and detail views. */
export async function getPublicProductsPayload(): Promise<PublicProductsPayload> {
  const all = await queryAllProducts();
  return publicPayload(
    all.filter((p) => !p.hidden),
    all.filter((p) => p.hidden).map((p) => p.id),
    catalogVersion(all),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Bounded reads (docs/architecture.md#catalogue-at-scale): the home carousels, their 60 s poll and the mega menu need
// the first rows of a few categories, not every product. Each category's head is one walk of products_category_idx.

/** The newest `limit` visible products of a category, in catalogue order. */
async function categoryHead(category: ProductCategory, limit: number): Promise<Product[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(products)
    .where(and(VISIBLE_PRODUCT, eq(products.category, category)))
    .orderBy(...CATALOGUE_ORDER)
    .limit(limit);
  return rows.map(reshapeProduct);
}

/** The catalogue's version as the whole answer computes it: the latest updatedAt of any product, hidden or not. */
async function latestVersion(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ ms: sql<string | null>`floor(extract(epoch from max(${products.updatedAt})) * 1000)::bigint::text` }).from(products);
  return Number(row?.ms ?? 0);
}

const byCatalogueOrder = (a: Product, b: Product) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * GET /api/public/products?category=…&limit=N: the spec's shape over at most `limit` visible products of each
 * category (every category when none is given), newest first; `hidden` lists the hidden ids of those categories.
 */
async function readBoundedPayload(categories: readonly ProductCategory[], limit: number): Promise<PublicProductsPayload> {
  const db = await getDb();
  const [heads, hiddenRows, version] = await Promise.all([
    Promise.all(categories.map((c) => categoryHead(c, limit))),
    db.select({ id: products.id }).from(products).where(and(eq(products.hidden, true), inArray(products.category, [...categories]))),
    latestVersion(),
  ]);
  return publicPayload(mergeInOrder(heads, byCatalogueOrder), hiddenRows.map((r) => r.id), version);
}

const cachedBoundedPayload = cachedRead(readBoundedPayload, ['products:public-bounded'], [TAGS.products]);

export function getBoundedPublicProductsPayload(opts: { categories?: readonly ProductCategory[]; limit: number }): Promise<PublicProductsPayload> {
  const categories = CATEGORY_ORDER.filter((c) => !opts.categories?.length || opts.categories.includes(c));
  return cachedBoundedPayload(categories, opts.limit);
}

/** GET /api/public/products/categories: the five categories in order, each with its visible products. */
export async function getProductMenu(): Promise<ProductCategoriesPayload> {
  const all = await queryAllProducts();
  return buildCategoriesPayload(all.filter((p) => !p.hidden), catalogVersion(all));
}

/** GET /api/public/products/categories?limit=N: each category's newest N products, with how many it holds. */
async function readBoundedMenu(limit: number): Promise<ProductCategoriesPayload> {
  const db = await getDb();
  const [heads, counts, version] = await Promise.all([
    Promise.all(CATEGORY_ORDER.map((c) => categoryHead(c, limit))),
    db
      .select({ category: products.category, n: sql<number>`count(*)::int` })
      .from(products)
      .where(VISIBLE_PRODUCT)
      .groupBy(products.category),
    latestVersion(),
  ]);
  return buildCategoriesPayload(heads.flat(), version, new Map(counts.map((r) => [r.category, Number(r.n)])));
}

const cachedBoundedMenu = cachedRead(readBoundedMenu, ['products:menu-bounded'], [TAGS.products]);

export function getBoundedProductMenu(limit: number): Promise<ProductCategoriesPayload> {
  return cachedBoundedMenu(limit);
}

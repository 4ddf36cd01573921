import 'server-only';
// Public storefront reads: the products mega menu and the public products payload (docs/requirements.md §7), built from the
// catalogue rows (lib/server/catalog.ts) and cached under the 'products' tag.
import { TAGS, cachedRead } from '@/lib/server/cache';
import { queryProducts } from '@/lib/server/catalog';
import type { Product } from '@/lib/types/catalog';
import {
  buildCategoriesPayload,
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

/** GET /api/public/products: visible products with public fields only; hidden ids; override and detail views. */
export async function getPublicProductsPayload(): Promise<PublicProductsPayload> {
  const all = await queryAllProducts();
  const visible = all.filter((p) => !p.hidden);
  const overrides: Record<string, PublicProductOverride> = {};
  const details: Record<string, PublicProductDetail> = {};
  for (const p of visible) {
    if (p.overridden) overrides[p.id] = { name: p.name, description: p.description, category: p.category, imageUrl: p.imageUrl };
    details[p.id] = toDetail(p);
  }
  return {
    version: catalogVersion(all),
    products: visible.map(toPublicProduct),
    hidden: all.filter((p) => p.hidden).map((p) => p.id),
    overrides,
    details,
  };
}

/** GET /api/public/products/categories: the five categories in order, each with its visible products. */
export async function getProductMenu(): Promise<ProductCategoriesPayload> {
  const all = await queryAllProducts();
  return buildCategoriesPayload(all.filter((p) => !p.hidden), catalogVersion(all));
}

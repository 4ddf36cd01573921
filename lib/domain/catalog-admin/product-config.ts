// Catalogue administration rules: the spec's product config shapes.
import { centsToPriceText, optionPricesOf, specProductFields, type SpecProductFields } from '@/lib/domain/spec-product';
import { CATALOG_EXPORT_VERSION, normalizeCategory, typeMarkerFor, type ProductTypeMarker } from '@/lib/domain/catalog';
import { PRODUCT_LINK_PREFIX } from '@/lib/domain/catalog-admin/texts';
import { type ProductState, type ProductValues } from '@/lib/domain/catalog-admin/product-values';
import { same, byId, sortedRecord } from '@/lib/domain/catalog-admin/internal';

export interface ProductCard {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  link: string;
  category: string;
  createdAt: string;
  type: ProductTypeMarker;
}

export interface ProductOverride {
  name?: string;
  description?: string;
  imageUrl?: string;
  link?: string;
  category?: string;
  type?: ProductTypeMarker;
}

export interface ProductDetail {
  images?: string[];
  catalogNumber?: string;
  availability?: string;
  listPrice?: string | number | null;
  options?: string[];
  optionPrices?: Record<string, string | number | null>;
  keyFeatures?: string[];
  storageStability?: string;
  performanceData?: string;
  manuals?: string[];
  manualUrls?: string[];
  storeLink?: string | null;
  quoteOnly?: boolean;
  contentText?: string | null;
  fragmentSize?: string | null;
  specifications?: string[];
  badge?: string | null;
  rrid?: string | null;
}

/** A custom product as GET /api/products-config and the export list it: the card plus every spec Product field. */
export type ProductsConfigProduct = ProductCard & SpecProductFields;

export interface ProductsConfig {
  version: number;
  products: ProductsConfigProduct[];
  overrides: Record<string, ProductOverride>;
  details: Record<string, ProductDetail>;
  hidden: string[];
}

export interface ProductsExportBundle extends ProductsConfig {
  exportedAt: string;
}

/** Incoming config: every section optional (docs/requirements.md §5 Import products). */
export interface ProductsConfigInput {
  /** Cards; an entry may also carry the detail fields itself, as the original system exports it. */
  products?: (Partial<ProductCard> & ProductDetail & { id: string; name: string; quoteOnly?: boolean })[];
  overrides?: Record<string, ProductOverride>;
  details?: Record<string, ProductDetail>;
  hidden?: string[];
}

export const productLink = (slug: string) => `${PRODUCT_LINK_PREFIX}${slug}`;

/** The full detail object of a product's values. */
export function detailOf(v: ProductValues): Required<ProductDetail> {
  return {
    images: v.images,
    catalogNumber: v.catalogNumber,
    availability: v.availability,
    listPrice: centsToPriceText(v.listPriceCents),
    options: v.options.map((o) => o.label),
    optionPrices: optionPricesOf(v.options),
    keyFeatures: v.keyFeatures,
    storageStability: v.storageStability,
    performanceData: v.performanceData,
    manuals: v.manuals.map((m) => m.title),
    manualUrls: v.manuals.map((m) => m.url),
    storeLink: v.storeLink,
    quoteOnly: v.quoteOnly,
    contentText: v.contentText,
    fragmentSize: v.fragmentSize,
    specifications: v.specifications,
    badge: v.badge,
    rrid: v.rrid,
  };
}

/** Only the detail fields of `v` that differ from `seed` (options and manuals travel with their pairs). */
export function detailDiff(v: ProductValues, seed: ProductValues): ProductDetail {
  const full = detailOf(v);
  const out: ProductDetail = {};
  const put = <K extends keyof ProductDetail>(k: K) => {
    out[k] = full[k] as ProductDetail[K];
  };
  if (!same(v.images, seed.images)) put('images');
  if (v.catalogNumber !== seed.catalogNumber) put('catalogNumber');
  if (v.availability !== seed.availability) put('availability');
  if (v.listPriceCents !== seed.listPriceCents) put('listPrice');
  if (!same(v.options, seed.options)) {
    put('options');
    put('optionPrices');
  }
  if (!same(v.keyFeatures, seed.keyFeatures)) put('keyFeatures');
  if (v.storageStability !== seed.storageStability) put('storageStability');
  if (v.performanceData !== seed.performanceData) put('performanceData');
  if (!same(v.manuals, seed.manuals)) {
    put('manuals');
    put('manualUrls');
  }
  if (!same(v.storeLink, seed.storeLink)) put('storeLink');
  if (!same(v.contentText, seed.contentText)) put('contentText');
  if (!same(v.fragmentSize, seed.fragmentSize)) put('fragmentSize');
  if (!same(v.specifications, seed.specifications)) put('specifications');
  if (!same(v.badge, seed.badge)) put('badge');
  if (!same(v.rrid, seed.rrid)) put('rrid');
  return out;
}

export function overrideDiff(v: ProductValues, seed: ProductValues): ProductOverride {
  const out: ProductOverride = {};
  if (v.name !== seed.name) out.name = v.name;
  if (v.description !== seed.description) out.description = v.description;
  if (v.slug !== seed.slug) out.link = productLink(v.slug);
  if (normalizeCategory(v.category) !== normalizeCategory(seed.category)) out.category = normalizeCategory(v.category);
  if (v.quoteOnly !== seed.quoteOnly) out.type = typeMarkerFor(v.quoteOnly);
  return out;
}

export function cardOf(s: ProductState): ProductCard {
  return {
    id: s.id,
    name: s.values.name,
    description: s.values.description,
    imageUrl: s.values.images[0] ?? '',
    link: productLink(s.values.slug),
    category: normalizeCategory(s.values.category),
    createdAt: s.createdAt,
    type: typeMarkerFor(s.values.quoteOnly),
  };
}

/** docs/requirements.md §3 Products config, computed from the rows: custom products, overrides, details, hidden built-ins. */
export function computeProductsConfig(states: readonly ProductState[]): ProductsConfig {
  const customs = states.filter((s) => !s.builtin);
  const builtins = states.filter((s) => s.builtin);
  const overrides: [string, ProductOverride][] = [];
  const details: [string, ProductDetail][] = [];
  for (const b of builtins) {
    if (!b.seed) continue;
    const o = overrideDiff(b.values, b.seed);
    if (Object.keys(o).length) overrides.push([b.id, o]);
    const d = detailDiff(b.values, b.seed);
    if (Object.keys(d).length) details.push([b.id, d]);
  }
  for (const c of customs) details.push([c.id, detailOf(c.values)]);
  return {
    version: CATALOG_EXPORT_VERSION,
    products: customs
      .slice()
      .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : byId(a, b)))
      .map((c) => ({ ...specProductFields(c.values, c.createdAt), ...cardOf(c) })),
    overrides: sortedRecord(overrides),
    details: sortedRecord(details),
    hidden: states
      .filter((s) => s.hidden)
      .map((s) => s.id)
      .sort(),
  };
}

export function buildExportBundle(states: readonly ProductState[], now: Date = new Date()): ProductsExportBundle {
  const c = computeProductsConfig(states);
  return { version: c.version, exportedAt: now.toISOString(), products: c.products, overrides: c.overrides, details: c.details, hidden: c.hidden };
}

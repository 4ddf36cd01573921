// Catalogue rules of docs/requirements.md §2 (catalog page, product detail, mega menu), §3 (categories), §4 (products admin,
// product detail view) and §5 (catalogue search, purchasable).
import type { ProductCategory } from '../../content/types';
import { slugify } from './slug';

export type { ProductCategory };

/** docs/requirements.md §3: the five categories, in menu order. The first is the default. */
/** A product's page on the storefront. */
export function productPath(slug: string): string {
  return `/products/${slug}`;
}

export const CATEGORY_ORDER: readonly ProductCategory[] = [
  'reagents-markers',
  'genome-editing',
  'vector-clones',
  'stable-cell-lines',
  'lentivirus',
];

export const CATEGORY_LABELS: Record<ProductCategory, string> = {
  'reagents-markers': 'Reagents and Markers',
  'genome-editing': 'Genome Editing',
  'vector-clones': 'Vector Clones',
  'stable-cell-lines': 'Stable Cell Lines',
  lentivirus: 'Lentivirus',
};

export const DEFAULT_CATEGORY: ProductCategory = 'reagents-markers';

const CATEGORY_ALIASES: Record<string, ProductCategory> = {
  featured: 'reagents-markers',
  'gene-editing': 'genome-editing',
};

const CATEGORY_LOOKUP: ReadonlyMap<string, ProductCategory> = (() => {
  const map = new Map<string, ProductCategory>();
  for (const key of CATEGORY_ORDER) {
    map.set(key, key);
    map.set(CATEGORY_LABELS[key].toLowerCase(), key);
    map.set(slugify(CATEGORY_LABELS[key]), key);
  }
  for (const [alias, key] of Object.entries(CATEGORY_ALIASES)) map.set(alias, key);
  return map;
})();

/**
 * docs/requirements.md §3: keys and labels map to their category (case-insensitively); 'featured' → reagents-markers,
 * 'gene-editing' → genome-editing; anything else → reagents-markers.
 */
export function normalizeCategory(value: unknown): ProductCategory {
  if (typeof value !== 'string') return DEFAULT_CATEGORY;
  const text = value.trim().toLowerCase();
  return CATEGORY_LOOKUP.get(text) ?? CATEGORY_LOOKUP.get(slugify(text)) ?? DEFAULT_CATEGORY;
}

export function isProductCategory(value: unknown): value is ProductCategory {
  return typeof value === 'string' && (CATEGORY_ORDER as readonly string[]).includes(value);
}

/** docs/requirements.md §5: purchasable means category Reagents and Markers; every other category is quote only. */
export function isPurchasableCategory(c: ProductCategory): boolean {
  return c === 'reagents-markers';
}

/** docs/requirements.md §2 product-by-slug: quoteOnly defaults to true unless the category is Reagents and Markers. */
export function defaultQuoteOnlyForCategory(c: ProductCategory): boolean {
  return !isPurchasableCategory(c);
}

/** docs/requirements.md §2 product-by-slug: Reagents and Markers if the catalog number starts with FP, else Genome Editing. */
export function categoryFromCatalogNumber(catalogNumber: string | null | undefined): ProductCategory {
  return /^fp/i.test((catalogNumber ?? '').trim()) ? 'reagents-markers' : 'genome-editing';
}

export type ProductTypeMarker = 'buy' | 'quote';

export interface QuoteOnlyInput {
  type?: ProductTypeMarker | null;
  catalogNumber?: string | null;
  id?: string;
  /** Whether the product has detail data; without it a built-in is judged by its id. */
  hasDetails?: boolean;
}

/**
 * docs/requirements.md §4 Products (admin): an explicit type marker wins. Otherwise a product is quote-only unless its catalog
 * number starts with FP (any case) — or, for a built-in without detail data (hasDetails not true), unless its
 * id starts with fp- (the seeded reagents are fp-badm3362 …, whose catalog numbers are BADM3362 …).
 */
export function inferQuoteOnly({ type, catalogNumber, id, hasDetails }: QuoteOnlyInput): boolean {
  if (type === 'buy') return false;
  if (type === 'quote') return true;
  if (/^fp/i.test((catalogNumber ?? '').trim())) return false;
  if (hasDetails !== true && /^fp-/i.test((id ?? '').trim())) return false;
  return true;
}

export function typeMarkerFor(quoteOnly: boolean): ProductTypeMarker {
  return quoteOnly ? 'quote' : 'buy';
}

export const MENU_TITLE_MAX = 68;
const MENU_TITLE_KEEP = 65;

/** docs/requirements.md §2 / §9: product titles longer than 68 characters are cut to 65 plus an ellipsis. */
export function truncateMenuTitle(title: string): string {
  const chars = Array.from(title ?? '');
  return chars.length > MENU_TITLE_MAX ? `${chars.slice(0, MENU_TITLE_KEEP).join('')}…` : (title ?? '');
}

export interface CatalogSearchable {
  name?: string | null;
  description?: string | null;
  catalogNumber?: string | null;
}

/** docs/requirements.md §5: catalogue search is a case-insensitive substring on name, description and catalog number. */
export function matchesCatalogSearch(p: CatalogSearchable, q: string | null | undefined): boolean {
  const needle = (q ?? '').trim().toLowerCase();
  if (!needle) return true;
  return [p.name, p.description, p.catalogNumber].some((field) => (field ?? '').toLowerCase().includes(needle));
}

export type AvailabilityFilter = 'all' | 'purchasable' | 'quote';

/** docs/requirements.md §2 / §9: availability filter All, Purchasable, Quote Only. */
export const AVAILABILITY_FILTERS: readonly { value: AvailabilityFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'purchasable', label: 'Purchasable' },
  { value: 'quote', label: 'Quote Only' },
];

export function matchesAvailability(p: { quoteOnly: boolean }, filter: AvailabilityFilter | string | null | undefined): boolean {
  if (filter === 'purchasable') return !p.quoteOnly;
  if (filter === 'quote') return p.quoteOnly;
  return true;
}

export type CategoryFilter = 'all' | ProductCategory;

/** docs/requirements.md §2 / §9: category filter All or one of the five. */
export const CATEGORY_FILTERS: readonly { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...CATEGORY_ORDER.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
];

export interface PricedOption {
  label: string;
  priceCents: number | null;
}

export interface PricedProduct {
  listPriceCents: number | null;
  options: readonly PricedOption[];
}

/**
 * docs/requirements.md §4 product detail view: the price of the selected option when that option has a price (not null),
 * otherwise the list price. null means 'Contact Sales'.
 */
export function selectDisplayPriceCents(p: PricedProduct, option: string | null | undefined): number | null {
  const selected = p.options.find((o) => o.label === option);
  if (selected && selected.priceCents !== null && selected.priceCents !== undefined) return selected.priceCents;
  return p.listPriceCents ?? null;
}

export const DEFAULT_OPTION = 'Default';

/** docs/requirements.md §2 / §4: the initial option is the first option, or 'Default' if there is none. */
export function defaultOption(options: readonly ({ label: string } | string)[] | null | undefined): string {
  const first = options?.[0];
  const label = typeof first === 'string' ? first : first?.label;
  return label || DEFAULT_OPTION;
}

/** docs/requirements.md §2: the result count is shown as 'N result(s)'. */
export function formatResultCount(n: number, atLeast = false): string {
  return `${n}${atLeast ? '+' : ''} result(s)`;
}

export const DEFAULT_AVAILABILITY = 'In Stock';
/** The image of a product without one (cards, cart lines, the admin list, checkout). */
export const PRODUCT_PLACEHOLDER_IMAGE = '/images/products/placeholder.webp';
export const PURCHASABLE_SECTION_TITLE = 'Purchasable (Reagents and Markers)';
export const QUOTE_ONLY_SECTION_TITLE = 'Quote-only (Genome Editing / Services)';
/** docs/requirements.md §9 product gallery preview / service gallery / simple product page limits. */
export const PRODUCT_GALLERY_PREVIEW_MAX = 6;
export const SERVICE_GALLERY_THUMBS_MAX = 12;
export const SIMPLE_PRODUCT_THUMBS_MAX = 4;
export const CATALOG_TABLE_PAGE_SIZE = 10;
/** Admin → Products: cards are heavy, so a section shows this many at first and per "Show more". */
export const ADMIN_CARDS_PER_STEP = 60;
export const CATALOG_EXPORT_VERSION = 1;

/** docs/requirements.md §9: export file name bioark-products-{date}.json (date as YYYY-MM-DD, UTC). */
export function catalogExportFileName(now: number | Date = Date.now()): string {
  const d = new Date(now);
  return `bioark-products-${d.toISOString().slice(0, 10)}.json`;
}

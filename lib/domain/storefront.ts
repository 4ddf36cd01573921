// Storefront shell rules: the products mega menu (docs/requirements.md §2 Products mega menu, §4 Product-menu data, §7 menu
// fallback) and the home product lists (docs/requirements.md §2 Home page, §4 Home product lists). Pure: used by the server
// (first render, API answers) and by the browser (live refresh), so both sides compute the same thing.
import { CATEGORY_LABELS, CATEGORY_ORDER, isProductCategory, PRODUCT_PLACEHOLDER_IMAGE, productPath, truncateMenuTitle } from './catalog';
import type { SpecProductFields } from './spec-product';
import { FROM_HOME_QUERY, HOME_CAROUSEL_MAX, HOME_EXCLUDED_SERVICE, HOME_SERVICES_SHOWN } from './storefront-constants';

// The constants live on their own so the browser can have them without the rules (storefront-constants.ts).
export {
  MENU_RELOAD_DEBOUNCE_MS,
  PUBLIC_PRODUCTS_POLL_MS,
  PUBLIC_PRODUCTS_STORAGE_KEY,
  STREAM_ERROR_RELOAD_MS,
  MENU_LOAD_FAILED,
  PRODUCTS_CHANGED_EVENT,
  HOME_EXCLUDED_SERVICE,
  HOME_SERVICES_SHOWN,
  HOME_FEATURED_CATEGORY,
  HOME_GENE_EDITING_CATEGORY,
  FROM_HOME_QUERY,
} from './storefront-constants';

export interface MenuEntry {
  id: string;
  /** Full product name (for title attributes and accessible names). */
  name: string;
  /** Name cut to 65 characters plus an ellipsis when longer than 68. */
  title: string;
  slug: string;
  link: string;
}

export interface MenuCategory {
  key: string;
  title: string;
  /** The catalogue filtered to this category. */
  link: string;
  entries: MenuEntry[];
  /** How many visible products the category holds; a bounded read lists fewer entries. Absent: entries.length. */
  count?: number;
}

/** Minimal product shape the menu and home lists need (public API fields). */
export interface MenuSourceProduct {
  id: string;
  slug?: string | null;
  link?: string | null;
  name: string;
  category?: string | null;
  createdAt?: string | null;
}

export function categoryTitle(key: string): string {
  if (isProductCategory(key)) return CATEGORY_LABELS[key];
  return key
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

export function categoryLink(key: string): string {
  return `/products?category=${encodeURIComponent(key)}`;
}

function createdTime(p: { createdAt?: string | null }): number {
  const t = Date.parse(p.createdAt ?? '');
  return Number.isFinite(t) ? t : 0;
}

function toEntry(p: MenuSourceProduct): MenuEntry {
  const link = p.link || (p.slug ? productPath(p.slug) : '#');
  return { id: p.id, name: p.name, title: truncateMenuTitle(p.name), slug: p.slug || link.replace(/^\/products\//, ''), link };
}

const newestFirst = (a: MenuSourceProduct, b: MenuSourceProduct) => createdTime(b) - createdTime(a);

/**
 * The server's menu (GET /api/public/products/categories): the five categories in their fixed order, each
 * with its visible products newest first. Empty categories stay in the list (the menu says so).
 */
export function buildProductMenu(products: readonly MenuSourceProduct[], counts?: ReadonlyMap<string, number>): MenuCategory[] {
  const groups = new Map<string, MenuSourceProduct[]>(CATEGORY_ORDER.map((c) => [c, []]));
  for (const p of products) {
    const key = (p.category ?? '').toLowerCase();
    (groups.get(key) ?? groups.get(CATEGORY_ORDER[0]))!.push(p);
  }
  return CATEGORY_ORDER.map((key) => ({
    key,
    title: CATEGORY_LABELS[key],
    link: categoryLink(key),
    entries: [...groups.get(key)!].sort(newestFirst).map(toEntry),
    count: Math.max(counts?.get(key) ?? 0, groups.get(key)!.length),
  }));
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/public/products/categories: the spec's shape (`categories` map and `ordered` names) plus `menu`.

/** An entry of the spec's category response: the product menu entry (id, name, link, category, createdAt). */
export interface CategoryEntry extends MenuEntry {
  category: string;
  createdAt: string | null;
}

export interface ProductCategoriesPayload {
  version: number;
  /** Category key → its visible products, newest first. */
  categories: Record<string, CategoryEntry[]>;
  /** The category keys in menu order; every one is a key of `categories`. */
  ordered: string[];
  /** The same categories with their titles and catalogue links, as the mega menu shows them. */
  menu: MenuCategory[];
}

/** `counts`: each category's number of visible products when `products` holds only the first of each (a bounded read). */
export function buildCategoriesPayload(products: readonly MenuSourceProduct[], version: number, counts?: ReadonlyMap<string, number>): ProductCategoriesPayload {
  const menu = buildProductMenu(products, counts);
  const createdAt = new Map(products.map((p) => [p.id, p.createdAt ?? null]));
  const categories: Record<string, CategoryEntry[]> = {};
  for (const c of menu) categories[c.key] = c.entries.map((e) => ({ ...e, category: c.key, createdAt: createdAt.get(e.id) ?? null }));
  return { version, categories, ordered: menu.map((c) => c.key), menu };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isMenuCategory = (v: unknown): v is MenuCategory => isRecord(v) && typeof v.key === 'string' && Array.isArray(v.entries);

function entryFrom(v: unknown): MenuEntry | null {
  if (!isRecord(v) || typeof v.id !== 'string' || typeof v.name !== 'string') return null;
  return toEntry({ id: v.id, name: v.name, link: typeof v.link === 'string' ? v.link : null, slug: typeof v.slug === 'string' ? v.slug : null });
}

/**
 * The mega menu from a categories answer: its `menu`; else the spec's `ordered` names over the `categories`
 * map; else an `ordered` that holds the categories themselves (servers before issue 19). [] when there is
 * nothing, and the caller falls back to GET /api/public/products.
 */
export function menuFromCategoriesPayload(data: unknown): MenuCategory[] {
  if (!isRecord(data)) return [];
  if (Array.isArray(data.menu) && data.menu.length && data.menu.every(isMenuCategory)) return data.menu;
  const ordered = Array.isArray(data.ordered) ? data.ordered : [];
  if (ordered.length && ordered.every(isMenuCategory)) return ordered as MenuCategory[];
  const map = isRecord(data.categories) ? data.categories : {};
  return ordered
    .filter((k): k is string => typeof k === 'string' && Object.prototype.hasOwnProperty.call(map, k))
    .map((key) => {
      const entries = (Array.isArray(map[key]) ? (map[key] as unknown[]) : []).map(entryFrom).filter((e): e is MenuEntry => e !== null);
      return { key, title: categoryTitle(key), link: categoryLink(key), entries, count: entries.length };
    });
}

/**
 * docs/requirements.md §7 menu fallback (used when `ordered` is empty): keep entries whose link starts with /products/ and
 * that are not hidden, group them by lowercased category (default 'uncategorized'), newest createdAt first.
 */
export function buildMenuFallback(products: readonly MenuSourceProduct[], hidden: readonly string[] = []): MenuCategory[] {
  const hiddenIds = new Set(hidden);
  const groups = new Map<string, MenuSourceProduct[]>();
  for (const p of products) {
    const link = p.link || (p.slug ? productPath(p.slug) : '');
    if (!link.startsWith('/products/') || hiddenIds.has(p.id)) continue;
    const key = (p.category || 'uncategorized').toLowerCase();
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push({ ...p, link });
  }
  const known = CATEGORY_ORDER.filter((c) => groups.has(c));
  const others = [...groups.keys()].filter((k) => !isProductCategory(k)).sort();
  return [...known, ...others].map((key) => ({
    key,
    title: categoryTitle(key),
    link: categoryLink(key),
    entries: [...groups.get(key)!].sort(newestFirst).map(toEntry),
  }));
}

// ---------------------------------------------------------------------------------------------------------
// GET /api/public/products (docs/requirements.md §7): products, hidden, overrides, details. The database holds resolved rows;
// `overrides` and `details` are views of them, so a client following the spec's precedence gets the same result.

/** A visible product: the card fields the pages use, and every field of the spec's Product (prices as text). */
export interface PublicProduct extends SpecProductFields {
  id: string;
  slug: string;
  link: string;
  name: string;
  description: string;
  catalogNumber: string;
  category: string;
  quoteOnly: boolean;
  type: 'buy' | 'quote';
  listPriceCents: number | null;
  imageUrl: string;
  availability: string;
  badge: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PublicProductOverride {
  name: string;
  description: string;
  category: string;
  imageUrl: string;
}

export interface PublicProductDetail {
  images: string[];
  options: { label: string; priceCents: number | null }[];
  keyFeatures: string[];
  storageStability: string;
  performanceData: string;
  manuals: { title: string; url: string }[];
  fragmentSize: string | null;
  specifications: string[];
  contentText: string | null;
}

export interface PublicProductsPayload {
  version: number;
  products: PublicProduct[];
  hidden: string[];
  overrides: Record<string, PublicProductOverride>;
  details: Record<string, PublicProductDetail>;
}

// ---------------------------------------------------------------------------------------------------------
// Home product lists (docs/requirements.md §4)

export interface HomeProductCard {
  id: string;
  name: string;
  description: string;
  catalogNumber: string;
  image: string;
  /** Link to the product with the from-home marker, or '#' when the product has none. */
  href: string;
  quoteOnly: boolean;
  listPriceCents: number | null;
  badge: string | null;
}

export function withFromHome(link: string | null | undefined): string {
  if (!link || link === '#') return '#';
  return `${link}${link.includes('?') ? '&' : '?'}${FROM_HOME_QUERY}`;
}

/**
 * docs/requirements.md §4 Home product lists: hidden ids removed; image = first detail image, then override image, then the
 * product's own image, then the placeholder; a missing link becomes '#'. Order is the payload's (newest first).
 */
export function buildHomeProductCards(payload: Pick<PublicProductsPayload, 'products' | 'hidden' | 'overrides' | 'details'>, category: string): HomeProductCard[] {
  const hidden = new Set(payload.hidden ?? []);
  return (payload.products ?? [])
    .filter((p) => !hidden.has(p.id) && (payload.overrides?.[p.id]?.category ?? p.category) === category)
    .slice(0, HOME_CAROUSEL_MAX)
    .map((p) => {
      const override = payload.overrides?.[p.id];
      const detail = payload.details?.[p.id];
      const image = detail?.images?.[0] || override?.imageUrl || p.imageUrl || PRODUCT_PLACEHOLDER_IMAGE;
      return {
        id: p.id,
        name: override?.name || p.name,
        description: override?.description ?? p.description,
        catalogNumber: p.catalogNumber,
        image,
        href: withFromHome(p.link),
        quoteOnly: p.quoteOnly,
        listPriceCents: p.listPriceCents,
        badge: p.badge,
      };
    });
}

/** Type guard for a fetched payload; anything else keeps the current lists (docs/requirements.md §4: on failure defaults remain). */
export function isPublicProductsPayload(v: unknown): v is PublicProductsPayload {
  const o = v as Partial<PublicProductsPayload> | null;
  return !!o && typeof o === 'object' && Array.isArray(o.products);
}

/** docs/requirements.md §2 Home: Genome Editing Services is filtered out; 4 cards show. */
export function selectHomeServices<T extends { name: string }>(services: readonly T[]): T[] {
  return services.filter((s) => s.name.trim() !== HOME_EXCLUDED_SERVICE).slice(0, HOME_SERVICES_SHOWN);
}

/**
 * Merges lists that are each already in order into one, taking at every step the first remaining head by `before`;
 * each list's own order is kept even where `before` sees a tie (the bounded public answer: every category's head
 * comes ordered by the database to the microsecond, the merge compares milliseconds).
 */
export function mergeInOrder<T>(lists: readonly (readonly T[])[], before: (a: T, b: T) => number): T[] {
  const at = lists.map(() => 0);
  const merged: T[] = [];
  for (;;) {
    let best = -1;
    for (let i = 0; i < lists.length; i++) {
      if (at[i] < lists[i].length && (best < 0 || before(lists[i][at[i]], lists[best][at[best]]) < 0)) best = i;
    }
    if (best < 0) return merged;
    merged.push(lists[best][at[best]++]);
  }
}

// Catalogue administration rules (docs/requirements.md §3 Products config, export bundle, Services config; §4 Products (admin),
// Services (admin); §5 Add product, Service Add, Import products). Pure: no I/O, no React.
//
// The database rows are the truth (docs/architecture.md "Data"): a built-in row keeps its seed, so its "override"
// and "details" are simply the fields that differ from the seed. The spec's config shapes are computed from
// row states here, and an incoming config is planned back into row states here; lib/server writes the plan.
import { normalizeRrid } from '@/lib/domain/documents';
import { formatCents } from './money';
import { centsToPriceText, mergeInlineDetail, optionPricesOf, parsePriceText, specProductFields, type SpecProductFields } from './spec-product';
import { CATALOG_EXPORT_VERSION, DEFAULT_AVAILABILITY, inferQuoteOnly, normalizeCategory, typeMarkerFor, type ProductTypeMarker } from './catalog';
import { productSlugFromName, slugify, uniqueSlug, normalizeServiceLink, SERVICE_LINK_PREFIX } from './slug';
import {
  formatLinkLines,
  formatProcessLines,
  parseCaseStudyLines,
  parseLinkLines,
  parseOptionPriceLines,
  parseProcessLines,
  splitCommaList,
  splitLines,
} from './structured-text';

// ---------------------------------------------------------------- texts and client mirror (docs/requirements.md §4, §5, §8)

export const NAME_REQUIRED = 'Name is required';
export const IMPORT_SUCCESS_MESSAGE = 'Imported product settings. Please refresh to ensure all changes take effect.';
export const IMPORT_FAILURE_MESSAGE = 'Import failed: invalid file or corrupted content.';
export const SAVED_SERVICE_DETAILS = 'Saved service details';
export const PRODUCTS_CONFIG_STORAGE_KEY = 'bioark_products_config_v1';
export const SERVICES_CONFIG_STORAGE_KEY = 'bioark_services_config_v1';
export const SERVICES_CHANGED_EVENT = 'services-changed';
/** Imports and config PUTs larger than this get 413. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const PRODUCT_LINK_PREFIX = '/products/';

// ---------------------------------------------------------------- product values and row states

export interface ProductOptionValue {
  label: string;
  priceCents: number | null;
}

/** The editable fields of a product (same shape as db/schema ProductFields). */
export interface ProductValues {
  slug: string;
  name: string;
  description: string;
  catalogNumber: string;
  category: string;
  quoteOnly: boolean;
  listPriceCents: number | null;
  options: ProductOptionValue[];
  images: string[];
  availability: string;
  keyFeatures: string[];
  storageStability: string;
  performanceData: string;
  manuals: { title: string; url: string }[];
  storeLink: string | null;
  contentText: string | null;
  fragmentSize: string | null;
  specifications: string[];
  badge: string | null;
  /** Research Resource Identifier without 'RRID:' (docs/documents.md); null = none. */
  rrid: string | null;
}

export interface ProductState {
  id: string;
  builtin: boolean;
  hidden: boolean;
  values: ProductValues;
  seed: ProductValues | null;
  /** ISO time. */
  createdAt: string;
}

export const EMPTY_PRODUCT_VALUES: ProductValues = {
  slug: '',
  name: '',
  description: '',
  catalogNumber: '',
  category: 'reagents-markers',
  quoteOnly: true,
  listPriceCents: null,
  options: [],
  images: [],
  availability: DEFAULT_AVAILABILITY,
  keyFeatures: [],
  storageStability: '',
  performanceData: '',
  manuals: [],
  storeLink: null,
  contentText: null,
  fragmentSize: null,
  specifications: [],
  badge: null,
  rrid: null,
};

/** The card part of a product: what the spec's `overrides` and custom `products` entries carry. */
export const CARD_KEYS = ['slug', 'name', 'description', 'category', 'quoteOnly'] as const;
/** The rest: what the spec's `details` carry. */
export const DETAIL_KEYS = [
  'images', 'catalogNumber', 'availability', 'listPriceCents', 'options', 'keyFeatures', 'storageStability',
  'performanceData', 'manuals', 'storeLink', 'contentText', 'fragmentSize', 'specifications', 'badge',
  'rrid',
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

// ---------------------------------------------------------------- prices as text: lib/domain/spec-product.ts

export { CONTACT_FOR_QUOTE, centsToPriceText, parsePriceText, type PriceParse } from './spec-product';

// ---------------------------------------------------------------- the spec's product config shapes

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

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function sortedRecord<T>(entries: [string, T][]): Record<string, T> {
  // Object.fromEntries keeps a '__proto__' key as an own property (never the prototype).
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
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

// ---------------------------------------------------------------- applying a config back onto values

export interface RowError {
  /** Where in the file: 'products[3].link', 'overrides.fp-x', … */
  path: string;
  message: string;
}

function slugFromProductLink(link: string): string {
  const parts = link.split(/[?#]/)[0].split('/').filter(Boolean);
  return slugify(parts[parts.length - 1] ?? '');
}

function priceOrError(value: unknown, path: string, errors: RowError[]): number | null {
  const r = parsePriceText(value);
  if (!r.ok) {
    errors.push({ path, message: r.error });
    return null;
  }
  return r.cents;
}

/** Applies a detail object over values. Option prices for options that do not exist are ignored. */
export function applyDetail(base: ProductValues, d: ProductDetail, path: string, errors: RowError[]): ProductValues {
  const v: ProductValues = { ...base };
  if (d.images !== undefined) v.images = d.images.map((s) => s.trim()).filter(Boolean);
  if (d.catalogNumber !== undefined) v.catalogNumber = d.catalogNumber.trim();
  if (d.availability !== undefined) v.availability = d.availability.trim() || DEFAULT_AVAILABILITY;
  if (d.listPrice !== undefined) v.listPriceCents = priceOrError(d.listPrice, `${path}.listPrice`, errors);
  if (d.options !== undefined || d.optionPrices !== undefined) {
    const labels = d.options !== undefined ? d.options.map((s) => s.trim()).filter(Boolean) : base.options.map((o) => o.label);
    const prices = d.optionPrices;
    v.options = labels.map((label) => {
      const prior = base.options.find((o) => o.label === label)?.priceCents ?? null;
      if (!prices) return { label, priceCents: d.options !== undefined ? null : prior };
      const has = Object.prototype.hasOwnProperty.call(prices, label);
      return { label, priceCents: has ? priceOrError(prices[label], `${path}.optionPrices.${label}`, errors) : null };
    });
  }
  if (d.keyFeatures !== undefined) v.keyFeatures = d.keyFeatures.map((s) => s.trim()).filter(Boolean);
  if (d.storageStability !== undefined) v.storageStability = d.storageStability;
  if (d.performanceData !== undefined) v.performanceData = d.performanceData;
  if (d.manuals !== undefined || d.manualUrls !== undefined) {
    const titles = d.manuals ?? base.manuals.map((m) => m.title);
    const urls = d.manualUrls ?? base.manuals.map((m) => m.url);
    v.manuals = titles.map((title, i) => ({ title: title.trim(), url: (urls[i] ?? '').trim() })).filter((m) => m.title || m.url);
  }
  if (d.storeLink !== undefined) v.storeLink = d.storeLink?.trim() || null;
  if (d.contentText !== undefined) v.contentText = d.contentText ?? null;
  if (d.fragmentSize !== undefined) v.fragmentSize = d.fragmentSize?.trim() || null;
  if (d.specifications !== undefined) v.specifications = d.specifications.map((s) => s.trim()).filter(Boolean);
  if (d.badge !== undefined) v.badge = d.badge?.trim() || null;
  if (d.rrid !== undefined) v.rrid = d.rrid?.trim().replace(/^RRID:\s*/i, '') || null;
  if (d.quoteOnly !== undefined) v.quoteOnly = d.quoteOnly;
  return v;
}

/** Applies an override (card fields) over values. An explicit type marker wins over details.quoteOnly. */
export function applyOverride(base: ProductValues, o: ProductOverride): ProductValues {
  const v: ProductValues = { ...base };
  if (o.name !== undefined) v.name = o.name.trim();
  if (o.description !== undefined) v.description = o.description;
  if (o.category !== undefined) v.category = normalizeCategory(o.category);
  if (o.link !== undefined) v.slug = slugFromProductLink(o.link) || v.slug;
  if (o.type !== undefined) v.quoteOnly = o.type === 'quote';
  // docs/requirements.md §4 image precedence: a detail image beats the override image; the override image beats the own one.
  if (o.imageUrl && v.images[0] !== o.imageUrl) v.images = [o.imageUrl, ...v.images.filter((u) => u !== o.imageUrl)];
  return v;
}

const pick = (v: ProductValues, keys: readonly (keyof ProductValues)[]) => Object.fromEntries(keys.map((k) => [k, v[k]])) as Partial<ProductValues>;

export interface ProductsPlan {
  states: ProductState[];
  errors: RowError[];
}

/**
 * Plans an incoming config (PUT /api/products-config, import) over the current row states. Each section that
 * is present replaces that part of the catalogue; absent sections stay as they are. Errors are collected per
 * row; the caller writes nothing if there is any.
 */
export function planProductsConfig(current: readonly ProductState[], input: ProductsConfigInput, now: Date = new Date()): ProductsPlan {
  const errors: RowError[] = [];
  const builtins = current.filter((s) => s.builtin);
  const builtinIds = new Set(builtins.map((b) => b.id));
  const currentById = new Map(current.map((s) => [s.id, s]));
  const hidden = input.hidden ? new Set(input.hidden) : null;
  const states: ProductState[] = [];

  for (const b of builtins) {
    const seed = b.seed ?? b.values;
    let v: ProductValues = { ...b.values };
    if (input.overrides) v = { ...v, ...pick(applyOverride(seed, {}), CARD_KEYS) };
    if (input.details) v = { ...v, ...pick(seed, DETAIL_KEYS) };
    if (input.details?.[b.id]) v = applyDetail(v, input.details[b.id], `details.${b.id}`, errors);
    const o = input.overrides?.[b.id];
    if (o) v = applyOverride(v, input.details?.[b.id]?.images ? { ...o, imageUrl: undefined } : o);
    states.push({ ...b, values: v, hidden: hidden ? hidden.has(b.id) : b.hidden });
  }

  let customs: ProductState[];
  if (input.products) {
    const seen = new Set<string>();
    customs = [];
    input.products.forEach((card, i) => {
      const path = `products[${i}]`;
      if (builtinIds.has(card.id)) {
        errors.push({ path: `${path}.id`, message: `'${card.id}' is the id of a built-in product` });
        return;
      }
      if (seen.has(card.id)) {
        errors.push({ path: `${path}.id`, message: `duplicate id '${card.id}'` });
        return;
      }
      seen.add(card.id);
      const prior = currentById.get(card.id);
      const detail = mergeInlineDetail<ProductDetail>(card, input.details?.[card.id]);
      let v: ProductValues = prior && !prior.builtin ? { ...prior.values } : { ...EMPTY_PRODUCT_VALUES };
      if (detail) v = applyDetail(v, detail, `details.${card.id}`, errors);
      v.name = card.name.trim();
      v.description = card.description ?? v.description;
      v.category = normalizeCategory(card.category ?? v.category);
      v.slug = card.link ? slugFromProductLink(card.link) : v.slug || productSlugFromName(card.name, now.getTime());
      if (!v.slug) v.slug = productSlugFromName(card.name, now.getTime());
      if (card.imageUrl && !detail?.images && v.images[0] !== card.imageUrl) v.images = [card.imageUrl, ...v.images.filter((u) => u !== card.imageUrl)];
      // docs/requirements.md §4: an explicit type wins; otherwise quote-only unless the catalog number starts with FP.
      v.quoteOnly =
        card.type !== undefined || detail?.quoteOnly === undefined
          ? inferQuoteOnly({ type: card.type ?? (card.quoteOnly === undefined ? undefined : typeMarkerFor(card.quoteOnly)), catalogNumber: v.catalogNumber, id: card.id, hasDetails: Boolean(detail) })
          : detail.quoteOnly;
      const createdAt = card.createdAt ? new Date(card.createdAt) : prior ? new Date(prior.createdAt) : now;
      customs.push({
        id: card.id,
        builtin: false,
        hidden: hidden ? hidden.has(card.id) : false,
        values: v,
        seed: null,
        createdAt: Number.isNaN(createdAt.getTime()) ? now.toISOString() : createdAt.toISOString(),
      });
    });
  } else {
    customs = current
      .filter((s) => !s.builtin)
      .map((c) => {
        let v = c.values;
        if (input.details?.[c.id]) v = applyDetail(v, input.details[c.id], `details.${c.id}`, errors);
        return { ...c, values: v, hidden: hidden ? hidden.has(c.id) : c.hidden };
      });
  }
  states.push(...customs);

  const known = new Set(states.map((s) => s.id));
  for (const id of Object.keys(input.overrides ?? {})) {
    if (!builtinIds.has(id)) errors.push({ path: `overrides.${id}`, message: known.has(id) ? 'overrides apply to built-in products only' : 'no product with this id' });
  }
  for (const id of Object.keys(input.details ?? {})) if (!known.has(id)) errors.push({ path: `details.${id}`, message: 'no product with this id' });
  for (const id of input.hidden ?? []) if (!known.has(id)) errors.push({ path: 'hidden', message: `no product with id '${id}'` });

  // Slugs are unique (case-insensitively) across every row, hidden ones included.
  const slugOwner = new Map<string, string>();
  states.forEach((s) => {
    const key = s.values.slug.toLowerCase();
    const owner = slugOwner.get(key);
    if (owner) {
      const where = s.builtin ? `overrides.${s.id}.link` : `products[${input.products?.findIndex((p) => p.id === s.id) ?? -1}].link`;
      errors.push({ path: where, message: `the link /products/${s.values.slug} is already used by '${owner}'` });
    } else slugOwner.set(key, s.id);
  });

  // Catalogue numbers are unique (case-insensitively, ignoring surrounding spaces) among visible products:
  // quick order and checkout resolve a number to one product (docs/security.md item 14).
  const numberOwner = new Map<string, ProductState>();
  states.forEach((s) => {
    const key = catalogNumberKey(s.values.catalogNumber);
    if (!key || s.hidden) return;
    const owner = numberOwner.get(key);
    if (owner) {
      const where = s.builtin ? `details.${s.id}.catalogNumber` : `products[${input.products?.findIndex((p) => p.id === s.id) ?? -1}].catalogNumber`;
      errors.push({ path: where, message: `catalog number ${s.values.catalogNumber.trim()} is already used by '${owner.values.name}' (${owner.id})` });
    } else numberOwner.set(key, s);
  });
  return { states, errors };
}

/** The form of a catalogue number that must be unique: trimmed, case-insensitive; '' means none. */
export function catalogNumberKey(value: string | null | undefined): string {
  return String(value ?? '').trim().toLowerCase();
}

// ---------------------------------------------------------------- safety scan for untrusted JSON

export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
export const MAX_JSON_DEPTH = 12;

/**
 * Finds keys that could pollute prototypes, nesting deeper than the config shape needs, and NUL characters
 * (PostgreSQL cannot store them). Iterative.
 */
export function scanUntrustedJson(data: unknown, maxDepth = MAX_JSON_DEPTH): RowError[] {
  const errors: RowError[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: data, path: '', depth: 0 }];
  while (stack.length && errors.length < 50) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string' && value.includes('\u0000')) errors.push({ path: path || '(root)', message: 'must not contain NUL characters' });
    if (value === null || typeof value !== 'object') continue;
    if (depth > maxDepth) {
      errors.push({ path: path || '(root)', message: 'nesting is too deep' });
      continue;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: `${path}[${i}]`, depth: depth + 1 }));
      continue;
    }
    for (const key of Object.keys(value)) {
      const p = path ? `${path}.${key}` : key;
      if (FORBIDDEN_KEYS.has(key)) errors.push({ path: p, message: `the key '${key}' is not allowed` });
      else if (key.includes('\u0000')) errors.push({ path: p, message: 'keys must not contain NUL characters' });
      else stack.push({ value: (value as Record<string, unknown>)[key], path: p, depth: depth + 1 });
    }
  }
  return errors;
}

// ---------------------------------------------------------------- the Add / Edit product form (docs/requirements.md §5)

export interface ProductFormText {
  name: string;
  slug?: string;
  description: string;
  catalogNumber: string;
  category: string;
  type: ProductTypeMarker;
  listPrice: string;
  availability: string;
  /** One URL per line; the first is the cover. */
  gallery: string;
  /** Comma-separated. */
  options: string;
  /** Lines 'option=price'. */
  optionPrices: string;
  /** One per line. */
  keyFeatures: string;
  storageStability: string;
  performanceData: string;
  /** Comma-separated. */
  manuals: string;
  /** Comma-separated, aligned with manuals. */
  manualUrls: string;
  storeLink: string;
  contentText: string;
  fragmentSize: string;
  /** Comma-separated. */
  specifications: string;
  badge: string;
  rrid: string;
}

export type ProductFormErrors = Partial<Record<keyof ProductFormText, string>>;

export function productToFormText(v: ProductValues): ProductFormText {
  const d = detailOf(v);
  return {
    name: v.name,
    slug: v.slug,
    description: v.description,
    catalogNumber: v.catalogNumber,
    category: normalizeCategory(v.category),
    type: typeMarkerFor(v.quoteOnly),
    listPrice: v.listPriceCents === null ? '' : formatCents(v.listPriceCents),
    availability: v.availability,
    gallery: v.images.join('\n'),
    options: d.options.join(', '),
    optionPrices: Object.entries(d.optionPrices)
      .map(([k, p]) => `${k}=${p}`)
      .join('\n'),
    keyFeatures: v.keyFeatures.join('\n'),
    storageStability: v.storageStability,
    performanceData: v.performanceData,
    manuals: d.manuals.join(', '),
    manualUrls: d.manualUrls.join(', '),
    storeLink: v.storeLink ?? '',
    contentText: v.contentText ?? '',
    fragmentSize: v.fragmentSize ?? '',
    specifications: v.specifications.join(', '),
    badge: v.badge ?? '',
    rrid: v.rrid ?? '',
  };
}

export const EMPTY_PRODUCT_FORM: ProductFormText = { ...productToFormText(EMPTY_PRODUCT_VALUES), type: 'buy', slug: '' };

/**
 * docs/requirements.md §5 Add product: name required ('Name is required'); gallery one URL per line (first is the cover);
 * options, manuals and manual links comma-separated; option prices lines 'option=price' (key before the first
 * '=', both parts trimmed); key features one per line. Returns values without the slug rule applied (the
 * server makes the slug unique).
 */
export function parseProductForm(form: ProductFormText): { values: ProductValues; errors: ProductFormErrors } {
  const errors: ProductFormErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = NAME_REQUIRED;
  const list = parsePriceText(form.listPrice);
  if (!list.ok) errors.listPrice = list.error;
  const labels = [...new Set(splitCommaList(form.options))];
  const priceLines = parseOptionPriceLines(form.optionPrices);
  const options: ProductOptionValue[] = labels.map((label) => ({ label, priceCents: null }));
  for (const [key, text] of Object.entries(priceLines)) {
    const opt = options.find((o) => o.label === key);
    if (!opt) {
      errors.optionPrices ??= `No option named '${key}' (options are comma-separated above)`;
      continue;
    }
    const p = parsePriceText(text);
    if (!p.ok) errors.optionPrices ??= `${key}: ${p.error}`;
    else opt.priceCents = p.cents;
  }
  const titles = splitCommaList(form.manuals);
  const urls = splitCommaList(form.manualUrls);
  if (urls.length > titles.length) errors.manualUrls = 'There are more manual links than manual titles';
  const slug = form.slug?.trim() ? slugify(form.slug) : '';
  if (form.slug?.trim() && !slug) errors.slug = 'The slug needs at least one letter or digit';
  const rrid = normalizeRrid(form.rrid ?? '');
  if (!rrid.ok) errors.rrid = rrid.error;
  return {
    errors,
    values: {
      slug,
      name,
      description: form.description.trim(),
      catalogNumber: form.catalogNumber.trim(),
      category: normalizeCategory(form.category),
      quoteOnly: form.type === 'quote',
      listPriceCents: list.ok ? list.cents : null,
      options,
      images: splitLines(form.gallery),
      availability: form.availability.trim() || DEFAULT_AVAILABILITY,
      keyFeatures: splitLines(form.keyFeatures),
      storageStability: form.storageStability.trim(),
      performanceData: form.performanceData,
      manuals: titles.map((title, i) => ({ title, url: urls[i] ?? '' })),
      storeLink: form.storeLink.trim() || null,
      contentText: form.contentText.trim() ? form.contentText : null,
      fragmentSize: form.fragmentSize.trim() || null,
      specifications: splitCommaList(form.specifications),
      badge: form.badge.trim() || null,
      rrid: rrid.ok ? rrid.value || null : null,
    },
  };
}

/** docs/requirements.md §5: the slug of a new product — its own or the name's (p-{timestamp} if empty), then -2, -3 on a clash. */
export function newProductSlug(requested: string, name: string, taken: Iterable<string>, now = Date.now()): string {
  const base = slugify(requested) || productSlugFromName(name, now);
  const lower = new Set<string>();
  for (const t of taken) lower.add(t.toLowerCase());
  return uniqueSlug(base, lower);
}

/** docs/requirements.md §3: a custom product's id is custom-{timestamp}, moved on by one while taken. */
export function newCustomId(prefix: string, taken: ReadonlySet<string>, now = Date.now()): string {
  let n = now;
  while (taken.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

/** docs/requirements.md §2 admin sections: purchasable vs quote-only. */
export function splitBySection<T extends { quoteOnly: boolean }>(items: readonly T[]): { purchasable: T[]; quoteOnly: T[] } {
  return { purchasable: items.filter((p) => !p.quoteOnly), quoteOnly: items.filter((p) => p.quoteOnly) };
}

// ---------------------------------------------------------------- services (docs/requirements.md §3 Services config)

export interface ProcessStepValue {
  step: string;
  description: string;
}

export interface ServiceValues {
  slug: string;
  link: string;
  name: string;
  description: string;
  icon: string;
  imageUrl: string;
  images: string[];
  longDescription: string;
  keyBenefits: string[];
  processOverview: ProcessStepValue[];
  relatedProducts: { name: string; link: string }[];
  caseStudies: { title: string; link: string }[];
  markdown: string | null;
}

export interface ServiceState {
  id: string;
  builtin: boolean;
  values: ServiceValues;
  seed: ServiceValues | null;
  createdAt: string;
}

/** Every service field except the gallery, which the spec keeps apart as `media`. */
export const SERVICE_OVERRIDE_KEYS = [
  'name', 'description', 'link', 'icon', 'imageUrl', 'longDescription', 'keyBenefits', 'processOverview',
  'relatedProducts', 'caseStudies', 'markdown',
] as const;

export type ServiceOverride = Partial<Pick<ServiceValues, (typeof SERVICE_OVERRIDE_KEYS)[number]>>;

export interface CustomServiceEntry extends Omit<ServiceValues, 'slug' | 'images'> {
  id: string;
  createdAt: string;
}

export interface ServicesConfig {
  overrides: Record<string, ServiceOverride>;
  custom: CustomServiceEntry[];
  media: Record<string, string[]>;
}

export type ServicesConfigInput = Partial<{
  overrides: Record<string, ServiceOverride>;
  custom: (Partial<CustomServiceEntry> & { id: string; name: string })[];
  media: Record<string, string[]>;
}>;

export const EMPTY_SERVICE_VALUES: ServiceValues = {
  slug: '',
  link: '',
  name: '',
  description: '',
  icon: 'FlaskConical',
  imageUrl: '',
  images: [],
  longDescription: '',
  keyBenefits: [],
  processOverview: [],
  relatedProducts: [],
  caseStudies: [],
  markdown: null,
};

export function serviceOverrideDiff(v: ServiceValues, seed: ServiceValues): ServiceOverride {
  const out: Record<string, unknown> = {};
  for (const k of SERVICE_OVERRIDE_KEYS) if (!same(v[k], seed[k])) out[k] = v[k];
  return out as ServiceOverride;
}

export function computeServicesConfig(states: readonly ServiceState[]): ServicesConfig {
  const overrides: [string, ServiceOverride][] = [];
  const media: [string, string[]][] = [];
  const custom: CustomServiceEntry[] = [];
  for (const s of states) {
    if (s.builtin && s.seed) {
      const o = serviceOverrideDiff(s.values, s.seed);
      if (Object.keys(o).length) overrides.push([s.id, o]);
      if (!same(s.values.images, s.seed.images)) media.push([s.id, s.values.images]);
    } else if (!s.builtin) {
      const { slug: _slug, images, ...rest } = s.values;
      void _slug;
      custom.push({ id: s.id, ...rest, createdAt: s.createdAt });
      if (images.length) media.push([s.id, images]);
    }
  }
  custom.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : byId(a, b)));
  return { overrides: sortedRecord(overrides), custom, media: sortedRecord(media) };
}

function serviceSlugOf(link: string): string {
  return normalizeServiceLink(link).slice(SERVICE_LINK_PREFIX.length);
}

export function applyServiceOverride(base: ServiceValues, o: ServiceOverride): ServiceValues {
  const v: ServiceValues = { ...base };
  for (const k of SERVICE_OVERRIDE_KEYS) if (o[k] !== undefined) (v as unknown as Record<string, unknown>)[k] = o[k];
  if (o.link !== undefined) {
    v.link = normalizeServiceLink(o.link);
    v.slug = serviceSlugOf(v.link);
  }
  return v;
}

/** Plans an incoming services config over the current states (present sections replace, absent stay). */
export function planServicesConfig(
  current: readonly ServiceState[],
  input: ServicesConfigInput,
  now: Date = new Date(),
): { states: ServiceState[]; errors: RowError[] } {
  const errors: RowError[] = [];
  const builtins = current.filter((s) => s.builtin);
  const builtinIds = new Set(builtins.map((b) => b.id));
  const currentById = new Map(current.map((s) => [s.id, s]));
  const states: ServiceState[] = [];
  for (const b of builtins) {
    const seed = b.seed ?? b.values;
    let v: ServiceValues = { ...b.values };
    if (input.overrides) v = { ...applyServiceOverride(seed, {}), images: v.images };
    if (input.overrides?.[b.id]) v = applyServiceOverride(v, input.overrides[b.id]);
    if (input.media) v.images = input.media[b.id] ?? seed.images;
    states.push({ ...b, values: v });
  }
  if (input.custom) {
    const seen = new Set<string>();
    input.custom.forEach((c, i) => {
      if (builtinIds.has(c.id)) return void errors.push({ path: `custom[${i}].id`, message: `'${c.id}' is the id of a built-in service` });
      if (seen.has(c.id)) return void errors.push({ path: `custom[${i}].id`, message: `duplicate id '${c.id}'` });
      seen.add(c.id);
      const prior = currentById.get(c.id);
      const link = normalizeServiceLink(c.link || c.name);
      const v: ServiceValues = {
        ...EMPTY_SERVICE_VALUES,
        ...(prior && !prior.builtin ? prior.values : {}),
        ...Object.fromEntries(Object.entries(c).filter(([k, val]) => val !== undefined && k !== 'id' && k !== 'createdAt')),
        link,
        slug: serviceSlugOf(link),
        name: c.name.trim(),
      } as ServiceValues;
      v.images = input.media ? (input.media[c.id] ?? []) : (prior?.values.images ?? []);
      const created = c.createdAt ? new Date(c.createdAt) : prior ? new Date(prior.createdAt) : now;
      states.push({ id: c.id, builtin: false, values: v, seed: null, createdAt: Number.isNaN(created.getTime()) ? now.toISOString() : created.toISOString() });
    });
  } else {
    for (const c of current.filter((s) => !s.builtin)) {
      states.push({ ...c, values: { ...c.values, images: input.media ? (input.media[c.id] ?? []) : c.values.images } });
    }
  }
  const known = new Set(states.map((s) => s.id));
  for (const id of Object.keys(input.overrides ?? {})) {
    if (!builtinIds.has(id)) errors.push({ path: `overrides.${id}`, message: known.has(id) ? 'overrides apply to built-in services only' : 'no service with this id' });
  }
  for (const id of Object.keys(input.media ?? {})) if (!known.has(id)) errors.push({ path: `media.${id}`, message: 'no service with this id' });
  const owner = new Map<string, string>();
  for (const s of states) {
    const key = s.values.slug.toLowerCase();
    if (owner.has(key)) errors.push({ path: s.builtin ? `overrides.${s.id}.link` : `custom.${s.id}.link`, message: `the link ${s.values.link} is already used by '${owner.get(key)}'` });
    else owner.set(key, s.id);
  }
  return { states, errors };
}

// ---------------------------------------------------------------- the service dialogs (docs/requirements.md §2, §5)


/** Icons offered for services (lucide names; the built-ins use the first five). */
export const SERVICE_ICONS = ['Dna', 'Scissors', 'FlaskConical', 'Syringe', 'Microscope', 'TestTube', 'Beaker', 'Atom', 'Pill', 'Sparkles'] as const;

export interface ServiceFormText {
  name: string;
  description: string;
  icon: string;
  link: string;
  imageUrl: string;
}

export interface ServiceDetailsText {
  longDescription: string;
  markdown: string;
  /** One per line. */
  keyBenefits: string;
  /** 'Step :: Description' lines. */
  processOverview: string;
  /** 'Name -> link' lines. */
  relatedProducts: string;
  /** 'Title -> link' lines. */
  caseStudies: string;
  /** Service media: one image path per line. */
  images: string;
}

export function serviceToFormText(v: ServiceValues): ServiceFormText {
  return { name: v.name, description: v.description, icon: v.icon, link: v.link, imageUrl: v.imageUrl };
}

/** docs/requirements.md §5 Service Add / Edit Service: a non-empty name; the link is normalised to /services/{slug}. */
export function parseServiceForm(form: ServiceFormText): { values: Pick<ServiceValues, 'name' | 'description' | 'icon' | 'link' | 'imageUrl'>; errors: Partial<Record<keyof ServiceFormText, string>> } {
  const errors: Partial<Record<keyof ServiceFormText, string>> = {};
  const name = form.name.trim();
  if (!name) errors.name = NAME_REQUIRED;
  const imageUrl = form.imageUrl.trim();
  if (imageUrl && !/^\/(?!\/)/.test(imageUrl) && !/^https?:\/\/\S+$/i.test(imageUrl)) errors.imageUrl = 'Use a site path (/…) or an http(s) URL';
  return {
    errors,
    values: { name, description: form.description.trim(), icon: form.icon || 'FlaskConical', link: form.link.trim() ? normalizeServiceLink(form.link) : '', imageUrl },
  };
}

export function serviceDetailsToText(v: ServiceValues): ServiceDetailsText {
  return {
    longDescription: v.longDescription,
    markdown: v.markdown ?? '',
    keyBenefits: v.keyBenefits.join('\n'),
    processOverview: formatProcessLines(v.processOverview),
    relatedProducts: formatLinkLines(v.relatedProducts),
    caseStudies: formatLinkLines(v.caseStudies),
    images: v.images.join('\n'),
  };
}

/** docs/requirements.md §5 structured text: 'Step :: Description' and 'Name -> link' lines; lines without the separator are dropped. */
export function parseServiceDetailsText(t: ServiceDetailsText): Pick<ServiceValues, 'longDescription' | 'markdown' | 'keyBenefits' | 'processOverview' | 'relatedProducts' | 'caseStudies' | 'images'> {
  return {
    longDescription: t.longDescription.trim(),
    markdown: t.markdown.trim() ? t.markdown : null,
    keyBenefits: splitLines(t.keyBenefits),
    processOverview: parseProcessLines(t.processOverview),
    relatedProducts: parseLinkLines(t.relatedProducts),
    caseStudies: parseCaseStudyLines(t.caseStudies),
    images: splitLines(t.images),
  };
}

/** How many lines of a structured field were dropped for lacking their separator (shown as a hint). */
export function droppedLineCount(text: string, kept: number): number {
  return Math.max(0, splitLines(text).length - kept);
}

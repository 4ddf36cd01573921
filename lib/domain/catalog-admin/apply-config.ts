// Catalogue administration rules: applying a config back onto values.
import { mergeInlineDetail, parsePriceText } from '@/lib/domain/spec-product';
import { DEFAULT_AVAILABILITY, inferQuoteOnly, normalizeCategory, typeMarkerFor } from '@/lib/domain/catalog';
import { productSlugFromName, slugify } from '@/lib/domain/slug';
import { CARD_KEYS, DETAIL_KEYS, EMPTY_PRODUCT_VALUES, type ProductState, type ProductValues } from '@/lib/domain/catalog-admin/product-values';
import type { ProductDetail, ProductOverride, ProductsConfigInput } from '@/lib/domain/catalog-admin/product-config';

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

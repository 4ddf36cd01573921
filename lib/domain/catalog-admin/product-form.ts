// Catalogue administration rules: the Add / Edit product form (docs/requirements.md §5).
import { normalizeRrid } from '@/lib/domain/documents';
import { formatCents } from '@/lib/domain/money';
import { parsePriceText } from '@/lib/domain/spec-product';
import { DEFAULT_AVAILABILITY, normalizeCategory, typeMarkerFor, type ProductTypeMarker } from '@/lib/domain/catalog';
import { productSlugFromName, slugify, uniqueSlug } from '@/lib/domain/slug';
import { parseOptionPriceLines, splitCommaList, splitLines } from '@/lib/domain/structured-text';
import { EMPTY_PRODUCT_VALUES, type ProductOptionValue, type ProductValues } from '@/lib/domain/catalog-admin/product-values';
import { detailOf } from '@/lib/domain/catalog-admin/product-config';
import { NAME_REQUIRED } from '@/lib/domain/catalog-admin/texts';

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

/**
 * True when the form says something its opening values did not: closing the dialog then asks first
 * (DISCARD_PRODUCT_CHANGES), since Escape or a tap beside a long form otherwise loses every field typed.
 * Spaces at either end do not count (they are trimmed on save anyway).
 */
export function productFormChanged(initial: ProductFormText, current: ProductFormText): boolean {
  const keys = new Set([...Object.keys(initial), ...Object.keys(current)] as (keyof ProductFormText)[]);
  for (const k of keys) if (String(initial[k] ?? '').trim() !== String(current[k] ?? '').trim()) return true;
  return false;
}

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

/** The slug a new product asks for before a clash is resolved: its own, else its name's (p-{timestamp} if empty). */
export function productSlugBase(requested: string, name: string, now = Date.now()): string {
  return slugify(requested) || productSlugFromName(name, now);
}

/** docs/requirements.md §5: the slug of a new product — its own or the name's (p-{timestamp} if empty), then -2, -3 on a clash. */
export function newProductSlug(requested: string, name: string, taken: Iterable<string>, now = Date.now()): string {
  const base = productSlugBase(requested, name, now);
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

// The Product of the original system's content API, as its clients read it and as its exports carry it:
// prices as text ('$39.00', 'Contact for Quote'), options as strings with an option → price-text map, manual
// titles with their URLs aligned by index, a 'buy' | 'quote' type marker. This project stores integer cents,
// option objects and manual pairs; the functions here convert between the two without loss. Pure.
import { normalizeCategory, typeMarkerFor, type ProductTypeMarker } from './catalog';
import { formatCents, parsePriceToCents } from './money';

export const CONTACT_FOR_QUOTE = 'Contact for Quote';

// ---------------------------------------------------------------- prices as text

export type PriceParse = { ok: true; cents: number | null } | { ok: false; error: string };

const MAX_PRICE_CENTS = 100_000_000_00; // $100,000,000.00

/**
 * A price as the original system writes it ('$47.00', '47', 47, 'Contact for Quote', '') → integer cents, or
 * null when there is no price (no digit at all). The digits are read by the checkout's price rule
 * (parsePriceToCents: everything but digits and the dot is dropped). Refused, because the rule would silently
 * turn them into something else: negative amounts ('-5', '($5)') and amounts beyond $100M.
 */
export function parsePriceText(value: unknown): PriceParse {
  if (value === null || value === undefined) return { ok: true, cents: null };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, error: 'Price must be a number' };
    if (value < 0) return { ok: false, error: 'Price cannot be negative' };
    const cents = Math.round(value * 100);
    return cents > MAX_PRICE_CENTS ? { ok: false, error: 'Price is too large' } : { ok: true, cents };
  }
  if (typeof value !== 'string') return { ok: false, error: 'Price must be text or a number' };
  const text = value.trim();
  if (!text || !/\d/.test(text)) return { ok: true, cents: null }; // 'Contact for Quote', '—', ''
  if (/-\s*[$€£]?\s*\d/.test(text) || /^\(.*\)$/.test(text)) return { ok: false, error: 'Price cannot be negative' };
  const wholeDigits = text.replace(/[^0-9.]/g, '').split('.')[0].replace(/^0+/, '');
  if (wholeDigits.length > 9) return { ok: false, error: 'Price is too large' };
  const cents = parsePriceToCents(text);
  return cents > MAX_PRICE_CENTS ? { ok: false, error: 'Price is too large' } : { ok: true, cents };
}

/** Cents → the price text: '$47.00', or 'Contact for Quote' when there is no price. */
export function centsToPriceText(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? CONTACT_FOR_QUOTE : formatCents(cents);
}

// ---------------------------------------------------------------- the Product's fields

/** What a product is stored as (a catalogue row's values, or the Product a page reads). */
export interface SpecProductSource {
  catalogNumber: string;
  category: string;
  quoteOnly: boolean;
  listPriceCents: number | null;
  options: readonly { label: string; priceCents: number | null }[];
  images: readonly string[];
  availability: string;
  keyFeatures: readonly string[];
  storageStability: string;
  performanceData: string;
  manuals: readonly { title: string; url: string }[];
  storeLink: string | null;
  contentText: string | null;
}

/** The original system's Product fields beyond the card (id, name, description, imageUrl, link). */
export interface SpecProductFields {
  listPrice: string;
  options: string[];
  /** Only options with a price of their own; the others cost the list price. */
  optionPrices: Record<string, string>;
  images: string[];
  manuals: string[];
  /** Aligned with `manuals` by index ('' when a title has no link). */
  manualUrls: string[];
  storeLink: string | null;
  contentText: string | null;
  type: ProductTypeMarker;
  quoteOnly: boolean;
  catalogNumber: string;
  availability: string;
  keyFeatures: string[];
  storageStability: string;
  performanceData: string;
  category: string;
  createdAt: string;
}

export function optionPricesOf(options: SpecProductSource['options']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const o of options) if (o.priceCents !== null) out[o.label] = centsToPriceText(o.priceCents);
  return out;
}

export function specProductFields(v: SpecProductSource, createdAt: string): SpecProductFields {
  return {
    listPrice: centsToPriceText(v.listPriceCents),
    options: v.options.map((o) => o.label),
    optionPrices: optionPricesOf(v.options),
    images: [...v.images],
    manuals: v.manuals.map((m) => m.title),
    manualUrls: v.manuals.map((m) => m.url),
    storeLink: v.storeLink,
    contentText: v.contentText,
    type: typeMarkerFor(v.quoteOnly),
    quoteOnly: v.quoteOnly,
    catalogNumber: v.catalogNumber,
    availability: v.availability,
    keyFeatures: [...v.keyFeatures],
    storageStability: v.storageStability,
    performanceData: v.performanceData,
    category: normalizeCategory(v.category),
    createdAt,
  };
}

// ---------------------------------------------------------------- a product entry of an imported bundle

/**
 * The fields a product entry may carry that the project's config keeps under `details` (the original system
 * exports them on the product itself). `quoteOnly` stays with the card, where the type rule reads it.
 */
export const INLINE_DETAIL_KEYS = [
  'images', 'catalogNumber', 'availability', 'listPrice', 'options', 'optionPrices', 'keyFeatures', 'storageStability',
  'performanceData', 'manuals', 'manualUrls', 'storeLink', 'contentText', 'fragmentSize', 'specifications', 'badge',
] as const;

export type InlineDetailKey = (typeof INLINE_DETAIL_KEYS)[number];

/**
 * The detail of one product entry of a bundle: the fields it carries itself, then its `details` entry over
 * them (the project's own exports carry both, with the same values). Undefined when there is neither.
 */
export function mergeInlineDetail<D extends Partial<Record<InlineDetailKey, unknown>>>(entry: Partial<Record<InlineDetailKey, unknown>>, explicit: D | undefined): D | undefined {
  const inline: Record<string, unknown> = {};
  for (const k of INLINE_DETAIL_KEYS) if (entry[k] !== undefined) inline[k] = entry[k];
  if (!explicit && !Object.keys(inline).length) return undefined;
  return { ...inline, ...(explicit ?? {}) } as D;
}

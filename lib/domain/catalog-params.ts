// The catalogue's filters live in the URL query (q, category, availability, page) so a filtered view is
// server-rendered, shareable and back-button friendly. Pure: used by the page, the filter form and tests.
import { isProductCategory, type AvailabilityFilter, type CategoryFilter } from '@/lib/domain/catalog';
import { sanitizeSearchQuery, SEARCH_QUERY_MAX } from '@/lib/domain/search';

export const CATALOG_PAGE_SIZE = 24;
export const CATALOG_QUERY_MAX = SEARCH_QUERY_MAX;

export interface CatalogParams {
  q: string;
  category: CategoryFilter;
  availability: AvailabilityFilter;
  page: number;
}

type RawParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** Unknown or malformed values fall back to the defaults (All, All, page 1) rather than failing the page. */
export function parseCatalogParams(sp: RawParams): CatalogParams {
  // Control characters stripped, at most 200 characters (lib/domain/search.ts).
  const q = sanitizeSearchQuery(one(sp.q));
  const rawCategory = one(sp.category).trim().toLowerCase();
  const category: CategoryFilter = isProductCategory(rawCategory) ? rawCategory : 'all';
  const rawAvailability = one(sp.availability).trim().toLowerCase();
  const availability: AvailabilityFilter =
    rawAvailability === 'purchasable' || rawAvailability === 'quote' ? rawAvailability : 'all';
  const page = Number.parseInt(one(sp.page), 10);
  return { q, category, availability, page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1 };
}

/** The canonical URL of a catalogue view: defaults are left out, so the unfiltered first page is '/products'. */
export function catalogHref(p: Partial<CatalogParams>): string {
  const sp = new URLSearchParams();
  const q = (p.q ?? '').trim();
  if (q) sp.set('q', q);
  if (p.category && p.category !== 'all') sp.set('category', p.category);
  if (p.availability && p.availability !== 'all') sp.set('availability', p.availability);
  if (p.page && p.page > 1) sp.set('page', String(p.page));
  const s = sp.toString();
  return s ? `/products?${s}` : '/products';
}

/** Page links around the current page: first, last, and a window of ±1, with null for the gaps ('…'). */
export function paginationWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const prev = out[out.length - 1];
    if (typeof prev === 'number' && n - prev > 1) out.push(n - prev === 2 ? prev + 1 : null);
    out.push(n);
  }
  return out;
}

/**
 * A catalogue view as one path segment ('{category}~{availability}~{page}~{base64url(q)}'). proxy.ts rewrites
 * /products?… to /products/browse/{segment}, so every filtered view is a cacheable (ISR) page of its own,
 * revalidated by the products tag, while the address bar keeps the shareable query URL.
 */
export function catalogStateSegment(p: CatalogParams): string {
  const q = p.q ? toBase64Url(p.q) : '';
  return `${p.category}~${p.availability}~${p.page}~${q}`;
}

export function parseCatalogState(segment: string): CatalogParams {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed escape: read the segment as it is
  }
  const [category = '', availability = '', page = '', q64 = ''] = decoded.split('~');
  let q = '';
  try {
    q = q64 ? fromBase64Url(q64) : '';
  } catch {
    q = '';
  }
  return parseCatalogParams({ category, availability, page, q });
}

// base64url with the web platform's own functions (runs in the proxy, on the server and in the browser).
function toBase64Url(text: string): string {
  let bin = '';
  for (const b of new TextEncoder().encode(text)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(b64: string): string {
  const bin = atob(b64.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

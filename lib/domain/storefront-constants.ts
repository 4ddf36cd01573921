// The storefront's constants (docs/requirements.md §2, §4, §9) without its rules: the home page's live lists and
// the product update stream need them on the first load, the rules (storefront.ts) load when a refresh runs.
/** docs/requirements.md §9: menu reload debounce 400 ms, stream-error reload 3 s. */
export const MENU_RELOAD_DEBOUNCE_MS = 400;
/** docs/requirements.md §4/§9: public products are fetched at start-up and every 60 s. */
export const PUBLIC_PRODUCTS_POLL_MS = 60_000;
/** Where the last public products answer is kept; rewritten only when the list changed (docs/requirements.md §4). */
export const PUBLIC_PRODUCTS_STORAGE_KEY = 'bioark_public_products_v1';
export const STREAM_ERROR_RELOAD_MS = 3000;
/** docs/requirements.md §8: the menu's default load-failure message. */
export const MENU_LOAD_FAILED = 'Load failed';
/** Fired in this and other tabs (through storage) when an admin saves products (docs/requirements.md §4 Products admin). */
export const PRODUCTS_CHANGED_EVENT = 'products-changed';
/** docs/requirements.md §2 Home: this service exists in the data but is filtered out of the home grid. */
export const HOME_EXCLUDED_SERVICE = 'Genome Editing Services';
export const HOME_SERVICES_SHOWN = 4;
export const HOME_FEATURED_CATEGORY = 'reagents-markers';
export const HOME_GENE_EDITING_CATEGORY = 'genome-editing';
/**
 * At most this many cards per home carousel, the first in catalogue order (docs/requirements.md §4 Home product
 * lists). The seeded categories hold 10 and 5; a catalogue of 100,000 products put 40,000 cards on the home page
 * (110 MB of HTML).
 */
export const HOME_CAROUSEL_MAX = 24;
/**
 * What the home carousels and their poll read: the spec's public products answer bounded to the two carousel
 * categories and HOME_CAROUSEL_MAX products each (docs/architecture.md#catalogue-at-scale).
 */
export const HOME_PRODUCTS_URL = `/api/public/products?category=${HOME_FEATURED_CATEGORY},${HOME_GENE_EDITING_CATEGORY}&limit=${HOME_CAROUSEL_MAX}`;
/**
 * The products mega menu lists at most this many products of a category (newest first) and links to the rest;
 * the seeded categories hold 10 at most.
 */
export const MENU_ENTRIES_MAX = 24;
/** The mega menu's read: each category's newest MENU_ENTRIES_MAX products and its count. */
export const PRODUCT_MENU_URL = `/api/public/products/categories?limit=${MENU_ENTRIES_MAX}`;
/** The menu's fallback when the categories answer is empty: the public products, bounded the same way. */
export const PRODUCT_MENU_FALLBACK_URL = `/api/public/products?limit=${MENU_ENTRIES_MAX}`;
/** The marker a product link carries when followed from the home page (docs/requirements.md §2 Home). */
export const FROM_HOME_QUERY = 'from=home';

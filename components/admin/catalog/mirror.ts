'use client';
// docs/requirements.md §4 client mirror: after an admin save, the catalogue config is mirrored to local storage and a
// 'products changed' window event fires, so open public lists (and other tabs, through the storage event)
// refresh. The server is the truth; the mirror is only a hint that something changed. A catalogue of more than
// PRODUCTS_MIRROR_MAX products is not copied (its config is megabytes — 101 MB at 100,000 products — and would not fit
// the browser's storage): the entry then says so and the event still fires.
import { api } from '@/lib/client/api';
import { PRODUCTS_CHANGED_EVENT } from '@/lib/domain/storefront';
import {
  PRODUCTS_CONFIG_STORAGE_KEY,
  SERVICES_CHANGED_EVENT,
  SERVICES_CONFIG_STORAGE_KEY,
} from '@/lib/domain/catalog-admin';

let productsTimer: ReturnType<typeof setTimeout> | null = null;
let servicesTimer: ReturnType<typeof setTimeout> | null = null;

function store(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the event below still tells open lists to reload.
  }
}

/** Above this many products the config is not mirrored. */
export const PRODUCTS_MIRROR_MAX = 2_000;

/** Debounced: several quick saves give one fetch and one event. `catalogueSize`: products in the catalogue. */
export function mirrorProductsChanged(catalogueSize: number): void {
  if (productsTimer) clearTimeout(productsTimer);
  productsTimer = setTimeout(async () => {
    const savedAt = Date.now();
    if (catalogueSize > PRODUCTS_MIRROR_MAX) {
      store(PRODUCTS_CONFIG_STORAGE_KEY, { savedAt, config: null, tooLarge: true });
    } else {
      try {
        const config = await api.get('/api/products-config');
        store(PRODUCTS_CONFIG_STORAGE_KEY, { savedAt, config });
      } catch {
        store(PRODUCTS_CONFIG_STORAGE_KEY, { savedAt, config: null });
      }
    }
    window.dispatchEvent(new CustomEvent(PRODUCTS_CHANGED_EVENT, { detail: { savedAt } }));
  }, 250);
}

export function mirrorServicesChanged(): void {
  if (servicesTimer) clearTimeout(servicesTimer);
  servicesTimer = setTimeout(async () => {
    const savedAt = Date.now();
    try {
      const config = await api.get('/api/services-config');
      store(SERVICES_CONFIG_STORAGE_KEY, { savedAt, config });
    } catch {
      store(SERVICES_CONFIG_STORAGE_KEY, { savedAt, config: null });
    }
    window.dispatchEvent(new CustomEvent(SERVICES_CHANGED_EVENT, { detail: { savedAt } }));
  }, 250);
}

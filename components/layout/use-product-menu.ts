'use client';
// Product-menu data (docs/requirements.md §4): loads on first open, then success or error; a stream 'update' reloads after a
// 400 ms debounce; a stream error reloads after 3 s. An answer without categories falls back to GET /public/products
// (docs/requirements.md §7), whose failure is silent. Both reads are bounded to MENU_ENTRIES_MAX products a category.
import { useCallback, useEffect, useRef, useState } from 'react';
// The menu's rules (lib/domain/storefront) and the update stream (./product-updates) are imported when the menu
// is first opened, not with every page (docs/architecture.md#first-load-javascript).
import type { MenuCategory } from '@/lib/domain/storefront';
import { PRODUCT_MENU_FALLBACK_URL, PRODUCT_MENU_URL } from '@/lib/domain/storefront-constants';

export type ProductMenuStatus = 'idle' | 'loading' | 'ready' | 'error' | 'unavailable';

export interface ProductMenuState {
  status: ProductMenuStatus;
  categories: MenuCategory[];
}

async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}

async function loadMenu(): Promise<ProductMenuState> {
  const { buildMenuFallback, isPublicProductsPayload, menuFromCategoriesPayload } = await import('@/lib/domain/storefront');
  const menu = menuFromCategoriesPayload(await fetchJson(PRODUCT_MENU_URL));
  if (menu.length) return { status: 'ready', categories: menu };
  try {
    const all = await fetchJson(PRODUCT_MENU_FALLBACK_URL);
    if (!isPublicProductsPayload(all)) return { status: 'unavailable', categories: [] };
    return { status: 'ready', categories: buildMenuFallback(all.products, all.hidden ?? []) };
  } catch {
    return { status: 'unavailable', categories: [] };
  }
}

export function useProductMenu() {
  const [state, setState] = useState<ProductMenuState>({ status: 'idle', categories: [] });
  const [active, setActive] = useState(false);
  const seq = useRef(0);

  const load = useCallback(async (quiet = false) => {
    const id = ++seq.current;
    // A background reload keeps the current list on screen.
    if (!quiet) setState((s) => ({ ...s, status: 'loading' }));
    try {
      const next = await loadMenu();
      if (id === seq.current) setState((s) => (quiet && next.status !== 'ready' ? s : next));
    } catch {
      if (id === seq.current) setState((s) => (quiet && s.status === 'ready' ? s : { status: 'error', categories: [] }));
    }
  }, []);

  /** Called when the menu opens: the first call loads the data and starts listening for updates. */
  const ensureLoaded = useCallback(() => {
    if (active) return;
    setActive(true);
    void load();
  }, [active, load]);

  const retry = useCallback(() => void load(), [load]);

  useEffect(() => {
    if (!active) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./product-updates').then(({ reloadScheduler, subscribeToProductUpdates }) => {
      if (cancelled) return;
      const scheduler = reloadScheduler(() => void load(true));
      const unsubscribe = subscribeToProductUpdates(scheduler);
      stop = () => {
        scheduler.cancel();
        unsubscribe();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [active, load]);

  return { ...state, ensureLoaded, retry };
}

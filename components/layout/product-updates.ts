'use client';
// One shared connection to the product update stream (SPEC §7 SSE /api/public/products/stream) per tab,
// however many components listen: the server caps open streams per address. On an error the connection
// closes, listeners hear about it, and it reopens after STREAM_ERROR_RELOAD_MS while anyone still listens.
import { MENU_RELOAD_DEBOUNCE_MS, STREAM_ERROR_RELOAD_MS } from '@/lib/domain/storefront';

export const PRODUCT_STREAM_URL = '/api/public/products/stream';

export interface ProductUpdateListener {
  onUpdate: () => void;
  onError?: () => void;
}

const listeners = new Set<ProductUpdateListener>();
let source: EventSource | null = null;
let reopenTimer: ReturnType<typeof setTimeout> | null = null;

function open() {
  if (source || typeof EventSource === 'undefined') return;
  const es = new EventSource(PRODUCT_STREAM_URL);
  source = es;
  es.addEventListener('update', () => listeners.forEach((l) => l.onUpdate()));
  es.onerror = () => {
    es.close();
    if (source === es) source = null;
    listeners.forEach((l) => l.onError?.());
    if (reopenTimer) clearTimeout(reopenTimer);
    reopenTimer = setTimeout(() => {
      reopenTimer = null;
      if (listeners.size) open();
    }, STREAM_ERROR_RELOAD_MS);
  };
}

/** Listens to product updates; returns the unsubscribe function. */
export function subscribeToProductUpdates(listener: ProductUpdateListener): () => void {
  listeners.add(listener);
  open();
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      source?.close();
      source = null;
      if (reopenTimer) clearTimeout(reopenTimer);
      reopenTimer = null;
    }
  };
}

/**
 * The reload timing of SPEC §9 for anything that re-fetches on product updates: an 'update' reloads after
 * 400 ms, debounced (a burst of updates reloads once); a stream error reloads after 3 s. `cancel` drops a
 * pending reload (on unmount).
 */
export function reloadScheduler(reload: () => void): ProductUpdateListener & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = (ms: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      reload();
    }, ms);
  };
  return {
    onUpdate: () => schedule(MENU_RELOAD_DEBOUNCE_MS),
    onError: () => schedule(STREAM_ERROR_RELOAD_MS),
    cancel: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

'use client';
// One shared connection to the product update stream (docs/requirements.md §7 SSE /api/public/products/stream) per tab,
// however many components listen: the server caps open streams per address. On an error the connection
// closes, listeners hear about it, and it reopens after STREAM_ERROR_RELOAD_MS while anyone still listens —
// doubling the wait after each failure in a row (up to a minute, with jitter), so a server at its stream cap
// (503 + Retry-After, docs/security.md) is not hammered by every open tab.
import { MENU_RELOAD_DEBOUNCE_MS, STREAM_ERROR_RELOAD_MS } from '@/lib/domain/storefront-constants';

export const PRODUCT_STREAM_URL = '/api/public/products/stream';

export interface ProductUpdateListener {
  onUpdate: () => void;
  onError?: () => void;
}

const listeners = new Set<ProductUpdateListener>();
let source: EventSource | null = null;
let reopenTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;
const MAX_REOPEN_MS = 60_000;

/** The wait before the n-th reopen in a row: 3 s, then 6 s, 12 s … at most a minute, ±20 % after the first. */
export function reopenDelay(failuresInARow: number, random = Math.random): number {
  if (failuresInARow <= 1) return STREAM_ERROR_RELOAD_MS;
  const base = Math.min(STREAM_ERROR_RELOAD_MS * 2 ** (failuresInARow - 1), MAX_REOPEN_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

function open() {
  if (source || typeof EventSource === 'undefined') return;
  const es = new EventSource(PRODUCT_STREAM_URL);
  source = es;
  es.addEventListener('ready', () => (failures = 0));
  es.addEventListener('update', () => listeners.forEach((l) => l.onUpdate()));
  es.onerror = () => {
    failures++;
    es.close();
    if (source === es) source = null;
    listeners.forEach((l) => l.onError?.());
    if (reopenTimer) clearTimeout(reopenTimer);
    reopenTimer = setTimeout(() => {
      reopenTimer = null;
      if (listeners.size) open();
    }, reopenDelay(failures));
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
      failures = 0;
    }
  };
}

/**
 * The reload timing of docs/requirements.md §9 for anything that re-fetches on product updates: an 'update' reloads after
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

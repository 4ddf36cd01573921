import 'server-only';
// Product/blog change events across instances (docs/architecture.md "Scale-out"): every admin write calls
// announceChange() → Postgres NOTIFY (PGlite: the same interface in-process). Every instance LISTENs, drops
// the same cache tags, and relays an 'update' to its own SSE clients (GET /api/public/products/stream).
import { getDbHandle } from '@/db/client';
import { CHANGES_CHANNEL, MEDIA_IMAGE_TAG_PREFIX, TAGS, instanceId, invalidateLocalTags } from '@/lib/server/cache';
import { log } from '@/lib/logger';

export interface ChangeEvent {
  tags: string[];
  entity?: { type: string; id?: string };
  version: number;
  origin?: string;
}

type Subscriber = (event: ChangeEvent) => void;

interface Bus {
  subscribers: Set<Subscriber>;
  started?: Promise<void>;
  lastVersion: number;
}

const bus = ((globalThis as { __bioarkEvents?: Bus }).__bioarkEvents ??= { subscribers: new Set(), lastVersion: Date.now() });

export function currentVersion(): number {
  return bus.lastVersion;
}

/** Subscribe to change events; returns the unsubscribe function. */
export function subscribeToChanges(fn: Subscriber): () => void {
  bus.subscribers.add(fn);
  return () => {
    bus.subscribers.delete(fn);
  };
}

export function subscriberCount(): number {
  return bus.subscribers.size;
}

function dispatch(event: ChangeEvent) {
  bus.lastVersion = Math.max(bus.lastVersion + 1, event.version);
  const e = { ...event, version: bus.lastVersion };
  for (const fn of bus.subscribers) {
    try {
      fn(e);
    } catch (err) {
      log.warn('change subscriber failed', { err });
    }
  }
}

export function handleNotification(payload: string): void {
  let event: ChangeEvent;
  try {
    event = JSON.parse(payload) as ChangeEvent;
  } catch {
    return;
  }
  if (!Array.isArray(event.tags)) return;
  // The announcing instance has already invalidated its own cache (and purged its image cache).
  if (event.origin !== instanceId()) {
    invalidateLocalTags(event.tags);
    purgeDeletedImages(event.tags);
  }
  dispatch(event);
}

/** A library image deleted on another instance: drop this instance's optimized copies of it too. */
function purgeDeletedImages(tags: string[]): void {
  const keys = tags.filter((t) => typeof t === 'string' && t.startsWith(MEDIA_IMAGE_TAG_PREFIX)).map((t) => t.slice(MEDIA_IMAGE_TAG_PREFIX.length));
  if (!keys.length) return;
  void import('@/lib/server/media/optimizer-cache').then(async (m) => {
    for (const key of keys) await m.purgeOptimizedImage(key);
  });
}

/** Starts the LISTEN once per process. After a reconnect, messages sent in the gap are lost: resync. */
export function startChangeListener(): Promise<void> {
  bus.started ??= (async () => {
    const h = await getDbHandle();
    let first = true;
    await h.listen(CHANGES_CHANNEL, handleNotification, () => {
      if (first) {
        first = false;
        return;
      }
      log.warn('change listener reconnected: resyncing caches');
      const tags = [TAGS.products, TAGS.services, TAGS.blog, TAGS.site];
      invalidateLocalTags(tags);
      dispatch({ tags, version: Date.now() });
    });
  })().catch((err) => {
    bus.started = undefined;
    throw err;
  });
  return bus.started;
}

import 'server-only';
// Cache tags are named constants (docs/conventions.md 2). Reads carry their tags; every write invalidates exactly
// the tags it touched, on this instance and — through NOTIFY — on every other instance.
import { revalidateTag, unstable_cache } from 'next/cache';
import { log } from '@/lib/logger';

export const MEDIA_IMAGE_TAG_PREFIX = 'media-image:';

export const TAGS = {
  products: 'products',
  product: (id: string) => `product:${id}`,
  services: 'services',
  service: (id: string) => `service:${id}`,
  blog: 'blog',
  blogPost: (slug: string) => `blog:${slug}`,
  sitemap: 'sitemap',
  site: 'site',
  /** A deleted library image (its storage key): every instance drops the optimizer's copies of it (lib/server/events.ts). */
  mediaImage: (storageKey: string) => `${MEDIA_IMAGE_TAG_PREFIX}${storageKey}`,
} as const;

/** Seconds a cached public page lives without any admin change (tags normally expire it much sooner). */
export const PAGE_REVALIDATE_SECONDS = 3600;

/**
 * Wraps a read in the data cache with tags. Outside a Next.js server (jest, scripts) there is no incremental
 * cache: the read then simply runs.
 */
export function cachedRead<A extends unknown[], R>(fn: (...args: A) => Promise<R>, keyParts: string[], tags: string[]) {
  const cached = unstable_cache(fn, keyParts, { tags, revalidate: PAGE_REVALIDATE_SECONDS });
  return async (...args: A): Promise<R> => {
    try {
      return await cached(...args);
    } catch (err) {
      if (err instanceof Error && err.message.includes('incrementalCache missing')) return fn(...args);
      throw err;
    }
  };
}

type PageCacheStore = { invalidate: (tags: string[]) => number; clear: () => void };

/** Invalidates tags in this process only (page cache + data cache). */
export function invalidateLocalTags(tags: string[]): void {
  const store = (globalThis as { __bioarkPageCache?: PageCacheStore }).__bioarkPageCache;
  store?.invalidate(tags);
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a request (e.g. the NOTIFY listener) only the handler store above applies.
    }
  }
}

export const CHANGES_CHANNEL = 'bioark_changes';

/** Called after every committed admin write: invalidates locally and tells every other instance. */
export async function announceChange(tags: string[], entity?: { type: string; id?: string }): Promise<void> {
  invalidateLocalTags(tags);
  if (tags.includes(TAGS.products)) {
    // the search documents changed: merge their indexes' pending entries a moment later (docs/search.md#speed)
    import('@/lib/server/search-index').then((m) => m.scheduleSearchIndexMerge()).catch(() => {});
  }
  try {
    const { getDbHandle } = await import('@/db/client');
    const h = await getDbHandle();
    const payload = JSON.stringify({ tags, entity, version: Date.now(), origin: instanceId() });
    await h.notify(CHANGES_CHANNEL, payload.length < 7900 ? payload : JSON.stringify({ tags: [TAGS.site], version: Date.now(), origin: instanceId() }));
  } catch (err) {
    log.warn('change announcement failed', { err });
  }
}

export function instanceId(): string {
  const g = globalThis as { __bioarkInstanceId?: string };
  g.__bioarkInstanceId ??= `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  return g.__bioarkInstanceId;
}

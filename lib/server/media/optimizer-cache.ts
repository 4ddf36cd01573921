import 'server-only';
// Next's image optimizer (`/_next/image?url=/media/…`, the srcset of every library image on public pages) keeps
// each optimized copy on disk under .next/cache/images for max(the upstream max-age, images.minimumCacheTTL): a
// year, as /media answers `max-age=31536000, immutable`. When revalidation fails (the image was deleted: /media
// answers 404) Next keeps the previous copy, so a deleted image went on being served until the cache was wiped.
// Deleting a library image therefore drops its optimized copies here, on every instance (lib/server/events.ts),
// by the optimizer's own cache key: every width, quality and output type the optimizer may have answered.
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { variantKeys } from '@/lib/domain/media';
import { env } from '@/lib/env';
import { log } from '@/lib/logger';

type CacheKeyFn = (p: { href: string; width: number; quality: number; mimeType: string }) => string;

/**
 * The widths and qualities the optimizer answers: Next's defaults, since next.config.mjs sets only `formats` and
 * `remotePatterns` (tests/unit/media/optimizer-cache.test.ts keeps that so — a size added there must be purged too).
 */
const SIZES = [...imageConfigDefault.deviceSizes, ...imageConfigDefault.imageSizes];
const QUALITIES = imageConfigDefault.qualities?.length ? imageConfigDefault.qualities : [75];
/** What the optimizer may answer: each format next.config.mjs lists, or the upstream type ('' in its key). */
const OUTPUT_TYPES = ['image/avif', 'image/webp', ''];

export function imageCacheDir(): string {
  return env().NEXT_IMAGE_CACHE_DIR || path.join(/* turbopackIgnore: true */ process.cwd(), '.next', 'cache', 'images');
}

function nextCacheKey(): CacheKeyFn {
  // Loaded at run time from Next's own server (not bundled): the key must be exactly the optimizer's.
  const req = createRequire(path.join(/* turbopackIgnore: true */ process.cwd(), 'package.json'));
  return req('next/dist/server/image-optimizer').ImageOptimizerCache.getCacheKey as CacheKeyFn;
}

/** The optimizer's cache keys of every copy it may hold of these URLs (as pages pass them in `url=`). */
export function optimizedImageCacheKeys(urls: readonly string[]): string[] {
  const key = nextCacheKey();
  const keys: string[] = [];
  for (const href of urls) for (const width of SIZES) for (const quality of QUALITIES) for (const mimeType of OUTPUT_TYPES) keys.push(key({ href, width, quality, mimeType }));
  return keys;
}

/** The local URLs of a stored image and its variants: what pages hand the optimizer. */
export function localMediaUrls(storageKey: string): string[] {
  return Object.values(variantKeys(storageKey)).map((k) => `/media/${k}`);
}

/** Drops this instance's optimized copies of the image stored under `storageKey`. Never throws. */
export async function purgeOptimizedImage(storageKey: string): Promise<number> {
  try {
    const dir = imageCacheDir();
    const keys = optimizedImageCacheKeys(localMediaUrls(storageKey));
    await Promise.all(keys.map((k) => rm(path.join(/* turbopackIgnore: true */ dir, k), { recursive: true, force: true })));
    return keys.length;
  } catch (err) {
    log.warn('image cache purge failed', { err, storageKey });
    return 0;
  }
}

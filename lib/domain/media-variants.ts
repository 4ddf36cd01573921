// Where a media-library image's variants live. Kept apart from lib/domain/media.ts because public pages
// need only this, and importing the whole media module put its admin texts and address rules in every
// storefront page's JavaScript.
export const THUMBNAIL_WIDTH = 320;
export const WEBP_WIDTH = 1280;

/**
 * The URL of a variant of a library image, from the original's URL alone (pages hold only the URL):
 * `/media/{dir}/{name}.{ext}` → `/media/{dir}/w1280.webp` or `/media/{dir}/thumb-320.webp`. Null for URLs
 * that are not library originals (static files, external images).
 */
export function mediaVariantUrl(url: string, kind: 'webp' | 'thumbnail'): string | null {
  const m = /^(.*\/[a-z0-9-]+\/\d{4}\/\d{2}\/[0-9a-f-]{36})\/[a-z0-9-]+\.(jpg|png|webp|gif|avif)$/.exec(url ?? '');
  if (!m) return null;
  return kind === 'webp' ? `${m[1]}/w${WEBP_WIDTH}.webp` : `${m[1]}/thumb-${THUMBNAIL_WIDTH}.webp`;
}

// How pages show images that may come from the media library (issue 10 item 6), and how editors add a picked
// image to a one-URL-per-line list. Pure functions, shared by public components and admin editors.
import { mediaVariantUrl } from './media-variants';

export interface DisplayImage {
  /** What to give next/image: the 1280 px WebP variant for library images, else the URL unchanged. */
  src: string;
  /**
   * True for library images on another host (an S3 public base URL or CDN): the variant is already a sized
   * WebP, and the optimizer would need that host in remotePatterns (and may refuse private addresses).
   */
  unoptimized: boolean;
}

/**
 * A product, service or blog image URL as public pages render it: a media-library original
 * (`/media/{folder}/{yyyy}/{mm}/{id}/{name}.{ext}` from the local driver, or the same key under
 * S3_PUBLIC_BASE_URL) becomes its WebP variant; anything else (static files, external images) is kept.
 */
export function displayImage(url: string | null | undefined): DisplayImage {
  const src = String(url ?? '');
  const webp = mediaVariantUrl(src, 'webp');
  if (!webp) return { src, unoptimized: false };
  return { src: webp, unoptimized: !webp.startsWith('/') || webp.startsWith('//') };
}

/** Appends a URL as a new line of a one-per-line list (gallery images, service media); no duplicate lines. */
export function appendLine(text: string, line: string): string {
  const value = line.trim();
  if (!value) return text;
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  if (lines.includes(value)) return text;
  const body = text.replace(/\s+$/, '');
  return body ? `${body}\n${value}` : value;
}

/** The media library's count line: '1 image', '3 images', '2 of 5 images' (a search shows part of the library). */
export function imageCountText(shown: number, total: number): string {
  const noun = (n: number) => (n === 1 ? 'image' : 'images');
  return shown === total ? `${total} ${noun(total)}` : `${shown} of ${total} ${noun(total)}`;
}

/** What a screen reader hears after a search or refresh: '1 image shown', '0 images shown'. */
export function imagesShownText(shown: number): string {
  return `${shown} ${shown === 1 ? 'image' : 'images'} shown`;
}

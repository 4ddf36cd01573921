// Pure rules of the media pipeline (docs/requirements.md §2 Media library, §5 image upload; docs/security.md items 16–22):
// which image types are accepted, how storage keys are made, how bytes are recognised as an image, and
// which network addresses a server-side fetch may never reach.
import { THUMBNAIL_WIDTH, WEBP_WIDTH } from './media-variants';

export { THUMBNAIL_WIDTH, WEBP_WIDTH, mediaVariantUrl } from './media-variants';

/** docs/requirements.md §5 / issue 10: the only image types accepted, by MIME type, with the extension we store them under. */
export const IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
} as const;

export type ImageMimeType = keyof typeof IMAGE_TYPES;
export const IMAGE_MIME_TYPES = Object.keys(IMAGE_TYPES) as ImageMimeType[];

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Pixel-flood guard (docs/security.md item 21): about 7000 × 7000; a 14000 × 14000 PNG is refused before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** How long a presigned upload URL (and its ticket) stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
export const DEFAULT_MEDIA_FOLDER = 'media';

export const PLEASE_CHOOSE_IMAGE = 'Please choose an image file.';
export const EMPTY_MEDIA_TEXT = 'No images yet. Click Upload to get started.';
export const NOT_AN_IMAGE = 'The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).';

export function isImageMimeType(value: string): value is ImageMimeType {
  return Object.prototype.hasOwnProperty.call(IMAGE_TYPES, value.toLowerCase());
}

/** docs/requirements.md §5: a picked file is an image when its type begins with image/ (the server checks the bytes). */
export function isImageFileType(type: string | undefined | null): boolean {
  return typeof type === 'string' && type.toLowerCase().startsWith('image/');
}

const EXT_TO_MIME: Record<string, ImageMimeType> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' };

/** The content type a stored key is served with; null for anything not an allowed image (never SVG or HTML). */
export function mimeTypeForKey(key: string): ImageMimeType | null {
  const m = /\.([a-z0-9]+)$/i.exec(key);
  return m ? (EXT_TO_MIME[m[1].toLowerCase()] ?? null) : null;
}

/** A file name reduced to a safe slug: lower-case letters, digits and hyphens, at most 60 characters. */
export function slugifyFileName(name: string): string {
  const base = String(name ?? '')
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return base || 'image';
}

/** A folder name (legacy calls pass one, e.g. 'blog'): one safe path segment, else the default. */
export function sanitizeFolder(folder: string | undefined | null): string {
  const f = String(folder ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return f || DEFAULT_MEDIA_FOLDER;
}

/**
 * Keys are made by the server only (docs/security.md item 19): `{folder}/{yyyy}/{mm}/{id}/{slug}.{ext}`. The id is
 * random, so a key can be neither guessed nor steered by the client's file name.
 */
export function makeStorageKey(opts: { fileName: string; mimeType: ImageMimeType; id: string; folder?: string; now?: Date }): string {
  const now = opts.now ?? new Date();
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  const id = opts.id.toLowerCase().replace(/[^a-z0-9-]/g, '');
  return `${sanitizeFolder(opts.folder)}/${yyyy}/${mm}/${id}/${slugifyFileName(opts.fileName)}.${IMAGE_TYPES[opts.mimeType]}`;
}

/**
 * Where a presigned upload lands before finalize checks it: `_staging/{random}.{ext}`. It never shares a key
 * (or a folder) with stored media, so replaying the upload URL later can never replace a checked image
 * (docs/security.md item 35); media folders are [a-z0-9-] and cannot start with '_'.
 */
export function makeStagingKey(opts: { id: string; mimeType: ImageMimeType | string; ext?: string }): string {
  const id = opts.id.toLowerCase().replace(/[^a-z0-9]/g, '');
  const ext = opts.ext ?? (IMAGE_TYPES as Record<string, string>)[opts.mimeType] ?? 'bin';
  return `${STAGING_FOLDER}/${id}.${ext}`;
}

export const STAGING_FOLDER = '_staging';
const STAGING_PATTERN = /^_staging\/[a-z0-9]{16,64}\.[a-z0-9]{1,5}$/;

/** True for a key of the shape makeStagingKey produces. */
export function isStagingKey(key: string): boolean {
  return typeof key === 'string' && STAGING_PATTERN.test(key);
}

const KEY_PATTERN = /^[a-z0-9-]+\/\d{4}\/\d{2}\/[a-z0-9-]+\/[a-z0-9-]+\.(jpg|png|webp|gif|avif)$/;

/** True for a key of the shape makeStorageKey produces (no `..`, no absolute paths, no odd characters). */
export function isValidStorageKey(key: string): boolean {
  return typeof key === 'string' && key.length <= 300 && KEY_PATTERN.test(key);
}

/** A path segment list that may be served or written: no empty, dot or dot-dot segments, no backslashes. */
export function isSafeKeyPath(key: string): boolean {
  if (typeof key !== 'string' || !key || key.length > 400 || key.startsWith('/')) return false;
  if (/[\\\0]/.test(key)) return false;
  return key.split('/').every((s) => s !== '' && s !== '.' && s !== '..' && /^[A-Za-z0-9._-]+$/.test(s));
}

/** Keys of the variants kept beside the (re-encoded) original. */
export function variantKeys(storageKey: string): { original: string; thumbnail: string; webp: string } {
  const dir = storageKey.slice(0, storageKey.lastIndexOf('/'));
  return { original: storageKey, thumbnail: `${dir}/thumb-${THUMBNAIL_WIDTH}.webp`, webp: `${dir}/w${WEBP_WIDTH}.webp` };
}

/** Recognises an image by its first bytes (never by its name or the declared type). */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  const b = bytes;
  const at = (i: number, ...vals: number[]) => vals.every((v, k) => b[i + k] === v);
  const ascii = (i: number, s: string) => [...s].every((c, k) => b[i + k] === c.charCodeAt(0));
  if (b.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (b.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (b.length >= 6 && (ascii(0, 'GIF87a') || ascii(0, 'GIF89a'))) return 'image/gif';
  if (b.length >= 12 && ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (b.length >= 12 && ascii(4, 'ftyp') && (ascii(8, 'avif') || ascii(8, 'avis'))) return 'image/avif';
  return null;
}

/** docs/requirements.md §2 Media library: Copy Markdown gives an image reference with the file name as its alt text. */
export function mediaMarkdown(fileName: string, url: string): string {
  const alt = String(fileName ?? '')
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[[\]\\]/g, '')
    .trim();
  return `![${alt}](${encodeURI(decodeURISafe(url))})`;
}

function decodeURISafe(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** docs/requirements.md §2: search by file name or URL (case-insensitive; an empty query shows all). */
export function filterMedia<T extends { fileName: string; url: string; path?: string }>(items: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...items];
  return items.filter((i) => i.fileName.toLowerCase().includes(q) || i.url.toLowerCase().includes(q) || (i.path ?? '').toLowerCase().includes(q));
}

// ---------------------------------------------------------------------------------------------------------------
// Addresses a server-side fetch must never reach (docs/security.md items 16–17, OWASP SSRF cheat sheet).

/** Parses a dotted-quad IPv4 address to a 32-bit number; null if it is not one. */
export function parseIPv4(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null;
    const v = Number(p);
    if (v > 255) return null;
    n = n * 256 + v;
  }
  return n;
}

const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this network", includes 0.0.0.0
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

function inV4Range(n: number, base: string, bits: number): boolean {
  const b = parseIPv4(base)!;
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return ((n & mask) >>> 0) === ((b & mask) >>> 0);
}

/** Expands an IPv6 address (optionally with an embedded IPv4 tail or a zone) to 16 bytes; null if invalid. */
export function parseIPv6(input: string): number[] | null {
  let ip = input.replace(/^\[|\]$/g, '');
  const zone = ip.indexOf('%');
  if (zone >= 0) ip = ip.slice(0, zone);
  if (!ip.includes(':')) return null;
  const lastColon = ip.lastIndexOf(':');
  const maybeV4 = ip.slice(lastColon + 1);
  if (maybeV4.includes('.')) {
    const v4 = parseIPv4(maybeV4);
    if (v4 === null) return null;
    ip = `${ip.slice(0, lastColon + 1)}${((v4 >>> 16) & 0xffff).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = ip.split('::');
  if (halves.length > 2) return null;
  const parse = (s: string) => (s === '' ? [] : s.split(':'));
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  const hex = (s: string) => parseInt(s, 16);
  let groups: number[];
  if (halves.length === 2) {
    if (head.length + rest.length > 7) return null;
    groups = [...head.map(hex), ...new Array(8 - head.length - rest.length).fill(0), ...rest.map(hex)];
  } else {
    if (head.length !== 8) return null;
    groups = head.map(hex);
  }
  const bytes: number[] = [];
  for (const g of groups) bytes.push((g >> 8) & 0xff, g & 0xff);
  return bytes;
}

function v4FromBytes(b: number[]): string {
  return b.join('.');
}

/**
 * True when an IP address (v4 or v6, as a socket would use it) is loopback, private, link-local, unique-local,
 * multicast, unspecified, a metadata address or otherwise not a public unicast address. Anything unparsable is
 * refused too.
 */
export function isForbiddenAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4 !== null) return V4_BLOCKED.some(([base, bits]) => inV4Range(v4, base, bits));
  const b = parseIPv6(address);
  if (!b) return true;
  const allZero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (allZero(0, 16)) return true; // ::
  if (allZero(0, 15) && b[15] === 1) return true; // ::1
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::/96): judge the IPv4 inside.
  if (allZero(0, 10) && b[10] === 0xff && b[11] === 0xff) return isForbiddenAddress(v4FromBytes(b.slice(12)));
  if (allZero(0, 12)) return isForbiddenAddress(v4FromBytes(b.slice(12)));
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && allZero(4, 12)) return isForbiddenAddress(v4FromBytes(b.slice(12)));
  if (b[0] === 0x20 && b[1] === 0x02) return isForbiddenAddress(v4FromBytes(b.slice(2, 6))); // 6to4
  if ((b[0] & 0xfe) === 0xfc) return true; // fc00::/7 unique-local
  if (b[0] === 0xfe && (b[1] & 0xc0) === 0x80) return true; // fe80::/10 link-local
  if (b[0] === 0xfe && (b[1] & 0xc0) === 0xc0) return true; // fec0::/10 site-local (deprecated)
  if (b[0] === 0xff) return true; // multicast
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return true; // documentation
  if (b[0] === 0x01 && allZero(1, 8)) return true; // 100::/64 discard-only
  if (b[0] === 0xfd && b[1] === 0x00 && b[2] === 0x0e && b[3] === 0xc2) return true; // AWS IPv6 metadata (inside fc00::/7 anyway)
  return false;
}

/** Host names that are never fetched, whatever they resolve to. */
export function isForbiddenHostName(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === 'metadata.google.internal' || h.endsWith('.internal') || h === '';
}

// ---------------------------------------------------------------------------------------------------------------
/** docs/requirements.md §3 Media item, as the admin API returns it. `path` is the URL pages and markdown use. */
export interface MediaVariantView {
  key: string;
  url: string;
  width: number;
  height: number;
  size: number;
  mimeType: string;
}

export type MediaStatus = 'processing' | 'ready' | 'failed';

export interface MediaItemView {
  id: string;
  fileName: string;
  altText: string;
  folder: string;
  status: MediaStatus;
  error: string | null;
  storageKey: string;
  url: string;
  path: string;
  thumbnailUrl: string | null;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  variants: { thumbnail?: MediaVariantView; webp?: MediaVariantView; original?: MediaVariantView };
  createdAt: string;
}


// ---------------------------------------------------------------------------------------------------------------
// Where a library image is used (the Delete confirmation of the Media tab; lib/server/media/usage.ts finds them).

export type MediaUseKind = 'product' | 'service' | 'post';

/** One product, service or blog post whose public page shows the image. */
export interface MediaUse {
  kind: MediaUseKind;
  id: string;
  name: string;
  /** Its public page. */
  href: string;
}

/** The first uses (products, then services, then posts, each by name) and how many there are in all. */
export interface MediaUsage {
  uses: MediaUse[];
  total: number;
}

/** How many uses the confirmation names; the rest are counted ("and 12 more"). */
export const MEDIA_USAGE_LIMIT = 10;

export const MEDIA_USE_KIND_LABEL: Record<MediaUseKind, string> = { product: 'Product', service: 'Service', post: 'Blog post' };

/** The line above the list: 'Not used by any product, service or blog post.', 'Used on 1 page:', 'Used on 14 pages:'. */
export function mediaUsageHeading(total: number): string {
  if (total <= 0) return 'Not used by any product, service or blog post.';
  return `Used on ${total} ${total === 1 ? 'page' : 'pages'}:`;
}

/** The line under a capped list: 'and 12 more' (null when every use is named). */
export function mediaUsageMore(usage: MediaUsage): string | null {
  const rest = usage.total - usage.uses.length;
  return rest > 0 ? `and ${rest} more` : null;
}

/**
 * The text every URL of a stored image contains, whatever the driver's base (`/media/{key}`, an S3 public base
 * URL) or the variant (original, thumbnail, WebP): the key's folder, `{folder}/{yyyy}/{mm}/{id}/`, whose id is random.
 */
export function mediaKeyFolder(storageKey: string): string {
  return `${storageKey.slice(0, storageKey.lastIndexOf('/'))}/`;
}

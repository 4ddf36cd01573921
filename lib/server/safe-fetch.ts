import 'server-only';
// The one server-side fetch of an admin-given URL (image import, the blog's fetch-image). docs/security.md items 16–18:
// http(s) only; the host is resolved and every address checked; the socket connects to exactly the address
// that was checked (no second DNS lookup for an attacker to rebind); each redirect (at most 3) is checked
// the same way; the body is capped at 10 MB and the whole fetch at 10 s; the bytes must be an image.
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { ApiError } from '@/lib/api/errors';
import { isForbiddenAddress, isForbiddenHostName, MAX_IMAGE_BYTES, NOT_AN_IMAGE, sniffImageType, type ImageMimeType } from '@/lib/domain/media';

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

export interface SafeFetchOptions {
  /** DNS resolution (tests inject one). */
  resolve?: Resolver;
  /** Address policy; the default refuses every address isForbiddenAddress() names. Tests may widen it for one host. */
  isAllowedAddress?: (address: string, host: string) => boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Require the bytes to be an allowed image (default true). */
  requireImage?: boolean;
}

export interface SafeFetchResult {
  bytes: Buffer;
  mimeType: ImageMimeType | null;
  contentType: string | null;
  finalUrl: string;
  redirects: number;
}

export const SAFE_FETCH_LIMITS = { maxBytes: MAX_IMAGE_BYTES, timeoutMs: 10_000, maxRedirects: 3 };

export class SafeFetchError extends ApiError {
  constructor(status: number, message: string) {
    super(status, message);
    this.name = 'SafeFetchError';
  }
}

const defaultResolve: Resolver = async (host) => dnsLookup(host, { all: true, verbatim: true });

let resolverOverride: Resolver | undefined;
/** Route-level tests point the import routes at a fake DNS. */
export function setSafeFetchResolverForTests(resolve: Resolver | undefined) {
  resolverOverride = resolve;
}

const refused = (why: string) => new SafeFetchError(400, `Refused to fetch this URL: ${why}`);

/** Parses and checks a URL's scheme and host name before any lookup. */
export function parseFetchUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = base ? new URL(raw, base) : new URL(raw);
  } catch {
    throw new SafeFetchError(400, 'Please enter a valid http(s) image URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused('only http and https URLs are allowed');
  if (url.username || url.password) throw refused('URLs with credentials are not allowed');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isForbiddenHostName(host)) throw refused('the host is not public');
  return url;
}

/** Resolves a host and returns one checked address; refuses if any address it resolves to is not public. */
export async function resolveCheckedAddress(
  host: string,
  resolve: Resolver,
  isAllowed: (address: string, host: string) => boolean,
): Promise<{ address: string; family: 4 | 6 }> {
  const literal = isIP(host);
  if (literal) {
    if (!isAllowed(host, host)) throw refused('the address is not public');
    return { address: host, family: literal as 4 | 6 };
  }
  let answers: { address: string; family: number }[];
  try {
    answers = await resolve(host);
  } catch {
    throw new SafeFetchError(400, `Could not resolve ${host}`);
  }
  if (!answers.length) throw new SafeFetchError(400, `Could not resolve ${host}`);
  // One private answer is enough to refuse: the connection could otherwise be steered to it.
  for (const a of answers) if (!isAllowed(a.address, host)) throw refused('the host resolves to an address that is not public');
  const first = answers[0];
  return { address: first.address, family: (first.family === 6 || isIP(first.address) === 6 ? 6 : 4) as 4 | 6 };
}

interface HopResult {
  status: number;
  location: string | null;
  contentType: string | null;
  body: Buffer | null;
}

function requestOnce(url: URL, pinned: { address: string; family: 4 | 6 }, maxBytes: number, signal: AbortSignal): Promise<HopResult> {
  const lib = url.protocol === 'https:' ? https : http;
  // Pin the connection to the checked address: Node calls this instead of DNS.
  const lookup: LookupFunction = (_host, options, cb) => {
    if ((options as { all?: boolean }).all) (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned]);
    else cb(null, pinned.address, pinned.family);
  };
  return new Promise<HopResult>((resolve, reject) => {
    let settled = false;
    const done = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    const fail = (err: unknown) => done(() => reject(err));
    const tooLarge = () => new SafeFetchError(413, 'The image is larger than 10 MB');
    const req = lib.request(
      url,
      {
        method: 'GET',
        lookup,
        signal,
        agent: false,
        headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1', 'user-agent': 'BioArk-ImageImport/1.0' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = (res.headers['content-type'] as string | undefined) ?? null;
        if (status < 200 || status >= 300) {
          const location = status >= 300 && status < 400 ? ((res.headers.location as string | undefined) ?? null) : null;
          done(() => resolve({ status, location, contentType, body: null }));
          res.destroy();
          return;
        }
        const declared = Number(res.headers['content-length'] ?? NaN);
        if (Number.isFinite(declared) && declared > maxBytes) {
          fail(tooLarge());
          res.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        let total = 0;
        res.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > maxBytes) {
            fail(tooLarge());
            res.destroy();
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => done(() => resolve({ status, location: null, contentType, body: Buffer.concat(chunks) })));
        res.on('error', fail);
        res.on('aborted', () => fail(new SafeFetchError(502, 'The download was interrupted')));
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/** Fetches an admin-given URL under the rules above. Throws SafeFetchError (an ApiError) on refusal. */
export async function safeFetch(rawUrl: string, opts: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const resolve = opts.resolve ?? resolverOverride ?? defaultResolve;
  const isAllowed = opts.isAllowedAddress ?? ((address: string) => !isForbiddenAddress(address));
  const maxBytes = opts.maxBytes ?? SAFE_FETCH_LIMITS.maxBytes;
  const timeoutMs = opts.timeoutMs ?? SAFE_FETCH_LIMITS.timeoutMs;
  const maxRedirects = opts.maxRedirects ?? SAFE_FETCH_LIMITS.maxRedirects;

  let url = parseFetchUrl(rawUrl);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      const pinned = await resolveCheckedAddress(url.hostname.replace(/^\[|\]$/g, ''), resolve, isAllowed);
      let res: HopResult;
      try {
        res = await requestOnce(url, pinned, maxBytes, controller.signal);
      } catch (err) {
        if (controller.signal.aborted) throw new SafeFetchError(504, 'The image took longer than 10 seconds to download');
        if (err instanceof SafeFetchError) throw err;
        throw new SafeFetchError(502, `Could not download the image (${(err as NodeJS.ErrnoException).code ?? 'network error'})`);
      }
      if (res.status >= 300 && res.status < 400) {
        if (!res.location) throw new SafeFetchError(502, `The URL answered HTTP ${res.status} without a location`);
        if (hop >= maxRedirects) throw new SafeFetchError(400, `Too many redirects (more than ${maxRedirects})`);
        url = parseFetchUrl(res.location, url);
        continue;
      }
      if (!res.body) throw new SafeFetchError(400, `The URL answered HTTP ${res.status}`);
      const mimeType = sniffImageType(res.body);
      if ((opts.requireImage ?? true) && !mimeType) throw new SafeFetchError(400, NOT_AN_IMAGE);
      return { bytes: res.body, mimeType, contentType: res.contentType, finalUrl: url.toString(), redirects: hop };
    }
  } finally {
    clearTimeout(timer);
  }
}

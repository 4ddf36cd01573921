// An in-process microcache for public pages, in front of Next's request handler (scripts/serve.mjs).
//
// Why: Next serves a page from its cache through routing, AsyncLocalStorage, React's web streams and a
// response pipeline that costs ~700 µs of CPU per request on these machines — a 130 KB cached page ran at
// 0.4 × the throughput of a 4 KB "hello" page (bench/RESULTS.md). This cache replays, for a second or two,
// the exact response (status, headers, bytes) Next gave for the same plain document request, with one write.
//
// What it stores follows the rules of the nginx microcache in deploy/nginx.conf, so it never holds anything
// an outside shared cache would not:
// - requests: GET only, not /account pages, no Authorization header, no admin session cookie, no React Server Components or
//   server-action headers (client navigations and prefetches always reach Next);
// - responses: 200, `Cache-Control: public` with `s-maxage` > 0, no Set-Cookie, at most MAX_BODY bytes;
// - lifetime: min(s-maxage, PAGE_MICROCACHE_SECONDS) — and an entry is dropped as soon as any cache tag is
//   invalidated in this process (lib/cache/cache-handler.cjs bumps a generation number on every
//   invalidation, including the ones relayed from other instances by NOTIFY), so an admin change shows at once.
// Entries are keyed by the full request URL and the Accept-Encoding header (Next compresses per request).
// A replayed answer carries `X-Microcache: HIT`.

import { SESSION_COOKIE } from '../auth/session-cookie.mjs';
import { isSharedPublicResponse } from './security-headers.mjs';

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE.replace(/\./g, '\\.')}=`);
// Request headers that make Next answer something other than the page's HTML document.
const NEXT_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];
// Response headers Node writes itself for every response.
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
export const MAX_BODY = 4 * 1024 * 1024;

/** The cache key of a request, or null when the request must always reach Next. */
export function requestKey(method, url, headers) {
  if (method !== 'GET' || typeof url !== 'string' || !url.startsWith('/')) return null;
  if (url.startsWith('/api/') || url.startsWith('/_next/') || url.startsWith('/admin')) return null;
  // Customer account pages are private (docs/accounts.md): never keyed, with or without the customer cookie.
  if (url === '/account' || url.startsWith('/account/') || url.startsWith('/account?')) return null;
  // Offer pages (docs/offers.md) are reached by a secret link: never keyed either.
  if (url.startsWith('/offers/')) return null;
  if (headers.authorization) return null;
  if (typeof headers.cookie === 'string' && SESSION_COOKIE_PATTERN.test(headers.cookie)) return null;
  for (const name of NEXT_REQUEST_HEADERS) if (headers[name] !== undefined) return null;
  return `${url}\n${headers['accept-encoding'] ?? ''}`;
}

/** Seconds a response may be replayed (0: not storable), from its status and headers. */
export function storableSeconds(status, headers, maxSeconds) {
  if (status !== 200 || !(maxSeconds > 0)) return 0;
  if (!isSharedPublicResponse(headers)) return 0;
  const cc = String(headers['cache-control'] ?? '').toLowerCase();
  const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(cc);
  if (!sMaxAge) return 0;
  return Math.min(Number(sMaxAge[1]), maxSeconds);
}

/** Headers to replay: the response's own, minus those Node writes per response. */
export function replayHeaders(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_HEADERS.has(name.toLowerCase())) out[name.toLowerCase()] = value;
  // Next's own cache header said how the recorded response was made; a replay is a hit of this cache.
  if (out['x-nextjs-cache'] !== undefined) out['x-nextjs-cache'] = 'HIT';
  return out;
}

/** Headers of a 304 answer to a conditional request (RFC 9110 §15.4.5: those a 200 would carry, no body). */
function notModifiedHeaders(headers) {
  const out = { ...headers };
  delete out['content-type'];
  delete out['content-encoding'];
  return out;
}

/** The generation number of the page cache (lib/cache/cache-handler.cjs): it changes on every invalidation. */
export function cacheGeneration() {
  return globalThis.__bioarkPageCache?.generation ?? 0;
}

export class PageMicrocache {
  /**
   * @param {{ seconds?: number, maxEntries?: number, maxBytes?: number, now?: () => number, generation?: () => number }} [options]
   */
  constructor({ seconds = 2, maxEntries = 500, maxBytes = 64 * 1024 * 1024, now = Date.now, generation = cacheGeneration } = {}) {
    this.seconds = seconds;
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.now = now;
    this.generation = generation;
    /** @type {Map<string, { status: number, headers: Record<string, unknown>, body: Buffer, expires: number, generation: number }>} */
    this.entries = new Map();
    this.bytes = 0;
    this.stats = { hits: 0, stored: 0 };
  }

  get enabled() {
    return this.seconds > 0;
  }

  /** A fresh entry for the key, or undefined. Stale entries are dropped. */
  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now() || entry.generation !== this.generation()) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Stores a complete response, recorded under the generation seen when its request arrived. */
  set(key, { status, headers, body, generation }) {
    const seconds = storableSeconds(status, headers, this.seconds);
    if (!seconds || body.length > MAX_BODY || generation !== this.generation()) return false;
    this.delete(key);
    this.entries.set(key, { status, headers: replayHeaders(headers), body, expires: this.now() + seconds * 1000, generation });
    this.bytes += body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) this.delete(this.entries.keys().next().value);
    this.stats.stored++;
    return true;
  }

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }

  /**
   * Serves the request from the cache when it can (returns true), otherwise arranges for the response Next
   * is about to write to be recorded, and returns false.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  handle(req, res) {
    if (!this.enabled) return false;
    const key = requestKey(req.method, req.url, req.headers);
    if (key === null) return false;
    const hit = this.get(key);
    if (hit) {
      this.stats.hits++;
      const etag = hit.headers.etag;
      if (etag && req.headers['if-none-match'] === etag) {
        res.writeHead(304, { ...notModifiedHeaders(hit.headers), 'x-microcache': 'HIT' });
        res.end();
      } else {
        res.writeHead(hit.status, { ...hit.headers, 'content-length': hit.body.length, 'x-microcache': 'HIT' });
        res.end(hit.body);
      }
      return true;
    }
    this.record(key, res);
    return false;
  }

  /** Wraps the response's writers to keep a copy of what is sent; stores it when the response completes. */
  record(key, res) {
    const generation = this.generation();
    const chunks = [];
    let size = 0;
    let status = 0;
    let headArgs = null;
    // Decided at the first byte of the body, when status and headers are final: a response that cannot be
    // stored (private, no s-maxage, an error, a cookie) is not copied at all.
    let keeping = null;
    const headers = () => {
      const out = {};
      for (const [name, value] of Object.entries({ ...res.getHeaders(), ...(headArgs ?? {}) })) out[name.toLowerCase()] = value;
      return out;
    };
    const keep = (chunk, encoding) => {
      if (keeping === null) keeping = storableSeconds(status || res.statusCode, headers(), this.seconds) > 0;
      if (!keeping || chunk == null || typeof chunk === 'function') return;
      const buf = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      size += buf.length;
      if (size > MAX_BODY) {
        keeping = false;
        chunks.length = 0;
        return;
      }
      chunks.push(Buffer.from(buf)); // a copy: the caller may reuse its buffer
    };
    const { write, end, writeHead } = res;
    res.writeHead = function (code, ...rest) {
      status = code;
      const head = typeof rest[0] === 'string' ? rest[1] : rest[0];
      if (head && !Array.isArray(head)) headArgs = head;
      return writeHead.call(this, code, ...rest);
    };
    res.write = function (chunk, encoding, cb) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, cb);
    };
    res.end = function (chunk, encoding, cb) {
      keep(chunk, encoding);
      return end.call(this, chunk, encoding, cb);
    };
    res.once('finish', () => {
      if (keeping) this.set(key, { status: status || res.statusCode, headers: headers(), body: Buffer.concat(chunks, size), generation });
    });
  }
}

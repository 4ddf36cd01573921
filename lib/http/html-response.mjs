// Holds an HTML response Next is writing until it is complete, so the server can add headers that depend on
// its bytes (the Content-Security-Policy's script hashes, lib/http/security-headers.mjs) and correct its
// status (a page that failed because the database is down answers 503, not 500), then compresses it for the
// client and sends it in one write. Used by scripts/serve.mjs for page requests only; everything else
// (assets, API answers, RSC payloads, redirects) passes through untouched, compressed by Next as before.
//
// Pages are rendered whole before they are sent anyway (public pages come from the page cache); the cost is
// that a page streamed with Suspense arrives at once, when it is complete.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** A page larger than this is sent as it is, with `onOversize`'s headers (no page comes near it). */
export const MAX_HTML_BYTES = 8 * 1024 * 1024;

const NOT_PAGES = /^\/(?:_next\/|api\/|content-api\/|stripe-api\/|media\/|manuals\/|favicon\.ico|apple-icon\.png|robots\.txt|sitemap\.xml|sitemaps\/|opengraph-image)/;

/** A browser asking for a page (not an asset, an API answer or a client-navigation payload). */
export function isPageRequest(req) {
  if (req.method !== 'GET') return false;
  const url = typeof req.url === 'string' ? req.url : '';
  if (!url.startsWith('/') || NOT_PAGES.test(url)) return false;
  return req.headers.rsc === undefined && req.headers['next-router-prefetch'] === undefined;
}

/**
 * Finished pages by what Next wrote: a public page comes from Next's page cache byte for byte on every request
 * after the first, so its rewrite (onPage: script integrity, CSP hashes, inlined stylesheets) and compression are
 * done once and replayed. Keyed by the SHA-256 of Next's bytes, the status, the encoding and the hooks' own
 * `variant` (what else onPage depends on, e.g. https); only 200 and 404 answers whose status onPage leaves are kept.
 * Bounded in entries and bytes (least recently used first out).
 */
export class FinishedPages {
  constructor({ maxEntries = 64, maxBytes = 32 * 1024 * 1024 } = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.map = new Map();
  }
  get(key) {
    const hit = this.map.get(key);
    if (!hit) return null;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit;
  }
  set(key, value) {
    const size = value.body.length + 2 * JSON.stringify(value.headers).length;
    if (size > this.maxBytes) return;
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.size;
      this.map.delete(key);
    }
    this.map.set(key, { ...value, size });
    this.bytes += size;
    for (const [k, v] of this.map) {
      if (this.map.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.map.delete(k);
      this.bytes -= v.size;
    }
  }
}
const finishedPages = new FinishedPages();

/** The encoding to send: brotli or gzip when the client accepts it (q > 0), else none. */
export function chooseEncoding(acceptEncoding) {
  const accepted = new Map();
  for (const part of String(acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const ok = (n) => (accepted.get(n) ?? (accepted.has('*') ? accepted.get('*') : 0)) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

function compress(body, encoding) {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return body;
}

function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * Arranges for the page Next writes to `res` to be held and finished by `onPage(html, status)`, which returns
 * `{ status?, headers?, html? }` to apply (html replaces the page's bytes). Call before
 * Next's handler. Next then answers uncompressed (Accept-Encoding is taken off the request) and this
 * compresses the result with the client's preference.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * `onSend(status)`, if given, runs on every response just before it is sent (a replayed one too), when its
 * status and headers are final: for what depends on the headers rather than on the bytes.
 * @param {{ onPage: (html: string, status: number) => { status?: number, headers?: Record<string, string>, html?: string }, onOversize: (status: number) => Record<string, string>, onSend?: (status: number) => void, variant?: string }} hooks
 * @param {FinishedPages | null} [cache] finished pages to replay (FinishedPages); null to rewrite every time
 */
export function holdPageResponse(req, res, { onPage, onOversize, onSend, variant = '' }, cache = finishedPages) {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  delete req.headers['accept-encoding'];
  // The writers below ours. Ours stay in place for the whole response (Next's compression middleware wraps
  // them and relies on seeing writeHead and 'drain'); once the page is sent, or when the answer is not a page,
  // they only forward.
  const original = { write: res.write, end: res.end, writeHead: res.writeHead, flushHeaders: res.flushHeaders };
  let head = null; // the arguments of Next's writeHead, applied when the body is complete
  let mode = null; // 'hold' | 'pass' | 'sent'
  const chunks = [];
  let size = 0;

  const applyHead = () => {
    if (!head) return res.statusCode;
    const [status, ...rest] = head;
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
    if (typeof rest[0] === 'string') res.statusMessage = rest[0];
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    } else if (headers) for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
    head = null;
    return status;
  };

  const decide = () => {
    if (mode) return mode;
    const status = head ? head[0] : res.statusCode;
    const headerType = head && !Array.isArray(head[head.length - 1]) && typeof head[head.length - 1] === 'object' ? Object.entries(head[head.length - 1]).find(([k]) => k.toLowerCase() === 'content-type')?.[1] : undefined;
    const type = String(headerType ?? res.getHeader('content-type') ?? '');
    mode = /^text\/html/i.test(type) && status !== 204 && status !== 304 ? 'hold' : 'pass';
    if (mode === 'pass') res.statusCode = applyHead();
    return mode;
  };

  const finish = (cb) => {
    mode = 'sent';
    let status = applyHead();
    let body = Buffer.concat(chunks, size);
    chunks.length = 0;
    const key = cache && size <= MAX_HTML_BYTES && (status === 200 || status === 404) ? `${createHash('sha256').update(body).digest('base64')} ${status} ${encoding ?? ''} ${variant}` : null;
    let done = key ? cache.get(key) : null;
    if (!done) {
      let extra;
      if (size > MAX_HTML_BYTES) extra = { headers: onOversize(status) };
      else extra = onPage(body.toString('utf8'), status) ?? {};
      const kept = !extra.status || extra.status === status;
      if (extra.status) status = extra.status;
      if (typeof extra.html === 'string') body = Buffer.from(extra.html, 'utf8');
      const encoded = Boolean(encoding && body.length > 1024);
      done = { body: encoded ? compress(body, encoding) : body, headers: extra.headers ?? {}, encoded };
      if (key && kept) cache.set(key, done);
    }
    body = done.body;
    for (const [k, v] of Object.entries(done.headers)) res.setHeader(k, v);
    const vary = String(res.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (done.encoded) res.setHeader('content-encoding', encoding);
    else res.removeHeader('content-encoding');
    res.removeHeader('transfer-encoding');
    res.setHeader('content-length', body.length);
    res.statusCode = status;
    onSend?.(status);
    original.end.call(res, body, cb);
  };

  res.writeHead = function (status, ...rest) {
    if (mode === 'pass' || mode === 'sent') return original.writeHead.call(this, status, ...rest);
    head = [status, ...rest];
    return this;
  };
  res.flushHeaders = function () {
    if (decide() !== 'hold') return original.flushHeaders.call(this);
  };
  res.write = function (chunk, encoding, cb) {
    if (decide() !== 'hold') return original.write.call(this, chunk, encoding, cb);
    if (chunk != null && typeof chunk !== 'function') {
      const buf = toBuffer(chunk, encoding);
      chunks.push(Buffer.from(buf)); // a copy: the writer may reuse its buffer
      size += buf.length;
    }
    const done = typeof encoding === 'function' ? encoding : cb;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  res.end = function (chunk, encoding, cb) {
    if (typeof chunk === 'function') [cb, chunk] = [chunk, undefined];
    else if (typeof encoding === 'function') [cb, encoding] = [encoding, undefined];
    if (decide() !== 'hold') return original.end.call(this, chunk, encoding, cb);
    if (chunk != null) {
      const buf = toBuffer(chunk, encoding);
      chunks.push(Buffer.from(buf));
      size += buf.length;
    }
    finish(cb);
    return this;
  };
}

// Security headers of every response, and the Content-Security-Policy of every HTML page (docs/security.md item 36,
// docs/security.md). Plain JavaScript: scripts/serve.mjs applies it to each request without a build step.
//
// Why hashes and not nonces: a nonce must be new on every response, so pages could no longer be cached (by
// Next, by the microcache or by nginx). Instead the server hashes the inline scripts of each HTML response as
// it leaves Next — once per rendered page; the microcache and nginx replay the page with the policy that
// matches its bytes. Next's own script tags carry `integrity` (next.config.mjs `experimental.sri`), which
// CSP3's 'strict-dynamic' accepts as hash-sources; the scripts they load are trusted through them.
import { createHash } from 'node:crypto';

/**
 * Headers for every response. `https`: the site is served over TLS (SITE_URL, or the trusted proxy says so).
 * A shared public page drops the opener policy again when it is sent (`openerPolicyApplies`).
 */
export function baseSecurityHeaders({ https = false } = {}) {
  const headers = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), interest-cohort=()',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * A response a shared cache may keep and hand to anyone (`Cache-Control: public`, nothing private, no cookie
 * set): the same bytes for every visitor. Headers are lower-case, as Node's getHeaders() gives them.
 */
export function isSharedPublicResponse(headers) {
  if (headers['set-cookie'] !== undefined) return false;
  const cc = String(headers['cache-control'] ?? '').toLowerCase();
  return /(^|,)\s*public\s*(,|$)/.test(cc) && !/no-store|no-cache|private/.test(cc);
}

/**
 * Whether a page keeps `Cross-Origin-Opener-Policy: same-origin`: every page that can hold a visitor's data
 * (cart, account, checkout, admin, anything private or uncached) does; a shared public page (catalogue, service,
 * blog) does not. Its bytes are the same for everyone, and the policy makes Chromium put the page in a new
 * browsing-context group — a renderer process of its own when the tab came from about:blank, as it does under
 * Lighthouse and PageSpeed Insights: the same page painted at ~350–430 ms instead of ~200 ms, with ~0.4 s more
 * blocking time, on this kind of machine (docs/security.md, bench/RESULTS.md "2026-11-28, third sitting").
 */
export function openerPolicyApplies(headers) {
  return !isSharedPublicResponse(headers);
}

const JSON_TYPES = /^(application\/(ld\+)?json|application\/x-component)$/i;
const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

const LINK_TAG = /<link\b([^>]*)>/gi;

/**
 * The hash-sources that let this document's scripts run under 'strict-dynamic': 'sha256-…' of every inline
 * executable script, and the `integrity` hash of every script tag and script preload that loads a file (CSP3
 * matches a parser-inserted external script, and a preload's fetch, by its integrity attribute). In order,
 * without duplicates.
 */
export function inlineScriptHashes(html) {
  const out = new Set();
  for (const m of html.matchAll(LINK_TAG)) {
    const attrs = m[1];
    if (!/\brel=["']?(preload|modulepreload)\b/i.test(attrs)) continue;
    if (/\brel=["']?preload\b/i.test(attrs) && !/\bas=["']?script\b/i.test(attrs)) continue;
    const integrity = /\bintegrity=["']?(sha(?:256|384|512)-[A-Za-z0-9+/=]+)/i.exec(attrs)?.[1];
    if (integrity) out.add(`'${integrity}'`);
  }
  for (const m of html.matchAll(SCRIPT_TAG)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) {
      const integrity = /\bintegrity=["']?(sha(?:256|384|512)-[A-Za-z0-9+/=]+)/i.exec(attrs)?.[1];
      if (integrity) out.add(`'${integrity}'`);
      continue;
    }
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (type && JSON_TYPES.test(type)) continue; // data blocks are never executed
    out.add(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return [...out];
}

const SCRIPT_OPEN = /<script\b([^>]*?)\bsrc=(["'])([^"']+)\2([^>]*)>/gi;
const PRELOAD_LINK = /<link\b([^>]*?)\bhref=(["'])([^"']+)\2([^>]*)\/?>/gi;

/**
 * Adds `integrity` to the page's own script tags (and their preload links) that lack it: Next's SRI covers
 * its bootstrap scripts but not every page chunk, and under 'strict-dynamic' a parser-inserted script needs a
 * hash-source. `integrityOf(src)` returns 'sha256-…' for a file of this build, or null (left as it is).
 */
export function addScriptIntegrity(html, integrityOf) {
  const withScripts = html.replace(SCRIPT_OPEN, (tag, before, quote, src, after) => {
    if (/\bintegrity\s*=/i.test(tag)) return tag;
    const sri = integrityOf(src);
    return sri ? `<script${before}src=${quote}${src}${quote} integrity="${sri}"${after}>` : tag;
  });
  return withScripts.replace(PRELOAD_LINK, (tag, before, quote, href, after) => {
    const attrs = `${before} ${after}`;
    if (!/\brel=["']?(preload|modulepreload)/i.test(attrs) || (/\brel=["']?preload/i.test(attrs) && !/\bas=["']?script/i.test(attrs))) return tag;
    if (/\bintegrity\s*=/i.test(tag)) return tag;
    const sri = integrityOf(href);
    if (!sri) return tag;
    const selfClosing = /\/>$/.test(tag);
    return `<link${before}href=${quote}${href}${quote} integrity="${sri}"${after.replace(/\/$/, '')}${selfClosing ? '/>' : '>'}`;
  });
}

/** The origin of a URL, or null. */
function originOf(url) {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * Extra sources the site needs, from its configuration: the S3 store browsers upload to (admin media) and
 * read public objects from, and where the contact page's map comes from.
 */
export function cspSourcesFromEnv(env) {
  const connect = [];
  const img = [];
  if (env.S3_BUCKET) {
    const upload = originOf(env.S3_UPLOAD_ENDPOINT) ?? originOf(env.S3_ENDPOINT);
    if (upload) {
      connect.push(upload);
      if (!/^(1|true|yes|on)$/i.test(env.S3_FORCE_PATH_STYLE ?? 'true')) connect.push(upload.replace('://', `://${env.S3_BUCKET}.`));
    } else {
      const region = env.S3_REGION || 'us-east-1';
      connect.push(`https://${env.S3_BUCKET}.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`);
    }
    const publicBase = originOf(env.S3_PUBLIC_BASE_URL);
    if (publicBase) img.push(publicBase);
  }
  return { connect, img, frame: ['https://www.openstreetmap.org'] };
}

/** The policy of one HTML response. */
export function contentSecurityPolicy({ scriptHashes = [], https = false, sources = { connect: [], img: [], frame: [] }, reportUri = '/api/csp-report', fallbackInline = false }) {
  const script = fallbackInline ? ["'self'", "'unsafe-inline'"] : ["'strict-dynamic'", ...scriptHashes, "'self'"];
  const directives = [
    ["default-src", "'self'"],
    ['script-src', ...script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...sources.img],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...sources.connect],
    ['frame-src', "'self'", ...sources.frame],
    ['media-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", 'https://checkout.stripe.com'],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  if (reportUri) directives.push(['report-uri', reportUri], ['report-to', 'csp']);
  return directives.map((d) => d.join(' ')).join('; ');
}

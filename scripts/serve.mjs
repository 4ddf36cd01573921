#!/usr/bin/env node
// The production server: Next.js's request handler (the same router, proxy, rewrites and headers as
// `next start`) behind the in-process page microcache (lib/http/page-microcache.mjs).
//
//   node scripts/serve.mjs [dir]      PORT (3000), HOSTNAME (0.0.0.0), KEEP_ALIVE_TIMEOUT (ms),
//                                     PAGE_MICROCACHE_SECONDS (2; 0 turns the microcache off),
//                                     FIRST_FRAME_SCRIPTS (1; 0 leaves Next's script tags as written),
//                                     FIRST_SCREEN_EARLY (1; 0 leaves the stylesheet links, no first-screen script)
//
// `npm start` runs it on the repository (scripts/start.mjs); the Docker image runs it on the standalone
// output, whose configuration Next wrote to .next/required-server-files.json.
//
// Before Next sees a request this server (docs/security.md, docs/security.md items 32, 36 and the attack replay's 9):
// - refuses methods no route serves and paths that do not decode (lib/http/request-guard.mjs);
// - decides the client's address from the socket, or from TRUST_PROXY's proxies (lib/http/client-address.mjs);
// - sets the security headers of every response, and holds each HTML page until it is complete to add the
//   Content-Security-Policy with its inline scripts' hashes (lib/http/security-headers.mjs, html-response.mjs);
// - answers 503 instead of 500 for a page that failed because the database was unreachable.
import { createServer } from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PageMicrocache } from '../lib/http/page-microcache.mjs';
import { applyClientAddress, parseTrustProxy } from '../lib/http/client-address.mjs';
import { holdPageResponse, isPageRequest } from '../lib/http/html-response.mjs';
import { pageStatus } from '../lib/http/not-found-status.mjs';
import { refuseRequest, sendRefusal } from '../lib/http/request-guard.mjs';
import { absoluteCssUrls, deferScriptsToFirstFrame, firstScreenFirst, FIRST_SCREEN_YIELD_SOURCE } from '../lib/http/first-frame.mjs';
import { firstScreenCssCache } from '../lib/http/first-screen-css.mjs';
import { applyCompileHints, sri } from '../lib/http/compile-hints.mjs';
import { addScriptIntegrity, baseSecurityHeaders, contentSecurityPolicy, cspSourcesFromEnv, inlineScriptHashes, openerPolicyApplies } from '../lib/http/security-headers.mjs';

const dir = path.resolve(process.argv[2] || process.cwd());
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
process.env.NODE_ENV = 'production';
process.chdir(dir);

// Standalone output carries no next.config.*: Next reads its configuration from this variable instead.
const requiredFiles = path.join(dir, '.next', 'required-server-files.json');
const hasConfigFile = ['next.config.mjs', 'next.config.js', 'next.config.ts', 'next.config.cjs'].some((f) => existsSync(path.join(dir, f)));
if (!hasConfigFile && existsSync(requiredFiles) && !process.env.__NEXT_PRIVATE_STANDALONE_CONFIG) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(requiredFiles, 'utf8')).config);
}
// next-auth's origin (its redirects after sign-in and sign-out): NEXTAUTH_URL, else SITE_URL, else the origin each
// request reached — its Host, or a trusted proxy's X-Forwarded-Host/Proto (untrusted ones are removed before Next
// sees the request, lib/http/client-address.mjs). Without this next-auth assumes http://localhost:3000.
if (process.env.SITE_URL?.trim()) process.env.NEXTAUTH_URL ||= process.env.SITE_URL.trim();
else if (!process.env.NEXTAUTH_URL?.trim()) process.env.AUTH_TRUST_HOST = 'true';
const publicHost = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
process.env.__NEXT_PRIVATE_ORIGIN = `http://${publicHost}:${port}`;

// V8's compile hints in the build's scripts, before anything is served (lib/http/compile-hints.mjs). COMPILE_HINTS=0
// serves the build as Next wrote it (a build the hints were already put in stays so).
if ((process.env.COMPILE_HINTS ?? '1').trim() !== '0') {
  const hinted = applyCompileHints(path.join(dir, '.next'));
  if (hinted.skipped && hinted.skipped !== 'already applied' && hinted.skipped !== 'no build') console.warn(`compile hints: ${hinted.skipped}; the scripts are served as built`);
}

const next = createRequire(path.join(dir, 'package.json'))('next');
const app = next({ dev: false, dir, hostname, port });
const microcacheSeconds = (process.env.PAGE_MICROCACHE_SECONDS ?? '').trim() || '2';
if (!/^\d{1,2}$/.test(microcacheSeconds)) {
  console.error('Invalid configuration:\n  PAGE_MICROCACHE_SECONDS: must be a whole number of seconds from 0 to 99\nSee .env.example for every variable.');
  process.exit(1);
}
const microcache = new PageMicrocache({ seconds: Number(microcacheSeconds) });
// Next's scripts requested after the first paint (lib/http/first-frame.mjs); FIRST_FRAME_SCRIPTS=0 serves them as Next wrote them.
const firstFrameScripts = (process.env.FIRST_FRAME_SCRIPTS ?? '').trim() || '1';
if (!/^[01]$/.test(firstFrameScripts)) {
  console.error('Invalid configuration:\n  FIRST_FRAME_SCRIPTS: must be 0 or 1\nSee .env.example for every variable.');
  process.exit(1);
}
const scriptsAfterFirstFrame = firstFrameScripts === '1';
// The first screen painted before the rest (lib/http/first-frame.mjs); FIRST_SCREEN_EARLY=0 keeps Next's stylesheet links.
const firstScreenEarly = (process.env.FIRST_SCREEN_EARLY ?? '').trim() || '1';
if (!/^[01]$/.test(firstScreenEarly)) {
  console.error('Invalid configuration:\n  FIRST_SCREEN_EARLY: must be 0 or 1\nSee .env.example for every variable.');
  process.exit(1);
}
const screenEarly = firstScreenEarly === '1';
// The first-screen script: served by this server under a name that changes with its text (cached for a year).
const yieldDigest = createHash('sha256').update(FIRST_SCREEN_YIELD_SOURCE).digest();
const yieldIntegrity = `sha256-${yieldDigest.toString('base64')}`;
const yieldPath = `/_next/static/first-screen-${yieldDigest.toString('hex').slice(0, 12)}.js`;
let trustedHops;
try {
  trustedHops = parseTrustProxy(process.env.TRUST_PROXY);
} catch (err) {
  console.error(`Invalid configuration:\n  ${err.message}\nSee .env.example for every variable.`);
  process.exit(1);
}

// HSTS and upgrade-insecure-requests only when the public site is https (SITE_URL, or a trusted proxy's word).
const siteIsHttps = /^https:/i.test(process.env.SITE_URL ?? '');
const cspSources = cspSourcesFromEnv(process.env);
const securityHeaders = (req) => baseSecurityHeaders({ https: siteIsHttps || (trustedHops > 0 && req.headers['x-forwarded-proto'] === 'https') });

// This build's static files, read once each (they never change under a name): `read(file, pathname)` for paths
// under /_next/static/ ending in `ext`, null for anything else.
const staticDir = path.join(dir, '.next', 'static');
function staticReader(ext, read, limit) {
  const cache = new Map();
  return (src) => {
    const pathname = String(src).split(/[?#]/)[0];
    if (!pathname.startsWith('/_next/static/') || !pathname.endsWith(ext)) return null;
    if (cache.has(pathname)) return cache.get(pathname);
    let value = null;
    const file = path.resolve(staticDir, decodeURIComponent(pathname.slice('/_next/static/'.length)));
    if (file.startsWith(staticDir + path.sep) && existsSync(file)) value = read(file, pathname);
    if (cache.size < limit) cache.set(pathname, value);
    return value;
  };
}
// Integrity of the static scripts, for addScriptIntegrity.
const integrityOf = staticReader('.js', (file) => sri(readFileSync(file)), 10_000);
// The stylesheets, their url()s made absolute, for inlineStylesheets.
const cssOf = staticReader('.css', (file, pathname) => absoluteCssUrls(readFileSync(file, 'utf8'), pathname), 1_000);
// The first screen's rules of each stylesheet, by the class names before the pause (lib/http/first-screen-css.mjs).
const firstScreenCss = firstScreenCssCache();

// Requests whose page render failed because the database was unreachable (marked by instrumentation.ts's
// onRequestError under the request id set here): their 500 becomes 503 with Retry-After.
const unavailable = (globalThis.__bioarkUnavailableRequests ??= new Set());

function pageHooks(req, res, requestId) {
  const https = siteIsHttps || (trustedHops > 0 && req.headers['x-forwarded-proto'] === 'https');
  const downgrade = (status) => {
    if (status !== 500 || !unavailable.has(requestId)) return null;
    return { status: 503, headers: { 'retry-after': '5', 'cache-control': 'no-store' } };
  };
  return {
    variant: https ? 'https' : 'http',
    onPage(html, status) {
      const down = downgrade(status);
      const withIntegrity = addScriptIntegrity(html, integrityOf);
      let page = scriptsAfterFirstFrame ? deferScriptsToFirstFrame(withIntegrity) : withIntegrity;
      if (screenEarly) page = firstScreenFirst(page, cssOf, firstScreenCss, yieldPath, yieldIntegrity);
      const csp = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(page), https, sources: cspSources });
      // A dynamic page whose content is the 404 (components/static/not-found-here.tsx) answers 404, as a cached one does.
      return { html: page, status: down?.status ?? pageStatus(html, status), headers: { ...(down?.headers ?? {}), 'content-security-policy': csp, 'reporting-endpoints': 'csp="/api/csp-report"' } };
    },
    onSend() {
      if (!openerPolicyApplies(res.getHeaders())) res.removeHeader('cross-origin-opener-policy');
    },
    onOversize() {
      console.error(`Page over the size limit sent without script hashes: ${req.url}`);
      return { 'content-security-policy': contentSecurityPolicy({ https, sources: cspSources, fallbackInline: true }) };
    },
  };
}

await app.prepare();
const handle = app.getRequestHandler();
// Idle and slow connections are checked every 5 s (Node's default is 30 s), so the timeouts below hold closely.
const server = createServer({ connectionsCheckingInterval: 5_000 }, async (req, res) => {
  let requestId = '';
  try {
    const refusal = refuseRequest(req.method, req.url);
    if (refusal) {
      sendRefusal(res, refusal, securityHeaders(req));
      return;
    }
    applyClientAddress(req, trustedHops);
    // A replayed page carries the headers (security headers and CSP included) recorded with it.
    if (microcache.handle(req, res)) return;
    for (const [name, value] of Object.entries(securityHeaders(req))) res.setHeader(name, value);
    if (req.url === yieldPath && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable', 'content-length': Buffer.byteLength(FIRST_SCREEN_YIELD_SOURCE) });
      res.end(req.method === 'HEAD' ? undefined : FIRST_SCREEN_YIELD_SOURCE);
      return;
    }
    requestId = randomBytes(12).toString('base64url');
    req.headers['x-bioark-request-id'] = requestId;
    if (isPageRequest(req)) holdPageResponse(req, res, pageHooks(req, res, requestId));
    await handle(req, res);
  } catch (err) {
    console.error(`Failed to handle request for ${req.url}`, err);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end('Internal Server Error');
    } else res.destroy();
  } finally {
    if (requestId) res.once('close', () => unavailable.delete(requestId));
  }
});
const keepAlive = Number(process.env.KEEP_ALIVE_TIMEOUT);
if (keepAlive > 0) server.keepAliveTimeout = keepAlive;
// Slow clients (docs/security.md, "Slow and abusive clients"): a request's headers must arrive within 20 s and
// the whole request within 2 minutes (Node's defaults are 60 s and 5 min). Only the local-disk upload of an
// image (at most 10 MB) sends a large body, and it fits in 2 minutes at 1 Mbit/s.
server.headersTimeout = 20_000;
server.requestTimeout = 120_000;

server.listen(port, hostname, () => console.log(`Ready on http://${publicHost}:${port}`));

let closing = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    if (closing) return;
    closing = true;
    server.close();
    server.closeIdleConnections?.();
    app.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}

// The Content-Security-Policy of a page is computed from its own bytes (docs/security.md item 36).
import { createHash } from 'node:crypto';
import { addScriptIntegrity, baseSecurityHeaders, contentSecurityPolicy, cspSourcesFromEnv, inlineScriptHashes, isSharedPublicResponse, openerPolicyApplies } from '@/lib/http/security-headers.mjs';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  test('hashes every inline executable script exactly as written, once', () => {
    const a = 'self.__next_f.push([0])';
    const b = '(self.__next_f=self.__next_f||[]).push([1,"x\\u003c/script>"])';
    const html = `<html><head><script>${a}</script></head><body><script id="_R_">${b}</script><script>${a}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(a), sha(b)]);
  });
  test('an external script counts by its integrity; data blocks are not scripts', () => {
    const html = '<script src="/_next/static/chunks/a.js" integrity="sha256-AAAA" async=""></script><script type="application/ld+json">{"@type":"Product"}</script><script src="/x.js"></script>';
    expect(inlineScriptHashes(html)).toEqual(["'sha256-AAAA'"]);
  });
  test('any change to an inline script changes its hash (an injected script is never allowed)', () => {
    expect(inlineScriptHashes('<script>alert(1)</script>')).not.toEqual(inlineScriptHashes('<script>alert(2)</script>'));
  });
});

describe('addScriptIntegrity', () => {
  const integrityOf = (src: string) => (src.startsWith('/_next/static/') ? `sha256-${src.length}` : null);
  test('adds integrity to the page’s own scripts and script preloads that lack it', () => {
    const html = '<link rel="preload" as="script" href="/_next/static/c/a.js"/><link rel="preload" as="font" href="/_next/static/f.woff2"/><script src="/_next/static/c/a.js" async=""></script>';
    expect(addScriptIntegrity(html, integrityOf)).toBe(
      '<link rel="preload" as="script" href="/_next/static/c/a.js" integrity="sha256-20"/><link rel="preload" as="font" href="/_next/static/f.woff2"/><script src="/_next/static/c/a.js" integrity="sha256-20" async=""></script>',
    );
  });
  test('keeps an existing integrity and leaves unknown files alone', () => {
    const html = '<script src="/_next/static/c/a.js" integrity="sha256-next"></script><script src="https://cdn.example/x.js"></script>';
    expect(addScriptIntegrity(html, integrityOf)).toBe(html);
  });
});

describe('contentSecurityPolicy', () => {
  const sources = cspSourcesFromEnv({});
  const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-AAAA'"], sources });
  test.each([
    ["script-src 'strict-dynamic' 'sha256-AAAA' 'self'"],
    ["frame-ancestors 'none'"],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ['frame-src \'self\' https://www.openstreetmap.org'],
    ['report-uri /api/csp-report'],
  ])('contains %p', (part) => expect(csp).toContain(part));
  test('never unsafe-eval; unsafe-inline only for styles', () => {
    expect(csp).not.toContain('unsafe-eval');
    expect(csp.split('; ').filter((d) => d.includes("'unsafe-inline'"))).toEqual(["style-src 'self' 'unsafe-inline'"]);
  });
  test('upgrade-insecure-requests only for an https site', () => {
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ https: true, sources })).toContain('upgrade-insecure-requests');
  });
  test('the S3 store browsers upload to is a connect source', () => {
    expect(cspSourcesFromEnv({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://minio:9000', S3_UPLOAD_ENDPOINT: 'http://localhost:9000' }).connect).toEqual(['http://localhost:9000']);
    expect(cspSourcesFromEnv({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1' }).connect).toEqual(['https://media.s3.eu-west-1.amazonaws.com', 'https://s3.eu-west-1.amazonaws.com']);
    expect(cspSourcesFromEnv({ S3_BUCKET: 'media', S3_ENDPOINT: 'https://r2.example.com', S3_FORCE_PATH_STYLE: 'false' }).connect).toEqual(['https://r2.example.com', 'https://media.r2.example.com']);
  });
});

test('baseSecurityHeaders: HSTS only for an https site', () => {
  expect(baseSecurityHeaders()).toEqual({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': expect.stringContaining('camera=()'),
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  });
  expect(baseSecurityHeaders({ https: true })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

// The opener policy stays on every page that can hold a visitor's data, and comes off a page a shared cache hands
// to anyone (docs/security.md): Chromium gives such a page a process of its own when the tab came from
// about:blank, which is what Lighthouse measures.
test.each([
  [{ 'cache-control': 'public, s-maxage=5, stale-while-revalidate=60' }, true],
  [{ 'cache-control': 'Public, max-age=0, s-maxage=300' }, true],
  [{ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, false],
  [{ 'cache-control': 'private, no-store' }, false],
  [{ 'cache-control': 'public, no-cache' }, false],
  [{ 'cache-control': 'public, s-maxage=5', 'set-cookie': 'bioark_session=x' }, false],
  [{ 'cache-control': 'max-age=60' }, false],
  [{ 'cache-control': 'publicity=1' }, false],
  [{}, false],
])('isSharedPublicResponse(%o) → %p, and the opener policy applies to the rest', (headers, shared) => {
  expect(isSharedPublicResponse(headers)).toBe(shared);
  expect(openerPolicyApplies(headers)).toBe(!shared);
});

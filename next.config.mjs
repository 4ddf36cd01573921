import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

// The catalogue's query keys and the path segment of its unfiltered view (catalogStateSegment of the defaults,
// components/catalog/catalog-params.ts). proxy.ts rewrites /products carrying any of these keys; the plain
// /products is rewritten below. tests/unit/catalog-pages/catalog-routing.test.ts keeps the three in agreement.
const CATALOG_QUERY_KEYS = ['q', 'category', 'availability', 'page'];
const UNFILTERED_CATALOG_SEGMENT = 'all~all~1~';

// Public, cacheable pages (tests/e2e/seo.spec.ts checks these and that private pages are not marked public).
const PUBLIC_PAGE_PATHS = ['/', '/products', '/products/:slug', '/p/:slug', '/services', '/services/:slug', '/blog', '/blog/:slug((?!new$)[^/]+)', '/design', '/investors', '/why-bioark', '/contact', '/request-quote', '/terms', '/privacy'];
const PUBLIC_PAGE_CACHE_CONTROL = 'public, s-maxage=5, stale-while-revalidate=60';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The Dockerfile builds with BUILD_STANDALONE=1; `npm start` runs `next start` on the same build output.
  output: process.env.BUILD_STANDALONE === '1' ? 'standalone' : undefined,
  // Pages are cached in memory per instance and invalidated by tag (see the handler for why).
  cacheHandler: require.resolve('./lib/cache/cache-handler.cjs'),
  cacheMaxMemorySize: 0,
  poweredByHeader: false,
  // Next's script tags carry integrity hashes: the Content-Security-Policy (lib/http/security-headers.mjs)
  // trusts them through 'strict-dynamic' without nonces, so pages stay cacheable.
  experimental: { sri: { algorithm: 'sha256' } },
  reactStrictMode: true,
  // PGlite ships WASM + data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pdfkit'],
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{ protocol: 'https', hostname: '**' }],
  },
  // docs/requirements.md §7: the content API is also answered under /content-api/*.
  async rewrites() {
    return {
      // The unfiltered catalogue (the common visit) is rewritten here rather than in proxy.ts: a config rewrite
      // costs next to nothing, the proxy costs a request/response round through its adapter on every hit.
      // The segment is catalogStateSegment() of the defaults (a unit test keeps the two in agreement).
      beforeFiles: [
        {
          source: '/products',
          missing: CATALOG_QUERY_KEYS.map((key) => ({ type: 'query', key })),
          destination: `/products/browse/${UNFILTERED_CATALOG_SEGMENT}`,
        },
      ],
      afterFiles: [{ source: '/content-api/:path*', destination: '/api/:path*' }],
    };
  },
  // docs/architecture.md: public pages say so to shared caches, with a lifetime of seconds (the app's own cache is
  // tag-invalidated; an outside cache must not hold an admin change back for Next's default hour). Never for
  // the cart, checkout, admin or /blog/new. Next keeps a Cache-Control that is already set.
  async headers() {
    const publicPage = [{ key: 'Cache-Control', value: PUBLIC_PAGE_CACHE_CONTROL }];
    // Customer account pages (docs/accounts.md) and offer links (docs/offers.md): private to one browser, never
    // stored, never indexed.
    const privatePage = [
      { key: 'Cache-Control', value: 'private, no-store' },
      { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
    ];
    return [...PUBLIC_PAGE_PATHS.map((source) => ({ source, headers: publicPage })), ...['/account', '/account/:path*', '/offers/:path*'].map((source) => ({ source, headers: privatePage }))];
  },
  async redirects() {
    return [{ source: '/about', destination: '/why-bioark', permanent: true }];
  },
};
export default nextConfig;

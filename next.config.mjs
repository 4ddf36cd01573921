import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The Dockerfile builds with BUILD_STANDALONE=1; `npm start` runs `next start` on the same build output.
  output: process.env.BUILD_STANDALONE === '1' ? 'standalone' : undefined,
  // Pages are cached in memory per instance and invalidated by tag (see the handler for why).
  cacheHandler: require.resolve('./lib/cache/cache-handler.cjs'),
  cacheMaxMemorySize: 0,
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WASM + data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2'],
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{ protocol: 'https', hostname: '**' }],
  },
  // SPEC §7: the content API is also answered under /content-api/*.
  async rewrites() {
    return [{ source: '/content-api/:path*', destination: '/api/:path*' }];
  },
  async redirects() {
    return [{ source: '/about', destination: '/why-bioark', permanent: true }];
  },
};
export default nextConfig;

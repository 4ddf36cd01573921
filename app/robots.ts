// /robots.txt: everything public is crawlable except the admin portal, the API, the cart, checkout and customer accounts.
import type { MetadataRoute } from 'next';
import { siteOriginOfThisRequest } from '@/lib/server/request-info';

export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const base = await siteOriginOfThisRequest();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/content-api', '/stripe-api', '/checkout', '/cart', '/account'] }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}

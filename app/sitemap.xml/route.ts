// /sitemap.xml: the static pages, every visible product, service and blog post — or, on a site with more URLs than
// one sitemap file may hold (50,000), an index of the files under /sitemaps/ (docs/architecture.md#catalogue-at-scale).
// Rendered on request (the build never reads the database); the reads are cached with tags.
import { siteOriginOfThisRequest } from '@/lib/server/request-info';
import { SITEMAP_HEADERS, sitemapXml } from '@/lib/server/sitemap';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return new Response(await sitemapXml(await siteOriginOfThisRequest()), { headers: SITEMAP_HEADERS });
}

// /sitemaps/pages.xml and /sitemaps/products-N.xml: the files a large site's sitemap index names (app/sitemap.xml).
import { siteOriginOfThisRequest } from '@/lib/server/request-info';
import { SITEMAP_HEADERS, sitemapFileXml } from '@/lib/server/sitemap';

export const dynamic = 'force-dynamic';

export async function GET(_req: Request, ctx: { params: Promise<{ file: string }> }): Promise<Response> {
  const xml = await sitemapFileXml(await siteOriginOfThisRequest(), (await ctx.params).file);
  if (xml === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(xml, { headers: SITEMAP_HEADERS });
}

// GET /api/public/search?q=&category=&availability=&page= — ranked catalogue search as JSON (the results page's data);
// Server-Timing reports the time spent in the search, then in each of its steps. A product found through a key feature
// or specification (not its name or description) says which, as its card does (docs/search.md "Results page").
import { withPublic } from '@/lib/api/handler';
import { parseCatalogParams, CATALOG_PAGE_SIZE } from '@/lib/domain/catalog-params';
import { matchedDetail } from '@/lib/domain/search';
import { searchProducts, serverTimingHeader, type SearchTiming } from '@/lib/server/search';

export const dynamic = 'force-dynamic';

export const GET = withPublic(async ({ req }) => {
  const params = parseCatalogParams(Object.fromEntries(req.nextUrl.searchParams));
  const t0 = performance.now();
  const timing: SearchTiming = [];
  const r = await searchProducts(params.q, { category: params.category, availability: params.availability, page: params.page, pageSize: CATALOG_PAGE_SIZE, timing });
  const ms = performance.now() - t0;
  return Response.json(
    {
      q: r.query.text,
      total: r.total,
      totalCapped: r.totalCapped,
      page: r.page,
      pageCount: r.pageCount,
      partial: r.partial,
      highlight: r.highlight,
      products: r.items.map((p) => ({
        id: p.id,
        name: p.name,
        catalogNumber: p.catalogNumber,
        link: p.link,
        quoteOnly: p.quoteOnly,
        listPriceCents: p.listPriceCents,
        matchedDetail: matchedDetail(p, r.highlight),
      })),
    },
    { headers: { 'Cache-Control': 'public, s-maxage=10, stale-while-revalidate=30', 'Server-Timing': serverTimingHeader(ms, timing) } },
  );
});

// GET /api/public/products — { version, products, hidden, overrides, details } with public fields only
// (docs/requirements.md §7): the spec's whole answer, the menu's last fallback. With `limit` (and optionally
// `category=a,b`) the same shape over at most `limit` products of each category: what the home carousels and
// their 60 s poll read, so neither grows with the catalogue (docs/architecture.md#catalogue-at-scale).
import { withPublic } from '@/lib/api/handler';
import { getBoundedPublicProductsPayload, getPublicProductsPayload } from '@/lib/server/storefront';
import { publicProductsQuerySchema } from '@/lib/validations/catalog';

export const dynamic = 'force-dynamic';

export const GET = withPublic(
  async ({ query }) =>
    Response.json(
      query.limit !== undefined
        ? await getBoundedPublicProductsPayload({ categories: query.category, limit: query.limit })
        : await getPublicProductsPayload(),
      { headers: { 'Cache-Control': 'public, s-maxage=5, stale-while-revalidate=60' } },
    ),
  { query: publicProductsQuerySchema },
);

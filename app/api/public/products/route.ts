// GET /api/public/products — { version, products, hidden, overrides, details } with public fields only
// (docs/requirements.md §7): the menu fallback, the home carousels and the 60 s poll read it.
import { withPublic } from '@/lib/api/handler';
import { getPublicProductsPayload } from '@/lib/server/storefront';

export const dynamic = 'force-dynamic';

export const GET = withPublic(async () =>
  Response.json(await getPublicProductsPayload(), {
    headers: { 'Cache-Control': 'public, s-maxage=5, stale-while-revalidate=60' },
  }),
);

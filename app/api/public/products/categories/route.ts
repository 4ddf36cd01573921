// GET /api/public/products/categories — { version, categories, ordered } for the products mega menu (SPEC §7):
// the five categories in menu order, each with its visible products (title, slug, link), newest first.
import { withPublic } from '@/lib/api/handler';
import { getProductMenu } from '@/lib/server/storefront';

export const dynamic = 'force-dynamic';

export const GET = withPublic(async () =>
  Response.json(await getProductMenu(), {
    headers: { 'Cache-Control': 'public, s-maxage=5, stale-while-revalidate=60' },
  }),
);

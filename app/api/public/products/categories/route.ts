// GET /api/public/products/categories — { version, categories, ordered, menu }: `categories` maps each category
// key to its visible products (id, name, link, category, createdAt, …) newest first, `ordered` lists the keys in
// menu order, and `menu` carries the same with titles, catalogue links and counts for the products mega menu.
// With `?limit=N` each category lists its newest N products only, and `count` says how many it holds: the mega
// menu's read (docs/architecture.md#catalogue-at-scale).
import { withPublic } from '@/lib/api/handler';
import { getBoundedProductMenu, getProductMenu } from '@/lib/server/storefront';
import { productMenuQuerySchema } from '@/lib/validations/catalog';

export const dynamic = 'force-dynamic';

export const GET = withPublic(
  async ({ query }) =>
    Response.json(query.limit !== undefined ? await getBoundedProductMenu(query.limit) : await getProductMenu(), {
      headers: { 'Cache-Control': 'public, s-maxage=5, stale-while-revalidate=60' },
    }),
  { query: productMenuQuerySchema },
);

// GET /api/public/products/categories — { version, categories, ordered, menu }: `categories` maps each category
// key to its visible products (id, name, link, category, createdAt, …) newest first, `ordered` lists the keys in
// menu order, and `menu` carries the same with titles and catalogue links for the products mega menu.
import { withPublic } from '@/lib/api/handler';
import { getProductMenu } from '@/lib/server/storefront';

export const dynamic = 'force-dynamic';

export const GET = withPublic(async () =>
  Response.json(await getProductMenu(), {
    headers: { 'Cache-Control': 'public, s-maxage=5, stale-while-revalidate=60' },
  }),
);

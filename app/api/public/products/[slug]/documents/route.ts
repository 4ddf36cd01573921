import { notFound } from '@/lib/api/errors';
import { withPublic } from '@/lib/api/handler';
import { findProductBySlug } from '@/lib/server/catalog';
import { getPublicProductDocuments } from '@/lib/server/documents';

export const dynamic = 'force-dynamic';

// GET /api/public/products/{slug}/documents — the current SDS and the manuals (never a list of COAs or lots)
export const GET = withPublic(async ({ params }) => {
  const product = await findProductBySlug(params.slug);
  if (!product) throw notFound('Product not found');
  return Response.json(await getPublicProductDocuments(product), { headers: { 'Cache-Control': 'public, s-maxage=60, stale-while-revalidate=300' } });
});

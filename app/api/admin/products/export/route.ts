import { withAdmin } from '@/lib/api/handler';
import { catalogExportFileName } from '@/lib/domain/catalog';
import { exportProducts } from '@/lib/server/catalog-admin';

// GET /api/admin/products/export — the catalogue export bundle, as a bioark-products-{date}.json download
export const GET = withAdmin(async () => {
  const now = new Date();
  const bundle = await exportProducts(now);
  return new Response(JSON.stringify(bundle, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${catalogExportFileName(now)}"`,
    },
  });
});

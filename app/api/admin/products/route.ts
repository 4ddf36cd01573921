import { withAdmin } from '@/lib/api/handler';
import { createProduct, listAdminProducts } from '@/lib/server/catalog-admin';
import { createProductSchema } from '@/lib/validations/catalog';

// GET /api/admin/products — every product for the Products tab, hidden built-ins included
export const GET = withAdmin(async () => ({ products: await listAdminProducts() }));

// POST /api/admin/products — add a custom product (docs/requirements.md §5 Add product)
export const POST = withAdmin(
  async ({ body, admin }) => Response.json({ product: await createProduct(body, admin) }, { status: 201 }),
  { body: createProductSchema, maxBodyBytes: 1024 * 1024 },
);

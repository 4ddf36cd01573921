import { withAdmin } from '@/lib/api/handler';
import { createProduct, listAdminProducts, pageAdminProducts } from '@/lib/server/catalog-admin';
import { adminProductsQuerySchema, createProductSchema } from '@/lib/validations/catalog';

// GET /api/admin/products — without parameters every product, hidden built-ins included (as before); with
// `section`, `q`, `offset` or `limit` one page of a list of the Products tab and its count (docs/requirements.md §7).
export const GET = withAdmin(
  async ({ query }) =>
    Object.values(query).some((v) => v !== undefined) ? await pageAdminProducts(query) : { products: await listAdminProducts() },
  { query: adminProductsQuerySchema },
);

// POST /api/admin/products — add a custom product (docs/requirements.md §5 Add product)
export const POST = withAdmin(
  async ({ body, admin }) => Response.json({ product: await createProduct(body, admin) }, { status: 201 }),
  { body: createProductSchema, maxBodyBytes: 1024 * 1024 },
);

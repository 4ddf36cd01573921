import { withAdmin } from '@/lib/api/handler';
import { deleteProduct, updateProduct } from '@/lib/server/catalog-admin';
import { updateProductSchema, versionQuerySchema } from '@/lib/validations/catalog';

// PATCH /api/admin/products/{id} — edit fields; body carries the version the edit is based on (stale → 409)
export const PATCH = withAdmin(
  async ({ body, params, admin }) => ({ product: await updateProduct(params.id, body, admin) }),
  { body: updateProductSchema, maxBodyBytes: 1024 * 1024 },
);

// DELETE /api/admin/products/{id}?version=N — custom: removed; built-in: hidden with overrides cleared
export const DELETE = withAdmin(async ({ query, params, admin }) => deleteProduct(params.id, query.version, admin), { query: versionQuerySchema });

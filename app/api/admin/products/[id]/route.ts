import { badRequest } from '@/lib/api/errors';
import { withAdmin } from '@/lib/api/handler';
import { deleteProduct, updateProduct } from '@/lib/server/catalog-admin';
import { updateProductSchema } from '@/lib/validations/catalog';

function versionParam(req: Request): number | undefined {
  const raw = new URL(req.url).searchParams.get('version');
  if (raw === null || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw badRequest('version must be a positive integer');
  return n;
}

// PATCH /api/admin/products/{id} — edit fields; body carries the version the edit is based on (stale → 409)
export const PATCH = withAdmin(
  async ({ body, params, admin }) => ({ product: await updateProduct(params.id, body, admin) }),
  { body: updateProductSchema, maxBodyBytes: 1024 * 1024 },
);

// DELETE /api/admin/products/{id}?version=N — custom: removed; built-in: hidden with overrides cleared
export const DELETE = withAdmin(async ({ req, params, admin }) => deleteProduct(params.id, versionParam(req), admin));

import { withAdmin } from '@/lib/api/handler';
import { resetProduct } from '@/lib/server/catalog-admin';
import { versionSchema } from '@/lib/validations/catalog';

// POST /api/admin/products/{id}/reset — 'Reset to default': a built-in back to its seed values (and visible)
export const POST = withAdmin(
  async ({ body, params, admin }) => ({ product: await resetProduct(params.id, body.version, admin) }),
  { body: versionSchema, maxBodyBytes: 1024 },
);

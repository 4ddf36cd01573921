import { withAdmin } from '@/lib/api/handler';
import { deleteService, updateService } from '@/lib/server/catalog-admin';
import { updateServiceSchema, versionQuerySchema } from '@/lib/validations/catalog';

// PATCH /api/admin/services/{id} — edit (built-in: stored as its override); stale version → 409
export const PATCH = withAdmin(
  async ({ body, params, admin }) => ({ service: await updateService(params.id, body, admin) }),
  { body: updateServiceSchema, maxBodyBytes: 1024 * 1024 },
);

// DELETE /api/admin/services/{id}?version=N — custom: removed; built-in: its override removed (docs/requirements.md §4)
export const DELETE = withAdmin(async ({ query, params, admin }) => deleteService(params.id, query.version, admin), { query: versionQuerySchema });

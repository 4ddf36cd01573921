import { badRequest } from '@/lib/api/errors';
import { withAdmin } from '@/lib/api/handler';
import { deleteService, updateService } from '@/lib/server/catalog-admin';
import { updateServiceSchema } from '@/lib/validations/catalog';

function versionParam(req: Request): number | undefined {
  const raw = new URL(req.url).searchParams.get('version');
  if (raw === null || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw badRequest('version must be a positive integer');
  return n;
}

// PATCH /api/admin/services/{id} — edit (built-in: stored as its override); stale version → 409
export const PATCH = withAdmin(
  async ({ body, params, admin }) => ({ service: await updateService(params.id, body, admin) }),
  { body: updateServiceSchema, maxBodyBytes: 1024 * 1024 },
);

// DELETE /api/admin/services/{id}?version=N — custom: removed; built-in: its override removed (docs/requirements.md §4)
export const DELETE = withAdmin(async ({ req, params, admin }) => deleteService(params.id, versionParam(req), admin));

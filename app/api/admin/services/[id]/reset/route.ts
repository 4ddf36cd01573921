import { withAdmin } from '@/lib/api/handler';
import { resetService } from '@/lib/server/catalog-admin';
import { versionSchema } from '@/lib/validations/catalog';

// POST /api/admin/services/{id}/reset — 'Reset to default': a built-in service back to its seed values
export const POST = withAdmin(
  async ({ body, params, admin }) => ({ service: await resetService(params.id, body.version, admin) }),
  { body: versionSchema, maxBodyBytes: 1024 },
);

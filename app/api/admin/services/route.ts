import { withAdmin } from '@/lib/api/handler';
import { createService, listAdminServices } from '@/lib/server/catalog-admin';
import { createServiceSchema } from '@/lib/validations/catalog';

// GET /api/admin/services — every service for the Services tab
export const GET = withAdmin(async () => ({ services: await listAdminServices() }));

// POST /api/admin/services — docs/requirements.md §5 Service Add (name required; link /services/{slug}, unique with -2, -3)
export const POST = withAdmin(
  async ({ body, admin }) => Response.json({ service: await createService(body, admin) }, { status: 201 }),
  { body: createServiceSchema, maxBodyBytes: 1024 * 1024 },
);

// POST /api/account/designs/:id/versions { query } — saves an edit: a new version when the choices changed
// (older versions are kept), `created: false` when they did not.
import { notFound } from '@/lib/api/errors';
import { withCustomer } from '@/lib/api/handler';
import { saveDesignVersion } from '@/lib/server/account-data';
import { saveDesignVersionSchema } from '@/lib/validations/accounts';

export const dynamic = 'force-dynamic';

export const POST = withCustomer(
  async ({ customer, params, body }) => {
    const saved = await saveDesignVersion(customer, params.id, body.query);
    if (!saved) throw notFound('Design not found');
    return saved;
  },
  { body: saveDesignVersionSchema, maxBodyBytes: 4 * 1024 },
);

// GET/PATCH/DELETE /api/account/designs/:id — one saved design with every version; PATCH { name } renames.
import { notFound } from '@/lib/api/errors';
import { withCustomer } from '@/lib/api/handler';
import { deleteDesign, getDesign, renameDesign } from '@/lib/server/account-data';
import { renameDesignSchema } from '@/lib/validations/accounts';

export const dynamic = 'force-dynamic';

const NOT_FOUND = 'Design not found';

export const GET = withCustomer(async ({ customer, params }) => {
  const design = await getDesign(customer, params.id);
  if (!design) throw notFound(NOT_FOUND);
  return { design };
});

export const PATCH = withCustomer(
  async ({ customer, params, body }) => {
    const design = await renameDesign(customer, params.id, body.name);
    if (!design) throw notFound(NOT_FOUND);
    return { design };
  },
  { body: renameDesignSchema, maxBodyBytes: 2 * 1024 },
);

export const DELETE = withCustomer(async ({ customer, params }) => {
  if (!(await deleteDesign(customer, params.id))) throw notFound(NOT_FOUND);
  return { ok: true };
});

// GET /api/admin/customers/{id} — one customer account: profile, orders, quotes and messages, saved designs
// (admin only; never a token). Unknown or malformed id → 404.
import { notFound } from '@/lib/api/errors';
import { withAdmin } from '@/lib/api/handler';
import { getCustomerForAdmin } from '@/lib/server/customers-admin';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async ({ params }) => {
  const customer = await getCustomerForAdmin(params.id);
  if (!customer) throw notFound('Customer not found');
  return { customer };
});

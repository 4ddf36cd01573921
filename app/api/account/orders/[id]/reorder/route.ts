// GET /api/account/orders/:id/reorder — the order's products and options at today's prices for the cart, and
// what is no longer sold. Reads only: the browser adds the lines to its cart; checkout prices them again.
import { notFound } from '@/lib/api/errors';
import { withCustomer } from '@/lib/api/handler';
import { reorderPlan } from '@/lib/server/accounts';

export const dynamic = 'force-dynamic';

export const GET = withCustomer(async ({ customer, params }) => {
  const plan = await reorderPlan(customer, params.id);
  if (!plan) throw notFound('Order not found');
  return plan;
});

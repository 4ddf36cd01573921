import { withAdmin } from '@/lib/api/handler';
import { markOrderPaidByPo } from '@/lib/server/offers';

// POST /api/admin/orders/{id}/mark-paid — an invoiced purchase-order order was paid
export const POST = withAdmin(async ({ params, admin }) => {
  await markOrderPaidByPo(params.id, admin);
  return { ok: true };
});

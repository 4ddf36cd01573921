import { withAdmin, parseWith } from '@/lib/api/handler';
import { listOrders } from '@/lib/server/orders';
import { orderListQuerySchema } from '@/lib/validations/checkout';

// GET /api/admin/orders?q=&status=&fulfilment=&view=to-ship&from=&to=&page= — orders newest first (the to-ship
// queue oldest paid first), searchable, 25 per page, with paid-minus-refunded totals for the period
export const GET = withAdmin(async ({ req }) => {
  const sp = req.nextUrl.searchParams;
  const query = parseWith(orderListQuerySchema, {
    q: sp.get('q') ?? undefined,
    status: sp.get('status') ?? undefined,
    fulfilment: sp.get('fulfilment') ?? undefined,
    view: sp.get('view') ?? undefined,
    from: sp.get('from') ?? undefined,
    to: sp.get('to') ?? undefined,
    page: sp.get('page') ?? undefined,
  });
  return listOrders(query);
});

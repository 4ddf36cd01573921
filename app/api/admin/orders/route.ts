import { withAdmin, parseWith } from '@/lib/api/handler';
import { listOrders } from '@/lib/server/orders';
import { orderListQuerySchema } from '@/lib/validations/checkout';

// GET /api/admin/orders?q=&status=&page= — orders newest first, searchable, 25 per page
export const GET = withAdmin(async ({ req }) => {
  const sp = req.nextUrl.searchParams;
  const query = parseWith(orderListQuerySchema, {
    q: sp.get('q') ?? undefined,
    status: sp.get('status') ?? undefined,
    page: sp.get('page') ?? undefined,
  });
  return listOrders(query);
});

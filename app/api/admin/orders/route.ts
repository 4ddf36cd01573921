import { withAdmin } from '@/lib/api/handler';
import { listOrders } from '@/lib/server/orders';
import { orderListQuerySchema } from '@/lib/validations/checkout';

// GET /api/admin/orders?q=&status=&fulfilment=&view=to-ship&from=&to=&page= — orders newest first (the to-ship
// queue oldest paid first), searchable, 25 per page, with paid-minus-refunded totals for the period. A bad
// status, fulfilment, view or page → 400 naming the key (the route wrapper's `query` option).
export const GET = withAdmin(async ({ query }) => listOrders(query), { query: orderListQuerySchema });

import { withAdmin } from '@/lib/api/handler';
import { countOrders } from '@/lib/server/orders';

// GET /api/admin/orders/counts — order counts and paid revenue for the Overview tab
export const GET = withAdmin(async () => ({ counts: await countOrders() }));

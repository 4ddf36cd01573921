// GET /api/account/orders — the signed-in customer's orders, newest first.
import { withCustomer } from '@/lib/api/handler';
import { listCustomerOrders } from '@/lib/server/accounts';

export const dynamic = 'force-dynamic';

export const GET = withCustomer(async ({ customer }) => ({ orders: await listCustomerOrders(customer) }));

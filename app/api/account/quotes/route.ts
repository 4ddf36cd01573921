// GET /api/account/quotes — every quote and contact request sent with the customer's verified address, newest
// first, with its status (submitted → being reviewed → answered) and the message sent.
import { withCustomer } from '@/lib/api/handler';
import { listCustomerRequests } from '@/lib/server/account-data';

export const dynamic = 'force-dynamic';

export const GET = withCustomer(async ({ customer }) => ({ requests: await listCustomerRequests(customer) }));

// GET /api/account/checkout-prefill — the signed-in customer's e-mail and default shipping address, read by
// the demo checkout form after load (the checkout page's HTML holds nothing personal).
import { withCustomer } from '@/lib/api/handler';
import { checkoutPrefill } from '@/lib/server/account-data';

export const dynamic = 'force-dynamic';

export const GET = withCustomer(async ({ customer }) => ({ prefill: await checkoutPrefill(customer) }));

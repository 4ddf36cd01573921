// POST /api/account/sign-out — deletes the customer's session row (the cookie stops working everywhere) and
// clears the cookie.
import { json, withCustomer } from '@/lib/api/handler';
import { clearCustomerCookie } from '@/lib/auth/customer-cookie';
import { endCustomerSession } from '@/lib/server/accounts';

export const dynamic = 'force-dynamic';

export const POST = withCustomer(async ({ customer }) => {
  await endCustomerSession(customer);
  const res = json({ ok: true });
  clearCustomerCookie(res);
  return res;
});

// POST /api/account/delete { confirm: "DELETE" } — erases the account's personal data, keeps orders and
// quotes anonymised for accounting, ends every session, and clears the cookies.
import { json, withCustomer } from '@/lib/api/handler';
import { clearCustomerCookie } from '@/lib/auth/customer-cookie';
import { deleteCustomerAccount } from '@/lib/server/account-data';
import { deleteAccountSchema } from '@/lib/validations/accounts';

export const dynamic = 'force-dynamic';

export const POST = withCustomer(
  async ({ customer }) => {
    const kept = await deleteCustomerAccount(customer);
    const res = json({ ok: true, kept });
    clearCustomerCookie(res);
    return res;
  },
  { body: deleteAccountSchema, maxBodyBytes: 1024 },
);

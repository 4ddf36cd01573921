// PUT/DELETE /api/account/addresses/:id — someone else's address answers exactly like an unknown one (404).
import { notFound } from '@/lib/api/errors';
import { withCustomer } from '@/lib/api/handler';
import { deleteAddress, updateAddress } from '@/lib/server/account-data';
import { addressSchema } from '@/lib/validations/accounts';

export const dynamic = 'force-dynamic';

export const PUT = withCustomer(
  async ({ customer, params, body }) => {
    const address = await updateAddress(customer, params.id, body);
    if (!address) throw notFound('Address not found');
    return { address };
  },
  { body: addressSchema, maxBodyBytes: 8 * 1024 },
);

export const DELETE = withCustomer(async ({ customer, params }) => {
  if (!(await deleteAddress(customer, params.id))) throw notFound('Address not found');
  return { ok: true };
});

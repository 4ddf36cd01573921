// GET/POST /api/account/addresses — the customer's shipping and billing addresses; the default shipping
// address pre-fills checkout.
import { withCustomer } from '@/lib/api/handler';
import { createAddress, listAddresses } from '@/lib/server/account-data';
import { addressSchema } from '@/lib/validations/accounts';

export const dynamic = 'force-dynamic';

export const GET = withCustomer(async ({ customer }) => ({ addresses: await listAddresses(customer) }));

export const POST = withCustomer(async ({ customer, body }) => ({ address: await createAddress(customer, body) }), { body: addressSchema, maxBodyBytes: 8 * 1024 });

// GET/PUT /api/account/profile — name, institution, department, phone. The e-mail is the verified sign-in
// address and is never taken from a body (unknown fields → 400).
import { withCustomer } from '@/lib/api/handler';
import { getProfile, updateProfile } from '@/lib/server/account-data';
import { profileSchema } from '@/lib/validations/accounts';

export const dynamic = 'force-dynamic';

export const GET = withCustomer(async ({ customer }) => ({ profile: await getProfile(customer) }));

export const PUT = withCustomer(async ({ customer, body }) => ({ profile: await updateProfile(customer, body) }), { body: profileSchema, maxBodyBytes: 8 * 1024 });

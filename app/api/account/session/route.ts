// GET /api/account/session — who is signed in as a customer, read by the header after the page has loaded so
// public pages stay identical (and cacheable) for everyone. Never stored by any cache.
import { json, NO_STORE, withPublic } from '@/lib/api/handler';
import { getCustomerSession } from '@/lib/server/accounts';

export const dynamic = 'force-dynamic';

export const GET = withPublic(async ({ req }) => {
  const session = await getCustomerSession(req);
  return json({ customer: session ? { email: session.email } : null }, { headers: { 'Cache-Control': NO_STORE, Vary: 'Cookie' } });
});

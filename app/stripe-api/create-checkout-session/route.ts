import { withPublic, assertSameOrigin, json, NO_STORE } from '@/lib/api/handler';
import { getCustomerSession } from '@/lib/server/accounts';
import { createCheckout } from '@/lib/server/orders';
import { enforceRateLimit } from '@/lib/server/rate-limit';
import { clientAddress, requestOrigin, siteOrigin } from '@/lib/server/request-info';
import { createCheckoutSessionSchema } from '@/lib/validations/checkout';

export const dynamic = 'force-dynamic';

// POST /stripe-api/create-checkout-session — price the cart from the database, write the pending order,
// create the checkout session (Stripe, or the demo page) and answer { url } for the browser to follow.
export const POST = withPublic(
  async ({ req, body }) => {
    assertSameOrigin(req);
    await enforceRateLimit(`checkout:${clientAddress(req)}`, 30, 600, 'Too many checkout attempts. Please wait a few minutes and try again.');
    // A signed-in customer's e-mail and default addresses pre-fill Stripe Checkout (docs/accounts.md).
    const customer = await getCustomerSession(req);
    const { url } = await createCheckout(body, siteOrigin(req), { requestOrigin: requestOrigin(req) ?? undefined, customer });
    return json({ url }, { headers: { 'Cache-Control': NO_STORE } });
  },
  { body: createCheckoutSessionSchema, maxBodyBytes: 64 * 1024 },
);

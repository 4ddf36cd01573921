// A signed-in customer's Stripe Customer (docs/accounts.md "Stripe Checkout pre-fill"): what is sent to Stripe
// from the account's default addresses, and how the Checkout Session names the buyer. Pure: the Stripe calls
// live in lib/adapters/payments/stripe.ts and lib/server/checkout-customer.ts.

/** The countries Stripe Checkout ships to (its `shipping_address_collection.allowed_countries`). */
export const SHIPPING_COUNTRIES = ['US', 'CA', 'GB', 'DE', 'FR', 'NL', 'CH', 'SE', 'DK', 'JP', 'CN', 'KR', 'SG', 'AU'] as const;

const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  'united states': 'US',
  'united states of america': 'US',
  usa: 'US',
  america: 'US',
  canada: 'CA',
  'united kingdom': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  germany: 'DE',
  deutschland: 'DE',
  france: 'FR',
  netherlands: 'NL',
  holland: 'NL',
  nederland: 'NL',
  switzerland: 'CH',
  schweiz: 'CH',
  suisse: 'CH',
  sweden: 'SE',
  sverige: 'SE',
  denmark: 'DK',
  danmark: 'DK',
  japan: 'JP',
  china: 'CN',
  "people's republic of china": 'CN',
  prc: 'CN',
  'south korea': 'KR',
  korea: 'KR',
  'republic of korea': 'KR',
  singapore: 'SG',
  australia: 'AU',
};

/**
 * The ISO 3166-1 alpha-2 code of an address's free-text country — what Stripe Checkout needs to pre-select it —
 * or null when it is not recognised (the text is then sent as it is; Stripe keeps it, Checkout asks again).
 * A two-letter entry is taken as a code.
 */
export function countryCode(text: string): string | null {
  const t = text.trim();
  if (/^[A-Za-z]{2}$/.test(t)) return t.toUpperCase() === 'UK' ? 'GB' : t.toUpperCase();
  const key = t
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .replace(/^the /, '');
  return COUNTRY_NAMES[key] ?? null;
}

/** An address of the account (customer_addresses). */
export interface AccountAddress {
  name: string;
  institution: string;
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  region: string;
  country: string;
  phone: string;
}

/** Stripe's address parameters; empty fields are left out rather than sent blank. */
export interface StripeAddressParams {
  line1: string;
  line2?: string;
  city: string;
  postal_code?: string;
  state?: string;
  country: string;
}

export interface StripeCustomerParams {
  email: string;
  name: string;
  phone?: string;
  address: StripeAddressParams;
  shipping: { name: string; phone?: string; address: StripeAddressParams };
  metadata: { customerId: string };
}

const clip = (s: string, max: number) => s.trim().slice(0, max);

export function stripeAddress(a: AccountAddress): StripeAddressParams {
  const out: StripeAddressParams = { line1: clip(a.line1, 200), city: clip(a.city, 200), country: countryCode(a.country) ?? clip(a.country, 100) };
  // The institution is part of where a parcel goes (a lab in a large campus): it leads the second line.
  const line2 = [a.institution, a.line2].map((s) => s.trim()).filter(Boolean).join(', ');
  if (line2) out.line2 = clip(line2, 200);
  if (a.postalCode.trim()) out.postal_code = clip(a.postalCode, 20);
  if (a.region.trim()) out.state = clip(a.region, 100);
  return out;
}

/**
 * What the Stripe Customer holds: the verified e-mail, a name, the default billing address as `address` (the
 * shipping one when there is no billing address) and the default shipping address as `shipping`. The account
 * id is kept in metadata so a Stripe dashboard user can find the account.
 */
export function stripeCustomerParams(input: {
  customerId: string;
  email: string;
  profileName: string;
  profilePhone: string;
  shipping: AccountAddress;
  billing: AccountAddress | null;
}): StripeCustomerParams {
  const { shipping, billing } = input;
  const name = clip(billing?.name || shipping.name || input.profileName || input.email, 150);
  const phone = clip(shipping.phone || input.profilePhone, 20);
  const shippingPhone = clip(shipping.phone, 20);
  return {
    email: input.email,
    name,
    ...(phone ? { phone } : {}),
    address: stripeAddress(billing ?? shipping),
    shipping: { name: clip(shipping.name || name, 150), ...(shippingPhone ? { phone: shippingPhone } : {}), address: stripeAddress(shipping) },
    metadata: { customerId: input.customerId },
  };
}

/**
 * How a Checkout Session names its buyer: a signed-in customer's Stripe Customer (Checkout shows its e-mail and
 * addresses, and saves what the buyer changes back onto it), else the verified e-mail, else nothing (a guest).
 * Stripe refuses `customer` together with `customer_email`, and `customer_update` without `customer`.
 */
export function checkoutBuyerParams(buyer: { email?: string; stripeCustomerId?: string }):
  | { customer: string; customer_update: { address: 'auto'; shipping: 'auto' } }
  | { customer_email: string }
  | Record<string, never> {
  if (buyer.stripeCustomerId) return { customer: buyer.stripeCustomerId, customer_update: { address: 'auto', shipping: 'auto' } };
  if (buyer.email) return { customer_email: buyer.email };
  return {};
}

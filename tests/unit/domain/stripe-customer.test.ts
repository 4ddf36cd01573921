// The Stripe Customer made from an account's default addresses, and how the Checkout Session names the buyer
// (docs/accounts.md "Stripe Checkout pre-fill").
import { checkoutBuyerParams, countryCode, SHIPPING_COUNTRIES, stripeAddress, stripeCustomerParams, type AccountAddress } from '@/lib/domain/stripe-customer';

const SHIP: AccountAddress = { name: 'Ada Lovelace', institution: 'Analytical Lab', line1: '1 Analytical Way', line2: 'Room 4', city: 'London', postalCode: 'N1 9GU', region: '', country: 'United Kingdom', phone: '+44 1' };
const BILL: AccountAddress = { ...SHIP, name: 'Lab Accounts', institution: '', line1: '9 Ledger Rd', line2: '', city: 'Cambridge', postalCode: 'CB2 1TN', phone: '' };

describe('countryCode: free-text country → ISO 3166-1 alpha-2', () => {
  test.each<[string, string | null]>([
    ['United Kingdom', 'GB'],
    ['  united   kingdom ', 'GB'],
    ['U.K.', 'GB'],
    ['UK', 'GB'],
    ['uk', 'GB'],
    ['England', 'GB'],
    ['gb', 'GB'],
    ['USA', 'US'],
    ['U.S.A.', 'US'],
    ['United States of America', 'US'],
    ['The Netherlands', 'NL'],
    ['Deutschland', 'DE'],
    ['Republic of Korea', 'KR'],
    ["People's Republic of China", 'CN'],
    ['it', 'IT'],
    ['Italia', null],
    ['Atlantis', null],
    ['', null],
  ])('%j → %s', (text, expected) => {
    expect(countryCode(text)).toBe(expected);
  });

  test('every shipping country is recognised by its code', () => {
    for (const c of SHIPPING_COUNTRIES) expect(countryCode(c.toLowerCase())).toBe(c);
  });
});

describe('stripeAddress', () => {
  test.each<[string, AccountAddress, unknown]>([
    ['institution leads the second line; a known country becomes its code', SHIP, { line1: '1 Analytical Way', line2: 'Analytical Lab, Room 4', city: 'London', postal_code: 'N1 9GU', country: 'GB' }],
    ['empty fields are left out, not sent blank', BILL, { line1: '9 Ledger Rd', city: 'Cambridge', postal_code: 'CB2 1TN', country: 'GB' }],
    ['a region is the state', { ...BILL, region: 'MA', country: 'USA' }, { line1: '9 Ledger Rd', city: 'Cambridge', postal_code: 'CB2 1TN', state: 'MA', country: 'US' }],
    ['an unknown country is kept as text', { ...BILL, country: ' Atlantis ' }, { line1: '9 Ledger Rd', city: 'Cambridge', postal_code: 'CB2 1TN', country: 'Atlantis' }],
    ['no postal code', { ...BILL, postalCode: ' ' }, { line1: '9 Ledger Rd', city: 'Cambridge', country: 'GB' }],
  ])('%s', (_label, a, expected) => {
    expect(stripeAddress(a)).toEqual(expected);
  });
});

describe('stripeCustomerParams', () => {
  const base = { customerId: 'c1', email: 'ada@lab.test', profileName: 'Ada L.', profilePhone: '+44 9' };
  test.each<[string, Parameters<typeof stripeCustomerParams>[0], Record<string, unknown>]>([
    ['billing address is the address, shipping the shipping', { ...base, shipping: SHIP, billing: BILL }, { name: 'Lab Accounts', phone: '+44 1', address: { line1: '9 Ledger Rd' }, shipping: { name: 'Ada Lovelace', phone: '+44 1', address: { line1: '1 Analytical Way' } } }],
    ['no billing address: shipping serves for both', { ...base, shipping: SHIP, billing: null }, { name: 'Ada Lovelace', address: { line1: '1 Analytical Way' }, shipping: { address: { line1: '1 Analytical Way' } } }],
    ['no phone on the address: the profile phone for the customer, none for shipping', { ...base, shipping: { ...SHIP, phone: '' }, billing: null }, { phone: '+44 9', shipping: { name: 'Ada Lovelace', address: { city: 'London' } } }],
    ['no names anywhere: the e-mail names the customer', { ...base, profileName: '', shipping: { ...SHIP, name: '' }, billing: null }, { name: 'ada@lab.test', shipping: { name: 'ada@lab.test' } }],
  ])('%s', (_label, input, expected) => {
    const params = stripeCustomerParams(input);
    expect(params).toMatchObject({ email: 'ada@lab.test', metadata: { customerId: 'c1' }, ...expected });
  });

  test('a shipping address without a phone sends none (not a blank)', () => {
    expect(stripeCustomerParams({ ...base, profilePhone: '', shipping: { ...SHIP, phone: '' }, billing: null })).not.toHaveProperty('phone');
    expect(stripeCustomerParams({ ...base, shipping: { ...SHIP, phone: '' }, billing: null }).shipping).not.toHaveProperty('phone');
  });
});

describe('checkoutBuyerParams: customer, else customer_email, else nothing', () => {
  test.each<[string, Parameters<typeof checkoutBuyerParams>[0], unknown]>([
    ['a Stripe Customer (never with customer_email)', { email: 'a@lab.test', stripeCustomerId: 'cus_1' }, { customer: 'cus_1', customer_update: { address: 'auto', shipping: 'auto' } }],
    ['the e-mail only', { email: 'a@lab.test' }, { customer_email: 'a@lab.test' }],
    ['a guest', {}, {}],
  ])('%s', (_label, buyer, expected) => {
    expect(checkoutBuyerParams(buyer)).toEqual(expected);
  });
});

// Accepting an offer with a purchase order (docs/offers.md §3): the PO number, the billing address and a shipping
// address — the card checkout's delivery fields (street, city, an optional postal code, country) — are required.
import { acceptPoSchema, shippingAddressSchema } from '@/lib/validations/offers';

const BILLING = { name: 'Marie Curie', institution: 'Institut du Radium', line1: '1 rue Pierre et Marie Curie', city: 'Paris', postalCode: '75005', country: 'FR' };
const SHIPPING = { name: 'Irène Joliot-Curie', line1: '11 rue Pierre et Marie Curie', city: 'Paris', postalCode: '75005', country: 'FR' };
const blank = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, '']));
const BLANK_SHIPPING = blank(['name', 'line1', 'line2', 'city', 'state', 'postalCode', 'country']);
const BLANK_BILLING = blank(['name', 'institution', 'line1', 'line2', 'city', 'state', 'postalCode', 'country']);
const BODY = { version: 1, poNumber: 'PO-2026-0042', billing: BILLING, shipping: SHIPPING, poFile: { name: 'po.pdf', contentBase64: 'JVBERi0=' } };

test('a complete shipping address is accepted and trimmed; the postal code, second line and state may be left out', () => {
  expect(shippingAddressSchema.parse({ ...SHIPPING, city: '  Paris ' })).toEqual({ ...SHIPPING, line2: '', state: '' });
  expect(shippingAddressSchema.parse({ name: 'Ada', line1: '1 Queen’s Road', city: 'Hong Kong', country: 'HK' })).toEqual({ name: 'Ada', line1: '1 Queen’s Road', line2: '', city: 'Hong Kong', state: '', postalCode: '', country: 'HK' });
  expect(acceptPoSchema.safeParse(BODY).success).toBe(true);
});

test.each([
  ['no shipping address at all', { shipping: undefined }, [['shipping', 'Enter the shipping address']]],
  ['an empty shipping address marks every required field', { shipping: BLANK_SHIPPING }, [
    ['shipping.name', 'Enter the name for the delivery'],
    ['shipping.line1', 'Enter the street address for the delivery'],
    ['shipping.city', 'Enter the city'],
    ['shipping.country', 'Enter the country'],
  ]],
  ['a blank street', { shipping: { ...SHIPPING, line1: '   ' } }, [['shipping.line1', 'Enter the street address for the delivery']]],
  ['a missing country', { shipping: { ...SHIPPING, country: '' } }, [['shipping.country', 'Enter the country']]],
  ['an empty form marks the PO number, billing and shipping fields and the file together', { poNumber: '', billing: BLANK_BILLING, shipping: BLANK_SHIPPING, poFile: { name: '', contentBase64: '' } }, [
    ['poNumber', 'Enter the purchase-order number'],
    ['billing.name', 'Enter the name on the invoice'],
    ['billing.line1', 'Enter the street address'],
    ['billing.city', 'Enter the city'],
    ['billing.postalCode', 'Enter the postal code'],
    ['billing.country', 'Enter the country'],
    ['shipping.line1', 'Enter the street address for the delivery'],
    ['poFile.contentBase64', 'Choose a PDF file'],
  ]],
] as const)('%s is refused', (_label, over, expected) => {
  const result = acceptPoSchema.safeParse({ ...BODY, ...over });
  expect(result.success).toBe(false);
  const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
  for (const e of expected) expect(issues).toContainEqual(e);
});

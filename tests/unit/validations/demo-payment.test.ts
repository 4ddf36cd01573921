// The demo checkout's payer form (components/cart/demo-checkout-form.tsx): the same data Stripe Checkout collects —
// e-mail, name and a delivery address (street, city, country; a postal code where there is one).
import { demoPaymentSchema } from '@/lib/validations/checkout';

const FULL = { email: 'ada@lab.test', name: 'Ada Lovelace', line1: '1 Analytical Way', city: 'London', postalCode: 'N1', country: 'United Kingdom' };

test('a complete payer is accepted, trimmed; the postal code may be left out', () => {
  expect(demoPaymentSchema.parse({ ...FULL, city: '  London ' })).toEqual(FULL);
  expect(demoPaymentSchema.parse({ ...FULL, postalCode: '' }).postalCode).toBe('');
  expect(demoPaymentSchema.parse({ email: FULL.email, name: FULL.name, line1: FULL.line1, city: FULL.city, country: 'HK' }).postalCode).toBe('');
});

test.each([
  ['email', 'not-an-address', 'Enter a valid e-mail address'],
  ['name', '   ', 'Enter the name for the delivery'],
  ['line1', '', 'Enter the street address for the delivery'],
  ['line1', '   ', 'Enter the street address for the delivery'],
  ['city', '', 'Enter the city'],
  ['country', '', 'Enter the country'],
])('%s %j is refused: %s', (field, value, message) => {
  const result = demoPaymentSchema.safeParse({ ...FULL, [field]: value });
  expect(result.success).toBe(false);
  expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([field, message]);
});

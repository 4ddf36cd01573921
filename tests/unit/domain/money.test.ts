import { formatCents, formatPriceOrContact, parsePriceToCents } from '@/lib/domain/money';

describe('parsePriceToCents (docs/requirements.md §5 checkout price parsing)', () => {
  test.each([
    ['strip everything except digits and the dot: dollar sign', '$59.89', 5989],
    ['convert to cents without float error', '$208.34', 20834],
    ['convert to cents without float error (0.29)', '0.29', 29],
    ['strip thousands separators', '1,600', 160000],
    ['strip thousands separators with a dollar sign', '$1,600.00', 160000],
    ['empty gives 0', '', 0],
    ['no digits gives 0 (Contact for Quote)', 'Contact for Quote', 0],
    ['a single decimal is tenths', '12.5', 1250],
    ['a whole number is dollars', '47', 4700],
    ['a leading dot is cents', '.5', 50],
    ['a trailing dot is ignored', '23.', 2300],
    ['multiple dots: only the text up to the second dot counts', '1.2.3', 120],
    ['a third decimal rounds half up', '12.345', 1235],
    ['a third decimal below 5 rounds down', '12.344', 1234],
    ['a lone dot gives 0', '.', 0],
    ['text around the number is stripped', 'USD 39 per pack', 3900],
    ['null gives 0', null, 0],
    ['undefined gives 0', undefined, 0],
    ['a number in dollars is converted (59.89)', 59.89, 5989],
    ['a number in dollars is converted (1600)', 1600, 160000],
    ['a zero number gives 0', 0, 0],
    ['a negative number gives 0', -5, 0],
    ['NaN gives 0', Number.NaN, 0],
    ['a value beyond the safe integer range gives 0', '999999999999999999999', 0],
  ] as const)('%s: %p', (_label, input, expected) => {
    expect(parsePriceToCents(input)).toBe(expected);
  });
});

describe('formatCents (docs/requirements.md §9 prices shown as dollars with 2 decimals from cents)', () => {
  test.each([
    ['thousands separator and 2 decimals', 160000, '$1,600.00'],
    ['whole dollars', 4700, '$47.00'],
    ['cents', 5989, '$59.89'],
    ['shipping 4000 cents is $40.00', 4000, '$40.00'],
    ['zero', 0, '$0.00'],
    ['single cent', 1, '$0.01'],
    ['millions', 123456789, '$1,234,567.89'],
    ['negative amounts keep their sign', -4700, '-$47.00'],
    ['non-finite shows $0.00', Number.NaN, '$0.00'],
  ] as const)('%s', (_label, cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  // The formatter groups digits itself (no Intl start-up in the browser); it must agree with the en-US
  // currency format everywhere money can go, up to the largest safe amount of cents.
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  test.each([0, 1, 99, 100, 999_99, 1000_00, 999_999_99, 1_000_000_00, 12_345_678_901, -1_234_56, Number.MAX_SAFE_INTEGER])(
    'agrees with Intl en-US currency for %d cents',
    (cents) => {
      const dollars = Math.trunc(cents / 100);
      const expected = `${cents < 0 ? '-' : ''}${intl.format(Math.abs(dollars)).replace(/\.00$/, '')}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
      expect(formatCents(cents)).toBe(expected);
    },
  );
});

describe("formatPriceOrContact (docs/requirements.md §2 'Price, or Contact Sales when empty')", () => {
  test.each([
    ['a price is formatted', 4700, undefined, '$47.00'],
    ['null shows Contact Sales', null, undefined, 'Contact Sales'],
    ['zero shows Contact Sales', 0, undefined, 'Contact Sales'],
    ['the contact text can be changed', null, 'Contact for Quote', 'Contact for Quote'],
  ] as const)('%s', (_label, cents, text, expected) => {
    expect(formatPriceOrContact(cents, text)).toBe(expected);
  });
});

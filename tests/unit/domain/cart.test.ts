import {
  CART_STORAGE_KEY,
  MAX_QTY,
  MIN_QTY,
  SHIPPING_CENTS,
  addCartLine,
  calculateCartTotals,
  cartLineKey,
  clampProductQuantity,
  formatCartBadge,
  isPayableLine,
  parseStoredCart,
  payableLines,
  removeCartLine,
  updateCartLineQuantity,
  type CartLine,
} from '@/lib/domain/cart';

const marker: Omit<CartLine, 'quantity'> = {
  id: 'BADM3362',
  name: 'GN8K DNA Marker',
  priceCents: 3900,
  imageUrl: '/images/products/gn8k.webp',
  variant: '500 μL',
  link: '/products/gn8k-dna-marker',
};
const line = (over: Partial<CartLine> = {}): CartLine => ({ ...marker, quantity: 1, ...over });

describe('docs/requirements.md §9 cart constants', () => {
  test.each([
    ['Cart storage key: bioark_cart_v1', CART_STORAGE_KEY, 'bioark_cart_v1'],
    ['Flat shipping 4000 cents ($40.00)', SHIPPING_CENTS, 4000],
    ['Quantity 1 to 999 (minimum)', MIN_QTY, 1],
    ['Quantity 1 to 999 (maximum)', MAX_QTY, 999],
  ] as const)('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('addCartLine (docs/requirements.md §4 Cart)', () => {
  test.each<[string, CartLine[], Omit<CartLine, 'quantity'>, number | undefined, CartLine[]]>([
    ['Adding to an empty cart appends a new line with quantity 1 by default', [], marker, undefined, [line()]],
    ['Adding an item whose id and variant match increases that line by the amount added', [line({ quantity: 2 })], marker, 3, [line({ quantity: 5 })]],
    ['Adding the same id with another variant appends a new line', [line()], { ...marker, variant: '2 x 500 μL', priceCents: 7500 }, 1, [line(), line({ variant: '2 x 500 μL', priceCents: 7500 })]],
    ['Adding another id with the same variant appends a new line', [line()], { ...marker, id: 'BADM3363' }, 2, [line(), line({ id: 'BADM3363', quantity: 2 })]],
    ['A line never grows beyond 999', [line({ quantity: 998 })], marker, 5, [line({ quantity: 999 })]],
    ['An amount below 1 adds 1', [], marker, 0, [line()]],
  ])('%s', (_label, before, item, qty, expected) => {
    const frozen = Object.freeze([...before]);
    expect(addCartLine(frozen, item, qty)).toEqual(expected);
    expect(frozen).toEqual(before);
  });

  test('does not mutate the lines it is given', () => {
    const before = [line()];
    const after = addCartLine(before, marker, 1);
    expect(before[0].quantity).toBe(1);
    expect(after[0]).not.toBe(before[0]);
  });
});

describe('updateCartLineQuantity (docs/requirements.md §4 Updating a quantity clamps it to at least 1)', () => {
  test.each([
    ['sets the quantity of the matching line', 7, 7],
    ['clamps 0 to at least 1', 0, 1],
    ['clamps a negative quantity to 1', -3, 1],
    ['clamps to at most 999', 5000, 999],
    ['a non-finite quantity becomes 1', Number.NaN, 1],
    ['a fraction is floored', 2.7, 2],
  ] as const)('%s', (_label, qty, expected) => {
    const lines = [line({ quantity: 3 }), line({ variant: 'other', quantity: 4 })];
    const next = updateCartLineQuantity(lines, marker.id, marker.variant, qty);
    expect(next[0].quantity).toBe(expected);
    expect(next[1].quantity).toBe(4);
    expect(lines[0].quantity).toBe(3);
  });
});

describe('removeCartLine (docs/requirements.md §4 Removing deletes the line matching id and variant)', () => {
  test.each<[string, string, string, number]>([
    ['removes the line matching id and variant', marker.id, marker.variant, 1],
    ['keeps lines with the same id but another variant', marker.id, 'missing', 2],
    ['keeps lines with another id', 'nope', marker.variant, 2],
  ])('%s', (_label, id, variant, remaining) => {
    const lines = [line(), line({ variant: 'other' })];
    expect(removeCartLine(lines, id, variant)).toHaveLength(remaining);
    expect(lines).toHaveLength(2);
  });
});

describe('clampProductQuantity (docs/requirements.md §5 Product quantity: 1 to 999)', () => {
  test.each([
    ['1 stays 1', 1, 1],
    ['999 stays 999', 999, 999],
    ['0 becomes 1', 0, 1],
    ['1000 becomes 999', 1000, 999],
    ['NaN becomes 1', Number.NaN, 1],
    ['Infinity becomes 1', Number.POSITIVE_INFINITY, 1],
    ['fractions are floored', 3.9, 3],
  ] as const)('%s', (_label, n, expected) => {
    expect(clampProductQuantity(n)).toBe(expected);
  });
});

describe('isPayableLine (docs/requirements.md §5 Only items with price above 0 are payable; §6 quote-only items are not purchasable)', () => {
  test.each([
    ['a priced line is payable', line(), true],
    ['a zero-priced line is not payable', line({ priceCents: 0 }), false],
    ['a quote-only line is not payable even with a price', line({ quoteOnly: true }), false],
    ['a line marked quoteOnly false with a price is payable', line({ quoteOnly: false }), true],
  ] as const)('%s', (_label, l, expected) => {
    expect(isPayableLine(l)).toBe(expected);
  });

  test('payableLines keeps only payable lines', () => {
    expect(payableLines([line(), line({ id: 'q', priceCents: 0 })]).map((l) => l.id)).toEqual([marker.id]);
  });
});

describe('calculateCartTotals (docs/requirements.md §9 Subtotal, shipping and estimated total)', () => {
  test.each<[string, CartLine[], ReturnType<typeof calculateCartTotals>]>([
    ['An empty cart has no shipping', [], { subtotalCents: 0, shippingCents: 0, totalCents: 0, itemCount: 0, payableLineCount: 0, hasPayable: false }],
    [
      'Subtotal = sum of price × quantity; shipping 4000 when payable items exist; total = subtotal + shipping',
      [line({ quantity: 2 }), line({ variant: '2 x 500 μL', priceCents: 7500, quantity: 1 })],
      { subtotalCents: 15300, shippingCents: 4000, totalCents: 19300, itemCount: 3, payableLineCount: 2, hasPayable: true },
    ],
    [
      'Shipping is charged only when payable items exist (quote-only cart)',
      [line({ id: 'gep-01', priceCents: 0, quoteOnly: true, quantity: 2 })],
      { subtotalCents: 0, shippingCents: 0, totalCents: 0, itemCount: 2, payableLineCount: 0, hasPayable: false },
    ],
    [
      'Quote-only lines are counted as items but never charged',
      [line({ quantity: 1 }), line({ id: 'gep-01', priceCents: 15310, quoteOnly: true, quantity: 1 })],
      { subtotalCents: 3900, shippingCents: 4000, totalCents: 7900, itemCount: 2, payableLineCount: 1, hasPayable: true },
    ],
    [
      'Cents arithmetic has no float error ($59.89 × 3)',
      [line({ priceCents: 5989, quantity: 3 })],
      { subtotalCents: 17967, shippingCents: 4000, totalCents: 21967, itemCount: 3, payableLineCount: 1, hasPayable: true },
    ],
  ])('%s', (_label, lines, expected) => {
    expect(calculateCartTotals(lines)).toEqual(expected);
  });
});

describe('formatCartBadge (docs/requirements.md §2 / §9 Cart badge caps at 99+)', () => {
  test.each([
    ['an empty cart shows nothing', 0, ''],
    ['1 shows 1', 1, '1'],
    ['99 shows 99', 99, '99'],
    ['shown as 99+ above 99', 100, '99+'],
    ['far above 99 still shows 99+', 5000, '99+'],
    ['a negative count shows nothing', -1, ''],
    ['NaN shows nothing', Number.NaN, ''],
  ] as const)('%s', (_label, count, expected) => {
    expect(formatCartBadge(count)).toBe(expected);
  });
});

describe('parseStoredCart (docs/requirements.md §4 An unreadable stored value means an empty cart)', () => {
  const stored = JSON.stringify([line({ quantity: 2 })]);
  test.each<[string, string | null, CartLine[]]>([
    ['a stored cart is restored', stored, [line({ quantity: 2 })]],
    ['nothing stored is an empty cart', null, []],
    ['an empty string is an empty cart', '', []],
    ['unreadable JSON is an empty cart', '{not json', []],
    ['a stored object that is not a list is an empty cart', '{"id":"x"}', []],
    ['a stored number is an empty cart', '42', []],
    ['malformed lines are dropped (missing id, bad quantity, negative price, not an object)', JSON.stringify([
      { ...marker, id: '' },
      { ...marker, quantity: 'lots' },
      { ...marker, priceCents: -5, quantity: 1 },
      'junk',
      null,
      line(),
    ]), [line()]],
    ['a stored quantity outside 1..999 is clamped', JSON.stringify([line({ quantity: 5000 })]), [line({ quantity: 999 })]],
    ['missing optional strings become empty', JSON.stringify([{ id: 'x', name: 'X', priceCents: 100, quantity: 1 }]), [
      { id: 'x', name: 'X', priceCents: 100, quantity: 1, imageUrl: '', variant: '', link: '' },
    ]],
    ['a line saved with a dollar price by the original site is read in cents', JSON.stringify([{ ...marker, priceCents: undefined, price: 59.89, quantity: 1 }]), [
      line({ priceCents: 5989 }),
    ]],
    ['two stored lines with the same id and variant are merged', JSON.stringify([line({ quantity: 1 }), line({ quantity: 2 })]), [line({ quantity: 3 })]],
    ['quoteOnly and catalogNumber survive', JSON.stringify([line({ quoteOnly: true, catalogNumber: 'BADM3362' })]), [
      line({ quoteOnly: true, catalogNumber: 'BADM3362' }),
    ]],
  ])('%s', (_label, raw, expected) => {
    expect(parseStoredCart(raw)).toEqual(expected);
  });
});

describe('cartLineKey (docs/requirements.md §3 A line is identified by id plus variant)', () => {
  test.each([
    ['the same id and variant give the same key', ['a', 'b'], ['a', 'b'], true],
    ['another variant gives another key', ['a', 'b'], ['a', 'c'], false],
    ['ids and variants cannot run into each other', ['a:', 'b'], ['a', ':b'], false],
  ] as const)('%s', (_label, [id1, v1], [id2, v2], same) => {
    expect(cartLineKey(id1, v1) === cartLineKey(id2, v2)).toBe(same);
  });
});

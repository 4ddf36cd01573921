import { mergePricedLines, priceCartLine, sameOriginUrl, type PriceableProduct } from '@/lib/domain/checkout';

const marker: PriceableProduct = {
  name: 'GN8K DNA Marker',
  quoteOnly: false,
  listPriceCents: 4700,
  options: [
    { label: '500 μL', priceCents: 3900 },
    { label: '2 x 500 μL', priceCents: 7500 },
    { label: '5 x 500 μL', priceCents: null },
  ],
};

describe('priceCartLine: the server prices a line from the database (docs/requirements.md §4 price shown; §5 payable; docs/security.md item 10)', () => {
  test.each([
    ['the selected option has a price → that price', marker, '2 x 500 μL', { ok: true, variant: '2 x 500 μL', unitPriceCents: 7500 }],
    ['the selected option has no price → the list price', marker, '5 x 500 μL', { ok: true, variant: '5 x 500 μL', unitPriceCents: 4700 }],
    ["'Default' → the list price", marker, 'Default', { ok: true, variant: 'Default', unitPriceCents: 4700 }],
    ['no variant → the list price', marker, undefined, { ok: true, variant: 'Default', unitPriceCents: 4700 }],
    ['the option is matched the way people type it (uL, spaces, case)', marker, '2X500ul', { ok: true, variant: '2 x 500 μL', unitPriceCents: 7500 }],
    ['a product without options and a list price', { ...marker, options: [] }, 'Default', { ok: true, variant: 'Default', unitPriceCents: 4700 }],
  ] as const)('%s', (_label, product, variant, expected) => {
    expect(priceCartLine(product, variant)).toEqual(expected);
  });

  test.each([
    ['a quote-only product is never payable (docs/requirements.md §6)', { ...marker, quoteOnly: true }, '500 μL', 'quote-only'],
    ['an option the product does not have', marker, '9 x 500 μL', 'unknown-option'],
    ["'Contact for Quote' (null list price) with no option price", { ...marker, listPriceCents: null, options: [] }, 'Default', 'no-price'],
    ['a price of 0 is not payable (docs/requirements.md §5 only items with price above 0)', { ...marker, listPriceCents: 0, options: [] }, 'Default', 'no-price'],
    ['an unpriced option of an unpriced product', { ...marker, listPriceCents: null }, '5 x 500 μL', 'no-price'],
  ] as const)('%s', (_label, product, variant, reason) => {
    const result = priceCartLine(product, variant);
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.reason).toBe(reason);
  });
});

describe('mergePricedLines: one order line per product and option', () => {
  test('the same product and option are merged with quantities added; order of first appearance is kept', () => {
    const lines = [
      { productId: 'a', variant: 'x', unitPriceCents: 100, quantity: 1 },
      { productId: 'b', variant: 'x', unitPriceCents: 200, quantity: 2 },
      { productId: 'a', variant: 'x', unitPriceCents: 100, quantity: 4 },
      { productId: 'a', variant: 'y', unitPriceCents: 150, quantity: 1 },
    ];
    expect(mergePricedLines(lines)).toEqual([
      { productId: 'a', variant: 'x', unitPriceCents: 100, quantity: 5 },
      { productId: 'b', variant: 'x', unitPriceCents: 200, quantity: 2 },
      { productId: 'a', variant: 'y', unitPriceCents: 150, quantity: 1 },
    ]);
    expect(lines[0].quantity).toBe(1);
  });
});

describe('sameOriginUrl: Stripe return URLs stay on this site', () => {
  const origin = 'https://shop.example.com';
  test.each([
    ['an absolute URL on the site', 'https://shop.example.com/cart?success=1', 'https://shop.example.com/cart?success=1'],
    ['a relative path', '/cart?canceled=1', 'https://shop.example.com/cart?canceled=1'],
    ['nothing → the fallback path', undefined, 'https://shop.example.com/cart?success=1'],
    ['blank → the fallback path', '  ', 'https://shop.example.com/cart?success=1'],
    ['another host', 'https://evil.example/cart', null],
    ['the same host over http', 'http://shop.example.com/cart', null],
    ['another port', 'https://shop.example.com:8443/cart', null],
    ['protocol-relative', '//evil.example/cart', null],
    ['userinfo trick', 'https://shop.example.com@evil.example/', null],
    ['javascript:', 'javascript:alert(1)', null],
    ['data:', 'data:text/html,hi', null],
  ])('%s', (_label, value, expected) => {
    expect(sameOriginUrl(value, origin, '/cart?success=1')).toBe(expected);
  });
});

describe('sameOriginUrl with the host the browser used', () => {
  test.each([
    ['the request host is accepted and rebased onto the site origin', 'http://10.0.0.5:3000/cart?success=1', 'https://shop.example.com/cart?success=1'],
    ['other hosts are still refused', 'https://evil.example/cart', null],
  ])('%s', (_label, value, expected) => {
    expect(sameOriginUrl(value, 'https://shop.example.com', '/cart', ['http://10.0.0.5:3000'])).toBe(expected);
  });
});

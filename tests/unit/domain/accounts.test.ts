import {
  isWellFormedToken,
  normalizeEmail,
  planReorder,
  safeAccountNext,
  signInTokenState,
  type CurrentProduct,
  type PastOrderLine,
} from '@/lib/domain/accounts';

describe('normalizeEmail: ownership is by trimmed, lower-cased address; plus-tags are other addresses', () => {
  test.each([
    ['grace@lab.test', 'grace@lab.test'],
    ['  Grace@Lab.TEST ', 'grace@lab.test'],
    ['\tgrace@lab.test\t', null], // a tab is a control character: refused, never "cleaned"
    ['grace+orders@lab.test', 'grace+orders@lab.test'],
    ['Grace+Orders@lab.test', 'grace+orders@lab.test'],
    ['g.race@lab.test', 'g.race@lab.test'],
    ['grace@lab.test\r\nBcc: x@y.test', null],
    ['', null],
    ['   ', null],
    ['not-an-address', null],
    ['a@b@c.test', null],
    [`${'a'.repeat(250)}@lab.test`, null],
    [42, null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });

  test('plus-tags never collapse onto the base address', () => {
    expect(normalizeEmail('grace+x@lab.test')).not.toBe(normalizeEmail('grace@lab.test'));
  });
});

describe('signInTokenState: single use, 15-minute expiry', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const at = (min: number) => new Date(now.getTime() + min * 60_000);
  test.each<[string, { expiresAt: Date; usedAt: Date | null } | null, string]>([
    ['fresh', { expiresAt: at(15), usedAt: null }, 'valid'],
    ['one second left', { expiresAt: new Date(now.getTime() + 1000), usedAt: null }, 'valid'],
    ['expires exactly now', { expiresAt: now, usedAt: null }, 'expired'],
    ['expired', { expiresAt: at(-1), usedAt: null }, 'expired'],
    ['used', { expiresAt: at(10), usedAt: at(-1) }, 'used'],
    ['used and expired', { expiresAt: at(-5), usedAt: at(-10) }, 'used'],
    ['unknown (forged)', null, 'unknown'],
  ])('%s → %s', (_label, row, expected) => {
    expect(signInTokenState(row, now)).toBe(expected);
  });

  test.each([
    ['A'.repeat(43), true],
    ['aZ09_-'.repeat(7) + 'x', true],
    ['A'.repeat(42), false],
    ['A'.repeat(44), false],
    ['A'.repeat(42) + '=', false],
    ['A'.repeat(42) + '/', false],
    ['', false],
    [undefined, false],
  ])('token shape %j → %s', (token, ok) => {
    expect(isWellFormedToken(token)).toBe(ok);
  });
});

describe('safeAccountNext: a sign-in returns to a page of this site, never elsewhere or to itself', () => {
  test.each<[unknown, string]>([
    ['/account/orders/7f0c2a1e', '/account/orders/7f0c2a1e'],
    ['/account/quotes', '/account/quotes'],
    ['/cart', '/cart'],
    ['/offers/abc?tab=milestones', '/offers/abc?tab=milestones'],
    ['/account/orders/1#x', '/account/orders/1'], // the fragment is the link's own
    ['/account/x/../orders/1', '/account/orders/1'],
    [undefined, '/account'],
    [null, '/account'],
    [42, '/account'],
    ['', '/account'],
    ['account/orders/1', '/account'], // relative
    ['https://evil.test/account', '/account'],
    ['//evil.test/account', '/account'],
    ['/\\evil.test', '/account'],
    ['/\tevil', '/account'],
    ['/ account', '/account'],
    ['/account\r\nSet-Cookie: x=1', '/account'],
    ['javascript:alert(1)', '/account'],
    ['/api/account/profile', '/account'],
    ['/admin/orders', '/account'],
    ['/_next/static/x.js', '/account'],
    ['/account/sign-in?next=/account', '/account'],
    ['/account/verify', '/account'],
    ['/x/..//evil.test', '/account'],
    ['/' + 'a'.repeat(600), '/account'],
  ])('%p → %p', (next, expected) => {
    expect(safeAccountNext(next)).toBe(expected);
  });
});

describe('planReorder: same products and options at today\'s prices; says what is no longer sold', () => {
  const product = (over: Partial<CurrentProduct> = {}): CurrentProduct => ({
    id: 'p-marker',
    slug: 'dna-marker',
    catalogNumber: 'BAM1',
    name: 'DNA Marker',
    hidden: false,
    images: ['/media/marker.webp'],
    quoteOnly: false,
    listPriceCents: 4700,
    options: [
      { label: '500 μL', priceCents: 3900 },
      { label: '2 x 500 μL', priceCents: 7500 },
    ],
    ...over,
  });
  const line = (over: Partial<PastOrderLine> = {}): PastOrderLine => ({
    productId: 'p-marker',
    catalogNumber: 'BAM1',
    name: 'DNA Marker',
    variant: '500 μL',
    unitPriceCents: 3900,
    quantity: 2,
    ...over,
  });

  test.each<[string, PastOrderLine[], CurrentProduct[], { lines: [string, string, number, number, number | null][]; unavailable: [string, string][] }]>([
    ['same price', [line()], [product()], { lines: [['BAM1', '500 μL', 3900, 2, null]], unavailable: [] }],
    ['price went up: today\'s price, the old one noted', [line()], [product({ options: [{ label: '500 μL', priceCents: 4200 }] })], { lines: [['BAM1', '500 μL', 4200, 2, 3900]], unavailable: [] }],
    ['option price removed: the list price applies', [line()], [product({ options: [{ label: '500 μL', priceCents: null }] })], { lines: [['BAM1', '500 μL', 4700, 2, 3900]], unavailable: [] }],
    ['Default variant uses the list price', [line({ variant: 'Default', unitPriceCents: 4700 })], [product()], { lines: [['BAM1', 'Default', 4700, 2, null]], unavailable: [] }],
    ['product deleted', [line()], [], { lines: [], unavailable: [['DNA Marker', 'no-longer-sold']] }],
    ['product hidden', [line()], [product({ hidden: true })], { lines: [], unavailable: [['DNA Marker', 'no-longer-sold']] }],
    ['option gone', [line({ variant: '10 mL' })], [product()], { lines: [], unavailable: [['DNA Marker', 'option-no-longer-sold']] }],
    ['now quote-only', [line()], [product({ quoteOnly: true })], { lines: [], unavailable: [['DNA Marker', 'quote-only']] }],
    ['no price at all today', [line({ variant: 'Default' })], [product({ listPriceCents: null })], { lines: [], unavailable: [['DNA Marker', 'no-price']] }],
    ['renamed product: today\'s name', [line()], [product({ name: 'DNA Marker II' })], { lines: [['BAM1', '500 μL', 3900, 2, null]], unavailable: [] }],
    ['two lines of the same option merge', [line(), line({ quantity: 3 })], [product()], { lines: [['BAM1', '500 μL', 3900, 5, null]], unavailable: [] }],
    [
      'mixed: one kept, one gone',
      [line(), line({ productId: 'p-gone', name: 'Old Kit', variant: 'Default', catalogNumber: 'OLD1' })],
      [product()],
      { lines: [['BAM1', '500 μL', 3900, 2, null]], unavailable: [['Old Kit', 'no-longer-sold']] },
    ],
    ['no catalog number: the name is the cart id', [line()], [product({ catalogNumber: '' })], { lines: [['DNA Marker', '500 μL', 3900, 2, null]], unavailable: [] }],
  ])('%s', (_label, past, current, expected) => {
    const plan = planReorder(past, new Map(current.map((p) => [p.id, p])));
    expect(plan.lines.map((l) => [l.item.id, l.item.variant, l.item.priceCents, l.quantity, l.previousUnitPriceCents])).toEqual(expected.lines);
    expect(plan.unavailable.map((u) => [u.name, u.reason])).toEqual(expected.unavailable);
    for (const l of plan.lines) {
      expect(l.item.quoteOnly).toBe(false);
      expect(l.item.link).toMatch(/^\/products\//);
    }
  });
});

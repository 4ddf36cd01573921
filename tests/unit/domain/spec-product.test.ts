// The original system's Product shape (issue 19): prices as text ↔ integer cents, options and manuals as
// aligned lists, and product entries of a bundle that carry their detail fields themselves.
import { CONTACT_FOR_QUOTE, centsToPriceText, mergeInlineDetail, parsePriceText, specProductFields, type SpecProductSource } from '@/lib/domain/spec-product';
import { parsePriceToCents } from '@/lib/domain/money';

describe('parsePriceText: the checkout price rule, with null for "no price" and refusals it would hide', () => {
  test.each([
    ['$39.00', 3900],
    ['39', 3900],
    ['$1,600.00', 160000],
    ['USD 12.5', 1250],
    ['12.345', 1235],
    ['12.344', 1234],
    ['1.2.3', 120],
    ['.5', 50],
    ['$0.00', 0],
    [39, 3900],
    [59.89, 5989],
    ['100000000', 10_000_000_000],
  ])('%p → %p cents, as the checkout reads it', (input, cents) => {
    expect(parsePriceText(input)).toEqual({ ok: true, cents });
    expect(parsePriceToCents(input)).toBe(cents);
  });

  test.each([[CONTACT_FOR_QUOTE], [''], ['—'], [null], [undefined], ['  ']])('%p is no price (null)', (input) => {
    expect(parsePriceText(input)).toEqual({ ok: true, cents: null });
  });

  test.each([
    ['-5', 'Price cannot be negative'],
    ['($5.00)', 'Price cannot be negative'],
    [-0.01, 'Price cannot be negative'],
    ['1000000000', 'Price is too large'],
    ['$99999999999999999999', 'Price is too large'],
    [Number.NaN, 'Price must be a number'],
    [true, 'Price must be text or a number'],
  ])('%p is refused: %s', (input, error) => {
    expect(parsePriceText(input)).toEqual({ ok: false, error });
  });

  test.each([[3900, '$39.00'], [160000, '$1,600.00'], [0, '$0.00'], [null, CONTACT_FOR_QUOTE]])('centsToPriceText(%p) = %p and reads back', (cents, text) => {
    expect(centsToPriceText(cents)).toBe(text);
    expect(parsePriceText(text)).toEqual({ ok: true, cents });
  });
});

const SOURCE: SpecProductSource = {
  catalogNumber: 'BADM3362',
  category: 'featured',
  quoteOnly: false,
  listPriceCents: 3900,
  options: [
    { label: '500 μL', priceCents: null },
    { label: '5 x 500 μL', priceCents: 17500 },
  ],
  images: ['/a.webp', '/b.webp'],
  availability: 'In Stock',
  keyFeatures: ['Fast'],
  storageStability: '-20 °C',
  performanceData: 'Cited',
  manuals: [
    { title: 'Protocol', url: '/manuals/p.pdf' },
    { title: 'SDS', url: '' },
  ],
  storeLink: null,
  contentText: null,
};

describe('specProductFields', () => {
  test('prices as text, option strings with prices only where an option has its own, manuals aligned', () => {
    expect(specProductFields(SOURCE, '2026-01-01T00:00:00.000Z')).toEqual({
      listPrice: '$39.00',
      options: ['500 μL', '5 x 500 μL'],
      optionPrices: { '5 x 500 μL': '$175.00' },
      images: ['/a.webp', '/b.webp'],
      manuals: ['Protocol', 'SDS'],
      manualUrls: ['/manuals/p.pdf', ''],
      storeLink: null,
      contentText: null,
      type: 'buy',
      quoteOnly: false,
      catalogNumber: 'BADM3362',
      availability: 'In Stock',
      keyFeatures: ['Fast'],
      storageStability: '-20 °C',
      performanceData: 'Cited',
      category: 'reagents-markers', // 'featured' maps to reagents-markers (docs/requirements.md §3)
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });

  test.each([
    [{ quoteOnly: true, listPriceCents: null }, { type: 'quote', listPrice: CONTACT_FOR_QUOTE }],
    [{ quoteOnly: false, listPriceCents: 1 }, { type: 'buy', listPrice: '$0.01' }],
    [{ category: 'gene-editing' }, { category: 'genome-editing' }],
  ])('%p → %p', (change, expected) => {
    expect(specProductFields({ ...SOURCE, ...change }, '2026-01-01T00:00:00.000Z')).toMatchObject(expected);
  });
});

describe('mergeInlineDetail: detail fields on a product entry, then its details entry over them', () => {
  test.each([
    ['neither', {}, undefined, undefined],
    ['inline only', { listPrice: '$5.00', options: ['a'] }, undefined, { listPrice: '$5.00', options: ['a'] }],
    ['details only', {}, { listPrice: '$6.00' }, { listPrice: '$6.00' }],
    ['both: details win field by field', { listPrice: '$5.00', availability: 'Backorder' }, { listPrice: '$6.00' }, { listPrice: '$6.00', availability: 'Backorder' }],
    ['card fields stay out', { name: 'x', id: 'y', type: 'buy', quoteOnly: true, images: ['/i.webp'] }, undefined, { images: ['/i.webp'] }],
  ])('%s', (_label, entry, explicit, expected) => {
    expect(mergeInlineDetail(entry as Record<string, unknown>, explicit as Record<string, unknown> | undefined)).toEqual(expected);
  });
});

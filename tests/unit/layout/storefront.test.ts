// Storefront shell rules (SPEC §2 mega menu and home, §4 Product-menu data and Home product lists, §7 fallback).
import {
  buildHomeProductCards,
  buildMenuFallback,
  buildProductMenu,
  isPublicProductsPayload,
  selectHomeServices,
  withFromHome,
  PRODUCT_PLACEHOLDER,
  type PublicProduct,
} from '@/lib/domain/storefront';

const p = (id: string, category: string, createdAt: string, extra: Partial<PublicProduct> = {}): PublicProduct => ({
  id,
  slug: id,
  link: `/products/${id}`,
  name: `Product ${id}`,
  description: '',
  catalogNumber: id.toUpperCase(),
  category,
  quoteOnly: false,
  type: 'buy',
  listPriceCents: 100,
  imageUrl: `/images/products/${id}.webp`,
  availability: 'In Stock',
  badge: null,
  createdAt,
  updatedAt: createdAt,
  ...extra,
});

describe('buildProductMenu: the server menu', () => {
  const menu = buildProductMenu([
    p('a', 'genome-editing', '2025-01-01'),
    p('b', 'reagents-markers', '2025-01-01'),
    p('c', 'reagents-markers', '2025-03-01'),
    p('d', 'Genome-Editing', '2025-02-01', { name: 'x'.repeat(69) }),
  ]);
  test('the five categories in menu order, the first is Reagents and Markers', () => {
    expect(menu.map((c) => c.key)).toEqual(['reagents-markers', 'genome-editing', 'vector-clones', 'stable-cell-lines', 'lentivirus']);
    expect(menu[0].title).toBe('Reagents and Markers');
    expect(menu[0].link).toBe('/products?category=reagents-markers');
  });
  test('products newest first by createdAt within a category', () => {
    expect(menu[0].entries.map((e) => e.id)).toEqual(['c', 'b']);
    expect(menu[1].entries.map((e) => e.id)).toEqual(['d', 'a']);
  });
  test.each([
    ['68 characters stay whole', 68, 68],
    ['69 characters are cut to 65 plus an ellipsis', 69, 66],
  ])('%s', (_label, length, shown) => {
    const [entry] = buildProductMenu([p('z', 'lentivirus', '2025-01-01', { name: 'y'.repeat(length) })])[4].entries;
    expect(Array.from(entry.title)).toHaveLength(shown);
    expect(entry.name).toHaveLength(length);
  });
  test('empty categories stay listed with no entries', () => {
    expect(menu[2].entries).toEqual([]);
  });
});

describe('buildMenuFallback: SPEC §7 menu fallback from GET /public/products', () => {
  test.each([
    ['keeps only links under /products/', [p('a', 'lentivirus', '2025-01-01', { link: '/services/x' }), p('b', 'lentivirus', '2025-01-01')], [], ['b']],
    ['drops hidden ids', [p('a', 'lentivirus', '2025-01-01'), p('b', 'lentivirus', '2025-01-01')], ['a'], ['b']],
  ])('%s', (_label, products, hidden, ids) => {
    expect(buildMenuFallback(products, hidden).flatMap((c) => c.entries.map((e) => e.id))).toEqual(ids);
  });
  test('groups by lowercased category, default uncategorized, newest first', () => {
    const menu = buildMenuFallback([
      p('a', 'LENTIVIRUS', '2025-01-01'),
      p('b', '', '2025-01-01'),
      p('c', 'lentivirus', '2025-05-01'),
      p('d', 'reagents-markers', '2025-01-01'),
    ]);
    expect(menu.map((c) => [c.key, c.title, c.entries.map((e) => e.id)])).toEqual([
      ['reagents-markers', 'Reagents and Markers', ['d']],
      ['lentivirus', 'Lentivirus', ['c', 'a']],
      ['uncategorized', 'Uncategorized', ['b']],
    ]);
  });
  test('nothing usable → no categories', () => {
    expect(buildMenuFallback([])).toEqual([]);
  });
});

describe('buildHomeProductCards: SPEC §4 Home product lists', () => {
  const payload = {
    products: [
      p('a', 'reagents-markers', '2025-01-01'),
      p('b', 'reagents-markers', '2025-01-01', { imageUrl: '' }),
      p('c', 'reagents-markers', '2025-01-01', { imageUrl: '', link: '' }),
      p('h', 'reagents-markers', '2025-01-01'),
      p('g', 'genome-editing', '2025-01-01'),
    ],
    hidden: ['h'],
    overrides: { b: { name: 'B override', description: 'd', category: 'reagents-markers', imageUrl: '/override-b.webp' } },
    details: { a: { images: ['/detail-a.webp'], options: [], keyFeatures: [], storageStability: '', performanceData: '', manuals: [], fragmentSize: null, specifications: [], contentText: null } },
  };
  const cards = buildHomeProductCards(payload, 'reagents-markers');
  test('hidden ids are removed and only the category is kept', () => {
    expect(cards.map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });
  test.each([
    ['first detail image wins', 'a', '/detail-a.webp'],
    ['then the override image', 'b', '/override-b.webp'],
    ['then the placeholder', 'c', PRODUCT_PLACEHOLDER],
  ])('%s', (_label, id, image) => {
    expect(cards.find((c) => c.id === id)!.image).toBe(image);
  });
  test('links carry the from-home marker; a missing link becomes #', () => {
    expect(cards[0].href).toBe('/products/a?from=home');
    expect(cards[2].href).toBe('#');
    expect(withFromHome('/products/x?y=1')).toBe('/products/x?y=1&from=home');
  });
  test('the gene-editing list', () => {
    expect(buildHomeProductCards(payload, 'genome-editing').map((c) => c.id)).toEqual(['g']);
  });
  test('payload guard: anything without a products array is refused', () => {
    expect(isPublicProductsPayload({ products: [] })).toBe(true);
    expect(isPublicProductsPayload({ error: 'x' })).toBe(false);
    expect(isPublicProductsPayload(null)).toBe(false);
  });
});

test('selectHomeServices: Genome Editing Services is filtered out and 4 show', () => {
  const names = ['Stable Cell Line Generation', 'Lentivirus Packaging', 'Lab Supplies', 'Genome Editing Services', 'Custom Plasmid Cloning', 'Extra'];
  expect(selectHomeServices(names.map((name) => ({ name }))).map((s) => s.name)).toEqual([
    'Stable Cell Line Generation',
    'Lentivirus Packaging',
    'Lab Supplies',
    'Custom Plasmid Cloning',
  ]);
});

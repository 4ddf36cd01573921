// Storefront shell rules (docs/requirements.md §2 mega menu and home, §4 Product-menu data and Home product lists, §7 fallback).
import {
  buildCategoriesPayload,
  buildHomeProductCards,
  buildMenuFallback,
  buildProductMenu,
  isPublicProductsPayload,
  menuFromCategoriesPayload,
  mergeInOrder,
  selectHomeServices,
  withFromHome,
  type PublicProduct,
} from '@/lib/domain/storefront';
import { HOME_CAROUSEL_MAX } from '@/lib/domain/storefront-constants';
import { PRODUCT_PLACEHOLDER_IMAGE } from '@/lib/domain/catalog';

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
  listPrice: '$1.00',
  options: [],
  optionPrices: {},
  images: [],
  manuals: [],
  manualUrls: [],
  storeLink: null,
  contentText: null,
  keyFeatures: [],
  storageStability: '',
  performanceData: '',
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
  test.each([
    ['without counts: the entries listed', undefined, [2, 2, 0, 0, 0]],
    ['a bounded read: the counts given', new Map([['reagents-markers', 9000], ['genome-editing', 2], ['lentivirus', 40]]), [9000, 2, 0, 0, 40]],
    ['a count below the entries listed never shows fewer', new Map([['reagents-markers', 1]]), [2, 2, 0, 0, 0]],
  ])('count per category — %s', (_label, counts, expected) => {
    const menu = buildProductMenu(
      [p('a', 'genome-editing', '2025-01-01'), p('b', 'reagents-markers', '2025-01-01'), p('c', 'reagents-markers', '2025-03-01'), p('d', 'genome-editing', '2025-02-01')],
      counts,
    );
    expect(menu.map((c) => c.count)).toEqual(expected);
    expect(menu.map((c) => c.entries.length)).toEqual([2, 2, 0, 0, 0]);
  });
  test('empty categories stay listed with no entries', () => {
    expect(menu[2].entries).toEqual([]);
  });
});

describe('buildMenuFallback: docs/requirements.md §7 menu fallback from GET /public/products', () => {
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

describe('buildHomeProductCards: docs/requirements.md §4 Home product lists', () => {
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
    ['then the placeholder', 'c', PRODUCT_PLACEHOLDER_IMAGE],
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
  test(`at most ${HOME_CAROUSEL_MAX} cards, the first in catalogue order (hidden ones do not use a place)`, () => {
    const many = { products: Array.from({ length: 100 }, (_, i) => p(`m${i}`, 'reagents-markers', '2025-01-01')), hidden: ['m0'], overrides: {}, details: {} };
    const list = buildHomeProductCards(many, 'reagents-markers');
    expect(list).toHaveLength(HOME_CAROUSEL_MAX);
    expect(list[0].id).toBe('m1');
    expect(list.at(-1)!.id).toBe(`m${HOME_CAROUSEL_MAX}`);
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

describe('GET /api/public/products/categories shapes (issue 19)', () => {
  const products = [
    { id: 'a', name: 'Alpha', slug: 'alpha', link: '/products/alpha', category: 'reagents-markers', createdAt: '2026-01-01T00:00:00.000Z' },
    { id: 'b', name: 'Beta', slug: 'beta', link: '/products/beta', category: 'reagents-markers', createdAt: '2026-02-01T00:00:00.000Z' },
    { id: 'c', name: 'Gamma', slug: 'gamma', link: '/products/gamma', category: 'lentivirus', createdAt: null },
  ];

  test('categories maps each key to its entries newest first; ordered lists the keys; menu is the mega menu', () => {
    const payload = buildCategoriesPayload(products, 7);
    expect(payload.version).toBe(7);
    expect(payload.ordered).toEqual(['reagents-markers', 'genome-editing', 'vector-clones', 'stable-cell-lines', 'lentivirus']);
    expect(Object.keys(payload.categories)).toEqual(payload.ordered);
    expect(payload.categories['reagents-markers'].map((e) => [e.id, e.category, e.createdAt])).toEqual([
      ['b', 'reagents-markers', '2026-02-01T00:00:00.000Z'],
      ['a', 'reagents-markers', '2026-01-01T00:00:00.000Z'],
    ]);
    expect(payload.categories.lentivirus).toEqual([expect.objectContaining({ id: 'c', name: 'Gamma', link: '/products/gamma', category: 'lentivirus', createdAt: null })]);
    expect(payload.menu).toEqual(buildProductMenu(products));
  });

  test.each([
    ['our answer: menu', (p: ReturnType<typeof buildCategoriesPayload>) => p],
    ['the spec answer: categories and ordered only', (p: ReturnType<typeof buildCategoriesPayload>) => ({ version: p.version, categories: p.categories, ordered: p.ordered })],
    ['an older server: ordered held the menu', (p: ReturnType<typeof buildCategoriesPayload>) => ({ version: p.version, ordered: p.menu })],
  ])('menuFromCategoriesPayload reads %s', (_label, shape) => {
    const payload = buildCategoriesPayload(products, 1);
    expect(menuFromCategoriesPayload(shape(payload))).toEqual(payload.menu);
  });

  test.each([
    ['nothing', null],
    ['an empty answer', { version: 1, categories: {}, ordered: [] }],
    ['ordered names that are not keys', { categories: {}, ordered: ['x'] }],
    ['a string', 'Load failed'],
  ])('%s gives no menu (the caller falls back)', (_label, data) => {
    expect(menuFromCategoriesPayload(data)).toEqual([]);
  });

  test('unknown category names get a title and a catalogue link; malformed entries are skipped', () => {
    expect(menuFromCategoriesPayload({ ordered: ['custom-kits'], categories: { 'custom-kits': [{ id: 'k', name: 'Kit', link: '/products/kit' }, { nope: 1 }] } })).toEqual([
      { key: 'custom-kits', title: 'Custom Kits', link: '/products?category=custom-kits', entries: [{ id: 'k', name: 'Kit', title: 'Kit', slug: 'kit', link: '/products/kit' }], count: 1 },
    ]);
  });
});

describe('mergeInOrder: the bounded answer merges each category\'s ordered head', () => {
  const byTime = (a: { t: number; id: string }, b: { t: number; id: string }) => b.t - a.t || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  test.each([
    ['no lists', [], []],
    ['one list stays as it is', [[{ t: 3, id: 'b' }, { t: 3, id: 'a' }]], ['b', 'a']],
    ['newest first across lists', [[{ t: 5, id: 'x' }, { t: 1, id: 'y' }], [{ t: 4, id: 'p' }, { t: 2, id: 'q' }], []], ['x', 'p', 'q', 'y']],
    ['a tie across lists goes by id', [[{ t: 2, id: 'm' }], [{ t: 2, id: 'k' }]], ['k', 'm']],
    ['a tie inside one list keeps that list\'s order (the database saw microseconds)', [[{ t: 2, id: 'z' }, { t: 2, id: 'a' }], [{ t: 1, id: 'c' }]], ['z', 'a', 'c']],
  ])('%s', (_label, lists, ids) => {
    expect(mergeInOrder(lists as { t: number; id: string }[][], byTime).map((e) => e.id)).toEqual(ids);
  });
});

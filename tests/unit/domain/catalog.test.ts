import { PRODUCT_CATEGORIES } from '@/content/types';
import {
  AVAILABILITY_FILTERS,
  CATEGORY_FILTERS,
  CATEGORY_LABELS,
  CATEGORY_ORDER,
  catalogExportFileName,
  categoryFromCatalogNumber,
  defaultOption,
  defaultQuoteOnlyForCategory,
  formatResultCount,
  inferQuoteOnly,
  isPurchasableCategory,
  matchesAvailability,
  matchesCatalogSearch,
  normalizeCategory,
  productPath,
  selectDisplayPriceCents,
  truncateMenuTitle,
  type QuoteOnlyInput,
} from '@/lib/domain/catalog';

describe('categories (docs/requirements.md §3 Categories and keys)', () => {
  test.each([
    ['Reagents and Markers = reagents-markers', 'reagents-markers', 'Reagents and Markers'],
    ['Genome Editing = genome-editing', 'genome-editing', 'Genome Editing'],
    ['Vector Clones = vector-clones', 'vector-clones', 'Vector Clones'],
    ['Stable Cell Lines = stable-cell-lines', 'stable-cell-lines', 'Stable Cell Lines'],
    ['Lentivirus = lentivirus', 'lentivirus', 'Lentivirus'],
  ] as const)('%s', (_label, key, label) => {
    expect(CATEGORY_LABELS[key]).toBe(label);
  });

  test('the order is the order of content/types', () => {
    expect([...CATEGORY_ORDER]).toEqual([...PRODUCT_CATEGORIES]);
  });
});

describe('productPath: a product page is /products/ and its slug', () => {
  test.each([
    ['gn8k-dna-marker', '/products/gn8k-dna-marker'],
    ['gene-knock-out', '/products/gene-knock-out'],
  ])('%p → %p', (slug, path) => {
    expect(productPath(slug)).toBe(path);
  });
});

describe('normalizeCategory (docs/requirements.md §3)', () => {
  test.each<[string, unknown, string]>([
    ['a key maps to itself', 'vector-clones', 'vector-clones'],
    ['keys are case-insensitive', 'Stable-Cell-Lines', 'stable-cell-lines'],
    ['a label maps to its key', 'Genome Editing', 'genome-editing'],
    ['labels are case-insensitive', 'reagents and markers', 'reagents-markers'],
    ["'featured' maps to reagents-markers", 'featured', 'reagents-markers'],
    ["'gene-editing' maps to genome-editing", 'gene-editing', 'genome-editing'],
    ['Unknown values map to reagents-markers', 'plasmids', 'reagents-markers'],
    ['surrounding spaces are ignored', '  lentivirus ', 'lentivirus'],
    ['an empty value maps to reagents-markers (default)', '', 'reagents-markers'],
    ['a non-string maps to reagents-markers', 42, 'reagents-markers'],
    ['null maps to reagents-markers', null, 'reagents-markers'],
  ])('%s', (_label, input, expected) => {
    expect(normalizeCategory(input)).toBe(expected);
  });
});

describe('purchasable categories (docs/requirements.md §5 Purchasable means category Reagents and Markers; every other category is quote only)', () => {
  test.each(CATEGORY_ORDER.map((c) => [c, c === 'reagents-markers'] as const))('%s purchasable: %p', (c, purchasable) => {
    expect(isPurchasableCategory(c)).toBe(purchasable);
    // docs/requirements.md §2: quoteOnly defaults to true unless the category is Reagents and Markers.
    expect(defaultQuoteOnlyForCategory(c)).toBe(!purchasable);
  });

  test.each([
    ['Category is Reagents and Markers if the catalog number starts with FP', 'FP-1234', 'reagents-markers'],
    ['… in any case', 'fp-1234', 'reagents-markers'],
    ['else Genome Editing', 'CDS-P011k', 'genome-editing'],
    ['an empty catalog number is Genome Editing', '', 'genome-editing'],
  ] as const)('%s', (_label, catalogNumber, expected) => {
    expect(categoryFromCatalogNumber(catalogNumber)).toBe(expected);
  });
});

describe('inferQuoteOnly (docs/requirements.md §4 Products (admin))', () => {
  test.each<[string, QuoteOnlyInput, boolean]>([
    ['an explicit type buy wins', { type: 'buy', catalogNumber: 'CDS-P011k', id: 'gep-01' }, false],
    ['an explicit type quote wins', { type: 'quote', catalogNumber: 'FP-1', id: 'fp-badm3362' }, true],
    ['no explicit type: quote-only unless its catalog number starts with FP', { catalogNumber: 'COT-P031k', id: 'gep-02', hasDetails: true }, true],
    ['a catalog number starting with FP is purchasable', { catalogNumber: 'FP001', id: 'custom-1', hasDetails: true }, false],
    ['the FP check ignores case', { catalogNumber: 'fp001', id: 'custom-1' }, false],
    ['for built-ins without detail data, its id starts with fp-', { catalogNumber: 'BADM3362', id: 'fp-badm3362', hasDetails: false }, false],
    ['missing detail data counts as none', { id: 'fp-bsy3323' }, false],
    ['with detail data the id does not count', { catalogNumber: 'BADM3362', id: 'fp-badm3362', hasDetails: true }, true],
    ['a built-in without detail data and another id is quote-only', { id: 'gep-01', hasDetails: false }, true],
    ['a null type is no explicit type', { type: null, id: 'vc-01' }, true],
  ])('%s', (_label, input, expected) => {
    expect(inferQuoteOnly(input)).toBe(expected);
  });
});

describe('truncateMenuTitle (docs/requirements.md §2 Product titles longer than 68 characters are cut to 65 plus an ellipsis)', () => {
  const t68 = 'x'.repeat(68);
  const t69 = 'y'.repeat(69);
  test.each([
    ['68 characters stay whole', t68, t68],
    ['69 characters are cut to 65 plus an ellipsis', t69, `${'y'.repeat(65)}…`],
    ['a short title stays whole', 'GN8K DNA Marker', 'GN8K DNA Marker'],
    ['characters outside the BMP are not split', '🧬'.repeat(70), `${'🧬'.repeat(65)}…`],
  ] as const)('%s', (_label, input, expected) => {
    expect(truncateMenuTitle(input)).toBe(expected);
  });
});

describe('matchesCatalogSearch (docs/requirements.md §5 Catalogue search: case-insensitive substring on name, description and catalog number)', () => {
  const p = { name: 'GN8K DNA Marker', description: 'Ready-to-load ladder', catalogNumber: 'BADM3362' };
  test.each([
    ['matches the name', 'dna mark', true],
    ['matches the description', 'LADDER', true],
    ['matches the catalog number', 'badm33', true],
    ['an empty query matches', '', true],
    ['a blank query matches', '   ', true],
    ['no match', 'lentivirus', false],
  ] as const)('%s', (_label, q, expected) => {
    expect(matchesCatalogSearch(p, q)).toBe(expected);
  });

  test('missing fields do not throw', () => {
    expect(matchesCatalogSearch({ name: 'X', description: null, catalogNumber: undefined }, 'y')).toBe(false);
  });
});

describe('filters (docs/requirements.md §9 Filters: category All or one of five; availability All, Purchasable, Quote Only)', () => {
  test('availability filters', () => {
    expect(AVAILABILITY_FILTERS.map((f) => [f.value, f.label])).toEqual([
      ['all', 'All'],
      ['purchasable', 'Purchasable'],
      ['quote', 'Quote Only'],
    ]);
  });
  test('category filters', () => {
    expect(CATEGORY_FILTERS.map((f) => f.label)).toEqual(['All', 'Reagents and Markers', 'Genome Editing', 'Vector Clones', 'Stable Cell Lines', 'Lentivirus']);
  });
  test.each([
    ['All keeps purchasable', 'all', false, true],
    ['All keeps quote-only', 'all', true, true],
    ['Purchasable keeps purchasable', 'purchasable', false, true],
    ['Purchasable drops quote-only', 'purchasable', true, false],
    ['Quote Only keeps quote-only', 'quote', true, true],
    ['Quote Only drops purchasable', 'quote', false, false],
  ] as const)('%s', (_label, filter, quoteOnly, expected) => {
    expect(matchesAvailability({ quoteOnly }, filter)).toBe(expected);
  });
});

describe('selectDisplayPriceCents (docs/requirements.md §4 Price shown: the selected option when it has a price; otherwise listPrice)', () => {
  const product = {
    listPriceCents: 4700,
    options: [
      { label: '500 μL', priceCents: 3900 },
      { label: '2 x 500 μL', priceCents: 7500 },
      { label: 'Bulk', priceCents: null },
    ],
  };
  test.each([
    ['the price of the selected option', '2 x 500 μL', 7500],
    ['the list price when the option has no price', 'Bulk', 4700],
    ['the list price when the option is unknown', 'Default', 4700],
  ] as const)('%s', (_label, option, expected) => {
    expect(selectDisplayPriceCents(product, option)).toBe(expected);
  });

  test('no price at all gives null (Contact Sales)', () => {
    expect(selectDisplayPriceCents({ listPriceCents: null, options: [] }, 'Default')).toBeNull();
  });
});

describe("defaultOption (docs/requirements.md §4 option = first option or 'Default')", () => {
  test.each<[string, ({ label: string } | string)[] | undefined, string]>([
    ['the first option', [{ label: '500 μL' }, { label: '2 x 500 μL' }], '500 μL'],
    ['Default if none', [], 'Default'],
    ['Default if missing', undefined, 'Default'],
    ['plain labels work too', ['Low ROX', 'High ROX'], 'Low ROX'],
  ])('%s', (_label, options, expected) => {
    expect(defaultOption(options)).toBe(expected);
  });
});

describe("formatResultCount (docs/requirements.md §2 Result count shown as 'N result(s)')", () => {
  test.each([
    [0, '0 result(s)'],
    [1, '1 result(s)'],
    [20, '20 result(s)'],
  ] as const)('%p → %s', (n, expected) => {
    expect(formatResultCount(n)).toBe(expected);
  });
  test('a capped search count reads as a lower bound', () => {
    expect(formatResultCount(240, true)).toBe('240+ result(s)');
  });
});

describe('catalogExportFileName (docs/requirements.md §9 export file name bioark-products-{date}.json)', () => {
  test('uses the UTC date', () => {
    expect(catalogExportFileName(Date.UTC(2025, 7, 29, 12))).toBe('bioark-products-2025-08-29.json');
  });
});

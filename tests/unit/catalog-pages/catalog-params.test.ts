import { catalogHref, paginationWindow, parseCatalogParams } from '@/lib/domain/catalog-params';
import { simpleProductSlug } from '@/components/catalog/simple-product-slug';
import { describeError } from '@/components/static/error-content';

describe('catalogue filters live in the URL query (docs/requirements.md §2 Products Catalog)', () => {
  test.each([
    ['no query → All, All, page 1', {}, { q: '', category: 'all', availability: 'all', page: 1 }],
    ['a known category key', { category: 'genome-editing' }, { q: '', category: 'genome-editing', availability: 'all', page: 1 }],
    ['category keys are case-insensitive', { category: 'Lentivirus' }, { q: '', category: 'lentivirus', availability: 'all', page: 1 }],
    ['an unknown category falls back to All', { category: 'plants' }, { q: '', category: 'all', availability: 'all', page: 1 }],
    ['availability Purchasable', { availability: 'purchasable' }, { q: '', category: 'all', availability: 'purchasable', page: 1 }],
    ['availability Quote Only', { availability: 'quote' }, { q: '', category: 'all', availability: 'quote', page: 1 }],
    ['an unknown availability falls back to All', { availability: 'maybe' }, { q: '', category: 'all', availability: 'all', page: 1 }],
    ['the search text is trimmed', { q: '  gn8k ' }, { q: 'gn8k', category: 'all', availability: 'all', page: 1 }],
    ['repeated parameters take the first', { q: ['a', 'b'] }, { q: 'a', category: 'all', availability: 'all', page: 1 }],
    ['a bad page number is page 1', { page: '-3' }, { q: '', category: 'all', availability: 'all', page: 1 }],
    ['page 3', { page: '3' }, { q: '', category: 'all', availability: 'all', page: 3 }],
  ])('%s', (_label, input, expected) => {
    expect(parseCatalogParams(input as Record<string, string | string[]>)).toEqual(expected);
  });

  test('the search text is capped at 200 characters', () => {
    expect(parseCatalogParams({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });

  test.each([
    ['the unfiltered first page is /products', {}, '/products'],
    ['defaults are left out', { q: '', category: 'all', availability: 'all', page: 1 } as const, '/products'],
    ['every filter and the page', { q: 'dna marker', category: 'reagents-markers', availability: 'purchasable', page: 2 } as const, '/products?q=dna+marker&category=reagents-markers&availability=purchasable&page=2'],
    ['Quote Only', { availability: 'quote' } as const, '/products?availability=quote'],
  ])('catalogHref: %s', (_label, params, href) => {
    expect(catalogHref(params)).toBe(href);
  });

  test('catalogHref and parseCatalogParams round-trip', () => {
    const p = { q: 'BADM', category: 'lentivirus', availability: 'quote', page: 4 } as const;
    const sp = Object.fromEntries(new URL(`http://x${catalogHref(p)}`).searchParams);
    expect(parseCatalogParams(sp)).toEqual(p);
  });
});

describe('catalogue page links', () => {
  test.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, null, 10]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [3, 10, [1, 2, 3, 4, null, 10]],
    [10, 10, [1, null, 9, 10]],
  ])('page %i of %i', (page, count, expected) => {
    expect(paginationWindow(page, count)).toEqual(expected);
  });
});

describe('simple product page slug (docs/requirements.md §2 /p/{slug}-ui)', () => {
  test.each([
    ['gn8k-dna-marker-ui', 'gn8k-dna-marker'],
    ['GN8K-DNA-MARKER-UI', 'GN8K-DNA-MARKER'],
    ['gn8k-dna-marker-ui/', 'gn8k-dna-marker'],
    ['gn8k-dna-marker', 'gn8k-dna-marker'],
  ])('%s → %s', (param, slug) => {
    expect(simpleProductSlug(param)).toBe(slug);
  });
});

describe("error page: 'Unexpected Application Error!' with the status and status text or the message (docs/requirements.md §2)", () => {
  test.each([
    ['status and status text', { status: 404, statusText: 'Not Found' }, { status: 404, text: 'Not Found' }],
    ['an error message without status is a 500', { message: 'boom' }, { status: 500, text: 'boom' }],
    ['nothing known', {}, { status: 500, text: 'Internal Server Error' }],
  ])('%s', (_label, err, expected) => {
    expect(describeError(err)).toEqual(expected);
  });
});

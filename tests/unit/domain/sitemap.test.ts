// The sitemap's rules (lib/domain/sitemap.ts): when /sitemap.xml becomes an index, the files' names, the XML.
import { SITEMAP_MAX_URLS, parseSitemapFile, planSitemap, renderSitemapIndex, renderUrlset, sitemapFilePaths, xmlText } from '@/lib/domain/sitemap';

describe('planSitemap', () => {
  test.each([
    ['the seeded site', 31, 20, SITEMAP_MAX_URLS, { kind: 'single' }],
    ['exactly the limit', 100, SITEMAP_MAX_URLS - 100, SITEMAP_MAX_URLS, { kind: 'single' }],
    ['one URL over', 100, SITEMAP_MAX_URLS - 99, SITEMAP_MAX_URLS, { kind: 'index', productFiles: 1 }],
    ['the bench catalogue', 40, 100_000, SITEMAP_MAX_URLS, { kind: 'index', productFiles: 2 }],
    ['100,001 products', 40, 100_001, SITEMAP_MAX_URLS, { kind: 'index', productFiles: 3 }],
    ['a small limit', 5, 20, 10, { kind: 'index', productFiles: 2 }],
    ['pages alone over the limit, no products', 12, 0, 10, { kind: 'index', productFiles: 1 }],
  ])('%s', (_label, pages, products, max, plan) => {
    expect(planSitemap(pages, products, max)).toEqual(plan);
  });

  test('an index names the pages file, then the product files from 1', () => {
    expect(sitemapFilePaths({ kind: 'index', productFiles: 3 })).toEqual(['/sitemaps/pages.xml', '/sitemaps/products-1.xml', '/sitemaps/products-2.xml', '/sitemaps/products-3.xml']);
  });
});

describe('parseSitemapFile', () => {
  test.each([
    ['pages.xml', { kind: 'pages' }],
    ['products-1.xml', { kind: 'products', part: 1 }],
    ['products-12.xml', { kind: 'products', part: 12 }],
    ['products-0.xml', null],
    ['products-01.xml', null],
    ['products--1.xml', null],
    ['products-1.xml.gz', null],
    ['products-1234567.xml', null],
    ['Pages.xml', null],
    ['../sitemap.xml', null],
    ['', null],
  ])('%j', (name, file) => {
    expect(parseSitemapFile(name)).toEqual(file);
  });
});

describe('XML', () => {
  test.each([
    ['plain', 'https://shop.example/products/a-b', 'https://shop.example/products/a-b'],
    ['the five special characters', `a&b<c>d"e'f`, 'a&amp;b&lt;c&gt;d&quot;e&apos;f'],
    ['an entity-looking text is escaped once', '&amp;', '&amp;amp;'],
    ['characters XML forbids are dropped', 'a\u0000b\u0008c\uFFFEd', 'abcd'],
    ['any other Unicode stays', 'µL – 10 kb 🧬', 'µL – 10 kb 🧬'],
  ])('xmlText: %s', (_label, input, output) => {
    expect(xmlText(input)).toBe(output);
  });

  test('a URL set: loc, lastmod as a W3C datetime, changefreq and priority; a bad date is left out', () => {
    const xml = renderUrlset([
      { loc: 'https://s.example/', changeFrequency: 'daily', priority: 1 },
      { loc: 'https://s.example/products/x?a=1&b=2', lastModified: '2026-11-28T03:00:00.123Z', changeFrequency: 'weekly', priority: 0.8 },
      { loc: 'https://s.example/blog/y', lastModified: 'not a date' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url>\n<loc>https://s.example/</loc>\n<changefreq>daily</changefreq>\n<priority>1</priority>\n</url>\n' +
        '<url>\n<loc>https://s.example/products/x?a=1&amp;b=2</loc>\n<lastmod>2026-11-28T03:00:00.123Z</lastmod>\n<changefreq>weekly</changefreq>\n<priority>0.8</priority>\n</url>\n' +
        '<url>\n<loc>https://s.example/blog/y</loc>\n</url>\n' +
        '</urlset>\n',
    );
  });

  test('an index lists its files', () => {
    expect(renderSitemapIndex([{ loc: 'https://s.example/sitemaps/pages.xml' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap>\n<loc>https://s.example/sitemaps/pages.xml</loc>\n</sitemap>\n</sitemapindex>\n',
    );
  });
});

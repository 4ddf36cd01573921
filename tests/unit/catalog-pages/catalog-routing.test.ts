// /products is routed in two places: next.config.mjs rewrites the unfiltered view (no proxy round on the most
// visited catalogue URL) and proxy.ts rewrites any view carrying a filter key. Both have to be written as
// literals (Next reads them statically), so this test keeps them in agreement with catalog-params.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogHref, catalogStateSegment, parseCatalogParams } from '@/lib/domain/catalog-params';
import { config } from '@/proxy';

const nextConfig = readFileSync(path.join(__dirname, '../../../next.config.mjs'), 'utf8');
const literal = (name: string) => {
  const m = new RegExp(`const ${name} = (.+);`).exec(nextConfig);
  if (!m) throw new Error(`${name} not found in next.config.mjs`);
  return JSON.parse(m[1].replace(/'/g, '"')) as unknown;
};

// Every key catalogHref can write, found by setting each field away from its default.
const keysWritten = [
  ...new URLSearchParams(catalogHref({ q: 'x', category: 'lentivirus', availability: 'quote', page: 2 }).split('?')[1]).keys(),
];

describe('catalogue routing (next.config.mjs rewrite + proxy.ts matcher)', () => {
  test('the config rewrite sends plain /products to the segment of the default view', () => {
    expect(literal('UNFILTERED_CATALOG_SEGMENT')).toBe(catalogStateSegment(parseCatalogParams({})));
  });

  test('the config rewrite steps aside for every query key the catalogue writes', () => {
    expect([...(literal('CATALOG_QUERY_KEYS') as string[])].sort()).toEqual([...keysWritten].sort());
  });

  test('the proxy takes /products whenever one of those keys is present, and every admin path', () => {
    const productKeys = config.matcher
      .filter((m): m is Exclude<typeof m, string> => typeof m !== 'string' && m.source === '/products')
      .map((m) => m.has[0].key)
      .sort();
    expect(productKeys).toEqual([...keysWritten].sort());
    expect(config.matcher).toEqual(expect.arrayContaining(['/admin', '/admin/:path*']));
    expect(config.matcher).not.toContain('/products');
  });
});

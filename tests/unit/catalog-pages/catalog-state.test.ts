// The catalogue's filter state as one cacheable path segment (proxy.ts rewrites /products?… to it).
import { catalogStateSegment, parseCatalogParams, parseCatalogState } from '@/lib/domain/catalog-params';

test.each([
  {},
  { q: 'dna ladder' },
  { q: 'ünïcødé / slash ? & # ~ %', category: 'genome-editing', availability: 'quote', page: '3' },
  { category: 'lentivirus', availability: 'purchasable' },
  { q: '  spaced  ', page: '0' },
])('round trip %j', (raw) => {
  const params = parseCatalogParams(raw);
  const segment = catalogStateSegment(params);
  expect(segment).toMatch(/^[a-z-]+~[a-z]+~\d+~[A-Za-z0-9_-]*$/);
  expect(parseCatalogState(segment)).toEqual(params);
  expect(parseCatalogState(encodeURIComponent(segment))).toEqual(params);
});

test.each(['', 'junk', 'nope~nope~-4~!!!', 'all~all~2~%E0%A4%A', 'all~all~1~////'])('a malformed segment %j falls back to defaults', (seg) => {
  expect(() => parseCatalogState(seg)).not.toThrow();
  const p = parseCatalogState(seg);
  expect(p.category === 'all' || typeof p.category === 'string').toBe(true);
  expect(p.page).toBeGreaterThanOrEqual(1);
});

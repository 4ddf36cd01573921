// Which stored links may be rendered (docs/security.md items 13, 23).
import { isSafeHref, renderableHref, safeImageSrc, sitePathHref } from '@/lib/domain/safe-url';

describe('isSafeHref', () => {
  test.each([
    ['', true],
    ['/products/gene-knock-out', true],
    ['/blog/x?y=1#z', true],
    ['https://www.addgene.org/12345/', true],
    ['http://example.com', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['vbscript:msgbox(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['\\\\evil.example', false],
    ['products/relative', false],
    ['https://', false],
    ['https:///path', false],
    ['/has space', false],
    ['/tab\there', false],
    ['ftp://files.example.com/a', false],
    ['mailto:a@b.test', false],
    ['https://xn--zz', false], // a host the URL parser refuses (bad punycode): not a link
  ])('%p → %p', (value, ok) => expect(isSafeHref(value)).toBe(ok));
});

test('renderableHref trims and drops unsafe stored values', () => {
  expect(renderableHref('  /products/x ')).toBe('/products/x');
  expect(renderableHref('data:text/html,x')).toBeNull();
  expect(renderableHref(null)).toBeNull();
  expect(renderableHref('')).toBeNull();
});

describe('sitePathHref (links in a visitor\'s stored cart)', () => {
  test.each([
    ['/products/gn8k-dna-marker', '/products/gn8k-dna-marker'],
    ['/\\evil.example', null], // browsers read /\host as //host
    ['//evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['/a\nb', null],
    ['', null],
  ])('%p → %p', (value, expected) => expect(sitePathHref(value)).toBe(expected));
});

describe('safeImageSrc (images in a visitor\'s stored cart)', () => {
  test.each([
    ['/images/products/a.webp', '/images/products/a.webp'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['http://cdn.example.com/a.png', null],
    ['/\\evil.example/a.png', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['https://cdn.example.com/a b.png', null],
  ])('%p → %p', (value, expected) => expect(safeImageSrc(value)).toBe(expected));
});

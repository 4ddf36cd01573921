// Which stored links may be rendered (SECURITY items 13, 23).
import { isSafeHref, renderableHref } from '@/lib/domain/safe-url';

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
  ])('%p → %p', (value, ok) => expect(isSafeHref(value)).toBe(ok));
});

test('renderableHref trims and drops unsafe stored values', () => {
  expect(renderableHref('  /products/x ')).toBe('/products/x');
  expect(renderableHref('data:text/html,x')).toBeNull();
  expect(renderableHref(null)).toBeNull();
  expect(renderableHref('')).toBeNull();
});

// docs/security.md item 23: the site's Markdown component renders the XSS inputs without scripts, handlers, iframes
// or forms, and keeps only http(s)/mailto (and site-relative) links. react-markdown is ESM-only, which jest's
// CommonJS runtime cannot load, so the real component renders in a tsx child process.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

function render(sources: string[]): string[] {
  const out = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(__dirname, 'blog-markdown-render.tsx')], {
    cwd: ROOT,
    input: JSON.stringify(sources),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return JSON.parse(out) as string[];
}

const cases: [string, string][] = [
  ['img with an onerror handler', '<img src=x onerror=alert(1)>'],
  ['javascript: link', '[x](javascript:alert(1))'],
  ['encoded javascript: link', '[x](JaVaScRiPt:alert(1))'],
  ['data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['vbscript: link', '[x](vbscript:msgbox(1))'],
  ['javascript: image', '![x](javascript:alert(1))'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['form', '<form action="https://evil.example"><input name="p"><button>Go</button></form>'],
  ['script tag', '<script>alert(1)</script>'],
  ['svg onload', '<svg onload=alert(1)><circle r=5 /></svg>'],
  ['inline html with style and handler', '<a href="https://ok.example" onclick="alert(1)" style="color:red">x</a>'],
  ['autolink javascript:', '<javascript:alert(1)>'],
  ['reference-style javascript: link', '[x][1]\n\n[1]: javascript:alert(1)'],
];

const SAFE_SAMPLE =
  '[site](https://bioark.example/a) [mail](mailto:lab@bioark.test) [rel](/blog/x) ![img](/images/blog/a.webp) ![remote](https://cdn.example.com/b.png)\n\n| a | b |\n|---|---|\n| 1 | 2 |';

let safeHtml = '';
let rendered: string[] = [];

beforeAll(() => {
  [safeHtml, ...rendered] = render([SAFE_SAMPLE, ...cases.map(([, md]) => md)]);
}, 90_000);

describe('docs/security.md item 23: markdown XSS inputs', () => {
  test.each(cases.map(([label], i) => [label, i] as const))('%s renders without script, handlers, iframes, forms or unsafe URLs', (_label, i) => {
    const html = rendered[i];
    expect(html).not.toMatch(/<script|<iframe|<form|<input|<button|<svg|<style/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
  });
});

test('safe markdown keeps http(s), mailto and site-relative links, images and GFM tables', () => {
  const html = safeHtml;
  expect(html).toContain('href="https://bioark.example/a"');
  expect(html).toContain('rel="noopener noreferrer nofollow"');
  expect(html).toContain('href="mailto:lab@bioark.test"');
  expect(html).toContain('href="/blog/x"');
  expect(html).toContain('src="/images/blog/a.webp"');
  expect(html).toContain('src="https://cdn.example.com/b.png"');
  expect(html).toContain('<table>');
});

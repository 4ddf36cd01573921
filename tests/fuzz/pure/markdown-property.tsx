// Runs under tsx (react-markdown and parse5 are ESM-only, which jest's CommonJS runtime cannot load); started by
// markdown.fuzz.test.ts. For any generated markdown, the site's Markdown component must emit no element that
// runs script, no event-handler attribute and no javascript:/vbscript:/data: URL — checked on the parsed DOM.
// Prints {"ok":true} or {"ok":false,"report":"…"} (fast-check's report with the shrunk counter-example).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import fc from 'fast-check';
import { parseFragment } from 'parse5';
import { Markdown } from '@/components/markdown/markdown';
import { hostileString } from '@/tests/fuzz/hostile';

const seed = Number(process.argv[2]);
const numRuns = Number(process.argv[3]);

const FORBIDDEN_TAGS = new Set(['script', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'input', 'button', 'style', 'link', 'meta', 'base', 'frame', 'frameset', 'template']);
const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'background', 'data']);

type Node = { nodeName: string; tagName?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; content?: Node };

function problems(html: string): string[] {
  const found: string[] = [];
  const stack: Node[] = [parseFragment(html) as unknown as Node];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.tagName && FORBIDDEN_TAGS.has(node.tagName)) found.push(`<${node.tagName}>`);
    for (const a of node.attrs ?? []) {
      const name = a.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${node.tagName}[${name}]`);
      if (name === 'style') found.push(`${node.tagName}[style]`);
      if (URL_ATTRS.has(name)) {
        const v = a.value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
        if (/^(javascript|vbscript|data|file):/.test(v)) found.push(`${node.tagName}[${name}=${a.value.slice(0, 40)}]`);
        if (name === 'href' || name === 'src') {
          if (!/^(https?:|mailto:|\/|#|\.|$)/.test(v) && /^[a-z][a-z0-9+.-]*:/.test(v)) found.push(`${node.tagName}[${name} scheme ${a.value.slice(0, 40)}]`);
        }
      }
    }
    for (const c of node.childNodes ?? []) stack.push(c);
    if (node.content) stack.push(node.content);
  }
  return found;
}

const dangerous = fc.constantFrom(
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD4=)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml,<svg onload=alert(1)>)',
  '<javascript:alert(1)>',
  '[x][r]\n\n[r]: javascript:alert(1)',
  '<object data="x.swf">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form action=javascript:alert(1)><button>x</button></form>',
  '<details open ontoggle=alert(1)>',
  '<a href="x" style="position:fixed">',
  '```html\n<script>alert(1)</script>\n```',
  '| a | <script>x</script> |\n|---|---|\n| 1 | 2 |',
);
const markdownPiece = fc.oneof(dangerous, hostileString, fc.constantFrom('# ', '**', '_', '`', '> ', '- ', '1. ', '\n\n', '[', '](', ')', '![', '<', '>', '"', "'", '&#', ';', '\\'));
const markdown = fc.array(markdownPiece, { maxLength: 12 }).map((parts) => parts.join(''));

try {
  fc.assert(
    fc.property(markdown, (source) => {
      const found = problems(renderToStaticMarkup(createElement(Markdown, null, source)));
      if (found.length > 0) throw new Error(`unsafe output: ${found.join(', ')}`);
    }),
    { seed, numRuns },
  );
  process.stdout.write(JSON.stringify({ ok: true }));
} catch (err) {
  process.stdout.write(JSON.stringify({ ok: false, report: (err as Error).message }));
}

// Renders markdown from stdin (JSON array of strings) with the site's Markdown component; prints JSON of HTML.
// Run under tsx by blog-markdown.test.ts: react-markdown is ESM-only, which jest's CommonJS runtime cannot load.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from '@/components/markdown/markdown';

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (c) => (input += c));
process.stdin.on('end', () => {
  const sources = JSON.parse(input) as string[];
  process.stdout.write(JSON.stringify(sources.map((s) => renderToStaticMarkup(createElement(Markdown, null, s)))));
});

// lib/class-merge.ts must merge exactly like tailwind-merge for every utility this codebase writes: the
// source is scanned for class tokens, and every pair (same variants) and every token with variants is checked
// against tailwind-merge itself. A new utility the table misreads makes this test fail.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { classGroup, mergeClasses } from '@/lib/class-merge';

const ROOT = path.resolve(__dirname, '../../..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(tsx?|mjs)$/.test(name) ? [p] : [];
  });
}

const tokens = new Set<string>();
for (const dir of ['app', 'components', 'lib', 'hooks']) {
  // lib/http is the plain-JavaScript server layer (headers, CSP directives), components/icons the generated icon
  // drawings (icon names such as 'rotate-ccw', not classes): no class names there.
  const skip = [`${path.sep}lib${path.sep}http${path.sep}`, `${path.sep}components${path.sep}icons${path.sep}`];
  for (const file of sourceFiles(path.join(ROOT, dir)).filter((f) => !f.endsWith('class-merge.ts') && !skip.some((s) => f.includes(s)))) {
    const src = readFileSync(file, 'utf8');
    for (const m of src.matchAll(/(['"`])((?:(?!\1)[^\\\n$]|\\.)*)\1/g)) {
      for (const t of m[2].split(/\s+/)) if (/^[!-]?[a-z@[*][\w:[\]/.\-&>=*()%#,'~@+!|]*$/i.test(t) && t.length < 80) tokens.add(t);
    }
  }
}
const all = [...tokens];
const recognised = (t: string) => twMerge(`${t} ${t}`) === t;
const known = all.filter(recognised);
const utilities = [...new Set(all.map((t) => t.slice(t.lastIndexOf(':') + 1).replace(/^!|!$/g, '').replace(/^-/, '')))].filter(recognised);

test('the scan finds the codebase utilities', () => {
  expect(utilities.length).toBeGreaterThan(400);
  expect(utilities).toEqual(expect.arrayContaining(['px-4', 'text-sm', 'bg-primary', 'border-input', 'size-10', 'inline-flex']));
});

test('every source token is recognised (or not) as tailwind-merge does, variants included', () => {
  const wrong = all.filter((t) => mergeClasses(`${t} ${t}`) !== twMerge(`${t} ${t}`));
  expect(wrong).toEqual([]);
});

test('every pair of source utilities merges as with tailwind-merge', () => {
  const wrong: string[] = [];
  for (const a of utilities) {
    for (const b of utilities) {
      if (a === b) continue;
      const input = `${a} ${b}`;
      if (mergeClasses(input) !== twMerge(input)) wrong.push(`${input} → ${twMerge(input)} (got ${mergeClasses(input)})`);
    }
  }
  expect(wrong.slice(0, 40)).toEqual([]);
});

test('pairs of source tokens with variants merge as with tailwind-merge', () => {
  // Tokens only conflict under the same variants (in any order), so pair each token with variants with the
  // tokens whose variant set is the same, and with every token of the same utility.
  const variantsOf = (t: string) => t.split(':').slice(0, -1).sort().join(':');
  const utilityOf = (t: string) => t.slice(t.lastIndexOf(':') + 1);
  const withVariants = known.filter((t) => t.includes(':'));
  const wrong: string[] = [];
  for (const a of withVariants) {
    for (const b of known) {
      if (a === b || (variantsOf(a) !== variantsOf(b) && utilityOf(a) !== utilityOf(b))) continue;
      const input = `${b} ${a}`;
      if (mergeClasses(input) !== twMerge(input)) wrong.push(`${input} → ${twMerge(input)} (got ${mergeClasses(input)})`);
    }
  }
  expect(wrong.slice(0, 40)).toEqual([]);
});

test.each([
  ['px-4 py-2 px-6', 'py-2 px-6'],
  ['p-4 px-2', 'p-4 px-2'],
  ['px-2 p-4', 'p-4'],
  ['inline-flex hidden sm:inline-flex', 'hidden sm:inline-flex'],
  ['text-sm text-primary text-base', 'text-primary text-base'],
  ['border border-input border-white/40', 'border border-white/40'],
  ['hover:bg-subtle hover:bg-white/10 bg-transparent', 'hover:bg-white/10 bg-transparent'],
  ['size-10 h-12', 'size-10 h-12'],
  ['h-12 size-10', 'size-10'],
  ['[&_svg]:size-4 [&_svg]:size-5', '[&_svg]:size-5'],
  ['custom-class another custom-class', 'custom-class another custom-class'],
])('mergeClasses(%j) → %j', (input, expected) => {
  expect(mergeClasses(input)).toBe(expected);
  expect(twMerge(input)).toBe(expected);
});

test('unknown words are not classified', () => {
  expect(classGroup('hello')).toBeNull();
  expect(classGroup('prose')).toBeNull();
});

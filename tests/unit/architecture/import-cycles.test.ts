// No import circle among the application's modules (docs/architecture.md): a circle makes load order decide
// what a module sees (an `undefined` import at start-up) and usually means a rule lives in two places. This reads
// the TypeScript sources of app/, components/, lib/, hooks/, db/ and proxy.ts / instrumentation.ts with the
// compiler's parser, resolves `@/…` and relative specifiers, and lists every strongly connected group of files.
// Type-only imports are erased at build time and do not count; dynamic `import()` does.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');
const SCANNED = ['app', 'components', 'lib', 'hooks', 'db', 'proxy.ts', 'instrumentation.ts'];
const SOURCE = /\.(ts|tsx|mts|mjs|cjs|js)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.cjs', '.js', '/index.ts', '/index.tsx'];

function files(rel: string): string[] {
  const abs = path.join(ROOT, rel);
  if (!existsSync(abs)) return [];
  if (statSync(abs).isFile()) return SOURCE.test(rel) && !rel.endsWith('.d.ts') ? [rel] : [];
  return readdirSync(abs).flatMap((name) => (name === 'node_modules' || name.startsWith('.') || name === 'migrations' ? [] : files(path.join(rel, name))));
}

/** The specifiers a file really loads: static imports/re-exports that are not type-only, and import() calls. */
export function runtimeImports(fileName: string, text: string): string[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly = clause?.isTypeOnly
        || (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found.push(arg.text);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require') {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function resolve(from: string, spec: string, known: Set<string>): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
  else return null; // a package
  for (const ext of EXTENSIONS) {
    const candidate = path.normalize(base + ext);
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** Tarjan's strongly connected components; each group of two or more files (or a file importing itself) is a circle. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const groups: string[][] = [];
  const strong = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) strong(v);
  return groups;
}

function buildGraph(): Map<string, string[]> {
  const all = SCANNED.flatMap(files);
  const known = new Set(all);
  const graph = new Map<string, string[]>();
  for (const file of all) {
    const deps = runtimeImports(file, readFileSync(path.join(ROOT, file), 'utf8'))
      .map((spec) => resolve(file, spec, known))
      .filter((d): d is string => d !== null);
    graph.set(file, [...new Set(deps)]);
  }
  return graph;
}

test('no import circle among app/, components/, lib/, hooks/, db/, proxy.ts', () => {
  const graph = buildGraph();
  expect(graph.size).toBeGreaterThan(200); // the scan really read the tree
  expect(findCycles(graph)).toEqual([]);
});

test('proxy.ts imports nothing from components/ (the proxy runs on every matched request)', () => {
  const graph = buildGraph();
  const reached = new Set<string>();
  const walk = (f: string) => {
    if (reached.has(f)) return;
    reached.add(f);
    for (const d of graph.get(f) ?? []) walk(d);
  };
  walk('proxy.ts');
  expect([...reached].filter((f) => f.startsWith('components/'))).toEqual([]);
});

test('the finder sees a circle, a dynamic import and ignores type-only imports', () => {
  expect(findCycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
  expect(findCycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  expect(findCycles(new Map([['a', ['a']]]))).toEqual([['a']]);
  const src = [
    "import type { A } from '@/lib/a';",
    "import { type B } from '@/lib/b';",
    "import { c } from '@/lib/c';",
    "export type { D } from './d';",
    "export { e } from './e';",
    "const f = () => import('@/lib/f');",
  ].join('\n');
  expect(runtimeImports('x.ts', src)).toEqual(['@/lib/c', './e', '@/lib/f']);
});

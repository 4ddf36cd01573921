/**
 * The repository explains itself: no file cites a document outside it (the team's shared SPEC, SECURITY,
 * ARCHITECTURE, DESIGN, CONVENTIONS or STACK-NOTES files, or a ../shared path), every docs/ page a file cites
 * exists, and the README links docs/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && /\.(ts|tsx|mjs|cjs|js|css|sql|sh|md|ya?ml|conf|example)$|(^|\/)Dockerfile$/.test(f))
  .filter((f) => f !== 'tests/unit/docs/references.test.ts' && existsSync(path.join(ROOT, f)));

const OUTSIDE = /(?<![\w/.-])(SPEC|SECURITY|ARCHITECTURE|DESIGN|CONVENTIONS|STACK-NOTES)(\.md)?\b(?![-_])/;
const SHARED_PATH = /\.\.\/shared\//;

test('no file cites a document outside the repository', () => {
  const hits: string[] = [];
  for (const f of files) {
    readFileSync(path.join(ROOT, f), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (OUTSIDE.test(line) || SHARED_PATH.test(line)) hits.push(`${f}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
  }
  expect(hits).toEqual([]);
});

test('every docs/ page that is cited exists', () => {
  const missing = new Set<string>();
  for (const f of files) {
    for (const m of readFileSync(path.join(ROOT, f), 'utf8').matchAll(/\bdocs\/([a-z0-9-]+\.md)/g)) {
      if (!existsSync(path.join(ROOT, 'docs', m[1]))) missing.add(`${f} → docs/${m[1]}`);
    }
  }
  expect([...missing]).toEqual([]);
});

test('the README links docs/', () => {
  expect(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).toMatch(/\]\(docs\/(README\.md)?\)/);
});

// Configuration is read in one place, lib/env.ts, where every variable is validated (a bad value stops start
// with a message naming it). A `process.env` read anywhere else in the application skips that validation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const SCANNED = ['app', 'components', 'db', 'hooks', 'lib', 'proxy.ts', 'instrumentation.ts'];
/**
 * Files allowed to touch process.env, and why. Assignments (`process.env.X = …`) are not reads and are not
 * listed.
 */
const ALLOWED: Record<string, string> = {
  'lib/env.ts': 'the one reader',
  // Next's runtime markers, read before any Node-only module may load: register() also runs in the edge runtime,
  // where importing lib/env.ts (node:net) would fail, so the guard must look before it imports anything. These
  // two are set by Next itself, not by an operator; there is nothing to validate.
  'instrumentation.ts': 'NEXT_RUNTIME / NEXT_PHASE guard',
  // Next loads its cache handler as a plain CommonJS file outside the application bundle: it cannot import
  // lib/env.ts (TypeScript, ES modules). It reads PAGE_CACHE_MAX_MB and PAGE_CACHE_MAX_ENTRIES, which lib/env.ts
  // validates at start like every other variable (the test below keeps that so).
  'lib/cache/cache-handler.cjs': 'loaded by Next outside the bundle',
};

function files(rel: string): string[] {
  const abs = path.join(ROOT, rel);
  if (statSync(abs).isFile()) return [rel];
  return readdirSync(abs).flatMap((name) => (name === 'node_modules' || name.startsWith('.') ? [] : files(path.join(rel, name))));
}

const READ = /process\.env(?!\.[A-Z0-9_]+\s*(?:=(?!=)|\|\|=|\?\?=))/g;

test('process.env is read only in lib/env.ts', () => {
  const offenders: string[] = [];
  for (const file of SCANNED.flatMap(files).filter((f) => /\.(ts|tsx|mjs|cjs|js)$/.test(f))) {
    if (ALLOWED[file]) continue;
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/^\s*(\/\/|\*)/.test(line)) return;
        if (READ.test(line)) offenders.push(`${file}:${i + 1}: ${line.trim()}`);
        READ.lastIndex = 0;
      });
  }
  expect(offenders).toEqual([]);
});

test('the scan sees reads and ignores assignments', () => {
  const reads = ['const a = process.env.SITE_URL;', 'f(process.env)', "process.env['X']", 'if (process.env.A === "1")'];
  const writes = ['process.env.AUTH_SECRET = v;', 'process.env.NEXTAUTH_URL ||= x;'];
  expect(reads.map((l) => { READ.lastIndex = 0; return READ.test(l); })).toEqual([true, true, true, true]);
  expect(writes.map((l) => { READ.lastIndex = 0; return READ.test(l); })).toEqual([false, false]);
});

test('what the allowed files read is still validated by lib/env.ts (or is set by Next itself)', () => {
  const validated = readFileSync(path.join(ROOT, 'lib/env.ts'), 'utf8');
  const nextOwn = new Set(['NEXT_RUNTIME', 'NEXT_PHASE']);
  for (const file of Object.keys(ALLOWED).filter((f) => f !== 'lib/env.ts')) {
    const names = [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/process\.env\.([A-Z0-9_]+)/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) if (!nextOwn.has(name)) expect([file, validated.includes(`  ${name}:`)]).toEqual([file, true]);
  }
});

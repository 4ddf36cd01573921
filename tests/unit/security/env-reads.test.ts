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
  // Next's runtime markers, read before any Node-only module (lib/env.ts needs node:net) may load.
  'instrumentation.ts': 'NEXT_RUNTIME / NEXT_PHASE guard',
  // Next loads its cache handler as a plain CommonJS file outside the application bundle: it cannot import
  // lib/env.ts (PAGE_CACHE_MAX_MB, PAGE_CACHE_MAX_ENTRIES).
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

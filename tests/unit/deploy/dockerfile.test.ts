/**
 * The container's last stage copies the server (scripts/serve.mjs) and the plain-JavaScript modules it imports
 * one by one, outside Next's standalone output. A module the server imports but the Dockerfile does not copy
 * crashes the container at start, which no test against `npm start` would notice: this test follows every
 * relative import from serve.mjs and checks a COPY of the run stage brings it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

function runStageSources(): string[] {
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const stages = dockerfile.split(/^FROM /m);
  const run = stages[stages.length - 1];
  return [...run.matchAll(/^COPY\s+--from=build\s+(?:--chown=\S+\s+)?(\S+)\s+\S+\s*$/gm)].map((m) => m[1].replace(/^\/app\//, ''));
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}(/.*)?$`);
}

function serverImports(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const match of source.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
      const spec = match[1] ?? match[2];
      queue.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
    }
  }
  return [...seen];
}

describe('Dockerfile run stage', () => {
  const sources = runStageSources().map(globToRegExp);
  const files = serverImports('scripts/serve.mjs');

  it('finds the server and what it imports', () => {
    expect(files).toContain('scripts/serve.mjs');
    expect(files.length).toBeGreaterThan(3);
  });

  it.each(files)('copies %s', (file) => {
    expect(sources.some((pattern) => pattern.test(file))).toBe(true);
  });
});

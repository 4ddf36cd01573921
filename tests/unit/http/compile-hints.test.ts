// V8's compile hints put into a build (lib/http/compile-hints.mjs): every script starts with the hint, every
// integrity hash of it is replaced wherever the build wrote it, once per build, and a read-only build is left whole.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyCompileHints, COMPILE_HINT, replaceHashes, sri, withCompileHint } from '@/lib/http/compile-hints.mjs';

function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'hints-'));
  const write = (rel: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  };
  const a = 'console.log("a")';
  const b = 'console.log("b")';
  write('BUILD_ID', 'build-1\n');
  write('static/chunks/a.js', a);
  write('static/chunks/nested/b.js', b);
  write('static/chunks/s.css', 'p{}');
  write('server/subresource-integrity-manifest.json', JSON.stringify({ 'static/chunks/a.js': sri(a), 'static/chunks/nested/b.js': sri(b) }));
  write('server/app/page.html', `<script src="/_next/static/chunks/a.js" integrity="${sri(a)}"></script><p>sha256-notAHashOfOurs=</p>`);
  write('server/app/other.rsc', 'no hashes here');
  return { dir, a, b, read: (rel: string) => readFileSync(path.join(dir, rel), 'utf8') };
}

describe('compile hints', () => {
  test.each([
    ['a script without the hint gets it first', 'x()', `${COMPILE_HINT}x()`],
    ['a script with it is unchanged', `${COMPILE_HINT}x()`, `${COMPILE_HINT}x()`],
    ['an empty script gets it', '', COMPILE_HINT],
  ])('%s', (_name, input, expected) => {
    expect(withCompileHint(input).toString()).toBe(expected);
  });

  test('replaceHashes changes only the hashes it knows', () => {
    const renamed = new Map([['sha256-old=', 'sha256-new=']]);
    expect(replaceHashes('a sha256-old= b sha256-other= c', renamed)).toBe('a sha256-new= b sha256-other= c');
  });

  test('a build gets the hint in every script and the new hashes wherever the old ones were, once', () => {
    const { dir, a, b, read } = fakeBuild();
    try {
      expect(applyCompileHints(dir)).toEqual({ scripts: 2, files: 2 });
      expect(read('static/chunks/a.js')).toBe(COMPILE_HINT + a);
      expect(read('static/chunks/nested/b.js')).toBe(COMPILE_HINT + b);
      expect(read('static/chunks/s.css')).toBe('p{}');
      expect(JSON.parse(read('server/subresource-integrity-manifest.json'))).toEqual({
        'static/chunks/a.js': sri(COMPILE_HINT + a),
        'static/chunks/nested/b.js': sri(COMPILE_HINT + b),
      });
      expect(read('server/app/page.html')).toBe(`<script src="/_next/static/chunks/a.js" integrity="${sri(COMPILE_HINT + a)}"></script><p>sha256-notAHashOfOurs=</p>`);
      expect(read('compile-hints')).toBe('build-1');
      expect(applyCompileHints(dir)).toEqual({ skipped: 'already applied' });
      expect(read('static/chunks/a.js')).toBe(COMPILE_HINT + a);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a new build of the same directory is hinted again', () => {
    const { dir, a, read } = fakeBuild();
    try {
      applyCompileHints(dir);
      writeFileSync(path.join(dir, 'BUILD_ID'), 'build-2');
      writeFileSync(path.join(dir, 'static/chunks/a.js'), a);
      expect(applyCompileHints(dir)).toEqual({ scripts: 1, files: 0 });
      expect(read('static/chunks/a.js')).toBe(COMPILE_HINT + a);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // (root may write anything, so the check cannot be shown as root)
  (process.getuid?.() === 0 ? test.skip : test)('a build it cannot write is left whole, not half-changed', () => {
    const { dir, a, read } = fakeBuild();
    try {
      chmodSync(path.join(dir, 'server/app/page.html'), 0o444);
      expect(applyCompileHints(dir).skipped).toMatch(/^not writable/);
      expect(read('static/chunks/a.js')).toBe(a);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('without a build there is nothing to do', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hints-'));
    try {
      expect(applyCompileHints(dir)).toEqual({ skipped: 'no build' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

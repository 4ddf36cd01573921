/**
 * The markdown pipeline (blog posts, product content) never emits an executable element, event handler or
 * script URL for any generated input. The property runs in a tsx child process (markdown-property.tsx).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { FUZZ_RUNS, FUZZ_SEED } from '@/tests/fuzz/config';

const ROOT = path.resolve(__dirname, '../../..');

test('no generated markdown renders to executable HTML', () => {
  const out = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(__dirname, 'markdown-property.tsx'), String(FUZZ_SEED), String(FUZZ_RUNS * 3)], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const result = JSON.parse(out) as { ok: boolean; report?: string };
  if (!result.ok) throw new Error(result.report);
}, 130_000);

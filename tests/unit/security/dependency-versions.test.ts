// docs/security.md item 1: next and react stay on versions without known open advisories. `npm audit` cannot reach
// the advisory endpoint from this network, so the floors of the advisories that matter are pinned here:
// CVE-2025-29927 (middleware bypass via x-middleware-subrequest, fixed in next 15.2.3) and CVE-2025-55182 /
// CVE-2025-66478 (React Server Components remote code execution, fixed in react 19.2.1 / next 16.0.7).
import { readFileSync } from 'node:fs';
import path from 'node:path';

function installed(pkg: string): string {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

function atLeast(version: string, floor: string): boolean {
  const a = version.split(/[.-]/).slice(0, 3).map(Number);
  const b = floor.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    if (a[i] !== b[i]) return a[i] > b[i];
  }
  return true;
}

test.each([
  ['next', '16.0.7'],
  ['react', '19.2.1'],
  ['react-dom', '19.2.1'],
  ['next-auth', '4.24.12'],
])('%s is at least %s', (pkg, floor) => {
  expect(atLeast(installed(pkg), floor)).toBe(true);
});

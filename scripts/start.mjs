#!/usr/bin/env node
// `npm start`: build if needed, then serve the production build on PORT/HOSTNAME (default localhost:3000).
// The database is migrated and seeded by the server itself on start (instrumentation.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const port = process.env.PORT || '3000';
const host = process.env.HOSTNAME || '0.0.0.0';

// One secret for sessions and signed media URLs, kept in .data so sessions survive restarts.
if (!process.env.AUTH_SECRET) {
  const file = path.join(root, '.data', 'auth-secret');
  mkdirSync(path.dirname(file), { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  process.env.AUTH_SECRET = readFileSync(file, 'utf8').trim();
}
process.env.NEXTAUTH_SECRET ||= process.env.AUTH_SECRET;

if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || process.env.FORCE_BUILD === '1') {
  console.log('No production build found: running `next build` (about a minute)…');
  const r = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

console.log(`Starting BioArk on http://localhost:${port} (${process.env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${process.env.PGLITE_DIR || '.data/pglite'}`})`);
// scripts/serve.mjs: Next's request handler behind the in-process page microcache.
const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), root], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', PORT: port, HOSTNAME: host },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));

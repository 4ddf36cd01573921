// Shared helpers for the bench scripts: start/stop servers, wait for them, run wrk and parse its output.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const out = path.join(root, 'bench', 'out');
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
mkdirSync(out, { recursive: true });

export function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status})`);
  return r;
}

export function ensureAppBuild() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.log('building the app (next build)…');
    sh(process.execPath, [nextBin, 'build'], { cwd: root, env: { ...process.env, NODE_ENV: 'production' } });
  }
}

const HELLO_PAGE = 'export default function P(){return <p>hello</p>}\n';

/**
 * A reference Next.js app with one page, built the same way as the app (bench/out/<name>): by default the
 * bare "hello" page of docs/architecture.md's budgets. Built once; delete the folder to rebuild.
 */
export function ensureBareBuild(name = 'bare', pageSource = HELLO_PAGE) {
  const dir = path.join(out, name);
  if (existsSync(path.join(dir, '.next', 'BUILD_ID'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  writeFileSync(path.join(dir, 'app', 'layout.js'), "export default function L({children}){return <html lang='en'><body>{children}</body></html>}\n");
  writeFileSync(path.join(dir, 'app', 'page.js'), pageSource);
  writeFileSync(path.join(dir, 'package.json'), '{ "name": "bare", "private": true }\n');
  // Its own Turbopack root, with the project's packages hard-linked in: built under the project's root,
  // Turbopack compiles the project's instrumentation.ts into the reference app (database, seed, workers).
  sh('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  writeFileSync(path.join(dir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(dir)} } };\n`);
  console.log(`building the reference Next.js app bench/out/${name}…`);
  sh(process.execPath, [path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', dir], { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'ignore' });
  if (existsSync(path.join(dir, '.next', 'server', 'instrumentation.js'))) throw new Error(`${dir}: the reference app must not contain the project's instrumentation`);
  return dir;
}

/** A bare page whose HTML is about `kb` KB (plain paragraphs; the RSC payload roughly doubles the text). */
export function sizedBarePage(kb) {
  const count = Math.round((kb * 1024) / 240);
  const items = Array.from({ length: count }, (_, i) => `Reagent ${i}: a DNA marker for gel electrophoresis, 100 bp to 10 kb, ready to load`);
  return `const items=${JSON.stringify(items)};\nexport default function P(){return <main>{items.map((t,i)=><p key={i}>{t}</p>)}</main>}\n`;
}

const children = [];
// `next start` forks a server process: kill each child's whole process group, or a stale server keeps the
// port and the next run measures it.
process.on('exit', () =>
  children.forEach((c) => {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      c.kill('SIGTERM');
    }
  }),
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(1));

export function startProcess(cmd, args, opts = {}) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...opts });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  child.getLog = () => log;
  children.push(child);
  return child;
}

/** A reference app (ensureBareBuild) under `next start`, as docs/architecture.md's reference figures were taken. */
export function startNext({ port, dir }) {
  return startProcess(process.execPath, [nextBin, 'start', '-p', String(port), dir], { cwd: root, env: { ...process.env, NODE_ENV: 'production' } });
}

export const serveScript = path.join(root, 'scripts', 'serve.mjs');

/** The app as `npm start` serves it: scripts/serve.mjs (Next's handler behind the page microcache). */
export function startApp({ port, dir = root, env = {} }) {
  return startProcess(process.execPath, [serveScript, dir], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), ...env },
  });
}

export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return r;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** Runs wrk and returns { rps, p50, p99, errors } (latencies in ms). */
export function wrk(url, { seconds = 8, connections = 32, threads = 1 } = {}) {
  const r = spawnSync('wrk', [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--latency', url], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`wrk failed: ${r.stderr}`);
  const text = r.stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? 0);
  const toMs = (v, unit) => Number(v) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
  const pct = (p) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(text);
    return m ? toMs(m[1], m[2]) : NaN;
  };
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0);
  const sockErr = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const errors = non2xx + (sockErr ? sockErr.slice(1).reduce((a, b) => a + Number(b), 0) : 0);
  return { rps, p50: pct(50), p99: pct(99), errors };
}

export function fmt(n, digits = 0) {
  return Number.isFinite(n) ? n.toFixed(digits) : 'n/a';
}

/** A fresh PostgreSQL database for a bench run (dropped first when it exists): its URL and the admin connection. */
export async function freshPgDatabase(name) {
  const { default: postgres } = await import('postgres');
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  return { admin, dbUrl };
}

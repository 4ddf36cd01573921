#!/usr/bin/env node
// Slow and abusive clients, measured (issue 24 part 4; the pass/fail version is tests/security/slow-clients.spec.ts).
//   node bench/slow-clients.mjs [--port 4410] [--db bench_slow] [--slow 200] [--idle 1000] [--phase-s 30]
// One app instance as `npm start` runs it (scripts/serve.mjs, no nginx in front: the worst case) on PostgreSQL.
// Four ordinary visitors (sequential loops over cached pages) run throughout; each phase prints their p50/p99,
// the server's open file descriptors (/proc/<pid>/fd) and established connections on its port, during the phase
// and once it has settled, against the baseline taken before any abuse:
//   1. slowloris: --slow sockets dripping a header line a second (headers never end) and --slow sockets dripping
//      one byte of a 100 KB body a second (body never ends), held --phase-s seconds;
//   2. --idle keep-alive connections that make one request each and then sit idle;
//   3. update streams (SSE) opened and dropped in a loop for --phase-s seconds, 15 at a time (the per-address cap
//      is 20), each held 0–300 ms.
import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ensureAppBuild, freshPgDatabase, out, startApp, waitFor } from './lib.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const PORT = Number(arg('port', 4410));
const DB_NAME = arg('db', 'bench_slow');
const SLOW = Number(arg('slow', 200));
const IDLE = Number(arg('idle', 1000));
const PHASE_S = Number(arg('phase-s', 30));
if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME)) throw new Error(`--db ${DB_NAME}: letters, digits and _ only`);

ensureAppBuild();
const { admin, dbUrl } = await freshPgDatabase(DB_NAME);
const app = startApp({
  port: PORT,
  env: { DATABASE_URL: dbUrl.toString(), MEDIA_DIR: path.join(out, `slow-clients-${PORT}`, 'media'), AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000' },
});
const base = `http://127.0.0.1:${PORT}`;
await waitFor(`${base}/api/health`, 300_000);
const PAGES = ['/', '/products', '/products/gn8k-dna-marker', '/services', '/blog'];
for (const p of PAGES) await fetch(base + p).then((r) => r.arrayBuffer());

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fds = () => readdirSync(`/proc/${app.pid}/fd`).length;
const conns = () => execFileSync('ss', ['-Htn', 'state', 'established', `( sport = :${PORT} )`], { encoding: 'utf8' }).split('\n').filter((l) => l.trim()).length;
const pct = (xs, p) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))];
};
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Four ordinary visitors until stop() is called: page latencies and failures. */
function visitors() {
  let running = true;
  const ms = [];
  const failed = {};
  const loop = async (n) => {
    for (let i = n; running; i++) {
      const t0 = performance.now();
      try {
        const res = await fetch(base + PAGES[i % PAGES.length]);
        await res.arrayBuffer();
        if (res.status !== 200) failed[res.status] = (failed[res.status] ?? 0) + 1;
      } catch (err) {
        const code = err.cause?.code ?? 'network';
        failed[code] = (failed[code] ?? 0) + 1;
      }
      ms.push(performance.now() - t0);
    }
  };
  const loops = [0, 1, 2, 3].map(loop);
  return async () => {
    running = false;
    await Promise.all(loops);
    return { n: ms.length, p50: pct(ms, 0.5), p99: pct(ms, 0.99), failed };
  };
}

function openSocket() {
  return new Promise((resolve, reject) => {
    const s = net.connect(PORT, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
}

async function settle(baseline, ms = 30_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < ms && (fds() > baseline.fds + 2 || conns() > baseline.conns + 1)) await sleep(250);
  return { fds: fds(), conns: conns(), afterS: (Date.now() - t0) / 1000 };
}

const rows = [];
const row = (phase, v, during, after, note) => rows.push({ phase, v, during, after, note });

// Baseline: visitors alone, then the server's handles once their keep-alive connections have closed (the
// database pool is warm by then, so what remains is the server's own set).
const baseline = {};
{
  const before = fds();
  const stop = visitors();
  await sleep(PHASE_S * 1000);
  const v = await stop();
  const during = { fds: fds(), conns: conns() };
  await sleep(8000);
  Object.assign(baseline, { fds: fds(), conns: conns(), afterS: 8 });
  row('visitors alone (the baseline)', v, during, baseline, `fds before any visitor: ${before}`);
}
console.log(`app on :${PORT} (pid ${app.pid}); load average ${load()}; baseline: ${baseline.fds} open fds, ${baseline.conns} connections`);

// 1. Slowloris: slow headers and slow bodies.
{
  const headers = [];
  const bodies = [];
  const closedAt = new Map();
  const t0 = Date.now();
  for (let i = 0; i < SLOW * 2; i++) {
    const s = await openSocket();
    s.on('error', () => {});
    s.on('close', () => closedAt.set(s, (Date.now() - t0) / 1000));
    if (i % 2 === 0) {
      s.write('GET /products HTTP/1.1\r\nHost: localhost\r\n');
      headers.push(s);
    } else {
      s.write('POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"a":');
      bodies.push(s);
    }
  }
  const drip = setInterval(() => {
    for (const s of headers) if (!s.destroyed) s.write('X-Slow: 1\r\n');
    for (const s of bodies) if (!s.destroyed) s.write(' ');
  }, 1000);
  const stop = visitors();
  await sleep(PHASE_S * 1000);
  const v = await stop();
  const during = { fds: fds(), conns: conns() };
  clearInterval(drip);
  const headerCut = headers.filter((s) => closedAt.has(s)).map((s) => closedAt.get(s));
  const bodyCut = bodies.filter((s) => closedAt.has(s)).length;
  for (const s of [...headers, ...bodies]) s.destroy();
  row(
    `slowloris: ${SLOW} slow headers + ${SLOW} slow bodies, ${PHASE_S} s`,
    v,
    during,
    await settle(baseline),
    `slow headers closed by the server: ${headerCut.length}/${SLOW} (after ${Math.min(...headerCut).toFixed(0)}–${Math.max(...headerCut).toFixed(0)} s); slow bodies closed by the server within ${PHASE_S} s: ${bodyCut}/${SLOW} (request timeout 120 s)`,
  );
}

// 2. Idle keep-alive connections.
{
  const idle = [];
  const closedAt = [];
  const t0 = Date.now();
  let refused = 0;
  for (let i = 0; i < IDLE; i++) {
    try {
      const s = await openSocket();
      s.on('error', () => {});
      s.on('data', () => {});
      s.on('close', () => closedAt.push((Date.now() - t0) / 1000));
      s.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
      idle.push(s);
    } catch {
      refused++;
    }
  }
  const opened = (Date.now() - t0) / 1000;
  const stop = visitors();
  await sleep(Math.min(PHASE_S, 15) * 1000);
  const v = await stop();
  const during = { fds: fds(), conns: conns() };
  const closedByServer = closedAt.length;
  for (const s of idle) s.destroy();
  row(
    `${IDLE} idle keep-alive connections`,
    v,
    during,
    await settle(baseline),
    `opened in ${opened.toFixed(1)} s (${refused} refused); closed by the server (keep-alive timeout 5 s): ${closedByServer}/${idle.length}, the last ${Math.max(0, ...closedAt).toFixed(1)} s after the first opened`,
  );
}

// 3. SSE streams opened and dropped in a loop.
{
  let opened = 0;
  const statuses = {};
  let running = true;
  const churn = (async () => {
    while (running) {
      const controllers = Array.from({ length: 15 }, () => new AbortController());
      const res = await Promise.all(controllers.map((c) => fetch(`${base}/api/public/products/stream`, { signal: c.signal }).catch((err) => ({ status: err.cause?.code ?? err.name }))));
      for (const r of res) {
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        if (r.status === 200) opened++;
      }
      await sleep(Math.random() * 300);
      for (const c of controllers) c.abort();
      await sleep(50);
    }
  })();
  const stop = visitors();
  await sleep(PHASE_S * 1000);
  const v = await stop();
  const during = { fds: fds(), conns: conns() };
  running = false;
  await churn;
  row(`SSE opened and dropped, 15 at a time, ${PHASE_S} s`, v, during, await settle(baseline), `streams opened ${opened}; answers ${JSON.stringify(statuses)}`);
}

// Visitors alone again, at the end.
{
  const stop = visitors();
  await sleep(Math.min(PHASE_S, 15) * 1000);
  const v = await stop();
  row('visitors alone, afterwards', v, { fds: fds(), conns: conns() }, await settle(baseline), '');
}

console.log(`\n| phase | visitor requests | page p50 / p99 | visitor failures | fds / connections during | fds / connections after (settled in) | notes |`);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(
    `| ${r.phase} | ${r.v.n} | ${r.v.p50.toFixed(0)} / ${r.v.p99.toFixed(0)} ms | ${JSON.stringify(r.v.failed)} | ${r.during.fds} / ${r.during.conns} | ${r.after.fds} / ${r.after.conns} (${r.after.afterS.toFixed(1)} s) | ${r.note} |`,
  );
}
const final = { fds: fds(), conns: conns() };
console.log(`\nbaseline ${baseline.fds} fds / ${baseline.conns} connections; at the end ${final.fds} / ${final.conns}; load average ${load()}`);
await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`).catch(() => {});
await admin.end();
const back = final.fds <= baseline.fds + 2 && final.conns <= baseline.conns + 1;
console.log(back ? 'open handles back to baseline' : 'FAILED: open handles did not return to baseline');
process.exit(back ? 0 : 1);

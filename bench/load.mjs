#!/usr/bin/env node
// 200 concurrent visitors for 60 s over a mix of public pages and quote posts, against a production build on
// a fresh embedded database (or BENCH_URL). Prints the error count (target 0) and latency percentiles.
// Each visitor has its own client address (X-Forwarded-For, with TRUST_PROXY=true as behind nginx) and posts
// at most one quote, like a real visitor would.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureAppBuild, out, startApp, waitFor } from './lib.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const VISITORS = arg('visitors', 200);
const SECONDS = arg('seconds', 60);
const PORT = 3321;
let base = process.env.BENCH_URL;
if (!base) {
  ensureAppBuild();
  const dataDir = path.join(out, 'load-data');
  rmSync(dataDir, { recursive: true, force: true });
  startApp({ port: PORT, env: { TRUST_PROXY: 'true', PGLITE_DIR: path.join(dataDir, 'pglite'), MEDIA_DIR: path.join(dataDir, 'media'), AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000' } });
  base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/api/health`);
}
const pages = ['/', '/products', '/products/gn8k-dna-marker', '/products/gene-knock-out', '/services', '/services/lentivirus-packaging', '/blog', '/why-bioark', '/investors'];
for (const p of pages) await fetch(base + p); // warm

const latencies = [];
const errors = {};
let requests = 0;
const deadline = Date.now() + SECONDS * 1000;

async function visitor(n) {
  const ip = `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  let quoted = false;
  while (Date.now() < deadline) {
    const postQuote = !quoted && Math.random() < 0.05;
    const t0 = performance.now();
    let status = 0;
    try {
      if (postQuote) {
        quoted = true;
        const res = await fetch(`${base}/api/quote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify({
            firstName: 'Load', lastName: `Visitor ${n}`, email: `visitor${n}@example.org`, company: 'Bench Lab',
            serviceType: 'cloning', projectDescription: 'Subcloning of a 1.2 kb insert into a lentiviral backbone.',
            idempotencyKey: `load-${n}-${Date.now()}`,
          }),
        });
        status = res.status;
        await res.arrayBuffer();
      } else {
        const res = await fetch(base + pages[Math.floor(Math.random() * pages.length)], { headers: { 'x-forwarded-for': ip } });
        status = res.status;
        await res.arrayBuffer();
      }
    } catch (err) {
      status = err.cause?.code ?? 'network';
    }
    latencies.push(performance.now() - t0);
    requests++;
    const ok = postQuote ? status === 201 || status === 200 : status === 200;
    if (!ok) errors[status] = (errors[status] ?? 0) + 1;
  }
}

console.log(`${VISITORS} visitors for ${SECONDS} s against ${base} …`);
await Promise.all(Array.from({ length: VISITORS }, (_, i) => visitor(i)));
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
console.log(`requests ${requests} (${(requests / SECONDS).toFixed(0)}/s), errors ${errorCount} ${JSON.stringify(errors)}`);
console.log(`latency p50 ${pct(0.5).toFixed(0)} ms, p95 ${pct(0.95).toFixed(0)} ms, p99 ${pct(0.99).toFixed(0)} ms`);
process.exit(errorCount === 0 ? 0 : 1);

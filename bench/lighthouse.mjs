#!/usr/bin/env node
// Lighthouse (mobile, the default form factor) for /, /products, a product page, a service page and a blog
// post, plus axe-core on every public page, against a production build on a fresh embedded database (or
// BENCH_URL). Targets (docs/architecture.md): performance ≥ 90, accessibility ≥ 95, best practices ≥ 95, SEO 100;
// no serious or critical axe violations. Lighthouse itself is fetched with npx on first use (it is a bench
// tool, not a dependency of the app or of `npm test`).
// Each page is measured --runs times (default 5) and the median and minimum performance are reported, with the
// bare reference page measured in the same run, Lighthouse's benchmarkIndex of this machine and the load
// average beside them. A bare page under 95 means the machine is too noisy to judge the others: the bench says so.
// Usage: node bench/lighthouse.mjs [--runs 5] [--lighthouse-only | --axe-only] [--pages /,/products]
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ensureAppBuild, ensureBareBuild, out, startApp, startNext, waitFor } from './lib.mjs';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = 3331;
let base = process.env.BENCH_URL;
if (!base) {
  ensureAppBuild();
  const dataDir = path.join(out, 'lighthouse-data');
  rmSync(dataDir, { recursive: true, force: true });
  startApp({ port: PORT, env: { PGLITE_DIR: path.join(dataDir, 'pglite'), MEDIA_DIR: path.join(dataDir, 'media'), AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0000', SITE_URL: `http://localhost:${PORT}` } });
  base = `http://localhost:${PORT}`;
  await waitFor(`${base}/api/health`);
}

let post = '/blog';
try {
  const blog = await (await fetch(`${base}/api/public/blog`)).json();
  if (blog?.posts?.[0]?.slug) post = `/blog/${blog.posts[0].slug}`;
} catch {
  // keep /blog
}
const only = process.argv.includes('--axe-only') ? 'axe' : process.argv.includes('--lighthouse-only') ? 'lh' : null;
const pagesArg = process.argv.indexOf('--pages');
// --pages /,/products measures only those pages (the bare page is always measured beside them).
const lighthousePages =
  only === 'axe' ? [] : pagesArg > 0 ? process.argv[pagesArg + 1].split(',') : ['/', '/products', '/products/gn8k-dna-marker', '/services/custom-cloning', post];
const axePages = ['/', '/products', '/products/gn8k-dna-marker', '/products/gene-knock-out', '/p/gn8k-dna-marker-ui', '/services', '/services/custom-cloning', '/blog', post, '/blog/new', '/design', '/cart', '/request-quote', '/contact', '/investors', '/why-bioark', '/terms', '/privacy', '/no-such-page'];
// Warm the server's caches the way the first visitors of a deployed site do: each page once in a phone-sized
// browser, so the page cache and the image optimizer's cache (the phone-width variants) are filled.
if (lighthousePages.length) {
  const warm = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await warm.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (let round = 0; round < 2; round++) {
    for (const p of lighthousePages) await page.goto(base + p, { waitUntil: 'networkidle' }).catch(() => {});
  }
  await warm.close();
}
const runsArg = process.argv.indexOf('--runs');
// Lighthouse's own guidance on variability: run several times and report the median run.
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 5;

// The bare "hello" Next.js page, measured in the same run, is the reference: what the framework alone scores on
// this machine (its hydration task and, here, the headless browser's first-frame timing).
const BARE_PORT = 3332;
let bareBase = null;
if (only !== 'axe') {
  startNext({ port: BARE_PORT, dir: ensureBareBuild() });
  bareBase = `http://localhost:${BARE_PORT}`;
  await waitFor(`${bareBase}/`);
}

const TARGET = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 100 };
const rows = [];
let bareFirstPaintMs = null;
let bareWorkMs = null;
/** The middle element of a sorted list (the lower one of an even count). */
const middle = (sorted) => sorted[(sorted.length - 1) >> 1];
/** The finite values `pick` gives for each run, in ascending order. */
const sortedValues = (runs, pick) => runs.map(pick).filter(Number.isFinite).sort((a, b) => a - b);
const loadBefore = os.loadavg();
console.log(`load average before: ${loadBefore.map((v) => v.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
console.log('Lighthouse (mobile)                  perf  a11y  best   seo   FCP   LCP   TBT  first paint seen in the median run (unthrottled)');
for (const p of lighthousePages.length ? ['(bare hello page)', ...lighthousePages] : []) {
  const isBare = p === '(bare hello page)';
  const url = isBare ? `${bareBase}/` : base + p;
  const file = path.join(out, `lh-${isBare ? 'bare' : p.replace(/\W+/g, '_') || 'home'}.json`);
  const runs = [];
  // A run whose trace Lighthouse could not record (NO_NAVSTART, seen with Chromium 156 now and then) is run
  // again, up to RUNS extra attempts in all, so each page gets its RUNS runs.
  for (let attempts = 0; runs.length < RUNS && attempts < 2 * RUNS; attempts++) {
    const r = spawnSync('npx', ['-y', 'lighthouse@12', url, '--quiet', '--output=json', `--output-path=${file}`, `--chrome-path=${CHROME}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu', '--only-categories=performance,accessibility,best-practices,seo'], { encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROME } });
    if (r.status !== 0) {
      console.log(`${p.padEnd(36)} lighthouse failed: ${(r.stderr || '').split('\n').slice(-3).join(' ')}`);
      continue;
    }
    runs.push(JSON.parse(readFileSync(file, 'utf8')));
  }
  if (runs.length === 0) continue;
  // The median run by performance score (its other categories and metrics are reported as they were).
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = middle(runs);
  writeFileSync(file, JSON.stringify(lhr));
  const allPerf = runs.map((x) => Math.round(x.categories.performance.score * 100));
  const medianPerf = middle(allPerf);
  const minPerf = Math.min(...allPerf);
  const benchmarkIndex = Math.round(lhr.environment?.benchmarkIndex ?? 0);
  const s = Object.fromEntries(Object.entries(lhr.categories).map(([k, v]) => [k, Math.round(v.score * 100)]));
  const m = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const metrics = { fcpMs: Math.round(m.firstContentfulPaint), lcpMs: Math.round(m.largestContentfulPaint), tbtMs: Math.round(m.totalBlockingTime), observedFirstPaintMs: Math.round(m.observedFirstContentfulPaint), observedDomContentLoadedMs: Math.round(m.observedDomContentLoaded) };
  const ok = isBare || Object.entries(TARGET).every(([k, t]) => (s[k] ?? 0) >= t);
  // First paint seen and main-thread work (Lighthouse's breakdown, under its CPU slowdown): the median over the runs
  // — the median-by-score run's own paint is one sample of a figure that moves by 2 × between loads on these
  // machines — against the bare page's median in the same run.
  const paints = sortedValues(runs, (x) => x.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint).map(Math.round);
  const paintMedianMs = paints.length ? middle(paints) : metrics.observedFirstPaintMs;
  const work = sortedValues(runs, (x) => x.audits['mainthread-work-breakdown']?.numericValue);
  const workMedianMs = work.length ? Math.round(middle(work)) : null;
  if (isBare) {
    bareFirstPaintMs = paintMedianMs;
    bareWorkMs = workMedianMs;
  }
  const paintRatio = bareFirstPaintMs ? paintMedianMs / bareFirstPaintMs : null;
  const workRatio = bareWorkMs && workMedianMs !== null ? workMedianMs / bareWorkMs : null;
  rows.push({
    page: p, ...s, ...metrics, performanceRuns: allPerf, medianPerformance: medianPerf, minPerformance: minPerf, benchmarkIndex, loadAverage: os.loadavg()[0], ok, reference: isBare,
    firstPaintRunsMs: paints, firstPaintMedianMs: paintMedianMs, firstPaintVsBare: paintRatio, mainThreadWorkMedianMs: workMedianMs, mainThreadWorkVsBare: workRatio,
  });
  if (isBare && medianPerf < 95) {
    console.log(`  WARNING: the bare page scores ${medianPerf} (< 95): this machine is too noisy (benchmarkIndex ${benchmarkIndex}, load ${os.loadavg()[0].toFixed(2)}) to judge the pages below`);
  }
  const ms = (v) => `${(v / 1000).toFixed(1)}s`.padStart(5);
  console.log(
    `${p.padEnd(36)} ${String(s.performance).padStart(4)}  ${String(s.accessibility).padStart(4)}  ${String(s['best-practices']).padStart(4)}  ${String(s.seo).padStart(4)} ${ms(metrics.fcpMs)} ${ms(metrics.lcpMs)} ${String(metrics.tbtMs).padStart(5)}  ${metrics.observedFirstPaintMs} ms (DOM ready ${metrics.observedDomContentLoadedMs} ms)  median ${medianPerf} min ${minPerf} (runs ${allPerf.join('/')})  benchmarkIndex ${benchmarkIndex}  ${isBare ? 'reference' : ok ? 'ok' : 'BELOW TARGET'}`,
  );
  console.log(`  first paint seen, median ${paintMedianMs} ms (runs ${paints.join('/')})${isBare || paintRatio === null ? '' : `: ${paintRatio.toFixed(2)} × the bare page's${paintRatio > 1.5 ? ' (target ≤ 1.5 ×)' : ''}`}`);
  console.log(`  main-thread work, median ${workMedianMs} ms${isBare || workRatio === null ? '' : `: ${workRatio.toFixed(2)} × the bare page's${p === '/' && workRatio > 1.5 ? ' (issue 23 asks ≤ 1.5 × on /)' : ''}`}`);
  if (!ok) {
    const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative').slice(0, 8);
    for (const a of failing) console.log(`    - ${a.id}: ${a.displayValue ?? a.title}`);
  }
}

console.log('\naxe-core (serious + critical violations)');
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
const axe = [];
for (const width of only === 'lh' ? [] : [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  for (const p of axePages) {
    await page.goto(base + p, { waitUntil: 'networkidle' }).catch(() => {});
    const res = await new AxeBuilder({ page }).analyze();
    const bad = res.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    axe.push({ page: p, width, violations: bad.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })) });
    console.log(`${String(width).padStart(4)} px ${p.padEnd(32)} ${bad.length === 0 ? '0' : bad.map((v) => `${v.id}(${v.nodes.length})`).join(', ')}`);
  }
  await context.close();
}
await browser.close();
writeFileSync(path.join(out, 'lighthouse.json'), JSON.stringify({ date: new Date().toISOString(), loadAverageBefore: loadBefore, loadAverageAfter: os.loadavg(), cores: os.cpus().length, lighthouse: rows, axe }, null, 2));
console.log(`\nload average after: ${os.loadavg().map((v) => v.toFixed(2)).join(' ')}`);
process.exit(0);

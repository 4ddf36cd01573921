// Scripts after the first frame (lib/http/first-frame.mjs, issue 23): the server-rendered page is painted before
// the browser requests any framework script, then the page hydrates and works; the loader breaks no CSP rule.
import { test, expect } from '../helpers/playwright';

const PAGES = ['/', '/products', '/products/gn8k-dna-marker', '/services/custom-cloning', '/blog'];

for (const path of PAGES) {
  test(`${path}: painted before its scripts are requested, then interactive, with no CSP violation`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(path, { waitUntil: 'load' });
    const timing = await page.evaluate(
      () =>
        new Promise<{ paint: number; lcp: number; scripts: { name: string; start: number }[] }>((resolve) => {
          // The first candidate: later ones (an image that arrives after the text) may follow the scripts.
          let lcp = Infinity;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) lcp = Math.min(lcp, e.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          const done = () => {
            const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
            const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((e) => /\/_next\/static\/chunks\/.*\.js$/.test(e.name))
              .map((e) => ({ name: e.name, start: e.startTime }));
            resolve({ paint, lcp, scripts });
          };
          // The scripts have run once the page has hydrated: wait for them to be requested, then a little.
          const wait = () => ((performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((e) => e.name.includes('/_next/static/chunks/')) ? setTimeout(done, 300) : setTimeout(wait, 50));
          wait();
        }),
    );
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const s of timing.scripts) expect(s.start, s.name).toBeGreaterThanOrEqual(timing.lcp);
    // Hydrated: the header's search box answers as you type (a client component).
    const search = page.getByRole('combobox', { name: 'Search products, services and articles' });
    if (!(await search.isVisible())) await page.getByRole('link', { name: 'Search' }).first().click();
    await search.fill('marker');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(problems).toEqual([]);
  });
}

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
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
    });
    await page.goto(path, { waitUntil: 'load' });
    // The first screen before the rest: the stylesheet is in the page (its link disabled, never fetched), the
    // first-screen script followed the header and removed itself, and the header is styled.
    const early = await page.evaluate(() => ({
      inlineStyles: document.head.querySelectorAll('style').length,
      disabledLinks: document.head.querySelectorAll('link[rel="stylesheet"][disabled]').length,
      firstScreenScript: document.getElementById('first-screen-yield') !== null,
      headerPosition: getComputedStyle(document.querySelector('header[data-first-screen]') as Element).position,
    }));
    expect(early).toEqual({ inlineStyles: expect.any(Number), disabledLinks: 1, firstScreenScript: false, headerPosition: 'sticky' });
    expect(early.inlineStyles).toBeGreaterThan(0);
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
    expect(stylesheets).toEqual([]);
  });
}

test('the first-screen script is a cacheable script of its own, allowed by the page’s CSP', async ({ page, request }) => {
  const res = await request.get('/products');
  const html = await res.text();
  const tag = /<script id="first-screen-yield" src="([^"]+)" integrity="([^"]+)" fetchpriority="low"><\/script>/.exec(html);
  expect(tag).not.toBeNull();
  expect(html.indexOf(tag![0])).toBeGreaterThan(html.indexOf('data-first-screen'));
  expect(html.indexOf(tag![0])).toBeLessThan(html.indexOf('<main'));
  expect(res.headers()['content-security-policy']).toContain(`'${tag![2]}'`);
  const script = await request.get(tag![1]);
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await page.goto('/products');
  await expect(page.locator('#first-screen-yield')).toHaveCount(0);
});

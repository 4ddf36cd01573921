// Scripts after the first frame (lib/http/first-frame.mjs, issue 23): the server-rendered page is painted before
// the browser requests any framework script, then the page hydrates and works; the loader breaks no CSP rule.
import { createHash } from 'node:crypto';
import { test, expect } from '../helpers/playwright';

const PAGES = ['/', '/products', '/products/gn8k-dna-marker', '/services/custom-cloning', '/blog'];

for (const path of PAGES) {
  test(`${path}: painted before its scripts are requested, then interactive, with no CSP violation`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    // React must hydrate the server's elements, not replace them: a hydration mismatch (an element React did not
    // render, where it does not skip it) makes it render the tree again on the client.
    await page.addInitScript(() => {
      const w = window as unknown as { shellReplaced: string[] };
      w.shellReplaced = [];
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.removedNodes) if (n instanceof Element && /^(HEADER|MAIN|FOOTER)$/.test(n.tagName)) w.shellReplaced.push(n.tagName);
      }).observe(document, { childList: true, subtree: true });
    });
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
    });
    await page.goto(path, { waitUntil: 'load' });
    // The first screen before the rest: the stylesheet is in the page (its link disabled, never fetched), the
    // first-screen script followed the header and removed itself, and the header is styled.
    // The whole stylesheet, which followed the pause, stays there, a child of the body (React skips it), and the
    // head's first-screen rules are gone.
    const early = await page.evaluate(() => ({
      inlineStyles: document.head.querySelectorAll('style').length,
      wholeInBody: document.body.querySelectorAll(':scope > style[data-first-screen-rest]').length,
      firstScreenRules: document.querySelectorAll('style[data-first-screen-css]').length,
      bodyStyles: document.body.querySelectorAll('style').length,
      disabledLinks: document.head.querySelectorAll('link[rel="stylesheet"][disabled]').length,
      firstScreenScript: document.getElementById('first-screen-yield') !== null,
      headerPosition: getComputedStyle(document.querySelector('header[data-first-screen]') as Element).position,
    }));
    expect(early).toEqual({ inlineStyles: 0, wholeInBody: 1, firstScreenRules: 0, bodyStyles: 1, disabledLinks: 1, firstScreenScript: false, headerPosition: 'sticky' });
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
    expect(await page.evaluate(() => (window as unknown as { shellReplaced: string[] }).shellReplaced)).toEqual([]);
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

test('the page’s scripts start with V8’s compile hint and still match their integrity (lib/http/compile-hints.mjs)', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/\["(\/_next\/static\/chunks\/[^"]+\.js)","(sha256-[^"]+)"\]/g)].map((m) => [m[1], m[2]]);
  expect(scripts.length).toBeGreaterThan(3);
  for (const [src, integrity] of scripts) {
    const body = Buffer.from(await (await request.get(src)).body());
    expect(body.subarray(0, 29).toString(), src).toBe('//# allFunctionsCalledOnLoad\n');
    expect(`sha256-${createHash('sha256').update(body).digest('base64')}`, src).toBe(integrity);
  }
});

// The head holds only the rules the first screen can use (lib/http/first-screen-css.mjs): the header must look
// exactly as the whole stylesheet makes it look. The page cut at the pause is laid out once with the head's rules
// and once with the whole stylesheet in their place, and every computed property of every element compared.
for (const width of [390, 1280]) {
  test(`at ${width} px the first screen's rules style the header exactly as the whole stylesheet does`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/products/gn8k-dna-marker']) {
      const html = await (await request.get(path)).text();
      const cut = html.indexOf('<script id="first-screen-yield"');
      const subset = /<style data-first-screen-css="">([\s\S]*?)<\/style>/.exec(html)?.[1];
      const whole = /<style data-first-screen-rest="">([\s\S]*?)<\/style>/.exec(html)?.[1];
      expect(cut).toBeGreaterThan(0);
      expect(subset && whole && subset.length < whole.length / 2).toBe(true);
      const prefix = html.slice(0, cut);
      const headRules = `<style data-first-screen-css="">${subset}</style>`;
      const variants = { subset: prefix, whole: prefix.replace(headRules, () => `<style>${whole}</style>`), none: prefix.replace(headRules, '') };
      const styles: Record<string, [string, Record<string, string>][]> = {};
      for (const [name, doc] of Object.entries(variants)) {
        // Served from the site's origin, so the stylesheet's font and url()s resolve as on the page.
        await page.route('**/__first-screen-probe', (route) => route.fulfill({ contentType: 'text/html', body: `${doc}</body></html>` }));
        await page.goto('/__first-screen-probe', { waitUntil: 'load' });
        await page.unroute('**/__first-screen-probe');
        styles[name] = await page.evaluate(() =>
          [...document.body.querySelectorAll('*')].map((e) => {
            const all: Record<string, string> = {};
            for (const [pseudo, cs] of [['', getComputedStyle(e)], ['::before', getComputedStyle(e, '::before')], ['::after', getComputedStyle(e, '::after')]] as const) {
              for (const k of Array.from(cs)) all[pseudo + k] = cs.getPropertyValue(k);
            }
            return [`${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''}`, all] as [string, Record<string, string>];
          }),
        );
      }
      const differences = (a: string, b: string) =>
        styles[a].flatMap(([tag, props], i) => Object.keys(props).filter((k) => props[k] !== styles[b][i][1][k]).map((k) => `${tag} ${k}: ${props[k]} ≠ ${styles[b][i][1][k]}`));
      expect(styles.subset.length).toBeGreaterThan(30);
      expect(differences('subset', 'whole'), path).toEqual([]);
      // (the comparison sees a difference where there is one)
      expect(differences('none', 'whole').length).toBeGreaterThan(100);
    }
  });
}

test('without scripting the whole stylesheet stays after the header and styles the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/products/gn8k-dna-marker');
  const styled = await page.evaluate(() => ({
    header: getComputedStyle(document.querySelector('header[data-first-screen]') as Element).position,
    main: getComputedStyle(document.querySelector('main') as Element).flexGrow,
    wholeInBody: document.body.querySelectorAll('style[data-first-screen-rest]').length,
  }));
  expect(styled).toEqual({ header: 'sticky', main: '1', wholeInBody: 1 });
  await context.close();
});

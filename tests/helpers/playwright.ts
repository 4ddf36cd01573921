// @playwright/test with one addition for every browser test: after a navigation that waits for the load event,
// wait until React has hydrated the page (`<html data-hydrated>`, components/hydration-mark.tsx). The framework's
// scripts are requested after the first frame (lib/http/first-frame.mjs), which on a fast machine is often after
// the load event Playwright waits for; a test that hovers a menu or types into a client component must not act on
// server HTML that has no handlers yet. Pages other than the app's (no flight data) are not waited for.
import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

const HYDRATION_TIMEOUT_MS = 15_000;
type NavOptions = { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit' } | undefined;

async function waitForHydration(page: Page, response: Response | null, options: NavOptions) {
  const waitUntil = options?.waitUntil ?? 'load';
  if (!response || (waitUntil !== 'load' && waitUntil !== 'networkidle')) return;
  if (!((await response.headerValue('content-type')) ?? '').includes('text/html')) return;
  await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') || !('__next_f' in self), null, { timeout: HYDRATION_TIMEOUT_MS })
    .catch(() => {
      // A page that never hydrates is left to the test's own assertions (which then say what is missing).
    });
}

const patched = new WeakSet<object>();
function patchPage(proto: Record<string, unknown>) {
  if (patched.has(proto)) return;
  patched.add(proto);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = proto[name] as (this: Page, ...args: unknown[]) => Promise<Response | null>;
    proto[name] = async function (this: Page, ...args: unknown[]) {
      const response = await original.apply(this, args);
      await waitForHydration(this, response, (name === 'goto' ? args[1] : args[0]) as NavOptions);
      return response;
    };
  }
}

export const test = base.extend<object, { hydratedNavigations: void }>({
  // Every page of the worker shares one prototype: patched once, before any test runs, for pages of the default
  // context and of contexts a test opens itself.
  hydratedNavigations: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      patchPage(Object.getPrototypeOf(await context.newPage()));
      await context.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});

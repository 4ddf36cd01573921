// 404 pages rendered on the server (docs/architecture.md#not-found-pages): an unknown path, product, service, post
// or simple product page answers 404 with the store's header and the not-found content in its HTML — readable
// without JavaScript and painted before any script runs — and keeps that content once the page is hydrated.
import { test, expect } from '../helpers/playwright';

const cases = [
  { path: '/this-page-does-not-exist', heading: 'Oops! Page not found' },
  { path: '/products/no-such-product', heading: 'Oops! Page not found' },
  { path: '/services/no-such-service', heading: 'Oops! Page not found' },
  { path: '/blog/no-such-post', heading: 'Oops! Page not found' },
  { path: '/p/no-such-product-ui', heading: 'Product not found.' },
];

test.describe('404 pages', () => {
  for (const { path, heading } of cases) {
    test(`${path}: 404 with the header and "${heading}" in the server's HTML`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).not.toContain('__next_error__');
      const body = html.slice(html.indexOf('<body'));
      expect(body).toMatch(/<header[\s>]/);
      expect(body).toContain(`>${heading}</h1>`);
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    });
  }

  test('without JavaScript the 404 page is complete: header, message and the way home', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto('/blog/no-such-post');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('header').getByRole('link', { name: 'Products' }).first()).toBeVisible();
    await context.close();
  });

  test('once hydrated the content stays, once, with no script error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/products/no-such-product');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    expect(errors).toEqual([]);
  });
});

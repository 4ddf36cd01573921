// The shop works at whatever address the visitor reached (issue 19): the production build started without
// SITE_URL or NEXTAUTH_URL, opened at http://127.0.0.1:PORT and at http://localhost:PORT, completes a demo
// checkout, signs an admin in and out, and lists its sitemap — each on the address that was used. The same
// server then takes a catalogue bundle in the spec's shape and shows it on the catalogue and product pages.
import { expect, test, type Page } from '../helpers/playwright';
import { startProdServer, testPort, TEST_ADMIN, type ProdServer } from '../helpers/prod-server';
import { MARKER_LINE } from '../helpers/account-e2e';

const STORAGE_KEY = 'bioark_cart_v1';
const MARKER = MARKER_LINE;

let server: ProdServer;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  server = await startProdServer('any-address', testPort(8), { SITE_URL: '', NEXTAUTH_URL: '' });
});

test.afterAll(async () => {
  await server?.stop();
});

const addresses = () => [`http://127.0.0.1:${server.port}`, `http://localhost:${server.port}`];

async function demoCheckout(page: Page, origin: string) {
  await page.goto(`${origin}/cart`);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEY, JSON.stringify([MARKER])] as const);
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/checkout/demo/[0-9a-f-]{36}$`));
  await page.getByLabel('E-mail').fill('buyer@lab.test');
  await page.getByLabel('Full name').fill('Barbara McClintock');
  await page.getByLabel('Street address').fill('1 Maize Row');
  await page.getByLabel('City').fill('Cold Spring Harbor');
  await page.getByLabel('Country').fill('United States');
  await page.getByRole('button', { name: 'Pay $190.00' }).click();
  await page.waitForURL(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/cart(\\?|$)`));
  await expect(page.getByText('Payment successful. Thank you for your purchase!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
}

test('a demo checkout completes at 127.0.0.1 and at localhost, staying on the address used', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/stripe-api/create-checkout-session') && !r.ok()) refused.push(`${r.status()} ${r.url()}`);
  });
  for (const origin of addresses()) await demoCheckout(page, origin);
  expect(refused).toEqual([]);
  await expect(page.getByText('Failed to create checkout session')).toHaveCount(0);
});

test('admin sign-in and sign-out stay on the address used (next-auth has no fixed origin)', async ({ page }) => {
  const origin = addresses()[0];
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Email', { exact: true }).fill(TEST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/admin(/|$)`));
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.waitForURL(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/admin/login`));
});

test('sitemap.xml and robots.txt name the address used', async ({ request }) => {
  for (const origin of addresses()) {
    const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${origin}/products/gn8k-dna-marker</loc>`);
    const robots = await (await request.get(`${origin}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  }
});

test("a bundle in the spec's shape, PUT to /api/products-config, shows on /products and on its page with its option prices", async ({ page, request }) => {
  const origin = addresses()[0];
  const signin = await request.post(`${origin}/api/signin`, { data: TEST_ADMIN });
  const token = ((await signin.json()) as { token: string }).token;
  const put = await request.put(`${origin}/api/products-config`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      version: 1,
      products: [
        {
          id: 'custom-1735689600000',
          name: 'Spec Taq Polymerase',
          description: 'Hot-start Taq for long amplicons.',
          link: '/products/spec-taq-polymerase',
          catalogNumber: 'SPEC-TAQ-01',
          listPrice: '$39.00',
          options: ['100 U', '500 U'],
          optionPrices: { '500 U': '$1,234.50' },
          category: 'reagents-markers',
          createdAt: '2025-01-01T00:00:00.000Z',
          type: 'buy',
        },
      ],
    },
  });
  expect(put.status()).toBe(200);

  await page.goto(`${origin}/products?q=SPEC-TAQ-01`);
  await expect(page.getByRole('link', { name: /Spec Taq Polymerase/ }).first()).toBeVisible();
  await page.goto(`${origin}/products/spec-taq-polymerase`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spec Taq Polymerase' })).toBeVisible();
  const price = page.getByTestId('product-price');
  await expect(page.getByRole('radio', { name: '100 U', exact: true })).toBeChecked();
  await expect(price).toHaveText('$39.00');
  await page.getByText('500 U', { exact: true }).click();
  await expect(price).toHaveText('$1,234.50');
});

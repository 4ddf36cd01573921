// Cart, quick order and demo checkout in Chromium against the production build (demo mode: no Stripe key).
import { test, expect, type Page } from '../helpers/playwright';
import { E2E_ADMIN } from '../../playwright.config';
import { MARKER_LINE } from '../helpers/account-e2e';

const STORAGE_KEY = 'bioark_cart_v1';
const SHOTS = process.env.SHOTS_DIR;

type StoredLine = {
  id: string;
  name: string;
  priceCents: number;
  quantity: number;
  imageUrl: string;
  variant: string;
  link: string;
  quoteOnly?: boolean;
  catalogNumber?: string;
};

const MARKER = MARKER_LINE;
const QPCR: StoredLine = {
  id: 'BSY3320',
  name: 'SYBR Green qPCR Mix',
  priceCents: 5989,
  quantity: 1,
  imageUrl: '/images/products/placeholder.webp',
  variant: 'Low ROX',
  link: '/products/sybr-green-qpcr-mix',
  catalogNumber: 'BSY3320',
};
const KNOCK_OUT: StoredLine = {
  id: 'GEP-KO02',
  name: 'Gene Knock-Out',
  priceCents: 0,
  quantity: 1,
  imageUrl: '/images/products/placeholder.webp',
  variant: 'Default',
  link: '/products/gene-knock-out',
  quoteOnly: true,
};

async function seedCart(page: Page, lines: StoredLine[]) {
  await page.goto('/cart');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEY, JSON.stringify(lines)] as const);
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(lines.length);
}

async function storedCart(page: Page): Promise<StoredLine[]> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '[]'), STORAGE_KEY);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('the cart page is private and never stored by a shared cache', async ({ request }) => {
  const res = await request.get('/cart');
  expect(res.status()).toBe(200);
  const cc = res.headers()['cache-control'] ?? '';
  expect(cc).toContain('private');
  expect(cc).toContain('no-store');
});

test('quick order adds known catalog numbers (same option twice → one line, quantities summed) and lists unknown ones', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await shot(page, 'cart-empty');

  const box = page.getByLabel('Catalog numbers');
  await box.fill('BADM3362, 2 x 500 μL, 1\nBSY3320, Low ROX, 2\nNOPE999 1');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Line 3: Unknown catalog number: NOPE999')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  // The unknown line stays in the box to be fixed.
  await expect(box).toHaveValue('NOPE999 1');

  await box.fill('badm3362, 2x500ul, 3');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added 1 line (3 items) to your cart.')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Quantity of GN8K DNA Marker (2 x 500 μL)', exact: true })).toHaveValue('4');

  // 4 × $75.00 + 2 × $59.89 = $419.78; shipping $40.00 because payable items exist.
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$419.78');
  await expect(page.getByTestId('cart-shipping')).toHaveText('$40.00');
  await expect(page.getByTestId('cart-total')).toHaveText('$459.78');
  await shot(page, 'cart-filled');

  // Change a quantity with the stepper and by typing.
  await page.getByRole('button', { name: 'Increase quantity of SYBR Green qPCR Mix (Low ROX)' }).click();
  await expect(page.getByRole('textbox', { name: 'Quantity of SYBR Green qPCR Mix (Low ROX)', exact: true })).toHaveValue('3');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$479.67');
  const markerQty = page.getByRole('textbox', { name: 'Quantity of GN8K DNA Marker (2 x 500 μL)', exact: true });
  await markerQty.fill('10');
  await markerQty.blur();
  await expect(page.getByTestId('cart-subtotal')).toHaveText(`$929.67`);
  await page.getByRole('button', { name: 'Decrease quantity of GN8K DNA Marker (2 x 500 μL)' }).click();
  await expect(markerQty).toHaveValue('9');

  // Remove a line.
  await page.getByRole('button', { name: 'Remove SYBR Green qPCR Mix (Low ROX) from cart' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-total')).toHaveText('$715.00');

  // Reload: the cart was saved to localStorage on every change and is restored.
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Quantity of GN8K DNA Marker (2 x 500 μL)', exact: true })).toHaveValue('9');
  const stored = await storedCart(page);
  expect(stored).toEqual([expect.objectContaining({ id: 'BADM3362', variant: '2 x 500 μL', quantity: 9, priceCents: 7500 })]);
});

test('an unreadable stored cart is an empty cart', async ({ page }) => {
  await page.goto('/cart');
  await page.evaluate((key) => window.localStorage.setItem(key, '{not json'), STORAGE_KEY);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('header badge shows 99+ above 99 items', async ({ page }) => {
  await seedCart(page, [{ ...MARKER, quantity: 60 }, { ...QPCR, quantity: 45 }]);
  const header = page.locator('header').getByRole('link', { name: /^Cart/ });
  await expect(header.getByTestId('cart-badge')).toHaveText('99+');
});

test('demo checkout: Checkout → Processing… → demo page → Pay → success message and an empty cart; the order is in the admin Orders tab', async ({ page }) => {
  await seedCart(page, [MARKER, { ...QPCR, priceCents: 1 }, KNOCK_OUT]);
  await expect(page.getByText('Quote only — not payable online')).toBeVisible();

  // Hold the answer for a moment so the processing state can be seen.
  await page.route('**/stripe-api/create-checkout-session', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('button', { name: 'Processing…' })).toBeDisabled();
  await page.waitForURL(/\/checkout\/demo\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Demo payment — no card is charged')).toBeVisible();
  // The server priced the lines: the tampered 1 cent became $59.89; the quote-only line was not sent.
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('GN8K DNA Marker')).toBeVisible();
  await expect(summary.getByText('SYBR Green qPCR Mix')).toBeVisible();
  await expect(summary.getByText('Gene Knock-Out')).toHaveCount(0);
  await expect(summary.getByText('$209.89')).toBeVisible(); // subtotal 2 × 75.00 + 59.89
  await expect(summary.getByText('$249.89')).toBeVisible(); // + 40.00 shipping
  await shot(page, 'demo-checkout');

  // Validation: the e-mail and the delivery address are required (Stripe always collects an address).
  await page.getByRole('button', { name: 'Pay $249.89' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(page.getByText('Enter the street address for the delivery')).toBeVisible();
  await expect(page.getByText('Enter the country')).toBeVisible();

  await page.getByLabel('E-mail').fill('buyer@lab.test');
  await page.getByLabel('Full name').fill('Rosalind Franklin');
  await page.getByLabel('Street address').fill('1 Helix Lane');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Country').fill('United Kingdom');
  await page.getByRole('button', { name: 'Pay $249.89' }).click();

  await page.waitForURL(/\/cart(\?|$)/);
  await expect(page.getByText('Payment successful. Thank you for your purchase!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  expect(await storedCart(page)).toEqual([]);
  // The flag is dropped from the address: coming back later never empties a new cart.
  await expect(page).toHaveURL(/\/cart$/);
  await shot(page, 'cart-success');

  // The admin sees the paid order, newest first, with the demo-mode banner.
  const csrf = await (await page.request.get('/api/auth/csrf')).json();
  const login = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken: csrf.csrfToken, email: E2E_ADMIN.email, password: E2E_ADMIN.password, json: 'true' },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByTestId('demo-mode-banner')).toContainText('Payments are in demo mode.');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText('buyer@lab.test');
  await expect(firstRow).toContainText('$249.89');
  await expect(firstRow).toContainText('Paid');
  await shot(page, 'admin-orders');
  await page.getByLabel('Search orders').fill('rosalind');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 order match')).toBeVisible();
  await firstRow.getByRole('link').click();
  await expect(page.getByRole('heading', { name: /^Order #/ })).toBeVisible();
  // The address block comes first; the order's timeline also shows the confirmation e-mails, which repeat it.
  await expect(page.getByText('1 Helix Lane').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Low ROX' })).toBeVisible();
  await shot(page, 'admin-order-detail');
});

test('demo checkout: Cancel → the canceled message, and the cart keeps its lines', async ({ page }) => {
  await seedCart(page, [MARKER]);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkout\/demo\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/cart(\?|$)/);
  await expect(page.getByText('You canceled the payment.')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('a cart with only quote-only items cannot check out', async ({ page }) => {
  await seedCart(page, [KNOCK_OUT]);
  await expect(page.getByText('Quote only — not payable online')).toBeVisible();
  await expect(page.getByTestId('cart-shipping')).toHaveText('$0.00');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Cannot checkout — No payable items in the cart (quote-based items are not eligible for online payment).' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
});

test('a refused checkout shows the destructive toast with the server message', async ({ page }) => {
  await seedCart(page, [{ ...MARKER, id: 'NOT-A-PRODUCT', name: 'Ghost reagent', catalogNumber: undefined }]);
  await page.getByRole('button', { name: 'Checkout' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Failed to create checkout session' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Failed to create session: Unknown product: NOT-A-PRODUCT');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeEnabled();
});

// Customer accounts in Chromium against the production build (issue 20, docs/accounts.md): an order placed as a
// guest through the demo checkout; sign-in with the link read from a real SMTP sink; the order in /account and
// its page; Reorder into the cart at today's prices; another customer gets 404; public pages are the same HTML
// for a signed-in customer and an anonymous visitor, account pages are private and never replayed by the
// microcache; sign-out from the header kills the session server-side.
import { test, expect, type Browser } from '../helpers/playwright';
import { expectNoSeriousAxeViolations } from '../helpers/axe';
import { adminBearer, CART_STORAGE_KEY as STORAGE_KEY, MARKER_LINE as MARKER, shot, signInLinkFor, signInThroughEmail as signInWith, smtpSinkForFile } from '../helpers/account-e2e';

const BUYER = 'researcher@lab.test';
const smtp = smtpSinkForFile();
const signInThroughEmail = (page: import('@playwright/test').Page, email: string) => signInWith(page, smtp.sink(), email);

test.describe.configure({ mode: 'serial' });

let orderPath = '';
/** The buyer's cookies after the first sign-in: later tests reuse the session (3 links per address per 15 minutes). */
let buyerCookies: Awaited<ReturnType<import('@playwright/test').BrowserContext['cookies']>> = [];

test('a guest order, then sign-in by e-mail link: the order is in the account; Reorder fills the cart', async ({ page }) => {
  // 1. Guest checkout (demo payments), with capitals and spaces in the e-mail.
  await page.goto('/cart');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEY, JSON.stringify([MARKER])] as const);
  await page.reload();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkout\/demo\/[0-9a-f-]{36}$/);
  await page.getByLabel('E-mail').fill('  Researcher@Lab.test ');
  await page.getByLabel('Full name').fill('Barbara McClintock');
  await page.getByLabel('Street address').fill('1 Maize Row');
  await page.getByLabel('City').fill('Cold Spring Harbor');
  await page.getByLabel('Country').fill('United States');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/cart(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  // The success message offers an account, with the order's e-mail.
  await expect(page.getByTestId('account-offer').getByRole('link', { name: "sign in with the order's e-mail" })).toHaveAttribute('href', '/account/sign-in');

  // 2. Sign in with the link from the e-mail.
  await page.goto('/account/sign-in');
  await shot(page, 'account-sign-in');
  await signInThroughEmail(page, BUYER);
  buyerCookies = await page.context().cookies();

  // 3. The guest order is listed.
  const orders = page.getByTestId('account-orders');
  await expect(orders.getByRole('link')).toHaveCount(1);
  await expect(orders).toContainText('Paid');
  await expect(orders).toContainText('2 × GN8K DNA Marker');
  await expect(orders).toContainText('$190.00');
  await expect(page.getByText(`Signed in as ${BUYER}`)).toBeVisible();
  await shot(page, 'account');

  // The header knows, after load.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.locator('#account-menu-panel')).toContainText(BUYER);
  await page.keyboard.press('Escape');
  await expect(page.locator('#account-menu-panel')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();

  // 4. The order page: lines, amounts, address, payment status.
  await orders.getByRole('link').first().click();
  await page.waitForURL(/\/account\/orders\/[0-9a-f-]{36}$/);
  orderPath = new URL(page.url()).pathname;
  await expect(page.getByTestId('payment-status')).toContainText('Paid');
  await expect(page.getByText('1 Maize Row')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('GN8K DNA Marker')).toBeVisible();
  await expect(summary.getByText('$150.00')).toHaveCount(2); // line total and subtotal
  await expect(summary.getByText('$190.00')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
  await shot(page, 'account-order');

  // Printed: no header, footer or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reorder' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // 5. Reorder: the cart gets the same product and option at today's price.
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page.getByTestId('reorder-result')).toContainText("1 item was added to your cart at today's prices.");
  await shot(page, 'account-reorder');
  await page.getByRole('link', { name: 'Go to the cart' }).click();
  await page.waitForURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '[]'), STORAGE_KEY);
  expect(stored).toEqual([expect.objectContaining({ id: 'BADM3362', variant: '2 x 500 μL', quantity: 2, priceCents: 7500 })]);
});

test('account pages are private and never replayed; public pages are the same HTML for a customer and a visitor', async ({ request, baseURL }) => {
  const cookies = buyerCookies;
  const customer = cookies.find((c) => c.name === 'bioark.customer')!;
  expect(customer.httpOnly).toBe(true);
  expect(customer.sameSite).toBe('Lax');
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  for (const path of ['/account', orderPath]) {
    for (let i = 0; i < 3; i++) {
      const res = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('private, no-store');
      expect(res.headers()['x-robots-tag']).toContain('noindex');
      expect(res.headers()['x-microcache']).toBeUndefined();
      expect((await res.text()).toLowerCase()).toContain(BUYER);
    }
    // Anonymous right after: never the customer's page.
    const anon = await request.get(path, { maxRedirects: 0, headers: { cookie: '' } });
    expect(anon.status()).toBeGreaterThanOrEqual(300);
    expect((await anon.text()).toLowerCase()).not.toContain(BUYER);
  }

  for (const path of ['/', '/products', '/contact', '/products/gn8k-dna-marker']) {
    const signedIn = await request.get(`${baseURL}${path}`, { headers: { cookie } });
    const anonymous = await request.get(`${baseURL}${path}`, { headers: { cookie: '' } });
    expect(signedIn.status()).toBe(200);
    const [a, b] = [await signedIn.text(), await anonymous.text()];
    expect(a.toLowerCase()).not.toContain(BUYER);
    expect(a).toBe(b);
    expect(signedIn.headers()['cache-control']).toContain('public');
  }
});

test("after shipping and a partial refund the customer's order page shows the parcel, its tracking link and lot, and the refund", async ({ page, request }) => {
  await page.context().addCookies(buyerCookies);
  const orderId = orderPath.split('/').pop()!;
  const headers = await adminBearer(request);
  const detail = await request.get(`/api/admin/orders/${orderId}`, { headers });
  expect(detail.status()).toBe(200);
  const { order } = (await detail.json()) as { order: { lines: { id: number; quantity: number }[] } };
  const line = order.lines[0];
  const shipped = await request.post(`/api/admin/orders/${orderId}/shipments`, {
    headers,
    data: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', lines: [{ lineId: line.id, quantity: line.quantity, lotNumber: 'L2311-07' }] },
  });
  expect(shipped.status()).toBe(201);
  const refunded = await request.post(`/api/admin/orders/${orderId}/refunds`, { headers, data: { amount: '10.00', reason: 'Late delivery' } });
  expect(refunded.ok()).toBe(true);

  await page.goto(orderPath);
  await expect(page.getByTestId('payment-status')).toContainText('$10.00 of $190.00 refunded');
  await expect(page.getByTestId('payment-status')).not.toContainText('Canceled');
  await expect(page.getByTestId('refunds')).toContainText('$10.00');
  const parcel = page.getByTestId('shipment');
  await expect(parcel).toHaveCount(1);
  await expect(parcel).toContainText('UPS');
  await expect(parcel.getByRole('link', { name: /1Z999AA10123456784/ })).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  await expect(parcel).toContainText('L2311-07');
  await expect(parcel).toContainText('GN8K DNA Marker');
  await shot(page, 'account-order-shipped-refunded');
});

test("another customer's order is a 404; the used link is refused; sign-out from the header kills the session", async ({ page, browser }) => {
  await page.context().addCookies(buyerCookies);
  const oldCookie = buyerCookies.find((c) => c.name === 'bioark.customer')!.value;

  const other = await (browser as Browser).newContext();
  const otherPage = await other.newPage();
  await signInThroughEmail(otherPage, 'someone.else@lab.test');
  await expect(otherPage.getByText('No orders yet')).toBeVisible();
  const res = await otherPage.goto(orderPath);
  expect(res?.status()).toBe(404);
  const api = await otherPage.request.get(`/api/account${orderPath.replace('/account', '')}`);
  expect(api.status()).toBe(404);
  await other.close();

  // The buyer's link, used in the first test, opened again.
  const mails = smtp.sink().messages.filter((m) => m.rcptTo.includes(BUYER));
  const used = /(http:\/\/\S+\/account\/verify#token=[A-Za-z0-9_-]{43})/.exec(mails[mails.length - 1].text)![1];
  await page.goto(used);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'sign-in link' });
  await expect(refused).toContainText('invalid, has expired or was already used');
  // The message took the place of the focused button: focus goes to it, and on to the way out.
  await expect(refused).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(refused.getByRole('link', { name: 'Get a new sign-in link' })).toBeFocused();
  await expectNoSeriousAxeViolations(page, 'the verify page refusing a used link');

  // Signed out, a page of the account (a milestone e-mail's order link, say) asks for sign-in and the link
  // brings the customer back to it, not to the account's home.
  const back = await (browser as Browser).newContext();
  const backPage = await back.newPage();
  await backPage.goto(orderPath);
  await backPage.waitForURL((u) => u.pathname === '/account/sign-in' && u.searchParams.get('next') === orderPath);
  await expectNoSeriousAxeViolations(backPage, 'the sign-in page with a return path');
  const before = smtp.sink().messages.filter((m) => m.rcptTo.includes(BUYER)).length;
  // Keyboard only: type, Enter; focus follows the form's answer, and "try again" brings the field back, filled.
  await backPage.getByLabel('E-mail address').focus();
  await backPage.keyboard.type(BUYER);
  await backPage.keyboard.press('Enter');
  const sent = backPage.getByRole('status').filter({ hasText: 'Check your inbox' });
  await expect(sent).toBeFocused();
  await expectNoSeriousAxeViolations(backPage, 'the sign-in page, link sent');
  await backPage.keyboard.press('Tab');
  await expect(sent.getByRole('button', { name: 'try again' })).toBeFocused();
  await backPage.keyboard.press('Enter');
  await expect(backPage.getByLabel('E-mail address')).toBeFocused();
  await expect(backPage.getByLabel('E-mail address')).toHaveValue(BUYER);
  const link = await signInLinkFor(smtp.sink(), BUYER, before);
  expect(link).toContain(`&next=${encodeURIComponent(orderPath)}`);
  await backPage.goto(link);
  await expect(backPage).toHaveURL(/\/account\/verify$/);
  await expectNoSeriousAxeViolations(backPage, '/account/verify');
  await backPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await backPage.waitForURL((u) => u.pathname === orderPath);
  await expect(backPage.getByTestId('payment-status')).toBeVisible();
  await back.close();

  // Sign out from the header.
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
  await page.goto('/account');
  await page.waitForURL(/\/account\/sign-in$/);
  const replay = await page.request.get('/api/account/orders', { headers: { cookie: `bioark.customer=${oldCookie}` } });
  expect(replay.status()).toBe(401);
  // A customer never reaches the admin portal.
  const admin = await page.request.get('/api/me', { headers: { cookie: `bioark.customer=${oldCookie}` } });
  expect(admin.status()).toBe(401);
});

// After payment, in Chromium against the production build (demo payments): an admin ships a demo order with a
// tracking number and lots, the customer's shipped e-mail in the outbox carries the tracking link, the admin
// refunds one line and the order shows "Partially refunded" with the remaining amount on its timeline.
import { test, expect, type Page } from '../helpers/playwright';
import { E2E_ADMIN } from '../../playwright.config';

const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A paid demo order: 2 × GN8K DNA Marker 500 μL ($39.00) + 1 × Prestained Protein Marker IV 250 μL ($48.00) + $40.00 shipping. */
async function paidDemoOrder(page: Page, baseURL: string): Promise<string> {
  const res = await page.request.post('/stripe-api/create-checkout-session', {
    headers: { origin: baseURL },
    data: {
      items: [
        { id: 'BADM3362', quantity: 2, variant: '500 μL' },
        { id: 'BAPM2083', quantity: 1, variant: '250 μL' },
      ],
    },
  });
  expect(res.status()).toBe(200);
  const { url } = await res.json();
  const orderId = String(url).split('/').pop()!;
  await page.goto(url);
  await page.getByLabel('E-mail').fill('customer@lab.test');
  await page.getByLabel('Full name').fill('Barbara McClintock');
  await page.getByLabel('Street address').fill('1 Maize Row');
  await page.getByLabel('City').fill('Cold Spring Harbor');
  await page.getByLabel('Country').fill('United States');
  await page.getByRole('button', { name: 'Pay $166.00' }).click();
  await page.waitForURL(/\/cart(\?|$)/);
  return orderId;
}

async function signIn(page: Page) {
  const csrf = await (await page.request.get('/api/auth/csrf')).json();
  const login = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken: csrf.csrfToken, email: E2E_ADMIN.email, password: E2E_ADMIN.password, json: 'true' },
  });
  expect(login.ok()).toBe(true);
}

test('ship with tracking and lots, the e-mail carries the tracking link, refund one line → partially refunded', async ({ page, baseURL }) => {
  const orderId = await paidDemoOrder(page, baseURL!);
  await signIn(page);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: /^Order #/ })).toBeVisible();
  await expect(page.getByText('Unfulfilled')).toBeVisible();
  await shot(page, 'order-paid');

  // Ship both lines in one parcel with UPS.
  const ship = page.getByRole('form', { name: 'Ship lines' });
  await ship.getByLabel('Carrier').selectOption('UPS');
  await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await ship.getByLabel(/^Lot number of GN8K DNA Marker/).fill('L2311-07');
  await ship.getByLabel(/^Lot number of Prestained Protein Marker IV/).fill('P-0042');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByText('Shipment recorded; the customer will be e-mailed.')).toBeVisible();
  await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
  const shipments = page.getByRole('list', { name: 'Shipments' });
  await expect(shipments.getByRole('link', { name: '1Z999AA10123456784' })).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  await expect(shipments).toContainText('lot L2311-07');
  await expect(page.getByText('Every line has shipped.')).toBeVisible();
  // The confirmation outlives the form the refreshed page replaces (it vanished with it before: a flaky toast).
  await expect(page.getByText('Shipment recorded; the customer will be e-mailed.')).toBeVisible();

  // The customer's e-mail is in the outbox, with the tracking link and the lots.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const mail = timeline.getByRole('listitem').filter({ hasText: /E-mail “Your BioArk order #\w+ has shipped” to customer@lab\.test/ });
  await expect(mail).toHaveCount(1);
  await mail.getByText('Show e-mail').click();
  await expect(mail.locator('pre')).toContainText('Track your parcel: https://www.ups.com/track?tracknum=1Z999AA10123456784');
  await expect(mail.locator('pre')).toContainText('Lot L2311-07');

  // Refund the Prestained Protein Marker line ($48.00).
  const refund = page.getByRole('form', { name: 'Refund' });
  await expect(refund.getByText('$166.00')).toBeVisible();
  await refund.getByLabel(/^Quantity to refund of Prestained Protein Marker IV/).fill('1');
  await refund.getByLabel('Reason').fill('Arrived thawed');
  await refund.getByRole('button', { name: 'Refund $48.00' }).click();
  await expect(page.getByText('Refunded $48.00.')).toBeVisible();
  await expect(page.getByText('Partially refunded', { exact: true })).toBeVisible();
  await expect(page.getByTestId('remaining-amount')).toHaveText('$118.00');
  await expect(timeline).toContainText('Refunded $48.00 — Arrived thawed. $118.00 of $166.00 remains paid.');
  await expect(timeline.getByRole('listitem').filter({ hasText: /E-mail “Refund of \$48\.00 for your BioArk order/ })).toHaveCount(1);

  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(timeline).toContainText('Marked delivered');

  // A note, admin-only, on the timeline.
  await page.getByLabel('Add a note').fill('Replacement sent with next order');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(timeline).toContainText('Replacement sent with next order');
  await shot(page, 'order-shipped-refunded');

  // The outbox lists the customer e-mails.
  await page.goto('/admin/email');
  await expect(page.getByTestId('outbox-row').filter({ hasText: /has shipped/ }).first()).toBeVisible();

  // The orders list: the order is partially refunded and no longer in the "to ship" queue.
  await page.goto('/admin/orders?view=to-ship');
  await expect(page.getByRole('link', { name: new RegExp(`#${orderId.replace(/-/g, '').slice(0, 8)}`, 'i') })).toHaveCount(0);
  await page.goto('/admin/orders?status=partially_refunded');
  await expect(page.getByRole('row').filter({ hasText: 'customer@lab.test' }).first()).toContainText('−$48.00 refunded');
  await shot(page, 'orders-list');

  // The packing slip prints the lots.
  await page.goto(`/admin/orders/${orderId}/packing-slip`);
  await expect(page.getByRole('heading', { name: 'Packing slip' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'L2311-07' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await shot(page, 'packing-slip');
});

test('cancelling a paid demo order refunds it in full; shipping it is then impossible', async ({ page, baseURL }) => {
  const orderId = await paidDemoOrder(page, baseURL!);
  await signIn(page);
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('refunded $166.00 in full');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('This order is cancelled and cannot be shipped.')).toBeVisible();
  await expect(page.getByTestId('remaining-amount')).toHaveText('$0.00');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Order cancelled and $166.00 refunded');
});

// Offers in Chromium against the production build (docs/offers.md): the admin turns a quote from the inbox into
// an offer and sends it; the customer opens the link read from a real SMTP sink, is refused a file that is not a
// PDF, accepts with a PO upload; the admin marks the order invoiced (the customer downloads the invoice PDF from the
// offer page and the account order page), then paid, and ticks a service milestone
// that the customer then sees on the timeline, and moves the open milestones around it. The customer sees the
// billing and shipping addresses on the offer page and, signed in, on the account order page. A second offer,
// built from nothing, is paid in demo card mode (the demo checkout comes filled in with the offer's contact).
import { readFile } from 'node:fs/promises';
import { test, expect, type APIRequestContext, type Browser, type Locator, type Page } from '../helpers/playwright';
import { E2E_ADMIN } from '../../playwright.config';
import { expectNoSeriousAxeViolations } from '../helpers/axe';
import { makePdf } from '../helpers/pdf';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const SHOTS = process.env.SHOTS_DIR;
const CUSTOMER = 'jennifer@crispr-lab.test';
let sink: SmtpSink;
let smtpBefore: Record<string, unknown> = {};
/** The purchase-order order of the first test, opened again from the customer's account in the last. */
let poOrderReference = '';
const PO_BILLING = ['Jennifer Doudna', 'Innovative Genomics Lab', '2151 Berkeley Way', 'Berkeley, CA 94704', 'US'];
const PO_SHIPPING = ['Doudna Lab, receiving', '2151 Berkeley Way', 'Room 310', 'Berkeley, CA 94704', 'US'];
/** How the order pages print the invoice date (formatDate: 'Nov 28, 2026'). */
const INVOICE_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;
const REORDERED = ['Design approved', 'QC passed', 'Construct cloned', 'Sequence verified', 'Shipped'];

async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/signin', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}

async function signIn(page: Page) {
  const csrf = await (await page.request.get('/api/auth/csrf')).json();
  const login = await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken: csrf.csrfToken, email: E2E_ADMIN.email, password: E2E_ADMIN.password, json: 'true' },
  });
  expect(login.ok()).toBe(true);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The purchase-order block at both widths, for a look at the invoice link (SHOTS_DIR only). */
async function blockShot(page: Page, block: Locator, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // Centred, so the sticky header does not cover it.
    await block.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await block.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Clicks the "Download invoice (PDF)" link in `scope` and returns the downloaded file's name and bytes. */
async function downloadInvoice(page: Page, scope: Locator): Promise<{ name: string; bytes: Buffer }> {
  const link = scope.getByRole('link', { name: 'Download invoice (PDF)' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(await download.failure()).toBeNull();
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** The offer link of the newest offer e-mail to `to` after `after` earlier ones. */
async function offerLinkFor(to: string, after: number): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mails = sink.messages.filter((m) => m.rcptTo.includes(to) && /^Your BioArk offer Q-/.test(m.subject));
        if (mails.length <= after) return '';
        const mail = mails[mails.length - 1];
        expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=Offer_Q-\d{6}_v\d+\.pdf/);
        link = /(http:\/\/\S+\/offers\/[A-Za-z0-9_-]{22})/.exec(mail.text)?.[1] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

const offerMails = (to: string) => sink.messages.filter((m) => m.rcptTo.includes(to) && /^Your BioArk offer Q-/.test(m.subject)).length;

async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.beforeAll(async ({ request }) => {
  sink = await startSmtpSink();
  const token = await apiToken(request);
  const found = (await (await request.get('/api/smtp-config', { headers: { authorization: `Bearer ${token}` } })).json()) as Record<string, unknown>;
  smtpBefore = Object.fromEntries(['host', 'port', 'secure', 'user', 'fromEmail', 'toEmails'].map((k) => [k, found[k]]));
  const res = await request.put('/api/smtp-config', {
    headers: { authorization: `Bearer ${token}` },
    data: { host: '127.0.0.1', port: sink.port, secure: false, user: '', fromEmail: 'shop@bioark.test', toEmails: 'sales@bioark.test' },
  });
  expect(res.status()).toBe(200);
});

test.afterAll(async ({ request }) => {
  await sink.stop();
  const res = await request.put('/api/smtp-config', { headers: { authorization: `Bearer ${await apiToken(request)}` }, data: smtpBefore });
  expect(res.status()).toBe(200);
});

test.describe.configure({ mode: 'serial' });

test('quote → offer → PO accept (both addresses shown) → invoiced → paid; a milestone ticked, the open ones reordered around it, shows on the customer timeline', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A quote arrives through the public form.
  const quote = await page.request.post('/api/quote', {
    data: { firstName: 'Jennifer', lastName: 'Doudna', email: CUSTOMER, company: 'Innovative Genomics Lab', serviceType: 'cloning', projectDescription: 'Clone a Cas9-GFP fusion into pLenti, sequence verified.' },
  });
  expect(quote.status()).toBe(201);
  const quoteId = (await quote.json()).quote.id as string;

  // The admin opens it in the inbox and creates an offer from it.
  await signIn(page);
  await page.goto(`/admin/quotes?id=${quoteId}`);
  await page.getByRole('link', { name: 'Create offer' }).click();
  await page.waitForURL(/\/admin\/offers\/new\?quote=/);
  // The editor is server-rendered with the quote's values; typing before React has hydrated it would be replaced by
  // the initial state (a CI run read $95.00 for $2,495.00 once: line 1's price typed too early).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByLabel('E-mail')).toHaveValue(CUSTOMER);
  await expect(page.getByLabel('Institution')).toHaveValue('Innovative Genomics Lab');
  const service = page.getByRole('listitem', { name: 'Line 1' });
  await expect(service.getByLabel('Service description')).toHaveValue(/Cas9-GFP/);
  await service.getByLabel('Unit price (USD)').fill('2400');
  await page.getByRole('button', { name: 'Product' }).click();
  const product = page.getByRole('listitem', { name: 'Line 2' });
  await product.getByLabel('Catalogue no.').fill('BADM3362');
  await expect(product.getByLabel('Unit price (USD)')).not.toHaveValue('');
  await product.getByLabel('Unit price (USD)').fill('35');
  await product.getByLabel('Qty').fill('2');
  await page.getByLabel('Shipping (USD)').fill('25');
  await expect(page.getByTestId('editor-total')).toHaveText('$2,495.00');
  await shot(page, 'offer-editor');
  const before = offerMails(CUSTOMER);
  await page.getByRole('button', { name: 'Send to customer' }).click();
  await page.waitForURL(/\/admin\/offers\/[0-9a-f-]{36}\?sent=1$/);
  await expect(page.getByText(`Sent to ${CUSTOMER}`)).toBeVisible();
  const adminOfferUrl = page.url().replace(/\?sent=1$/, '');

  // The customer opens the link from the e-mail (no admin session in this browser).
  const link = await offerLinkFor(CUSTOMER, before);
  const customer = await customerPage(browser);
  const res = await customer.goto(link);
  expect(res?.headers()['cache-control']).toBe('private, no-store');
  expect(res?.headers()['x-robots-tag']).toContain('noindex');
  await expect(customer.getByRole('heading', { name: /^Offer Q-\d{6} v1$/ })).toBeVisible();
  await expect(customer.getByTestId('offer-total')).toHaveText('$2,495.00');
  await expect(customer.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /\/api\/offers\/[A-Za-z0-9_-]{22}\/pdf$/);
  await shot(customer, 'offer-customer');

  await customer.getByRole('button', { name: /Pay with a purchase order/ }).click();
  const form = customer.getByRole('form', { name: 'Accept with a purchase order' });
  // Submitted empty: every missing field is marked at once, and focus goes to the first.
  await form.getByRole('button', { name: 'Accept with purchase order' }).click();
  await expect(form.getByLabel('Purchase-order number')).toBeFocused();
  await expect(form.getByText('Enter the purchase-order number')).toBeVisible();
  await expect(form.getByText('Enter the street address')).toBeVisible();
  await expect(form.getByText('Attach your purchase order as a PDF')).toBeVisible();
  // The goods ship to the billing address unless the box is unticked.
  await expect(form.getByLabel('Same as billing address')).toBeChecked();
  await form.getByLabel('Purchase-order number').fill('PO-IGI-2026-118');
  await form.getByLabel('Street address').fill('2151 Berkeley Way');
  await form.getByLabel('City').fill('Berkeley');
  await form.getByLabel('State / region').fill('CA');
  await form.getByLabel('Postal code').fill('94704');
  await form.getByLabel('Country').fill('US');
  // A text file named .pdf is refused by its content.
  await form.getByLabel(/Purchase order \(PDF/).setInputFiles({ name: 'po.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text, not a PDF\n') });
  await form.getByRole('button', { name: 'Accept with purchase order' }).click();
  await expect(form.getByText(/not a PDF/).first()).toBeVisible();
  await shot(customer, 'offer-po-error');
  await form.getByLabel(/Purchase order \(PDF/).setInputFiles({ name: 'PO-IGI-2026-118.pdf', mimeType: 'application/pdf', buffer: makePdf({ text: 'Purchase order PO-IGI-2026-118' }) });
  // Unticked, the shipping fields start from the billing address; the parcel goes to the lab's receiving room.
  await form.getByLabel('Same as billing address').uncheck();
  const shipTo = form.getByRole('group', { name: 'Shipping address' });
  await expect(shipTo.getByLabel('Street address')).toHaveValue('2151 Berkeley Way');
  await shipTo.getByLabel('Recipient').fill('Doudna Lab, receiving');
  await shipTo.getByLabel('Address line 2').fill('Room 310');
  await form.getByRole('button', { name: 'Accept with purchase order' }).click();
  await expect(customer.getByTestId('order-status')).toHaveText('Awaiting invoice');
  await expect(customer.getByText('PO-IGI-2026-118')).toBeVisible();
  // No invoice yet, so nothing to download.
  await expect(customer.getByRole('link', { name: 'Download invoice (PDF)' })).toHaveCount(0);
  await expect(customer.getByTestId('milestone')).toHaveCount(5);
  // The accepted offer shows whom the invoice goes to and where the order ships.
  await expect(customer.getByTestId('billing-address')).toContainText('Billing address');
  await expect(customer.getByTestId('billing-address').locator('address > span')).toHaveText(PO_BILLING);
  await expect(customer.getByTestId('shipping-address')).toContainText('Shipping address');
  await expect(customer.getByTestId('shipping-address').locator('address > span')).toHaveText(PO_SHIPPING);
  poOrderReference = /#([0-9A-F]{8})/.exec((await customer.getByRole('heading', { name: /^Order #/ }).textContent()) ?? '')?.[1] ?? '';
  expect(poOrderReference).not.toBe('');
  await shot(customer, 'offer-po-accepted');
  await expectNoSeriousAxeViolations(customer, 'the offer page accepted by purchase order');

  // The admin sees it in Orders with its payment method, invoices it, then records the payment.
  await page.goto('/admin/orders?status=awaiting_invoice');
  const row = page.getByRole('row', { name: new RegExp(CUSTOMER) }).first();
  await expect(row.getByTestId('payment-method')).toHaveText('Purchase order');
  await row.getByRole('link', { name: /^#/ }).click();
  await expect(page.getByTestId('order-payment-method')).toContainText('Purchase order');
  await expect(page.getByTestId('po-number')).toHaveText('PO-IGI-2026-118');
  await expect(page.getByRole('definition').filter({ hasText: 'Doudna Lab, receiving' })).toContainText('Room 310');
  const invoice = page.getByRole('form', { name: 'Mark invoiced' });
  await invoice.getByLabel('Invoice number').fill('INV-2026-0042');
  await invoice.getByLabel('Invoice (PDF)').setInputFiles({ name: 'INV-2026-0042.pdf', mimeType: 'application/pdf', buffer: makePdf({ text: 'Invoice INV-2026-0042' }) });
  await invoice.getByRole('button', { name: 'Mark invoiced and e-mail the invoice' }).click();
  await expect(page.getByText('Waiting for payment of invoice INV-2026-0042')).toBeVisible();
  await expect.poll(() => sink.messages.some((m) => m.rcptTo.includes(CUSTOMER) && m.subject.startsWith('Invoice INV-2026-0042')), { timeout: 30_000 }).toBe(true);
  // Recording the payment asks first, naming the amount and the invoice; Cancel changes nothing.
  await page.getByRole('button', { name: 'Mark paid' }).click();
  let confirm = page.getByRole('alertdialog', { name: /^Mark order #[0-9A-F]{8} paid\?$/ });
  await expect(confirm).toContainText('This records $2,495.00 as received for invoice INV-2026-0042.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Mark paid' })).toBeFocused();
  await page.getByRole('button', { name: 'Mark paid' }).click();
  confirm = page.getByRole('alertdialog', { name: /^Mark order #[0-9A-F]{8} paid\?$/ });
  await confirm.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(/^Paid .+\.$/)).toBeVisible();

  // A service milestone: ticked with a note; one e-mail; the customer sees it.
  await page.getByLabel('Note for Design approved').fill('Insert and backbone confirmed with the lab.');
  await page.getByRole('button', { name: 'Mark “Design approved” done' }).click();
  await expect(page.getByTestId('admin-milestone').first()).toContainText('Insert and backbone confirmed with the lab.');
  // Its button is gone: focus goes on to the next open milestone's note, not to the top of the page.
  await expect(page.getByLabel('Note for Construct cloned')).toBeFocused();

  // Reordering: the done milestone keeps its place; open ones move by button or keyboard, and focus stays on the
  // moved row's button (on its twin when the row reaches the done one).
  await page.getByRole('button', { name: 'Edit milestones' }).click();
  await expect(page.getByText('Done milestones keep their name and place: open ones move between them.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move “Design approved” down' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move “Construct cloned” up' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move “Shipped” down' })).toBeDisabled();
  // Keyboard: the editor opens on its first open milestone; a row is its field, Move up, Move down and Remove,
  // the disabled ones skipped.
  await expect(page.getByLabel('Milestone 2', { exact: true })).toBeFocused();
  for (const next of [
    page.getByRole('button', { name: 'Move “Construct cloned” down' }),
    page.getByRole('button', { name: 'Remove “Construct cloned”' }),
    page.getByLabel('Milestone 3', { exact: true }),
    page.getByRole('button', { name: 'Move “Sequence verified” up' }),
  ]) {
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
  }
  // A milestone added goes to its field; removed, focus goes to the row before it.
  await page.getByRole('button', { name: 'Add milestone' }).click();
  await expect(page.getByLabel('Milestone 6', { exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Remove “Milestone 6”' }).click();
  await expect(page.getByLabel('Milestone 5', { exact: true })).toBeFocused();
  await expect(page.getByTestId('milestone-draft')).toHaveCount(5);
  const moveStatus = page.getByRole('status').filter({ hasText: /moved to position/ });
  await page.getByRole('button', { name: 'Move “QC passed” up' }).click();
  await expect(moveStatus).toHaveText('QC passed moved to position 3 of 5');
  await expect(page.getByRole('button', { name: 'Move “QC passed” up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(moveStatus).toHaveText('QC passed moved to position 2 of 5');
  await expect(page.getByRole('button', { name: 'Move “QC passed” up' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move “QC passed” down' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(moveStatus).toHaveText('QC passed moved to position 3 of 5');
  await expect(page.getByRole('button', { name: 'Move “QC passed” down' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Move “QC passed” up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(moveStatus).toHaveText('QC passed moved to position 2 of 5');
  for (const [i, label] of REORDERED.entries()) await expect(page.getByLabel(`Milestone ${i + 1}`, { exact: true })).toHaveValue(label);
  await expectNoSeriousAxeViolations(page, "the admin order's milestone editor");
  await shot(page, 'offer-milestones-editor');
  await page.getByRole('button', { name: 'Save milestones' }).click();
  await expect(page.getByRole('button', { name: 'Edit milestones' })).toBeFocused();
  await page.reload();
  await expect(page.getByTestId('admin-milestone')).toHaveText(REORDERED.map((l) => new RegExp(`^${l}`)));
  await shot(page, 'offer-admin-order');
  await expect.poll(() => sink.messages.filter((m) => m.rcptTo.includes(CUSTOMER) && m.subject.endsWith(': Design approved')).length, { timeout: 30_000 }).toBe(1);

  await customer.reload();
  await expect(customer.getByTestId('order-status')).toHaveText('Paid');
  // The offer page names the invoice and when it was issued (the shared block of the account order page too).
  await expect(customer.getByTestId('po-number')).toHaveText('PO-IGI-2026-118');
  await expect(customer.getByTestId('invoice-number')).toHaveText('INV-2026-0042');
  await expect(customer.getByTestId('invoice-date')).toHaveText(INVOICE_DATE);
  // …and downloads it through the offer link's own route: the PDF the admin uploaded, named after its number.
  const orderCard = customer.locator('section[aria-labelledby="order-heading"]');
  await expect(orderCard.getByRole('link', { name: 'Download invoice (PDF)' })).toHaveAttribute('href', /^\/api\/offers\/[A-Za-z0-9_-]{22}\/invoice$/);
  const fromOffer = await downloadInvoice(customer, orderCard);
  expect(fromOffer.name).toBe('INV-2026-0042.pdf');
  expect(fromOffer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await blockShot(customer, orderCard, 'offer-invoice-link');
  const done = customer.locator('[data-testid="milestone"][data-done="true"]');
  await expect(done).toHaveCount(1);
  await expect(done).toContainText('Design approved');
  await expect(done).toContainText('Insert and backbone confirmed with the lab.');
  await expect(customer.getByTestId('milestone')).toHaveText(REORDERED.map((l) => new RegExp(`^${l}`)));
  await shot(customer, 'offer-customer-timeline');
  await expectNoSeriousAxeViolations(customer, 'the paid purchase-order offer with its invoice');

  // The offer in the admin is accepted and links its order.
  await page.goto(adminOfferUrl);
  await expect(page.getByText('Accepted').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^#[0-9A-F]{8}$/ })).toBeVisible();
  await page.goto('/admin/offers');
  await expect(page.getByRole('definition').filter({ hasText: '%' })).toBeVisible();
  await shot(page, 'offers-admin-list');
});

test("the offer editor looks a typed catalogue number up: the product's name and price, or a note that none has it", async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/offers/new');
  await page.getByRole('button', { name: 'Product' }).click();
  const line = page.getByRole('listitem', { name: 'Line 2' });
  await line.getByLabel('Catalogue no.').fill('BADM 3362');
  await expect(line.getByText('No product has this catalogue number')).toBeVisible();
  await line.getByLabel('Catalogue no.').fill('badm3362');
  await expect(line.getByText('GN8K DNA Marker')).toBeVisible();
  await expect(line.getByText('No product has this catalogue number')).toHaveCount(0);
  await expect(line.getByLabel('Unit price (USD)')).toHaveValue('39.00');
  // The suggestions hold what the lookup found, not the catalogue.
  await line.getByLabel('Catalogue no.').fill('BADM');
  await expect.poll(() => page.locator('#offer-products option').count()).toBeGreaterThan(1);
  expect(await page.locator('#offer-products option').count()).toBeLessThanOrEqual(20);
});

test('an offer from nothing, paid in demo card mode; the old link of a new version is superseded', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/admin/offers');
  await page.getByRole('link', { name: 'New offer' }).click();
  await page.waitForURL(/\/admin\/offers\/new$/);
  await page.getByLabel('E-mail').fill(CUSTOMER);
  await page.getByLabel('Name', { exact: true }).fill('Jennifer Doudna');
  const line = page.getByRole('listitem', { name: 'Line 1' });
  await line.getByLabel('Service description').fill('Knock-out of TP53 in HEK293T, two validated clones');
  await line.getByLabel('Kind').selectOption('knockout');
  await line.getByLabel('Unit price (USD)').fill('4500');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL(/\/admin\/offers\/[0-9a-f-]{36}\?saved=1$/);
  let before = offerMails(CUSTOMER);
  await page.getByRole('button', { name: 'Send to customer' }).click();
  await page.waitForURL(/\?sent=1$/);
  const oldLink = await offerLinkFor(CUSTOMER, before);

  // A new version with a discount replaces the first.
  await page.getByRole('button', { name: 'New version' }).click();
  await page.waitForURL(/\/admin\/offers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /v2$/ })).toBeVisible();
  await page.getByLabel('Discount', { exact: true }).selectOption('percent');
  await page.getByLabel('Discount (%)').fill('10');
  await expect(page.getByTestId('editor-total')).toHaveText('$4,050.00');
  before = offerMails(CUSTOMER);
  await page.getByRole('button', { name: 'Send to customer' }).click();
  await page.waitForURL(/\?sent=1$/);
  const link = await offerLinkFor(CUSTOMER, before);
  expect(link).not.toBe(oldLink);

  const customer = await customerPage(browser);
  await customer.goto(oldLink);
  await expect(customer.getByRole('heading', { name: 'Superseded by version 2' })).toBeVisible();
  await shot(customer, 'offer-superseded');
  await customer.getByRole('link', { name: 'View version 2' }).click();
  await expect(customer.getByRole('heading', { name: /v2$/ })).toBeVisible();
  // Its "Download PDF" is version 2's, the one on screen: the link passes ?latest=1 on, and the file is v2.
  const pdfLink = customer.getByRole('link', { name: 'Download PDF' });
  await expect(pdfLink).toHaveAttribute('href', /\/api\/offers\/[A-Za-z0-9_-]{22}\/pdf\?latest=1$/);
  const pdfDownload = customer.waitForEvent('download');
  await pdfLink.click();
  expect((await pdfDownload).suggestedFilename()).toMatch(/^Offer_Q-\d{6}_v2\.pdf$/);

  await customer.goto(link);
  await expect(customer.getByTestId('offer-total')).toHaveText('$4,050.00');
  await customer.getByRole('button', { name: /^Pay by card/ }).click();
  await customer.getByRole('button', { name: 'Pay $4,050.00 by card' }).click();
  await customer.waitForURL(/\/checkout\/demo\/[0-9a-f-]{36}\?return=/);
  // The offer's contact comes filled in; the address is the customer's to give.
  await expect(customer.getByLabel('E-mail')).toHaveValue(CUSTOMER);
  await expect(customer.getByLabel('Full name')).toHaveValue('Jennifer Doudna');
  await expect(customer.getByLabel('Street address')).toHaveValue('');
  await shot(customer, 'offer-demo-checkout');
  await expectNoSeriousAxeViolations(customer, "the offer's demo card checkout, pre-filled");
  await customer.getByLabel('Street address').fill('2151 Berkeley Way');
  await customer.getByLabel('City').fill('Berkeley');
  await customer.getByLabel('Country').fill('United States');
  await customer.getByRole('button', { name: /^Pay / }).click();
  await customer.waitForURL(/\/offers\/[A-Za-z0-9_-]{22}\?paid=1$/);
  await expect(customer.getByTestId('offer-status')).toHaveText('Accepted · paid');
  await expect(customer.getByTestId('order-status')).toHaveText('Paid');
  await expect(customer.getByTestId('milestone')).toHaveCount(6);
  await shot(customer, 'offer-paid-card');

  // With an account for the same e-mail, the offers are listed under /account too.
  const signIns = sink.messages.filter((m) => m.rcptTo.includes(CUSTOMER) && m.subject === 'Your BioArk sign-in link').length;
  await customer.goto('/account/sign-in');
  await customer.getByLabel('E-mail address').fill(CUSTOMER);
  await customer.getByRole('button', { name: 'Send me a sign-in link' }).click();
  let signInLink = '';
  await expect
    .poll(
      () => {
        const mails = sink.messages.filter((m) => m.rcptTo.includes(CUSTOMER) && m.subject === 'Your BioArk sign-in link');
        signInLink = mails.length > signIns ? (/(http:\/\/\S+\/account\/verify#token=[A-Za-z0-9_-]{43})/.exec(mails[mails.length - 1].text)?.[1] ?? '') : '';
        return signInLink;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  await customer.goto(signInLink);
  await customer.getByRole('button', { name: 'Sign in', exact: true }).click();
  await customer.waitForURL(/\/account$/);
  const listed = customer.getByTestId('account-offers');
  await expect(listed.getByRole('listitem')).toHaveCount(2);
  await expect(listed).toContainText(/Q-\d{6} v2/);
  await expect(listed).toContainText('Accepted');
  await shot(customer, 'account-offers');

  // The purchase-order order of the first test: both addresses, and the timeline in the admin's order.
  await customer.getByTestId('account-orders').getByRole('link', { name: new RegExp(`#${poOrderReference}`) }).click();
  await customer.waitForURL(/\/account\/orders\/[0-9a-f-]{36}$/);
  await expect(customer.getByRole('heading', { name: `Order #${poOrderReference}` })).toBeVisible();
  // Paid against its invoice: no word of a (demo) card.
  await expect(customer.getByTestId('payment-status')).toHaveText(/^Paid on .+ UTC$/);
  // …by purchase order: its number, and the invoice the admin issued with its date, downloadable here too through
  // the account's own route (the signed-in owner's order only).
  const purchaseOrder = customer.getByTestId('purchase-order');
  await expect(purchaseOrder.getByTestId('payment-method')).toHaveText('Purchase order');
  await expect(purchaseOrder.getByTestId('po-number')).toHaveText('PO-IGI-2026-118');
  await expect(purchaseOrder.getByTestId('invoice-number')).toHaveText('INV-2026-0042');
  await expect(purchaseOrder.getByTestId('invoice-date')).toHaveText(INVOICE_DATE);
  await expect(purchaseOrder.getByRole('link')).toHaveCount(1);
  const orderId = /\/account\/orders\/([0-9a-f-]{36})$/.exec(customer.url())?.[1];
  await expect(purchaseOrder.getByRole('link', { name: 'Download invoice (PDF)' })).toHaveAttribute('href', `/api/account/orders/${orderId}/invoice`);
  const fromAccount = await downloadInvoice(customer, purchaseOrder);
  expect(fromAccount.name).toBe('INV-2026-0042.pdf');
  expect(fromAccount.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await blockShot(customer, customer.locator('section[aria-labelledby="payment-heading"]'), 'account-invoice-link');
  // The file is private: never stored by a cache; a visitor without the session gets no PDF.
  const direct = await customer.request.get(`/api/account/orders/${orderId}/invoice`);
  expect(direct.headers()['cache-control']).toBe('private, no-store');
  expect(direct.headers()['content-disposition']).toBe('attachment; filename="INV-2026-0042.pdf"');
  const stranger = await browser.newContext();
  expect((await stranger.request.get(`/api/account/orders/${orderId}/invoice`)).status()).toBe(401);
  await stranger.close();
  await expect(customer.getByTestId('billing-address')).toContainText('Billing address');
  await expect(customer.getByTestId('billing-address').locator('address > span')).toHaveText(PO_BILLING);
  await expect(customer.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  await expect(customer.getByTestId('shipping-address').locator('address > span')).toHaveText(PO_SHIPPING);
  await expect(customer.getByTestId('milestone')).toHaveText(REORDERED.map((l) => new RegExp(`^${l}`)));
  await shot(customer, 'account-po-order');
  await expectNoSeriousAxeViolations(customer, 'the account order page of a purchase-order order');
});

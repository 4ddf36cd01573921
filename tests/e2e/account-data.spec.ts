// The account's own data in Chromium against the production build (issue 20, docs/accounts.md): an address
// and a profile, the default address and e-mail pre-filling the demo checkout and the profile the wizard's quote
// dialog, the quote request form and the contact form (a late answer keeps what was typed; a visitor's forms stay
// empty and ask nothing); a wizard design saved, edited and saved again (two versions; each opens the wizard as it
// was); a read-only share link opened by an anonymous visitor; the /design, /request-quote and /contact pages' HTML
// the same for a customer and a visitor and account pages never replayed; export of my data, then deletion of the
// account.
import { readFile } from 'node:fs/promises';
import { test, expect } from '../helpers/playwright';
import { expectNoSeriousAxeViolations } from '../helpers/axe';
import { adminBearer, CART_STORAGE_KEY, MARKER_LINE, shot, signInThroughEmail, smtpSinkForFile } from '../helpers/account-e2e';

const CUSTOMER = 'designer@lab.test';
const WIZARD_URL = '/design?st=6&c=cr&f=ko&d=len&p=cmv&s=puro&tg=gene&gn=TP53&gs=Human&ok=1&fm=v.l&ti=8';
const smtp = smtpSinkForFile();

test.describe.configure({ mode: 'serial' });

let cookies: Awaited<ReturnType<import('@playwright/test').BrowserContext['cookies']>> = [];

test('sign in; an address and a profile; the default address and the e-mail pre-fill the checkout', async ({ page }) => {
  await signInThroughEmail(page, smtp.sink(), CUSTOMER);
  cookies = await page.context().cookies();

  // The sections, in one navigation.
  const nav = page.getByRole('navigation', { name: 'Account' });
  for (const label of ['Orders', 'Quotes', 'Designs', 'Addresses', 'Profile', 'My data']) await expect(nav.getByRole('link', { name: label })).toBeVisible();

  await nav.getByRole('link', { name: 'Addresses' }).click();
  await page.waitForURL(/\/account\/addresses$/);
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Full name is required', { exact: true })).toBeVisible();
  // focus goes to the first field to fix, not to the page
  await expect(form.getByLabel('Full name')).toBeFocused();
  await form.getByLabel('Full name').fill('Rosalind Franklin');
  await form.getByLabel('Institution').fill("King's College");
  await form.getByLabel('Street address').fill('21 Helix Lane');
  await form.getByLabel('City').fill('London');
  await form.getByLabel('Postal code').fill('WC2R 2LS');
  await form.getByLabel('Country').fill('United Kingdom');
  await form.getByRole('button', { name: 'Save address' }).click();
  const list = page.getByTestId('account-addresses');
  await expect(list).toContainText('21 Helix Lane');
  await expect(list).toContainText('Default');
  await shot(page, 'account-addresses');

  await nav.getByRole('link', { name: 'Profile' }).click();
  await page.getByLabel('Name').fill('Rosalind Franklin');
  await page.getByLabel('Institution').fill("King's College London");
  await page.getByLabel('Department').fill('Biophysics');
  await page.getByLabel('Phone').fill('+44 20 7946 0000');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Department')).toHaveValue('Biophysics');
  await shot(page, 'account-profile');

  // Checkout: the demo payment page comes pre-filled, and paying makes an order in the account.
  await page.goto('/cart');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [CART_STORAGE_KEY, JSON.stringify([{ ...MARKER_LINE, quantity: 1 }])] as const);
  await page.reload();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkout\/demo\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('E-mail')).toHaveValue(CUSTOMER);
  await expect(page.getByLabel('Full name')).toHaveValue('Rosalind Franklin');
  await expect(page.getByLabel('Street address')).toHaveValue('21 Helix Lane');
  await expect(page.getByLabel('City')).toHaveValue('London');
  await expect(page.getByLabel('Postal code')).toHaveValue('WC2R 2LS');
  await expect(page.getByLabel('Country')).toHaveValue('United Kingdom');
  await expectNoSeriousAxeViolations(page, 'the demo checkout pre-filled from the account');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/cart(\?|$)/);
  await page.goto('/account');
  await expect(page.getByTestId('account-orders').getByRole('link')).toHaveCount(1);
});

test('the quote request and contact forms come filled from the profile, keep what was typed; a visitor gets empty fields and no request', async ({ page, browser }) => {
  await page.context().addCookies(cookies);
  // The profile's answer is held back until the visitor has typed a first name and emptied the department: it
  // fills the other empty fields, and the typed name and the emptied department stay as they are.
  let releaseProfile = () => {};
  const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
  await page.route('**/api/account/profile', async (route) => {
    await profileHeld;
    await route.continue();
  });
  const asked = page.waitForRequest('**/api/account/profile');
  await page.goto('/request-quote');
  const quote = page.getByRole('form', { name: 'Quote Request Form' });
  await quote.getByLabel('First Name').fill('Rosalind E.');
  await quote.getByLabel('Department').fill('x');
  await quote.getByLabel('Department').fill('');
  await asked;
  releaseProfile();
  await expect(quote.getByLabel('Email')).toHaveValue(CUSTOMER);
  await expect(quote.getByLabel('Last Name')).toHaveValue('Franklin');
  await expect(quote.getByLabel('Phone')).toHaveValue('+44 20 7946 0000');
  await expect(quote.getByLabel('Company / Institution')).toHaveValue("King's College London");
  await expect(quote.getByLabel('First Name')).toHaveValue('Rosalind E.');
  await expect(quote.getByLabel('Department')).toHaveValue('');
  await page.unroute('**/api/account/profile');
  // Opened again: the whole contact from the profile; the project fields stay the visitor's.
  await page.reload();
  await expect(quote.getByLabel('First Name')).toHaveValue('Rosalind');
  await expect(quote.getByLabel('Department')).toHaveValue('Biophysics');
  await expect(quote.getByLabel('Project Description')).toHaveValue('');
  await shot(page, 'request-quote-prefilled');
  await expectNoSeriousAxeViolations(page, '/request-quote pre-filled');

  await page.goto('/contact');
  const contact = page.getByRole('form', { name: 'Contact form' });
  await expect(contact.getByLabel('Email')).toHaveValue(CUSTOMER);
  await expect(contact.getByLabel('First Name')).toHaveValue('Rosalind');
  await expect(contact.getByLabel('Last Name')).toHaveValue('Franklin');
  await expect(contact.getByLabel('Company')).toHaveValue("King's College London");
  await expect(contact.getByLabel('Message')).toHaveValue('');
  await shot(page, 'contact-prefilled');
  await expectNoSeriousAxeViolations(page, '/contact pre-filled');

  // A visitor (no session, no signed-in hint): empty fields, and no request to /api/account at all.
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  const accountCalls: string[] = [];
  visitor.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/account')) accountCalls.push(r.url());
  });
  for (const [path, name, fields] of [
    ['/request-quote', 'Quote Request Form', ['First Name', 'Last Name', 'Email', 'Phone', 'Company / Institution', 'Department']],
    ['/contact', 'Contact form', ['First Name', 'Last Name', 'Email', 'Company']],
  ] as const) {
    await visitor.goto(path, { waitUntil: 'networkidle' });
    const form = visitor.getByRole('form', { name });
    await expect(form.getByRole('button', { name: /^(Submit Quote Request|Send Message)$/ })).toBeEnabled();
    for (const label of fields) await expect(form.getByLabel(label)).toHaveValue('');
    await shot(visitor, `${path.slice(1)}-visitor`);
  }
  expect(accountCalls).toEqual([]);
  await anonymous.close();
});

test('save a wizard design, edit it, see two versions; each opens the wizard as saved; share it read-only', async ({ page, browser }) => {
  await page.context().addCookies(cookies);
  await page.goto(WIZARD_URL);
  const save = page.getByTestId('save-design');
  await save.getByRole('button', { name: 'Save to my account' }).click();
  await save.getByLabel('Design name').fill('TP53 knockout');
  await save.getByRole('button', { name: 'Save design' }).click();
  await expect(save).toContainText('Saved as “TP53 knockout”');
  await save.scrollIntoViewIfNeeded();
  await shot(page, 'design-saved');
  // The design being edited is in the address now: a reload keeps it, so the next save is a version of it.
  await expect(page).toHaveURL(/[?&]saved=[0-9a-f-]{36}(&|$)/);
  await page.reload();
  await expect(page.getByTestId('save-design').getByRole('button', { name: 'Save new version' })).toBeVisible();

  // From the account: open it, change the formats, save a new version.
  await page.goto('/account/designs');
  await page.getByTestId('account-designs').getByRole('link', { name: /TP53 knockout/ }).click();
  await page.waitForURL(/\/account\/designs\/[0-9a-f-]{36}$/);
  const designPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Open in the wizard' }).click();
  await page.waitForURL(/\/design\?/);
  const designId = designPath.split('/').pop()!;
  // Reloading the wizard keeps editing the same saved design (issue 20: it used to forget it).
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`[?&]saved=${designId}(&|$)`));
  await expect(page.getByRole('checkbox', { name: 'Lentivirus' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Cell' }).check();
  await expect(page).toHaveURL(new RegExp(`[?&]saved=${designId}(&|$)`));
  await page.getByTestId('save-design').getByRole('button', { name: 'Save new version' }).click();
  await expect(page.getByText('Saved as version 2').first()).toBeVisible();
  // Back walks the steps and still edits the same design; Forward returns to the format step.
  await page.getByRole('navigation', { name: 'Wizard steps' }).getByRole('button', { name: /Step 5:/ }).click();
  await expect(page.getByRole('heading', { name: /^Step 5:/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Step 6: Choose the format' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]saved=${designId}(&|$)`));
  await expect(page.getByRole('checkbox', { name: 'Cell' })).toBeChecked();
  // Saving again without a change makes no third version.
  await page.getByTestId('save-design').getByRole('button', { name: 'Save new version' }).click();
  await expect(page.getByText('No changes since version 2').first()).toBeVisible();

  await page.goto(designPath);
  const versions = page.getByTestId('design-versions').getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Version 2');
  await expect(versions.nth(0)).toContainText('Cell');
  await expect(versions.nth(1)).toContainText('Version 1');
  await expect(versions.nth(1)).not.toContainText('Cell');
  await shot(page, 'account-design');

  // Version 1 restores the wizard exactly as it was saved.
  await versions.nth(1).getByRole('link', { name: 'Open version 1 in the wizard' }).click();
  await page.waitForURL(/\/design\?/);
  await expect(page.getByRole('heading', { name: 'Step 6: Choose the format' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Vector' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Lentivirus' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Cell' })).not.toBeChecked();

  // Request a quote: the wizard's quote dialog opens on the saved design, filled in from the profile. The
  // profile's answer is held back until a name has been typed: it fills the empty fields, the typed name stays.
  let releaseProfile = () => {};
  const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
  await page.route('**/api/account/profile', async (route) => {
    await profileHeld;
    await route.continue();
  });
  await page.goto(designPath);
  await page.getByRole('link', { name: 'Request a quote' }).click();
  const quoteDialog = page.getByRole('dialog', { name: 'Submit Quote' });
  await expect(quoteDialog).toBeVisible();
  await quoteDialog.getByLabel('Customer Name').fill('Rosalind E. Franklin');
  releaseProfile();
  await expect(quoteDialog.getByLabel('Email')).toHaveValue(CUSTOMER);
  await expect(quoteDialog.getByLabel('Institution')).toHaveValue("King's College London");
  await expect(quoteDialog.getByLabel('Phone')).toHaveValue('+44 20 7946 0000');
  await expect(quoteDialog.getByLabel('Customer Name')).toHaveValue('Rosalind E. Franklin');
  await page.unroute('**/api/account/profile');
  await shot(page, 'design-quote-prefilled');
  await expectNoSeriousAxeViolations(page, "the wizard's quote dialog pre-filled");
  await quoteDialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Quote submitted').first()).toBeVisible();
  const stored = (await (await page.request.get('/api/quotes', { headers: await adminBearer(page.request) })).json()).quotes.find(
    (q: Record<string, unknown>) => q.email === CUSTOMER && q.serviceType === 'Gene Design',
  );
  expect(stored).toMatchObject({ firstName: 'Rosalind', lastName: 'E. Franklin', company: "King's College London", phone: '+44 20 7946 0000' });
  // Opened again after sending: the whole contact from the profile.
  await page.getByRole('button', { name: 'Submit to Quote' }).click();
  await expect(quoteDialog.getByLabel('Customer Name')).toHaveValue('Rosalind Franklin');
  await expect(quoteDialog.getByLabel('Email')).toHaveValue(CUSTOMER);
  await quoteDialog.getByRole('button', { name: 'Cancel' }).click();

  // A read-only share link for an anonymous visitor.
  await page.goto(designPath);
  await page.getByRole('button', { name: 'Share read-only link' }).click();
  const shareLink = await page.getByLabel('Share link').inputValue();
  expect(shareLink).toMatch(/\/account\/shared\/[A-Za-z0-9_-]{32}$/);
  await shot(page, 'account-design-shared');
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  const res = await visitor.goto(shareLink);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['cache-control']).toBe('private, no-store');
  await expect(visitor.getByRole('heading', { name: 'TP53 knockout' })).toBeVisible();
  await expect(visitor.getByText('Version 2')).toBeVisible();
  await expect(visitor.getByText(CUSTOMER)).toHaveCount(0);
  await shot(visitor, 'account-shared-design');
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByRole('button', { name: 'Share read-only link' })).toBeVisible();
  expect((await visitor.goto(shareLink))?.status()).toBe(404);
  await anonymous.close();
});

test('/design, /request-quote and /contact are the same HTML for a customer and a visitor; new account pages are never replayed', async ({ request, baseURL }) => {
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  for (const path of ['/design', '/request-quote', '/contact']) {
    const signedIn = await request.get(`${baseURL}${path}`, { headers: { cookie } });
    const anonymous = await request.get(`${baseURL}${path}`, { headers: { cookie: '' } });
    expect(await signedIn.text(), path).toBe(await anonymous.text());
    expect(await signedIn.text(), path).not.toContain(CUSTOMER);
  }
  for (const path of ['/account/quotes', '/account/designs', '/account/addresses', '/account/profile', '/account/data']) {
    for (let i = 0; i < 2; i++) {
      const res = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('private, no-store');
      expect(res.headers()['x-microcache']).toBeUndefined();
    }
    const anon = await request.get(path, { maxRedirects: 0, headers: { cookie: '' } });
    expect(anon.status()).toBeGreaterThanOrEqual(300);
    expect((await anon.text()).toLowerCase()).not.toContain(CUSTOMER);
  }
});

test('the admin Customers tab lists the account with its counts, finds it by institution, and opens its detail', async ({ browser, request, baseURL }) => {
  const token = (await adminBearer(request)).authorization.replace('Bearer ', '');
  const context = await browser.newContext();
  await context.addCookies([{ name: 'bioark.session', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
  const page = await context.newPage();
  await page.goto('/admin/customers');
  await page.getByLabel('Search customers').fill("king's college");
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/admin\/customers\?q=/);
  const row = page.getByTestId('customers-table').getByRole('row').filter({ hasText: CUSTOMER });
  await expect(row).toHaveCount(1);
  // one order, the design quote sent from the wizard, one saved design
  await expect(row.getByRole('cell')).toHaveText([new RegExp(`${CUSTOMER}\\s*Rosalind Franklin`), "King's College London", '1', '1', '1', /\w/]);
  await shot(page, 'admin-customers');
  // One customer: the profile and what belongs to the account.
  await row.getByRole('link', { name: CUSTOMER }).click();
  await expect(page.getByRole('heading', { level: 1, name: CUSTOMER })).toBeVisible();
  await expect(page.getByText("King's College London")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Orders (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saved designs (1)' })).toBeVisible();
  await page.getByRole('region', { name: 'Orders (1)' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/orders\//);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: CUSTOMER })).toBeVisible();
  await shot(page, 'admin-customer');
  await context.close();
});

test('quotes and messages with their status, set by the admin in the Messages tab; export my data, then delete the account', async ({ page, browser, baseURL }, testInfo) => {
  await page.context().addCookies(cookies);
  // A message sent with the account's address (as any visitor can) shows under Quotes with its status.
  const sent = await page.request.post('/api/contact', {
    headers: { origin: new URL(baseURL!).origin },
    data: { firstName: 'Rosalind', lastName: 'Franklin', email: ` ${CUSTOMER.toUpperCase()} `, subject: 'products', message: 'Is the GN8K marker suitable for 10 kb fragments?' },
  });
  expect(sent.status()).toBe(201);
  await page.goto('/account/quotes');
  const quotes = page.getByTestId('account-quotes');
  await expect(quotes.getByRole('listitem').filter({ hasText: 'Product Information' })).toContainText('Submitted');
  // the quote sent from the wizard's dialog, with the account's address from the profile, is listed too
  await expect(quotes.getByRole('listitem').filter({ hasText: 'Gene Design' })).toContainText('Submitted');
  await quotes.getByRole('listitem').filter({ hasText: 'Product Information' }).getByText('Message sent').click();
  await expect(quotes.getByText('Is the GN8K marker suitable for 10 kb fragments?')).toBeVisible();
  await shot(page, 'account-quotes');

  // The admin's Messages tab: find the message, read it, mark it being reviewed, then answered.
  const token = (await adminBearer(page.request)).authorization.replace('Bearer ', '');
  const adminContext = await browser.newContext();
  await adminContext.addCookies([{ name: 'bioark.session', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' }]);
  const admin = await adminContext.newPage();
  await admin.goto('/admin');
  await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Messages/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await admin.getByLabel('Search messages').fill('10 kb fragments');
  const rows = admin.getByTestId('message-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Submitted');
  await rows.first().click();
  const detail = admin.getByRole('article', { name: 'Rosalind Franklin' });
  await expect(detail.getByTestId('message-body')).toHaveText('Is the GN8K marker suitable for 10 kb fragments?');
  const setStatus = detail.getByRole('group', { name: 'Set status' });
  await expect(setStatus.getByRole('button', { name: 'Submitted' })).toHaveAttribute('aria-pressed', 'true');
  await setStatus.getByRole('button', { name: 'Being reviewed' }).click();
  await expect(setStatus.getByRole('button', { name: 'Being reviewed' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(quotes.getByRole('listitem').filter({ hasText: 'Product Information' })).toContainText('Being reviewed');
  await setStatus.getByRole('button', { name: 'Answered' }).click();
  await expect(setStatus.getByRole('button', { name: 'Answered' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.first()).toContainText('Answered');
  // The selection is in the address: a reload opens the same message with its status.
  await admin.reload();
  await expect(admin.getByRole('article', { name: 'Rosalind Franklin' }).getByTestId('message-status')).toHaveText('Answered');
  await shot(admin, 'admin-messages');
  await adminContext.close();
  await page.reload();
  await expect(quotes.getByRole('listitem').filter({ hasText: 'Product Information' })).toContainText('Answered');
  await shot(page, 'account-quotes-answered');
  await page.goto('/account/data');
  await shot(page, 'account-data');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data (JSON)' }).click();
  const download = await downloadPromise;
  const file = testInfo.outputPath('account.json');
  await download.saveAs(file);
  const data = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown[]>;
  expect(data.customers[0]).toMatchObject({ email: CUSTOMER, department: 'Biophysics' });
  expect(data.customer_addresses).toHaveLength(1);
  expect(data.customer_designs).toHaveLength(1);
  expect(data.customer_design_versions).toHaveLength(2);
  expect(data.orders).toHaveLength(1);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Type DELETE, in capitals, to delete the account')).toBeVisible();
  await expect(page.getByLabel('Type DELETE to confirm')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL(/\/account\/sign-in\?deleted=1$/);
  await expect(page.getByText('Your account was deleted')).toBeVisible();
  await page.goto('/account');
  await page.waitForURL(/\/account\/sign-in$/);
  const replay = await page.request.get('/api/account/orders', { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
  expect(replay.status()).toBe(401);
});

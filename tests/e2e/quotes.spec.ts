// Quotes, contact and e-mail flows in Chromium (issue 5): the full Quote Request Form (inline required-field
// errors, 'Submitting...', 'Quote submitted', cleared form, the quote visible through the admin API, also
// under /content-api), a failed submit that keeps the values and reuses its idempotency key, the contact
// page (map, FAQ, 'Sending...', 'Message Sent'), the product quote dialog, and the Email (SMTP) tab against a
// real SMTP sink (Saved., the write-only password, Test … 'Test email triggered.' / 'Test failed', the outbox).
import { test, expect, type APIRequestContext, type BrowserContext, type Page } from '../helpers/playwright';
import { E2E_ADMIN } from '../../playwright.config';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/signin', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}

async function adminQuotes(request: APIRequestContext, base = '/api') {
  const token = await apiToken(request);
  const res = await request.get(`${base}/quotes`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).quotes as Record<string, unknown>[];
}

async function signInByCookie(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const token = await apiToken(request);
  await context.addCookies([{ name: 'bioark.session', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

/** Holds the matching request for `ms` before letting it through, so the pending state can be seen. */
async function delay(page: Page, pattern: string, ms = 1200) {
  await page.route(pattern, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).or(page.getByRole('alert').filter({ hasText: text })).first();

test.describe('/request-quote', () => {
  test('page shell: title, intro, contact boxes', async ({ page }) => {
    await page.goto('/request-quote');
    await expect(page.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Quote Request Form' })).toBeVisible();
    const boxes = page.getByRole('list', { name: 'Other ways to reach us' });
    await expect(boxes.getByRole('link', { name: '+1 (301) 555-0142' })).toHaveAttribute('href', 'tel:+13015550142');
    await expect(boxes.getByRole('link', { name: 'support@bioarktech.com' })).toHaveAttribute('href', 'mailto:support@bioarktech.com');
    await expect(boxes.getByText('Within 24 hours', { exact: true })).toBeVisible();
    // docs/requirements.md §9 enumerations, shown with labels.
    await expect(page.getByLabel('Service Type').locator('option')).toHaveText([
      'Select a service', 'Products', 'Custom Cloning', 'Lentivirus Packaging', 'Stable Cell Lines', 'Experimental Services', 'Lab Supplies', 'Custom Project',
    ]);
    await expect(page.getByLabel('Timeline').locator('option')).toHaveText(['Select a timeline', 'Urgent (1-2 weeks)', 'Standard (3-4 weeks)', 'Flexible (1-2 months)', 'Planning stage']);
    await expect(page.getByLabel('Budget').locator('option')).toHaveCount(6);
  });

  test('required fields → inline errors; a valid request → Submitting..., Quote submitted, cleared form, visible to the admin', async ({ page, request }) => {
    await page.goto('/request-quote');
    const submit = page.getByRole('button', { name: 'Submit Quote Request' });
    await expect(submit).toBeEnabled();
    await submit.click();
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Company is required', 'Please select a service type', 'Project description is required']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('First Name')).toBeFocused();
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');

    const stamp = Date.now();
    const first = `Quote${stamp}`;
    await page.getByLabel('First Name').fill(first);
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await page.getByLabel('Last Name').fill('Tester');
    await page.getByLabel('Email').fill('not-an-email');
    await submit.click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill(`quote-${stamp}@lab.test`);
    await page.getByLabel('Phone').fill('+1 555 0100');
    await page.getByLabel('Company / Institution').fill('E2E Lab');
    await page.getByLabel('Department').fill('Genomics');
    await page.getByLabel('Service Type').selectOption('lentivirus');
    await page.getByLabel('Timeline').selectOption('urgent');
    await page.getByLabel('Budget').selectOption('15k-50k');
    await page.getByLabel('Project Description').fill('Package a lentiviral vector, 10^8 TU/ml.');
    await page.getByLabel('Additional Information').fill('Please include a titer report.');

    await delay(page, '**/api/quote');
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(toast(page, 'Quote submitted')).toBeVisible();
    await expect(toast(page, 'We will contact you soon.')).toBeVisible();
    // A line that stays after the toast has gone.
    await expect(page.getByRole('form', { name: 'Quote Request Form' }).getByRole('status')).toHaveText(/^Request received\. Our scientists reply within 24 hours/);
    for (const label of ['First Name', 'Last Name', 'Email', 'Company / Institution', 'Project Description']) await expect(page.getByLabel(label)).toHaveValue('');
    await expect(page.getByLabel('Service Type')).toHaveValue('');

    const quotes = await adminQuotes(request);
    const q = quotes.find((x) => x.firstName === first);
    expect(q).toMatchObject({
      lastName: 'Tester',
      email: `quote-${stamp}@lab.test`,
      phone: '+1 555 0100',
      company: 'E2E Lab',
      department: 'Genomics',
      serviceType: 'lentivirus',
      timeline: 'urgent',
      budget: '15k-50k',
      additionalInfo: 'Please include a titer report.',
      read: false,
      kind: 'full',
      submittedByEmail: `quote-${stamp}@lab.test`,
    });
    expect(q?.submittedByAddress).toBeTruthy();
    // docs/requirements.md §7: the same call answers under /content-api.
    const again = await adminQuotes(request, '/content-api');
    expect(again.map((x) => x.id)).toContain(q?.id);
  });

  test('a failed submit (503) keeps every value and says why; the retry reuses the key and stores one quote', async ({ page, request }) => {
    await page.goto('/request-quote');
    const stamp = Date.now();
    const first = `Retry${stamp}`;
    await page.getByLabel('First Name').fill(first);
    await page.getByLabel('Last Name').fill('Tester');
    await page.getByLabel('Email').fill(`retry-${stamp}@lab.test`);
    await page.getByLabel('Company / Institution').fill('Retry Lab');
    await page.getByLabel('Service Type').selectOption('cloning');
    await page.getByLabel('Project Description').fill('Retry after an outage.');

    const keys: string[] = [];
    let calls = 0;
    await page.route('**/api/quote', async (route) => {
      keys.push(JSON.parse(route.request().postData() ?? '{}').idempotencyKey);
      if (calls++ === 0) {
        await route.fulfill({ status: 503, json: { error: 'The service is temporarily unavailable. Please try again in a moment; nothing was saved.' } });
      } else await route.continue();
    });
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(toast(page, 'Submit failed')).toBeVisible();
    await expect(toast(page, 'The service is temporarily unavailable. Please try again in a moment; nothing was saved.')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue(first);
    await expect(page.getByLabel('Project Description')).toHaveValue('Retry after an outage.');
    await expect(page.getByLabel('Service Type')).toHaveValue('cloning');

    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(toast(page, 'Quote submitted')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect((await adminQuotes(request)).filter((x) => x.firstName === first)).toHaveLength(1);
  });

  test("a service page's Request a Quote preselects its service type", async ({ page }) => {
    await page.goto('/services/lentivirus-packaging');
    await page.getByRole('complementary', { name: 'Next steps' }).getByRole('link', { name: 'Request a Quote' }).click();
    await page.waitForURL(/\/request-quote\?service=lentivirus$/);
    await expect(page.getByLabel(/service type/i)).toHaveValue('lentivirus');
    await page.goto('/request-quote?service=not-a-type');
    await expect(page.getByLabel(/service type/i)).toHaveValue('');
  });

  test('a network failure shows "Please try again later."', async ({ page }) => {
    await page.goto('/request-quote');
    await page.getByLabel('First Name').fill('Net');
    await page.getByLabel('Last Name').fill('Down');
    await page.getByLabel('Email').fill('net@lab.test');
    await page.getByLabel('Company / Institution').fill('Lab');
    await page.getByLabel('Service Type').selectOption('custom');
    await page.getByLabel('Project Description').fill('x');
    await page.route('**/api/quote', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Submit Quote Request' }).click();
    await expect(toast(page, 'Submit failed')).toBeVisible();
    await expect(toast(page, 'Please try again later.')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Net');
  });
});

test.describe('/contact', () => {
  test('address, map centred on the company with a 0.02° box, four FAQ entries', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('main').getByText('1450 Research Boulevard, Suite 210')).toBeVisible();
    const map = page.locator('iframe[title^="Map showing"]');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('src', 'https://www.openstreetmap.org/export/embed.html?bbox=-77.1973%2C39.0852%2C-77.1773%2C39.1052&layer=mapnik&marker=39.0952%2C-77.1873');
    const faq = page.getByRole('heading', { name: 'Frequently Asked Questions' });
    await expect(faq).toBeVisible();
    const questions = [
      'How quickly will I receive a quote?',
      'Which products can I buy online, and which need a quote?',
      'How are reagents and virus shipped?',
      'What happens if a genome-editing kit does not work?',
    ];
    for (const q of questions) await expect(page.getByRole('button', { name: q })).toBeVisible();
    await page.getByRole('button', { name: questions[3] }).click();
    await expect(page.getByText(/full-refund guarantee/)).toBeVisible();
  });

  test('required fields; Sending...; Message Sent; the form clears', async ({ page }) => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeEnabled();
    await send.click();
    for (const m of ['First name is required', 'Last name is required', 'Email is required', 'Please select a subject', 'Message is required']) {
      await expect(page.getByText(m)).toBeVisible();
    }
    // The first invalid field takes focus and is scrolled clear of the sticky header with its label (at 1280 px it
    // was left under the header, its label hidden).
    await expect(page.getByLabel('First Name')).toBeFocused();
    const headerBottom = await page.locator('header').first().evaluate((h) => h.getBoundingClientRect().bottom);
    const labelTop = await page.locator('label[for]', { hasText: 'First Name' }).evaluate((l) => l.getBoundingClientRect().top);
    expect(labelTop).toBeGreaterThanOrEqual(headerBottom);
    await expect(page.getByLabel('Subject').locator('option')).toHaveText([
      'Select a subject', 'General Inquiry', 'Product Information', 'Service Inquiry', 'Technical Support', 'Partnership', 'Other',
    ]);
    await page.getByLabel('First Name').fill('Marie');
    await page.getByLabel('Last Name').fill('Curie');
    await page.getByLabel('Email').fill('marie@sorbonne.test');
    await page.getByRole('textbox', { name: 'Company' }).fill('Radium Institute');
    await page.getByLabel('Subject').selectOption('technical');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Do you ship lentivirus to Paris?');
    await delay(page, '**/api/contact');
    await send.click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(toast(page, 'Message Sent')).toBeVisible();
    await expect(toast(page, "Thank you for contacting us. We'll respond within 24 hours.")).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
    await expect(page.getByLabel('First Name')).toHaveValue('');
  });

  test('a failure keeps the message: Submission Failed', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('First Name').fill('Marie');
    await page.getByLabel('Last Name').fill('Curie');
    await page.getByLabel('Email').fill('marie@sorbonne.test');
    await page.getByLabel('Subject').selectOption('general');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Keep me.');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, json: { error: 'Internal server error' } }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Submission Failed')).toBeVisible();
    await expect(toast(page, 'Something went wrong. Please try again later.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Keep me.');
  });
});

// A quote-only product page renders <ProductQuoteDialog> (the storefront issue's page).
const DIALOG_PAGE = process.env.QUOTE_DIALOG_PATH ?? '/products/gene-knock-out';

test.describe('product quote dialog', () => {
  test('Submit disabled until name and email are filled; the quote carries the product; the dialog closes and clears', async ({ page, request }) => {
    const res = await page.goto(DIALOG_PAGE);
    expect(res?.status()).toBe(200);
    const dialog = page.getByRole('dialog');
    // The dialog's code loads on demand: a click before hydration does nothing, so click until it opens.
    await expect(async () => {
      await page.getByRole('button', { name: 'Submit Quote' }).click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const submit = dialog.getByRole('button', { name: 'Submit', exact: true });
    await expect(submit).toBeDisabled();
    const stamp = Date.now();
    await dialog.getByLabel('Customer Name').fill(`Rosalind${stamp}`);
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Email').fill('   ');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Email').fill(`rf-${stamp}@kings.test`);
    await expect(submit).toBeEnabled();
    await delay(page, '**/api/quotes');
    await submit.click();
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(toast(page, 'Quote submitted')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Submit Quote' }).click();
    await expect(page.getByRole('dialog').getByLabel('Customer Name')).toHaveValue('');
    await expect(page.getByRole('dialog').getByLabel('Email')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    const q = (await adminQuotes(request)).find((x) => x.firstName === `Rosalind${stamp}`);
    expect(q).toMatchObject({ lastName: '-', serviceType: 'Product Quote', kind: 'product', email: `rf-${stamp}@kings.test` });
    expect(String(q?.catalogNumber)).toBeTruthy();
    expect(String(q?.projectDescription)).toBeTruthy();
    // The option and quantity on the page go with it.
    expect(JSON.parse(String(q?.additionalInfo)).summary).toMatchObject({ quantity: 1 });
  });
});

test.describe('admin Email (SMTP) tab against a real SMTP sink', () => {
  let sink: SmtpSink;
  test.beforeAll(async () => {
    sink = await startSmtpSink();
  });
  test.afterAll(async () => {
    await sink.stop();
  });

  test('Save, write-only password, Test buttons, and the outbox sends the waiting e-mails', async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    // A quote whose e-mail waits: SMTP is not configured yet.
    const waiting = `Waiting${Date.now()}`;
    const posted = await request.post('/api/quote', {
      data: { firstName: waiting, lastName: 'Tester', email: 'waiting@lab.test', company: 'E2E Lab', serviceType: 'supplies', projectDescription: 'Waits for SMTP.' },
    });
    expect(posted.status()).toBe(201);
    const waitingSubject = `New Quote (Full) from ${waiting} Tester — Lab Supplies`;

    await signInByCookie(context, request, baseURL!);
    await page.goto('/admin/email');
    await expect(page.getByRole('heading', { level: 1, name: 'Email (SMTP)' })).toBeVisible();
    await expect(page.getByText('This page only stores these settings; the server uses them')).toBeVisible();
    // Why nothing is sent is said once on this tab, worded for it (the host field is below, not "in the Email (SMTP) tab").
    await expect(page.getByText(/SMTP is not configured/)).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'SMTP is not configured: enter the host under SMTP server below.' })).toBeVisible();
    await expect(page.getByText(/set the host in the Email \(SMTP\) tab/)).toHaveCount(0);
    await expect(page.getByTestId('outbox-row').filter({ hasText: waitingSubject })).toHaveAttribute('data-status', 'pending');
    await expect(page.getByLabel('Port')).toHaveValue('465');
    await expect(page.getByLabel('Default subject')).toHaveValue('New Quote from {{firstName}} {{lastName}} — {{serviceType}}');

    // A refused save names the fields without their internal keys and moves focus to the first one to fix.
    await page.getByLabel('Host').fill('smtp.bad host');
    await page.getByLabel('Admin to-emails').fill('sales@bioark.test, not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('smtp-flash')).toContainText('Save failed');
    await expect(page.getByText('Host must not contain spaces; Not a valid e-mail address: not-an-email')).toBeVisible();
    await expect(page.getByText(/host: |toEmails: /)).toHaveCount(0);
    await expect(page.getByLabel('Host')).toBeFocused();

    await page.getByLabel('Host').fill('127.0.0.1');
    await page.getByLabel('Port').fill('abc');
    await expect(page.getByText('Not a port number: saved as 0')).toBeVisible();
    await page.getByLabel('Port').fill(String(sink.port));
    await page.getByRole('checkbox', { name: 'Secure (SSL/TLS)' }).click();
    await page.getByLabel('Password', { exact: true }).fill('e2e-smtp-secret');
    await page.getByLabel('From e-mail').fill('shop@bioark.test');
    await page.getByLabel('Admin to-emails').fill('sales@bioark.test, lab@bioark.test');
    await page.getByRole('button', { name: 'Save' }).click();
    const flash = page.getByTestId('smtp-flash');
    await expect(flash).toHaveText('Saved.');
    await expect(flash).toBeHidden({ timeout: 4_000 });

    // The password is write-only.
    await page.reload();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page.getByText('A password is stored. Leave empty to keep it.')).toBeVisible();
    const cfg = await (await request.get('/api/smtp-config', { headers: { authorization: `Bearer ${await apiToken(request)}` } })).json();
    expect(cfg).toMatchObject({ pass: '', hasPassword: true, host: '127.0.0.1', port: sink.port, secure: false });
    expect(JSON.stringify(cfg)).not.toContain('e2e-smtp-secret');
    // "Remove the stored password" clears it (no user name is set, so the sink is used without AUTH anyway).
    await page.getByRole('checkbox', { name: 'Remove the stored password on save' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(flash).toHaveText('Saved.');

    // The worker sends what waited; every quote of this run arrives once.
    await expect.poll(() => sink.messages.filter((m) => m.subject === waitingSubject).length, { timeout: 20_000 }).toBe(1);
    const mail = sink.messages.find((m) => m.subject === waitingSubject)!;
    expect(mail.rcptTo.sort()).toEqual(['lab@bioark.test', 'sales@bioark.test']);
    expect(mail.headers['reply-to']).toBe('waiting@lab.test');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByTestId('outbox-row').filter({ hasText: waitingSubject })).toHaveAttribute('data-status', 'sent');
    await expect(page.getByTestId('outbox-row').filter({ hasText: waitingSubject })).toContainText('1 attempt');

    await page.getByRole('button', { name: 'Send Test (Default)' }).click();
    await expect(flash).toHaveText('Test email triggered.');
    await expect.poll(() => sink.messages.some((m) => m.subject === '[Test] New Quote from Ada Researcher — Custom Project')).toBe(true);
    await page.getByRole('button', { name: 'Test Product' }).click();
    await expect(flash).toHaveText('Test email triggered.');
    await expect.poll(() => sink.messages.some((m) => m.subject === '[Test] New Product Quote from Ada Researcher')).toBe(true);

    // An edited template is used by the next test e-mail (unsaved edits are saved first).
    await page.getByRole('tab', { name: 'Full quote form' }).click();
    await page.getByLabel('Full quote form subject').fill('Full: {{firstName}} / {{company}}');
    await page.getByRole('button', { name: 'Test Full' }).click();
    await expect(flash).toHaveText('Test email triggered.');
    await expect.poll(() => sink.messages.some((m) => m.subject === '[Test] Full: Ada / Example University')).toBe(true);

    // The server down → Test failed (clears after about 2 s).
    await sink.stop();
    await page.getByRole('button', { name: 'Test Full' }).click();
    await expect(flash).toContainText('Test failed');
    await expect(flash).toBeHidden({ timeout: 4_000 });
    await sink.restart();
  });
});

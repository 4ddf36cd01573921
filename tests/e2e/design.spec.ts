// The gene design wizard in Chromium (issue 7): a full CRISPR KnockOut design through all six steps with
// Search Target Gene (validation message, confirmation reset on edit), Back disabled on step 1, the browser's
// Back walking the steps, the construct map showing the chosen parts, the indicative price of docs/requirements.md §9, the
// shared URL restoring the design in a fresh browser, the localStorage draft, changing step 2 clearing steps
// 3–6, Submit to Quote storing a quote (with the design summary, institution and phone) visible through the admin
// API, and Escape closing the quote dialog also while a toast shows.
import { test, expect, type APIRequestContext, type Page } from '../helpers/playwright';
import { expectNoSeriousAxeViolations } from '../helpers/axe';
import { E2E_ADMIN } from '../../playwright.config';

async function adminQuotes(request: APIRequestContext) {
  const signin = await request.post('/api/signin', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(signin.status()).toBe(200);
  const { token } = await signin.json();
  const res = await request.get('/api/quotes', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).quotes as Record<string, unknown>[];
}

const heading = (page: Page) => page.locator('#design-step-heading');
const summaryValue = (page: Page, label: string) => page.getByTestId('design-summary').locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function designKnockOut(page: Page) {
  await page.goto('/design');
  await expect(heading(page)).toHaveText('Step 1: Choose a category');
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Steps 1–3 auto-advance on choice; focus moves to the new step's heading.
  await page.getByRole('radio', { name: 'CRISPR-Cas9' }).click();
  await expect(heading(page)).toHaveText('Step 2: Choose a function');
  await expect(heading(page)).toBeFocused();
  await expect(page.getByRole('radio')).toHaveCount(5);
  await page.getByRole('radio', { name: 'CRISPR KnockOut' }).click();
  await expect(heading(page)).toHaveText('Step 3: Choose a delivery');
  // docs/requirements.md §3: KnockOut → Standard, All-in-One, Lenti, Lenti-AIO, AAV.
  await expect(page.getByRole('radio')).toHaveCount(5);
  await expect(page.getByRole('radio', { name: 'AAV' })).toBeVisible();
  await page.getByRole('radio', { name: 'Lenti', exact: true }).click();
  await expect(heading(page)).toHaveText('Step 4: Promoter, tag, reporter and selection');

  // Step 4: promoter and selection marker both required.
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('group', { name: /Promoter/ }).getByRole('radio', { name: 'PCMV' }).check();
  await expect(next).toBeDisabled();
  await page.getByRole('group', { name: /Protein tag/ }).getByRole('radio', { name: 'His' }).check();
  await page.getByRole('group', { name: /Fluorescence/ }).getByRole('radio', { name: 'GFP' }).check();
  await expect(next).toBeDisabled();
  await page.getByRole('group', { name: /Selection marker/ }).getByRole('radio', { name: 'Puro' }).check();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(heading(page)).toHaveText('Step 5: Choose the target');
  await expect(heading(page)).toBeFocused();

  // Step 5: Search Target Gene needs confirmed gene info.
  await page.getByRole('radio', { name: 'Search Target Gene' }).check();
  await page.getByLabel('Gene Name').fill('TP53');
  await page.getByRole('button', { name: 'Confirm gene info' }).click();
  await expect(page.getByText('Please complete gene info — Enter both Gene Name and Gene Species.')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('Gene Species').fill('Human');
  await expect(page.getByText('Please complete gene info — Enter both Gene Name and Gene Species.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm gene info' }).click();
  await expect(page.getByText('Gene info confirmed')).toBeVisible();
  await expect(next).toBeEnabled();
  // Changing the gene name resets the confirmation.
  await page.getByLabel('Gene Name').fill('TP53X');
  await expect(page.getByText('Gene info confirmed')).toHaveCount(0);
  await expect(next).toBeDisabled();
  await page.getByLabel('Gene Name').fill('TP53');
  await page.getByRole('button', { name: 'Confirm gene info' }).click();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(heading(page)).toHaveText('Step 6: Choose the format');

  // Step 6: at least one format; Add to Quote and Submit to Quote only with a valid selection.
  await expect(page.getByRole('button', { name: 'Add to Quote' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit to Quote' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Vector' }).check();
  await page.getByRole('checkbox', { name: 'Lentivirus' }).check();
  await page.getByRole('radio', { name: '1×10⁸ TU/mL' }).check();
  await expect(page.getByRole('button', { name: 'Add to Quote' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Submit to Quote' })).toBeEnabled();
}

test.describe('/design', () => {
  test('a full CRISPR KnockOut design: map, indicative price, history, shared URL, draft', async ({ page, browser, baseURL }) => {
    await designKnockOut(page);

    // The summary card holds every choice.
    await expect(summaryValue(page, 'Function')).toHaveText('CRISPR KnockOut');
    await expect(summaryValue(page, 'Gene name')).toHaveText('TP53');
    await expect(summaryValue(page, 'Format')).toHaveText('Vector, Lentivirus (1×10⁸ TU/mL)');

    // docs/requirements.md §9: knock-out lentivirus kit COM-P032k $1,499 (virus included) + optional add-ons
    // (fluorescent tag analysis $50, protein tag IF $70, Western blot $120); 2–3 weeks.
    await expect(page.getByText('Indicative', { exact: true })).toBeVisible();
    await expect(page.getByTestId('indicative-price')).toHaveText('$1,499.00 – $1,739.00');
    await expect(page.getByTestId('lead-time')).toHaveText('2–3 weeks');
    await expect(page.getByTestId('design-warnings')).toContainText('protein tag on a knock-out');

    // The construct map shows the chosen parts, in a linear and a circular view.
    const map = page.getByRole('img', { name: /Construct map \(linear\)/ });
    await expect(map).toBeVisible();
    await expect(map.locator('desc')).toHaveText(
      /^Lentiviral backbone: 5′ LTR, then PCMV promoter, then Guide RNA targeting TP53, then His protein tag, then GFP reporter, then Puromycin resistance marker, then 3′ LTR\./,
    );
    for (const label of ['PCMV', 'sgRNA TP53', 'His', 'GFP', 'PuroR', '5′ LTR']) await expect(map.getByText(label, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Circular' }).click();
    const circular = page.getByRole('img', { name: /Construct map \(circular\)/ });
    await expect(circular.getByText('sgRNA TP53', { exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'SVG of the construct map' }).click();
    expect((await download).suggestedFilename()).toBe('construct-map-circular.svg');
    const json = page.waitForEvent('download');
    await page.getByRole('button', { name: 'JSON summary download' }).click();
    expect((await json).suggestedFilename()).toBe('gene-design-summary.json');

    // Print: the printable summary (loaded on demand) is on the page when the print dialog opens.
    await page.evaluate(() => {
      (window as unknown as { printed: string | null }).printed = null;
      window.print = () => {
        (window as unknown as { printed: string | null }).printed = document.querySelector('section.print\\:block')?.textContent ?? '';
      };
    });
    await page.getByRole('button', { name: /^Print/ }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: string | null }).printed)).toMatch(/Gene design summary.*TP53/);

    // The design is in the URL; the browser's Back walks the steps.
    await expect(page).toHaveURL(/st=6&c=cr&f=ko&d=len&p=cmv&t=his&fl=gfp&s=puro&tg=gene&gn=TP53&gs=Human&ok=1&fm=v\.l&ti=8/);
    const shared = page.url();
    await page.goBack();
    await expect(heading(page)).toHaveText('Step 5: Choose the target');
    await page.goBack();
    await expect(heading(page)).toHaveText('Step 4: Promoter, tag, reporter and selection');
    await page.goForward();
    await page.goForward();
    await expect(heading(page)).toHaveText('Step 6: Choose the format');

    // A shared URL restores the design in a fresh browser (no draft there).
    const fresh = await browser.newContext({ baseURL });
    const other = await fresh.newPage();
    await other.goto(shared);
    await expect(heading(other)).toHaveText('Step 6: Choose the format');
    await expect(summaryValue(other, 'Gene name')).toHaveText('TP53');
    await expect(other.getByRole('checkbox', { name: 'Lentivirus' })).toBeChecked();
    await expect(other.getByRole('radio', { name: '1×10⁸ TU/mL' })).toBeChecked();
    await expect(other.getByTestId('indicative-price')).toHaveText('$1,499.00 – $1,739.00');
    await expect(other.getByRole('button', { name: 'Submit to Quote' })).toBeEnabled();
    // A tampered link loses the invalid choices (RNAi has no CRISPR KnockOut).
    await other.goto(shared.replace('c=cr', 'c=ri'));
    await expect(heading(other)).toHaveText('Step 2: Choose a function');
    await expect(summaryValue(other, 'Category')).toHaveText('RNAi');
    await expect(summaryValue(other, 'Function')).toHaveText('—');
    await fresh.close();

    // The draft comes back on return when the URL has no design.
    await page.goto('/design');
    await expect(page.getByText('Your saved draft was restored.')).toBeVisible();
    await expect(heading(page)).toHaveText('Step 6: Choose the format');
    await expect(summaryValue(page, 'Gene species')).toHaveText('Human');
  });

  test('changing step 2 clears steps 3–6; Back is disabled on step 1', async ({ page }) => {
    await designKnockOut(page);
    await page.getByRole('button', { name: /Step 2: Function/ }).click();
    await expect(heading(page)).toHaveText('Step 2: Choose a function');
    await page.getByRole('radio', { name: 'CRISPRi' }).click();
    await expect(heading(page)).toHaveText('Step 3: Choose a delivery');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    for (const label of ['Delivery', 'Promoter', 'Protein tag', 'Fluorescence', 'Selection marker', 'Target', 'Format']) {
      await expect(summaryValue(page, label)).toHaveText('—');
    }
    await expect(page.getByRole('button', { name: /Step 4: Elements/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Step 6: Format/ })).toBeDisabled();
    await expect(page.getByRole('img', { name: /Construct map/ }).locator('desc')).toHaveText('No parts chosen yet.');
    await expect(page).toHaveURL(/st=3&c=cr&f=ci$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(heading(page)).toHaveText('Step 1: Choose a category');
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    // Keyboard: an arrow key only selects on an auto-advancing step; Enter chooses and advances.
    await page.getByRole('radio', { name: 'CRISPR-Cas9' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'RNAi' })).toBeChecked();
    await expect(heading(page)).toHaveText('Step 1: Choose a category');
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Step 2: Choose a function');
    await expect(page.getByRole('radio')).toHaveCount(2);
  });

  test('Submit to Quote stores a quote with the design summary, visible through the admin API', async ({ page, request }) => {
    // A visitor has no account to fill the dialog from: it asks for none.
    const profileRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/account/')) profileRequests.push(r.url());
    });
    await designKnockOut(page);
    await page.getByRole('button', { name: 'Add to Quote' }).click();
    await expect(page.getByRole('heading', { name: 'Added to quote (1)' })).toBeVisible();

    await page.getByRole('button', { name: 'Submit to Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Quote' });
    await expect(dialog).toBeVisible();
    // Cancel closes it and focus returns to its button; opened again for the quote.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Submit to Quote' })).toBeFocused();
    await page.getByRole('button', { name: 'Submit to Quote' }).click();
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Submit', exact: true });
    await expect(submit).toBeDisabled();
    // Keyboard: focus starts on the first field and Tab goes through the contact fields, institution and phone
    // included, to Cancel (Submit is disabled while name and e-mail are empty).
    await expect(dialog.getByLabel('Customer Name')).toBeFocused();
    for (const label of ['Email', 'Institution', 'Phone']) {
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel(label)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    const stamp = Date.now();
    await dialog.getByLabel('Customer Name').fill('Ada Lovelace');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Email').fill(`design-${stamp}@lab.test`);
    await expect(submit).toBeEnabled();
    await dialog.getByLabel('Institution').fill('Analytical Engine Lab');
    await dialog.getByLabel('Phone').fill('+44 20 7946 0001');
    await submit.click();
    await expect(page.getByText('Quote submitted').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: /Added to quote/ })).toHaveCount(0);
    // A signed-out visitor's dialog starts empty every time (no account to fill it from).
    await page.getByRole('button', { name: 'Submit to Quote' }).click();
    await expect(dialog.getByLabel('Customer Name')).toHaveValue('');
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(dialog.getByLabel('Institution')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(profileRequests).toEqual([]);

    const quote = (await adminQuotes(request)).find((q) => q.email === `design-${stamp}@lab.test`);
    expect(quote).toBeTruthy();
    expect(quote).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engine Lab',
      phone: '+44 20 7946 0001',
      serviceType: 'Gene Design',
      projectDescription: 'Gene design: CRISPR KnockOut of TP53 (Human)',
    });
    const info = JSON.parse(String(quote!.additionalInfo));
    expect(info.summary).toMatchObject({
      category: 'CRISPR-Cas9',
      function: 'CRISPR KnockOut',
      delivery: 'Lenti',
      promoter: 'PCMV',
      proteinTag: 'His',
      fluorescence: 'GFP',
      selectionMarker: 'Puro',
      target: 'Search Target Gene',
      geneName: 'TP53',
      geneSpecies: 'Human',
      format: ['Vector', 'Lentivirus (1×10⁸ TU/mL)'],
      indicativePrice: '$1,499.00 – $1,739.00',
      leadTime: '2–3 weeks',
    });
  });

  test('Escape in the quote dialog closes the dialog, also while a toast shows; the toast closes with its button, or with Escape from inside it', async ({ page }) => {
    await designKnockOut(page);
    // While a modal dialog is open the rest of the page, toasts included, is hidden from assistive technology
    // (Radix announces a toast through its own live region), so toasts are found by their slot.
    const toasts = page.locator('[data-slot="toast"]');
    const opener = page.getByRole('button', { name: 'Submit to Quote' });
    const dialog = page.getByRole('dialog', { name: 'Submit Quote' });

    // A toast first, then the dialog: Escape closes the dialog and focus returns to its button.
    await page.getByRole('button', { name: 'Add to Quote' }).click();
    await expect(toasts.filter({ hasText: 'Added to quote' })).toBeVisible();
    await opener.click();
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the quote dialog opened while a toast shows');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // A toast raised while the dialog is open (a refused submit) sits above it; Escape still closes the dialog.
    await page.route('**/api/quotes', (route) => route.fulfill({ status: 500, json: { error: 'The quote could not be stored.' } }));
    await opener.click();
    await dialog.getByLabel('Customer Name').fill('Ada Lovelace');
    await dialog.getByLabel('Email').fill('ada@lab.test');
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    const failed = toasts.filter({ hasText: 'Submit failed' });
    await expect(failed).toBeVisible();
    await expect(dialog).toBeVisible();
    // its close button works while the dialog stays open
    await failed.getByRole('button', { name: 'Close notification', includeHidden: true }).click();
    await expect(failed).toBeHidden();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(failed).toBeVisible();
    await dialog.getByLabel('Email').focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(failed).toBeVisible();

    // Focus in the toast (F8, then Tab): Escape closes the toast.
    await page.keyboard.press('F8');
    await page.keyboard.press('Tab');
    await expect(failed).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(failed).toBeHidden();
    await page.unroute('**/api/quotes');
  });
});

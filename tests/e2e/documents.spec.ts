// Issue 22 in Chromium (docs/documents.md): the admin uploads an SDS and bulk-uploads three COAs (one unmatched
// file is reported and not stored); a visitor finds a COA by catalogue and lot number on /documents and on the
// product page, downloads the SDS, copies the citation and downloads the RIS file.
import { readFileSync } from 'node:fs';
import { test, expect, type APIRequestContext, type BrowserContext } from '../helpers/playwright';
import { E2E_ADMIN } from '../../playwright.config';
import { makePdf } from '../helpers/pdf';

const PRODUCT = { id: 'fp-badm3362', name: 'GN8K DNA Marker', catalogNumber: 'BADM3362', link: '/products/gn8k-dna-marker' };
const OTHER = 'BADM3363';

async function token(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/signin', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

async function signIn(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  await context.addCookies([{ name: 'bioark.session', value: await token(request), url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

const pdf = (name: string, text: string) => ({ name, mimeType: 'application/pdf', buffer: makePdf({ text }) });

test.describe.configure({ mode: 'serial' });

// The e2e suite shares one database: remove the documents this spec made.
test.afterAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const auth = { authorization: `Bearer ${await token(api)}`, origin: baseURL! };
  for (const productId of [PRODUCT.id, 'fp-badm3363']) {
    const list = await (await api.get(`/api/admin/documents?productId=${productId}`, { headers: auth })).json();
    for (const d of list.documents ?? []) await api.delete(`/api/admin/documents/${d.id}`, { headers: auth });
  }
  await api.dispose();
});

test('admin uploads an SDS and bulk-uploads COAs; the unmatched file is reported and not stored', async ({ page, context, request, baseURL }) => {
  await signIn(context, request, baseURL!);
  await page.goto('/admin/products');
  await page.getByRole('button', { name: `Edit details of ${PRODUCT.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Documents' })).toBeVisible();

  await dialog.getByLabel('New SDS version (PDF)').setInputFiles(pdf('gn8k-sds.pdf', 'SDS GN8K'));
  await dialog.getByRole('button', { name: 'Upload SDS' }).click();
  await expect(dialog.getByRole('status')).toHaveText('SDS version uploaded (gn8k-sds.pdf)');
  await expect(dialog.getByRole('list', { name: 'SDS versions' }).getByText('Current')).toBeVisible();

  await dialog.getByLabel('COA files').setInputFiles([
    pdf(`${PRODUCT.catalogNumber}_E2E-L1.pdf`, 'COA L1'),
    pdf(`${PRODUCT.catalogNumber}_E2E-L2.pdf`, 'COA L2'),
    pdf(`${OTHER}_E2E-L3.pdf`, 'COA L3'),
    pdf('NOSUCH9_E2E-L4.pdf', 'COA L4'),
  ]);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('Will be attached (3)')).toBeVisible();
  const unmatched = dialog.getByRole('list', { name: 'Unmatched files' });
  await expect(unmatched).toContainText('NOSUCH9_E2E-L4.pdf: No product has catalog number NOSUCH9');
  await dialog.getByRole('button', { name: 'Attach 3 certificates' }).click();
  const results = dialog.getByRole('list', { name: 'Bulk upload results' });
  await expect(results.getByRole('listitem')).toHaveCount(3);
  await expect(results).toContainText(`${PRODUCT.catalogNumber}_E2E-L1.pdf: Attached to ${PRODUCT.catalogNumber} lot E2E-L1`);
  await expect(dialog.getByRole('cell', { name: 'E2E-L2', exact: true })).toBeVisible();

  const unmatchedLookup = await page.request.get('/api/public/coa?catalogNumber=NOSUCH9&lot=E2E-L4');
  expect((await unmatchedLookup.json()).found).toBe(false);
});

test('a visitor finds a COA by catalog and lot number on /documents', async ({ page }) => {
  await page.goto('/documents');
  await page.getByLabel('Catalog number').fill(`  ${PRODUCT.catalogNumber.toLowerCase()} `);
  await page.getByLabel('Lot number').fill('e2e-l2');
  await page.getByRole('button', { name: 'Find certificate' }).click();
  await expect(page.getByText(`Certificate of analysis for lot E2E-L2 of ${PRODUCT.catalogNumber}`)).toBeVisible();
  const href = await page.getByRole('link', { name: 'View certificate (PDF)' }).getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect(file.headers()['content-disposition']).toBe(`inline; filename="COA_${PRODUCT.catalogNumber}_E2E-L2.pdf"`);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByLabel('Lot number').fill('NOPE-1');
  await page.getByRole('button', { name: 'Find certificate' }).click();
  await expect(page.getByText(`No certificate for lot NOPE-1 of ${PRODUCT.catalogNumber}`)).toBeVisible();
  const contact = page.getByRole('link', { name: 'contact support' }).first();
  await contact.click();
  await expect(page).toHaveURL(/\/contact\?subject=technical&message=/);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(`Please send me the certificate of analysis for lot NOPE-1 of catalog number ${PRODUCT.catalogNumber.toLowerCase()}.`);
});

test('the link of a shipped e-mail opens /documents with the lot looked up', async ({ page }) => {
  await page.goto(`/documents?catalogNumber=${encodeURIComponent(PRODUCT.catalogNumber)}&lot=e2e-l2`);
  await expect(page.getByLabel('Lot number')).toHaveValue('e2e-l2');
  await expect(page.getByText(`Certificate of analysis for lot E2E-L2 of ${PRODUCT.catalogNumber}`)).toBeVisible();
});

test('on the product page: COA lookup, SDS download, citation copy and RIS download', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PRODUCT.link);
  await page.getByRole('tab', { name: 'Documents' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Documents' });

  await panel.getByRole('textbox', { name: 'Lot number', exact: true }).fill('E2E-L1');
  await panel.getByRole('button', { name: 'Find certificate' }).click();
  await expect(panel.getByText(`Certificate of analysis for lot E2E-L1 of ${PRODUCT.catalogNumber}`)).toBeVisible();

  const sdsDownload = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Download SDS' }).click();
  const sds = await sdsDownload;
  expect(sds.suggestedFilename()).toMatch(new RegExp(`^SDS_${PRODUCT.catalogNumber}_\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  expect(readFileSync((await sds.path())!).subarray(0, 5).toString()).toBe('%PDF-');

  const expected = `${PRODUCT.name} (BioArk, Cat# ${PRODUCT.catalogNumber})`;
  await expect(panel.getByTestId('citation-text')).toHaveText(expected);
  await panel.getByRole('button', { name: 'Copy citation' }).click();
  await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  const risDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'RIS' }).click();
  const ris = await risDownload;
  expect(ris.suggestedFilename()).toBe('bioark_badm3362.ris');
  expect(readFileSync((await ris.path())!, 'utf8')).toBe(
    [
      'TY  - GEN',
      `TI  - ${PRODUCT.name}`,
      'AU  - BioArk',
      'PB  - BioArk',
      `ID  - ${PRODUCT.catalogNumber}`,
      `M1  - Cat# ${PRODUCT.catalogNumber}`,
      `UR  - ${new URL(PRODUCT.link, page.url()).toString()}`,
      `N1  - ${expected}`,
      'ER  - ',
      '',
    ].join('\r\n'),
  );
});

test("deleting a product keeps its documents for the admin until they are deleted", async ({ page, context, request, baseURL }) => {
  await signIn(context, request, baseURL!);
  const auth = { authorization: `Bearer ${await token(request)}`, origin: baseURL! };
  const created = await request.post('/api/admin/products', { headers: auth, data: { name: 'E2E Doomed Reagent', catalogNumber: 'E2E-DOOM-1' } });
  expect(created.status()).toBe(201);
  const product = (await created.json()).product as { id: string; version: number };

  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Edit details of E2E Doomed Reagent' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Lot number').fill('D1');
  await dialog.getByLabel('COA file (PDF)').setInputFiles(pdf('doom.pdf', 'COA D1'));
  await dialog.getByRole('button', { name: 'Add COA' }).click();
  await expect(dialog.getByRole('status')).toHaveText('COA for lot D1 added');
  await page.keyboard.press('Escape');

  expect((await request.delete(`/api/admin/products/${product.id}`, { headers: auth })).status()).toBe(200);
  await page.reload();
  await page.getByText('Documents of deleted products (1)').click();
  const file = await page.request.get((await page.getByRole('link', { name: /COA E2E-DOOM-1 lot D1/ }).getAttribute('href'))!);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await page.getByRole('button', { name: 'Delete COA E2E-DOOM-1 lot D1' }).click();
  await expect(page.getByText('Documents of deleted products')).toHaveCount(0);
  const left = await (await request.get('/api/admin/documents?orphaned=1', { headers: auth })).json();
  expect(left.documents).toEqual([]);
});

test('documents are not in the sitemap and there is no list of lots', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/api/public/documents');
  const docs = await (await page.request.get('/api/public/products/gn8k-dna-marker/documents')).json();
  expect(Object.keys(docs).sort()).toEqual(['catalogNumber', 'manuals', 'sds']);
  expect(JSON.stringify(docs)).not.toContain('E2E-L1');
});

// Catalogue search in Chromium (issue 27): header suggestions with the keyboard alone, the plain form without
// JavaScript, a zero-result query with "Did you mean" that shows up in Admin → Search, and the synonyms editor
// changing the next search.
import { test, expect, type APIRequestContext, type BrowserContext } from '../helpers/playwright';
import { E2E_ADMIN } from '../../playwright.config';

async function signIn(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const res = await request.post('/api/signin', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(res.status()).toBe(200);
  const token = (await res.json()).token as string;
  await context.addCookies([{ name: 'bioark.session', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

const headerSearch = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search products, services and articles' });

test('typing in the header shows suggestions, and the keyboard alone opens a product', async ({ page }) => {
  await page.goto('/');
  const box = headerSearch(page);
  await box.focus();
  await box.pressSequentially('gn10k', { delay: 30 });
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option').first()).toContainText('GN10K DNA Marker');
  await expect(list.getByRole('option').first()).toContainText('BADM3363');
  await expect(page.getByRole('status').filter({ hasText: /suggestions? available/ })).toBeAttached();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /opt-0$/);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\/gn10k-dna-marker$/);
});

test('a catalogue number typed on the way lists the products whose numbers start with it first', async ({ page }) => {
  await page.goto('/');
  const box = headerSearch(page);
  await box.focus();
  await box.pressSequentially('bsy 33', { delay: 30 });
  const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
  await expect(options.nth(1)).toContainText(/BSY332[03]/);
  for (const i of [0, 1]) await expect(options.nth(i)).toContainText(/SYBR Green/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=bsy(\+|%20)33$/);
  const cards = page.getByTestId('product-card');
  for (const i of [0, 1]) await expect(cards.nth(i)).toContainText(/SYBR Green/);
  await expect(page.getByTestId('result-count')).toHaveText('2 result(s)');
});

test('between 1024 and 1279 px the whole bar fits, and the search opens under it with suggestions', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  for (const name of ['Why BioArk', 'Request Quote']) await expect(banner.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  await expect(banner.getByRole('link', { name: /^Cart/ })).toBeInViewport({ ratio: 1 });
  await expect(headerSearch(page)).toBeHidden();
  await banner.getByRole('link', { name: 'Search' }).click();
  const box = headerSearch(page);
  await expect(box).toBeFocused();
  await box.pressSequentially('gn10k', { delay: 30 });
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toContainText('GN10K DNA Marker');
});

test('Enter without a chosen suggestion searches the catalogue; results are ranked and marked', async ({ page }) => {
  await page.goto('/');
  const box = headerSearch(page);
  await box.fill('marker');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=marker$/);
  const cards = page.getByTestId('product-card');
  await expect(cards.first().locator('h2 mark')).toHaveText(/marker/i);
  await expect(page.getByTestId('result-count')).toHaveText(/\d+ result\(s\)/);
});

test('a word only in a key feature finds the product, ranked after description matches, and the card shows that feature', async ({ page }) => {
  await page.goto('/products?q=puromycin');
  const card = page.getByTestId('product-card').filter({ hasText: 'Gene Knock-Out' });
  await expect(card).toBeVisible();
  const detail = card.getByTestId('matched-detail');
  await expect(detail).toContainText('Key feature:');
  await expect(detail.locator('mark')).toHaveText(/puromycin/i);
  // "western blot": the markers whose description says it come before products that only list it as a feature.
  await page.goto('/products?q=western%20blot');
  await expect(page.getByTestId('product-card').first().locator('h2')).toHaveText('Western Protein Marker I');
  await expect(page.getByTestId('product-card').first().getByTestId('matched-detail')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the header box is a plain form to /products?q=', async ({ page }) => {
    await page.goto('/about');
    const box = headerSearch(page);
    await box.fill('knock out');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=knock\+out$/);
    await expect(page.getByTestId('product-card').first()).toContainText('Gene Knock-Out');
  });

  test('a search made without JavaScript is counted too, and shows in Admin → Search', async ({ page, context, request, baseURL }) => {
    const pixel = page.waitForResponse((r) => r.url().includes('/api/public/search/log?q=') && r.request().method() === 'GET');
    await page.goto('/products?q=nojsquokkaserum');
    await expect(page.getByTestId('result-count')).toHaveText('0 result(s)');
    const res = await pixel;
    expect(res.headers()['x-search-counted']).toBe('1');
    await signIn(context, request, baseURL!);
    await page.goto('/admin/search');
    await expect(page.getByRole('region', { name: 'Searches with no results' }).getByRole('link', { name: 'nojsquokkaserum' })).toBeVisible();
  });
});

test('a zero-result query shows "Did you mean" and appears in Admin → Search', async ({ page, context, request, baseURL }) => {
  await page.goto('/products?q=transfektshun');
  await expect(page.getByTestId('result-count')).toHaveText('0 result(s)');
  await expect(page.getByText('Did you mean')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a quote' })).toBeVisible();
  const logged = page.waitForResponse((r) => r.url().endsWith('/api/public/search/log'));
  await page.reload();
  await logged;
  await page.getByRole('link', { name: 'transfection', exact: true }).click();
  await expect(page).toHaveURL(/q=transfection/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await signIn(context, request, baseURL!);
  await page.goto('/admin/search');
  const zero = page.getByRole('region', { name: 'Searches with no results' });
  await expect(zero.getByRole('link', { name: 'transfektshun' })).toBeVisible();
});

test('the synonyms editor changes results on the next search', async ({ page, context, request, baseURL }) => {
  await page.goto('/products?q=frobnicator');
  await expect(page.getByTestId('result-count')).toHaveText('0 result(s)');
  await signIn(context, request, baseURL!);
  await page.goto('/admin/search');
  await page.getByLabel('New group').fill('frobnicator, sybr green');
  await page.getByRole('button', { name: 'Add group' }).click();
  await expect(page.getByText('Synonym group added.')).toBeVisible();
  // The same terms in another order are refused, with the message alone (no internal field name).
  await page.getByLabel('New group').fill('Sybr Green, frobnicator');
  await page.getByRole('button', { name: 'Add group' }).click();
  await expect(page.getByText('These terms are already a group: frobnicator, sybr green', { exact: true })).toBeVisible();
  // The refused field is marked invalid, described by the message, and focused (the busy button had dropped focus).
  const newGroup = page.getByRole('textbox', { name: 'New group' });
  await expect(newGroup).toHaveAttribute('aria-invalid', 'true');
  await expect(newGroup).toHaveAccessibleDescription('These terms are already a group: frobnicator, sybr green');
  await expect(newGroup).toBeFocused();
  await newGroup.press('End');
  await newGroup.pressSequentially(' ');
  await expect(newGroup).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('list', { name: 'Synonym groups' }).getByRole('textbox', { name: 'Synonym group frobnicator, sybr green' })).toHaveCount(1);
  // A group is saved with Enter; its Save button names it.
  const group = page.getByRole('textbox', { name: 'Synonym group frobnicator, sybr green' });
  await group.fill('frobnicator, sybr green, frobnix');
  await group.press('Enter');
  await expect(page.getByText('Synonym group saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save synonym group frobnicator, sybr green, frobnix' })).toBeDisabled();
  await page.goto('/products?q=frobnicator');
  await expect(page.getByTestId('result-count')).toHaveText('2 result(s)');
});

test('services and posts appear below the products', async ({ page }) => {
  await page.goto('/products?q=lentivirus%20packaging');
  const more = page.getByRole('region', { name: /Services and articles/ });
  await expect(more.getByRole('link', { name: /Lentivirus Packaging/ })).toBeVisible();
});

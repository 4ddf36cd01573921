// Investors, Why-us, /about, terms, privacy and the 404 page (docs/requirements.md §1, §2) in Chromium, production build.
import { test, expect } from '../helpers/playwright';

test('investors: three-tier strategy and three roadmap phases with period and funding', async ({ page }) => {
  await page.goto('/investors');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('investor-tier')).toHaveCount(3);
  const phases = page.getByTestId('roadmap-phase');
  await expect(phases).toHaveCount(3);
  for (const [i, [period, funding]] of [['1 year', '$300k'], ['2 years', '$1M'], ['3 years', '$3M']].entries()) {
    await expect(phases.nth(i)).toContainText(period);
    await expect(phases.nth(i)).toContainText(funding);
  }
});

test("why-bioark: 'Meet our Team' with three cards and Read more / Show less", async ({ page }) => {
  await page.goto('/why-bioark');
  await expect(page.getByRole('heading', { name: 'Meet our Team' })).toBeVisible();
  const cards = page.getByTestId('team-card');
  await expect(cards).toHaveCount(3);
  const toggle = cards.first().getByRole('button', { name: 'Read more' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const less = cards.first().getByRole('button', { name: 'Show less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await less.click();
  await expect(cards.first().getByRole('button', { name: 'Read more' })).toBeVisible();
  // The other cards are untouched.
  await expect(cards.nth(1).getByRole('button', { name: 'Read more' })).toBeVisible();
});

test('/about redirects to /why-bioark', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveURL(/\/why-bioark$/);
  await expect(page.getByRole('heading', { name: 'Meet our Team' })).toBeVisible();
});

test('terms and privacy show placeholder text', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText(/Placeholder text/)).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/Placeholder text/)).toBeVisible();
});

test('contact and request-quote page shells', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('main').getByText('1450 Research Boulevard, Suite 210').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await page.goto('/request-quote');
  const boxes = page.getByRole('list', { name: 'Other ways to reach us' });
  await expect(boxes.getByRole('link', { name: /\+1/ })).toBeVisible();
  await expect(boxes.getByRole('link', { name: /@/ })).toBeVisible();
  await expect(boxes.getByText('Within 24 hours', { exact: true })).toBeVisible();
});

test("any other path: '404', 'Oops! Page not found', 'Return to Home'", async ({ page }) => {
  const res = await page.goto('/this/path/does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

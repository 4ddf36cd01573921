// Services list and detail (docs/requirements.md §2 Services pages) in Chromium, production build.
import { test, expect } from '../helpers/playwright';

test('services list: cards newest first with icon, name, description, Learn More; Request a Quote', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByTestId('service-card');
  await expect(cards).toHaveCount(5);
  // Seeded createdAt: cs-05 (May) … cs-01 (January).
  await expect(cards.getByRole('heading')).toHaveText([
    'Stable Cell Line Generation',
    'Lentivirus Packaging',
    'Lab Supplies',
    'Genome Editing Services',
    'Custom Plasmid Cloning',
  ]);
  await expect(cards.first().locator('svg').first()).toBeVisible();
  await expect(cards.getByRole('link', { name: /Learn More/ })).toHaveCount(5);
  await expect(page.locator('#main').getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/request-quote');

  await cards.filter({ hasText: 'Custom Plasmid Cloning' }).getByRole('link', { name: /Learn More/ }).click();
  await expect(page).toHaveURL(/\/services\/custom-cloning$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Plasmid Cloning' })).toBeVisible();
});

test('service detail: gallery, Service Overview from markdown, numbered Process Overview, Key Benefits, Ready to Start', async ({ page }) => {
  await page.goto('/services/custom-cloning');
  const thumbs = page.getByRole('list', { name: 'Images of Custom Plasmid Cloning' }).getByRole('button');
  await expect(thumbs).toHaveCount(3);
  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');

  await expect(page.getByRole('heading', { name: 'Service Overview' })).toBeVisible();
  await expect(page.getByRole('table').first()).toContainText('PCSVC02');
  await expect(page.getByRole('heading', { name: 'Process Overview' })).toBeVisible();
  const steps = page.locator('section[aria-labelledby="process-title"] ol > li');
  await expect(steps).toHaveCount(5);
  await expect(steps.first()).toContainText('1');
  await expect(steps.first()).toContainText('Consultation');
  await expect(page.getByRole('heading', { name: 'Key Benefits' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready to Start' })).toBeVisible();
  await page.getByRole('complementary', { name: 'Next steps' }).getByRole('link', { name: 'Request a Quote' }).click();
  // The quote form opens with the service's type chosen (docs/requirements.md §2 Services).
  await expect(page).toHaveURL(/\/request-quote\?service=cloning$/);
  await expect(page.getByLabel(/service type/i)).toHaveValue('cloning');
});

test('a service without markdown shows its longDescription as the overview', async ({ page }) => {
  await page.goto('/services/cell-line-generation');
  await expect(page.getByRole('heading', { name: 'Service Overview' })).toBeVisible();
  const overview = page.locator('section[aria-labelledby="overview-title"]');
  await expect(overview.locator('p')).toHaveCount(1);
  await expect(overview.locator('table')).toHaveCount(0);
});

test('service slugs: case-insensitive; unknown → 404', async ({ page }) => {
  await page.goto('/services/LENTIVIRUS-PACKAGING');
  await expect(page.getByRole('heading', { level: 1, name: 'Lentivirus Packaging' })).toBeVisible();
  const res = await page.goto('/services/no-such-service');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

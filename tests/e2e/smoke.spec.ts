import { test, expect } from '../helpers/playwright';

test('home page renders its headline', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Innovative seed on board' })).toBeVisible();
});

test('/api/health reports the database ok', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.status).toBe('ok');
  expect(body.database.ok).toBe(true);
});

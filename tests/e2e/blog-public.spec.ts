import { test, expect } from '../helpers/playwright';

test.describe('blog list and post', () => {
  test('search, category filter, empty result and Load more', async ({ page }) => {
    await page.goto('/blog');
    const cards = page.getByRole('list', { name: 'Posts' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/page=2/);
    expect(await cards.count()).toBeGreaterThan(6);

    await page.getByRole('link', { name: 'Gene Editing', exact: true }).click();
    await expect(page).toHaveURL(/category=Gene\+Editing|category=Gene%20Editing/);
    const n = await cards.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) await expect(cards.nth(i)).toContainText('Gene Editing');

    await page.getByRole('searchbox', { name: 'Search posts' }).fill('zzzz-nothing-matches');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No matching posts found.')).toBeVisible();
    await page.goBack();
    await expect(cards.first()).toBeVisible();
  });

  test('a post shows its fields, JSON-LD, like toggle and the copy-link alert; unknown slug is 404', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // Force the copy-link path (no native share in headless Chromium on Linux anyway).
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/blog');
    const firstLink = page.getByRole('list', { name: 'Posts' }).getByRole('heading').first().getByRole('link');
    const title = (await firstLink.textContent())!.trim();
    await firstLink.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to blog' })).toBeVisible();
    await expect(page.getByText(/min read/)).toBeVisible();
    await expect(page.getByText(/views/)).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld['@type']).toBe('BlogPosting');
    expect(ld.headline).toBe(title);

    const like = page.getByRole('button', { name: 'Like' });
    await like.click();
    await expect(page.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Liked' })).toBeVisible();

    const messages: string[] = [];
    page.once('dialog', (d) => {
      messages.push(d.message());
      void d.accept();
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => messages).toEqual(['Link copied to clipboard']);

    const res = await page.goto('/blog/no-such-post');
    expect(res?.status()).toBe(404);
  });
});

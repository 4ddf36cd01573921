// The Media tab in Chromium (issue 10): upload with a progress bar, the 'processing…' badge turning into a
// thumbnail, Copy Markdown, search, drag and drop of several files, delete with confirmation.
import { test, expect, type APIRequestContext, type BrowserContext } from '../helpers/playwright';
import sharp from 'sharp';
import { E2E_ADMIN } from '../../playwright.config';

async function signIn(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const res = await request.post('/api/signin', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(res.status()).toBe(200);
  const { token } = await res.json();
  await context.addCookies([{ name: 'bioark.session', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

async function noisePng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) % 253;
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

test('upload through the Media tab, see it processed, copy its markdown, delete it', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(context, request, baseURL!);
  // The e2e database is shared: other specs (the blog editor's upload) may have left images. Start empty.
  const listed = await page.request.get('/api/admin/images');
  expect(listed.status()).toBe(200);
  const body = await listed.json();
  for (const item of (body.items ?? body.images ?? []) as { id: string }[]) {
    expect((await page.request.delete(`/api/admin/images/${item.id}`, { headers: { origin: baseURL! } })).status()).toBeLessThan(300);
  }
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();
  await expect(page.getByText('No images yet. Click Upload to get started.')).toBeVisible();
  const input = page.getByTestId('media-file-input');
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();

  // docs/requirements.md §5: image files only.
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please choose an image file.', { exact: true })).toBeVisible();

  // Slow the PUT and the finalize down a little so that the progress bar and the badge can be seen.
  await page.route('**/api/media/upload/**', async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.route('**/api/admin/images/finalize-upload', async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });

  const png = await noisePng(1400, 900);
  await input.setInputFiles({ name: 'cells.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('progressbar', { name: 'Uploading cells.png' })).toBeVisible();
  const card = page.getByRole('article', { name: 'cells.png' });
  await expect(card.getByText('processing…')).toBeVisible();
  await expect(card.getByRole('img', { name: 'cells.png' })).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('processing…')).toHaveCount(0);
  await expect(card).toHaveAttribute('data-status', 'ready');
  await expect(card.getByText('1400 × 900')).toBeVisible();
  const path = (await card.getByTestId('media-path').textContent())!.trim();
  expect(path).toMatch(/^\/media\/media\/\d{4}\/\d{2}\/[0-9a-f-]+\/cells\.png$/);

  // The variants are served with long cache headers; the thumbnail is 320 px wide.
  const served = await request.get(path);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['cache-control']).toContain('immutable');
  const thumbSrc = await card.getByRole('img', { name: 'cells.png' }).getAttribute('src');
  const thumb = await request.get(thumbSrc!);
  expect(thumb.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await thumb.body()).metadata()).width).toBe(320);

  // Copy Markdown.
  await card.getByRole('button', { name: 'Copy Markdown of cells.png' }).click();
  await expect(page.getByText('Markdown copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`![cells](${path})`);
  await card.getByRole('button', { name: 'Copy Path of cells.png' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(path);

  // Search by file name and by URL.
  const search = page.getByRole('searchbox', { name: 'Search images' });
  await search.fill('nothing-like-this');
  await expect(page.getByText('No images match your search.')).toBeVisible();
  await search.fill(path.split('/')[5]);
  await expect(card).toBeVisible();
  await search.fill('');

  // Refresh keeps it (it is in the database, not only in the page).
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(card).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: 'cells.png' })).toBeVisible();

  // Delete with confirmation: the card and the files are gone.
  await page.getByRole('button', { name: 'Delete cells.png' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Delete this image?')).toBeVisible();
  await expect(dialog.getByTestId('media-usage')).toHaveText('Not used by any product, service or blog post.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article', { name: 'cells.png' })).toHaveCount(0);
  await expect(page.getByText('Image deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('No images yet. Click Upload to get started.')).toBeVisible();
  expect((await request.get(path)).status()).toBe(404);
});

test('drag and drop several images: one progress bar each, then one card each', async ({ page, context, request, baseURL }) => {
  await signIn(context, request, baseURL!);
  await page.goto('/admin/media');
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
  const files = await Promise.all([noisePng(200, 150), noisePng(300, 200)]);
  const payload = files.map((b, i) => ({ name: `drop-${i + 1}.png`, data: b.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: 'image/png' }));
    }
    return dt;
  }, payload);
  const zone = page.getByRole('region', { name: 'Media library' });
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expect(page.getByText('Drop the images to upload them')).toBeVisible();
  await zone.dispatchEvent('drop', { dataTransfer });
  for (const name of ['drop-1.png', 'drop-2.png']) {
    await expect(page.getByRole('article', { name }).getByRole('img', { name })).toBeVisible({ timeout: 20_000 });
  }
  await expect(page.getByTestId('upload-entry')).toHaveCount(0);
  // Clean up through the API.
  const list = await page.request.get('/api/admin/images');
  for (const img of (await list.json()).images as { id: string }[]) {
    // As the page's own fetch would: a cookie-session write carries its Origin (docs/security.md item 12).
    expect((await page.request.delete(`/api/admin/images/${img.id}`, { headers: { origin: new URL(page.url()).origin } })).status()).toBe(200);
  }
});

// The media library in the editors (issue 10 item 6): upload an image in the Media tab, choose it as a blog
// post's cover in the Blog tab's Edit dialog and as a product gallery image in Edit details, see both public
// pages render it as its 1280 px WebP variant through next/image, then delete the image while both still use it
// (the confirmation names them; the optimizer's copy is gone at once) and put everything back (the e2e database
// is shared by every spec: the product is reset to default, the post and the image are deleted).
// PICKER_SHOTS=/tmp/dir also saves screenshots of the dialogs with the picker at 1280 and 390 px.
import { test, expect, type APIRequestContext, type BrowserContext, type Page } from '../helpers/playwright';
import sharp from 'sharp';
import { E2E_ADMIN } from '../../playwright.config';

const SHOTS = process.env.PICKER_SHOTS;
const FILE = 'picker-cover.png';
const GN8K = 'fp-badm3362';

async function token(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/signin', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

async function signIn(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  await context.addCookies([{ name: 'bioark.session', value: await token(request), url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

async function noisePng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761 + 17) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForTimeout(300); // let the dialog's open animation settle
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png` });
}

/** The Media tab: upload one image and wait until it is processed; returns its path. */
async function uploadThroughMediaTab(page: Page): Promise<string> {
  await page.goto('/admin/media');
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
  await page.getByTestId('media-file-input').setInputFiles({ name: FILE, mimeType: 'image/png', buffer: await noisePng(1600, 1000) });
  const card = page.getByRole('article', { name: FILE });
  await expect(card.getByRole('img', { name: FILE })).toBeVisible({ timeout: 30_000 });
  await expect(card).toHaveAttribute('data-status', 'ready');
  return (await card.getByTestId('media-path').textContent())!.trim();
}

/** The WebP variant next to a library original: /media/…/{id}/picker-cover.png → /media/…/{id}/w1280.webp. */
const webpOf = (path: string) => path.replace(/\/[^/]+$/, '/w1280.webp');

test.describe.configure({ mode: 'serial' });

let postId: number | null = null;

test.afterAll(async ({ playwright, baseURL }) => {
  // Whatever happened above, leave the shared database as the other specs expect it.
  const api = await playwright.request.newContext({ baseURL });
  const auth = { authorization: `Bearer ${await token(api)}`, origin: baseURL! };
  if (postId !== null) await api.delete(`/api/admin/blog/${postId}`, { headers: auth });
  const list = await api.get('/api/admin/images', { headers: auth });
  for (const img of ((await list.json()).images ?? []) as { id: string; fileName: string }[]) {
    if (img.fileName === FILE) await api.delete(`/api/admin/images/${img.id}`, { headers: auth });
  }
  const config = await (await api.get('/api/products-config')).json();
  if (config.details?.[GN8K]?.images) {
    const { [GN8K]: _gone, ...details } = config.details as Record<string, unknown>;
    const { revision: _r, ...rest } = config;
    await api.put('/api/products-config', { headers: auth, data: { ...rest, details } });
  }
  await api.dispose();
});

test('choose a library image as a blog cover and as a product gallery image; public pages show its WebP variant', async ({ page, context, request, baseURL }) => {
  await signIn(context, request, baseURL!);
  const path = await uploadThroughMediaTab(page);
  expect(path).toMatch(/^\/media\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/picker-cover\.png$/);
  const webp = webpOf(path);
  expect((await request.get(webp)).headers()['content-type']).toBe('image/webp');

  // A post of our own to edit (deleted at the end).
  const title = `Picker E2E Post ${Date.now()}`;
  const created = await request.post('/api/admin/blog', {
    headers: { authorization: `Bearer ${await token(request)}` },
    data: { title, excerpt: 'A post whose cover comes from the media library.', content: 'Body text.' },
  });
  expect(created.status()).toBe(201);
  const { post } = await created.json();
  postId = post.id;

  // Blog tab → Edit → Choose from library for the cover image → pick → Save.
  await page.goto('/admin/blog');
  const card = page.getByTestId('blog-post-card').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit post' });
  await expect(dialog.getByRole('button', { name: /^From library/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Choose from library for the cover image' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the cover image' });
  const pick = picker.getByRole('list', { name: 'Images' }).getByRole('button', { name: FILE });
  await expect(pick).toBeVisible();
  await shot(page, 'blog-cover-picker');
  await pick.click();
  await expect(picker).toBeHidden();
  await expect(dialog.getByLabel('Cover image')).toHaveValue(path);
  await expect(dialog).toBeVisible(); // picking closes the picker only

  // The content editor inserts ![name](url) from the library, too (keyboard: Enter on the focused card).
  await dialog.getByRole('button', { name: /^From library/ }).click();
  const insert = page.getByRole('dialog', { name: 'Insert an image' });
  await insert.getByRole('button', { name: FILE }).focus();
  await page.keyboard.press('Enter');
  await expect(insert).toBeHidden();
  await expect(dialog.getByLabel('Content')).toHaveValue(new RegExp(`!\\[picker-cover\\]\\(${path.replace(/[/.]/g, '\\$&')}\\)`));
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  // The public post: the cover <img> is next/image over the WebP variant (not the original PNG).
  await page.goto(`/blog/${post.slug}`);
  const cover = page.getByRole('img', { name: `Cover illustration for ${title}` });
  await expect(cover).toBeVisible();
  const coverSrc = (await cover.getAttribute('src'))!;
  expect(coverSrc).toContain(`/_next/image?url=${encodeURIComponent(webp)}`);
  expect(coverSrc).not.toContain(encodeURIComponent(path));
  expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await cover.getAttribute('sizes')).toBeTruthy();

  // Product: Edit details → Choose from library for the gallery → the URL is appended as a new line.
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Edit details of GN8K DNA Marker' }).click();
  const details = page.getByRole('dialog', { name: /Edit details/ });
  const gallery = details.getByLabel('Gallery images');
  const before = (await gallery.inputValue()).trim();
  await details.getByRole('button', { name: 'Choose from library for the gallery' }).click();
  const galleryPicker = page.getByRole('dialog', { name: 'Add a gallery image' });
  await expect(galleryPicker.getByRole('button', { name: FILE })).toBeVisible();
  await shot(page, 'product-gallery-picker');
  await galleryPicker.getByRole('button', { name: FILE }).click();
  await expect(galleryPicker).toBeHidden();
  await expect(gallery).toHaveValue(`${before}\n${path}`);
  const count = before.split('\n').length + 1;
  await expect(details.getByRole('list', { name: 'Gallery preview' }).getByRole('img')).toHaveCount(count);
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details).toBeHidden();

  // The product page shows it in the gallery, as the WebP variant.
  await page.goto('/products/gn8k-dna-marker');
  await page.getByRole('button', { name: `Show image ${count} of GN8K DNA Marker` }).click();
  const main = page.getByRole('img', { name: `GN8K DNA Marker — image ${count} of ${count}` });
  await expect(main).toBeVisible();
  expect(await main.getAttribute('src')).toContain(`/_next/image?url=${encodeURIComponent(webp)}`);
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const mainSrc = new URL((await main.getAttribute('src'))!, baseURL);
  const optimized = mainSrc.pathname + mainSrc.search;

  // The service dialogs and the /blog/new editor offer the library too (screenshots only when asked).
  if (SHOTS) {
    await page.goto('/blog/new');
    await expect(page.getByTestId('signed-in-admin')).toBeVisible();
    await page.getByRole('button', { name: 'Choose from library for the cover image' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose the cover image' }).getByRole('button', { name: FILE })).toBeVisible();
    await shot(page, 'blog-new-cover-picker');
    await page.keyboard.press('Escape');
  }

  // Delete the image while the product gallery and the post still use it: the confirmation names both…
  expect((await request.get(optimized)).status()).toBe(200); // the optimizer now holds a copy (a year, by /media's max-age)
  await page.goto('/admin/media');
  await page.getByRole('button', { name: `Delete ${FILE}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Pages that still use it will show a missing image.', { exact: false })).toBeVisible();
  const usage = confirm.getByTestId('media-usage');
  await expect(usage.getByText('Used on 2 pages:')).toBeVisible();
  const uses = usage.getByRole('list', { name: 'Pages that use this image' }).getByRole('listitem');
  await expect(uses).toHaveText([/^Product\s*GN8K DNA Marker/, new RegExp(`^Blog post\\s*${title}`)]);
  await expect(uses.getByRole('link', { name: /GN8K DNA Marker/ })).toHaveAttribute('href', '/products/gn8k-dna-marker');
  await expect(uses.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', `/blog/${post.slug}`);
  await shot(page, 'media-delete-in-use');
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'media-delete-in-use');
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article', { name: FILE })).toHaveCount(0);
  await expect(page.getByText('Image deleted', { exact: true })).toBeVisible();
  await expect.poll(async () => (await request.get(path)).status()).toBe(404);
  // …and public pages stop serving it within the page caches' seconds: the optimizer's copy is gone (it was kept
  // for a year before), so the product page, which keeps the URL, shows a missing image to a new visitor.
  await expect.poll(async () => (await request.get(optimized)).status(), { timeout: 10_000 }).toBe(404);
  const visitor = await (await page.context().browser()!.newContext({ baseURL })).newPage();
  await visitor.goto('/products/gn8k-dna-marker');
  await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await visitor.getByRole('button', { name: `Show image ${count} of GN8K DNA Marker` }).click();
  const gone = visitor.getByRole('img', { name: `GN8K DNA Marker — image ${count} of ${count}` });
  await expect.poll(() => gone.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
  await visitor.context().close();

  // Put the product back: Reset to default.
  await page.goto('/admin/products');
  const gn8k = page.locator(`[data-product-id="${GN8K}"]`);
  await gn8k.getByRole('button', { name: 'Reset to default' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset to default' }).click();
  await expect(gn8k.getByText('Edited')).toHaveCount(0);
  expect((await (await page.request.get('/api/products-config')).json()).details).not.toHaveProperty(GN8K);

  // Delete the post.
  expect((await request.delete(`/api/admin/blog/${postId}`, { headers: { authorization: `Bearer ${await token(request)}` } })).status()).toBe(200);
  postId = null;
});

test('at 390 px the pickers fit the screen', async ({ page, context, request, baseURL }) => {
  test.skip(!SHOTS, 'screenshots only');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(context, request, baseURL!);
  await uploadThroughMediaTab(page);
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Edit details of GN8K DNA Marker' }).click();
  const details = page.getByRole('dialog', { name: /Edit details/ });
  await details.getByRole('button', { name: 'Choose from library for the gallery' }).scrollIntoViewIfNeeded();
  await shot(page, 'product-details-button');
  await details.getByRole('button', { name: 'Choose from library for the gallery' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a gallery image' }).getByRole('button', { name: FILE })).toBeVisible();
  await shot(page, 'product-gallery-picker');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.goto('/admin/services');
  await page.getByRole('button', { name: /^Edit details of / }).first().click();
  await page.getByRole('button', { name: 'Choose from library for the service media' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a service image' }).getByRole('button', { name: FILE })).toBeVisible();
  await shot(page, 'service-media-picker');
  await page.keyboard.press('Escape');
  await page.goto('/admin/blog');
  await page.getByTestId('blog-post-card').first().getByRole('button', { name: /^Edit / }).click();
  const edit = page.getByRole('dialog', { name: 'Edit post' });
  await edit.getByRole('button', { name: /^From library/ }).scrollIntoViewIfNeeded();
  await shot(page, 'blog-edit-content-buttons');
  await edit.getByRole('button', { name: "Choose from library for the post's images" }).scrollIntoViewIfNeeded();
  await shot(page, 'blog-edit-image-manager');
  await page.keyboard.press('Escape');
  await page.goto('/blog/new');
  await page.getByRole('button', { name: 'Choose from library for the cover image' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose the cover image' }).getByRole('button', { name: FILE })).toBeVisible();
  await shot(page, 'blog-new-cover-picker');
  await page.keyboard.press('Escape');
  // Clean up in the Media tab.
  await page.goto('/admin/media');
  await page.getByRole('button', { name: `Delete ${FILE}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article', { name: FILE })).toHaveCount(0);
  await expect(page.getByText('Image deleted', { exact: true })).toBeVisible();
});

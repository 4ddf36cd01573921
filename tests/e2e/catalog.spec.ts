// Products Catalog, product detail and the simple product page (docs/requirements.md §2, §4) in Chromium, production build.
import { test, expect, type Page } from '../helpers/playwright';

const resultCount = (page: Page) => page.getByTestId('result-count');

test.describe('Products Catalog (/products)', () => {
  test('card links fetch their route on intent (pointer over the card), not as they scroll into view', async ({ page }) => {
    const cardRoutes: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.searchParams.has('_rsc') && url.pathname.startsWith('/products/')) cardRoutes.push(url.pathname);
    });
    await page.goto('/products');
    await page.waitForLoadState('networkidle');
    await page.getByTestId('product-card').last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(cardRoutes).toEqual([]);
    const marker = page.getByTestId('product-card').filter({ hasText: 'GN8K DNA Marker' });
    const prefetch = page.waitForRequest((r) => r.url().includes('/products/gn8k-dna-marker?_rsc='));
    await marker.hover();
    await prefetch;
    await marker.getByRole('link', { name: /View details/ }).click();
    await expect(page).toHaveURL(/\/products\/gn8k-dna-marker$/);
    await expect(page.getByRole('heading', { level: 1, name: 'GN8K DNA Marker' })).toBeVisible();
  });

  test('the server HTML holds the first four card images only', async ({ request }) => {
    const html = await (await request.get('/products')).text();
    expect(html.match(/<img [^>]*alt="[^"]* product image"/g) ?? []).toHaveLength(4);
  });

  test('hero, search box, filters, result count, cards and the closing section', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products Catalog' })).toBeVisible();
    await expect(page.getByPlaceholder('Search by name, description, or catalog number...')).toBeVisible();
    await expect(page.getByLabel('Category').locator('option')).toHaveText([
      'All',
      'Reagents and Markers',
      'Genome Editing',
      'Vector Clones',
      'Stable Cell Lines',
      'Lentivirus',
    ]);
    await expect(page.getByLabel('Availability').locator('option')).toHaveText(['All', 'Purchasable', 'Quote Only']);
    await expect(resultCount(page)).toHaveText('20 result(s)');
    await expect(page.getByTestId('product-card')).toHaveCount(20);

    // A purchasable card shows Buy and its list price; a quote-only card shows Quote and no price.
    const marker = page.getByTestId('product-card').filter({ hasText: 'GN8K DNA Marker' });
    await expect(marker.getByText('Buy', { exact: true })).toBeVisible();
    await expect(marker.getByText('BADM3362')).toBeVisible();
    await expect(marker.getByText('$47.00')).toBeVisible();
    const knockOut = page.getByTestId('product-card').filter({ hasText: 'Gene Knock-Out' });
    await expect(knockOut.getByText('Quote', { exact: true })).toBeVisible();
    await expect(knockOut.getByText(/\$\d/)).toHaveCount(0);
    // Names and descriptions are clamped to 2 lines.
    await expect(marker.getByRole('heading')).toHaveCSS('-webkit-line-clamp', '2');

    // The first row's images are in the server HTML; further cards get theirs as they come near the viewport.
    const lastCard = page.getByTestId('product-card').last();
    await lastCard.scrollIntoViewIfNeeded();
    await expect(lastCard.getByRole('img')).toBeVisible();
    await expect.poll(() => lastCard.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await expect(page.getByRole('heading', { name: 'Need Custom Solutions?' })).toBeVisible();
    await expect(page.locator('#main').getByRole('link', { name: 'Request Custom Quote' })).toHaveAttribute('href', '/request-quote');
    await expect(page.locator('#main').getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact');

    await marker.getByRole('link', { name: /View details/ }).click();
    await expect(page).toHaveURL(/\/products\/gn8k-dna-marker$/);
  });

  test('filters live in the URL, render on the server and work with the back button', async ({ page }) => {
    await page.goto('/products');
    await page.getByLabel('Category').selectOption('genome-editing');
    await expect(page).toHaveURL(/\/products\?category=genome-editing$/);
    await expect(resultCount(page)).toHaveText('5 result(s)');

    await page.getByLabel('Availability').selectOption('purchasable');
    await expect(page).toHaveURL(/category=genome-editing&availability=purchasable/);
    await expect(resultCount(page)).toHaveText('0 result(s)');
    await expect(page.getByText('No products match your filters.')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/products\?category=genome-editing$/);
    await expect(resultCount(page)).toHaveText('5 result(s)');
    await expect(page.getByLabel('Availability')).toHaveValue('all');
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(resultCount(page)).toHaveText('20 result(s)');
    await expect(page.getByLabel('Category')).toHaveValue('all');

    // A shared URL renders the filtered view straight from the server.
    const res = await page.request.get('/products?availability=quote');
    expect(await res.text()).toContain('10 result(s)');
    await page.goto('/products?availability=purchasable');
    await expect(resultCount(page)).toHaveText('10 result(s)');
    await expect(page.getByLabel('Availability')).toHaveValue('purchasable');
  });

  test('search is a case-insensitive substring on name, description and catalog number', async ({ page }) => {
    await page.goto('/products');
    const box = page.getByPlaceholder('Search by name, description, or catalog number...');
    await box.fill('badm3362');
    await expect(page).toHaveURL(/\/products\?q=badm3362$/);
    await expect(resultCount(page)).toHaveText('1 result(s)');
    await expect(page.getByTestId('product-card')).toHaveText(/GN8K DNA Marker/);

    await box.fill('SYBR GREEN');
    await expect(page).toHaveURL(/q=SYBR\+GREEN/);
    await expect(resultCount(page)).toHaveText('2 result(s)');

    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(box).toHaveValue('');
    await expect(resultCount(page)).toHaveText('20 result(s)');
  });

  test('a page number beyond the last page shows the last page', async ({ page }) => {
    await page.goto('/products?page=9');
    await expect(resultCount(page)).toHaveText('20 result(s)');
    await expect(page.getByTestId('product-card')).toHaveCount(20);
  });
});

test.describe('Product detail (/products/{slug})', () => {
  test('breadcrumb, badges, catalog number, option price switching, chips and tabs', async ({ page }) => {
    await page.goto('/products/gn8k-dna-marker');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Products', 'GN8K DNA Marker']);
    await expect(page.getByRole('heading', { level: 1, name: 'GN8K DNA Marker' })).toBeVisible();
    const main = page.locator('#main');
    await expect(main.getByText('Reagents and Markers').first()).toBeVisible();
    await expect(main.getByText('Best seller')).toBeVisible();
    await expect(main.getByText('BADM3362').first()).toBeVisible();
    await expect(main.getByText('Fragment size:')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Specifications' }).getByRole('listitem').first()).toHaveText('12 bands');

    // docs/requirements.md §4: the price of the selected option; the first option is selected at first.
    const price = page.getByTestId('product-price');
    await expect(page.getByRole('radio', { name: '500 μL', exact: true })).toBeChecked();
    await expect(price).toHaveText('$39.00');
    await page.getByText('2 x 500 μL').click();
    await expect(price).toHaveText('$75.00');
    await page.getByText('5 x 500 μL').click();
    await expect(price).toHaveText('$175.00');

    // Gallery: five-column thumbnails.
    const thumbs = page.getByRole('list', { name: 'Images of GN8K DNA Marker' });
    await expect(thumbs).toHaveClass(/grid-cols-5/);
    await thumbs.getByRole('button').nth(1).click();
    await expect(thumbs.getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');

    // Tabs: Specifications (description, key features, storage and stability), Performance, Manuals.
    await expect(page.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Storage and Stability' })).toBeVisible();
    await expect(page.getByText('-20°C, stable for 24 months')).toBeVisible();
    await page.getByRole('tab', { name: 'Performance' }).click();
    await expect(page.getByText(/Sambrook & Russell/)).toBeVisible();
    await page.getByRole('tab', { name: 'Manuals' }).click();
    const manual = page.getByRole('link', { name: /GN8K DNA Marker — Product Manual/ });
    await expect(manual).toBeVisible();
    await expect(manual).toHaveAttribute('href', /\.pdf$/);
    await expect(manual).toHaveAttribute('target', '_blank');
  });

  test('all tab texts are in the server HTML', async ({ request }) => {
    const html = await (await request.get('/products/gn8k-dna-marker')).text();
    expect(html).toContain('Key Features');
    expect(html).toContain('Sambrook &amp; Russell');
    // The SDS comes only from the documents section (docs/documents.md "Manuals"), never as a seeded manual link.
    expect(html).toContain('Safety data sheet and manuals');
    expect(html).toContain('GN8K DNA Marker — Product Manual');
    expect(html).not.toContain('Safety Data Sheet (SDS)');
  });

  test('quantity stays between 1 and 999; Add to Cart reaches the cart', async ({ page }) => {
    await page.goto('/products/gn8k-dna-marker');
    const qty = page.getByRole('textbox', { name: 'Quantity of GN8K DNA Marker', exact: true });
    const minus = page.getByRole('button', { name: 'Decrease quantity of GN8K DNA Marker' });
    const plus = page.getByRole('button', { name: 'Increase quantity of GN8K DNA Marker' });
    await expect(qty).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await qty.fill('1000');
    await qty.blur();
    await expect(qty).toHaveValue('999');
    await expect(plus).toBeDisabled();
    await qty.fill('0');
    await qty.blur();
    await expect(qty).toHaveValue('1');
    await plus.click();
    await plus.click();
    await expect(qty).toHaveValue('3');

    await page.getByText('2 x 500 μL').click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
    await expect(page.getByText('GN8K DNA Marker (2 x 500 μL) × 3 added to your cart', { exact: true })).toBeVisible();

    await page.goto('/cart');
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('GN8K DNA Marker');
    await expect(line).toContainText('2 x 500 μL');
  });

  test('a quote-only product: Add to Quote, a Details card and the Submit Quote dialog, no tabs', async ({ page }) => {
    await page.goto('/products/gene-knock-out');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Knock-Out');
    const main = page.locator('#main');
    await expect(main.getByText('Genome Editing').first()).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
    await expect(main.getByRole('tab')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to Quote' })).toBeVisible();

    await page.getByRole('button', { name: 'Submit Quote' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Customer Name/)).toBeVisible();
    await expect(dialog.getByLabel(/Email/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Add to Quote' }).click();
    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
  });

  test("a product without a price shows 'Contact Sales'", async ({ page }) => {
    await page.goto('/products/cdna-vector-stock');
    await expect(page.getByTestId('product-price')).toHaveText('Contact Sales');
  });

  test('the safe-harbor knock-in product has a bottom Add to Cart', async ({ page }) => {
    await page.goto('/products/overexpression-targeted-knock-in');
    const addToCart = page.locator('#main').getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toHaveCount(1);
    await addToCart.click();
    await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
  });

  test('slug lookups are case-insensitive and ignore a trailing slash', async ({ page }) => {
    await page.goto('/products/GN8K-DNA-Marker');
    await expect(page.getByRole('heading', { level: 1, name: 'GN8K DNA Marker' })).toBeVisible();
    await page.goto('/products/gn10k-dna-marker/');
    await expect(page.getByRole('heading', { level: 1, name: 'GN10K DNA Marker' })).toBeVisible();
  });

  test('an unknown slug shows the 404 page', async ({ page }) => {
    const res = await page.goto('/products/no-such-product');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});

test.describe('Simple product page (/p/{slug}-ui)', () => {
  test('options, quantity, up to 4 thumbnails, Add to Cart and Buy Now', async ({ page }) => {
    await page.goto('/p/sybr-green-qpcr-mix-ui');
    await expect(page.getByRole('heading', { level: 1, name: 'SYBR Green qPCR Mix' })).toBeVisible();
    await expect(page.locator('#main').getByRole('radio')).toHaveCount(3);
    const thumbs = page.getByRole('list', { name: /Images of/ }).getByRole('button');
    expect(await thumbs.count()).toBeLessThanOrEqual(4);
    await page.getByText('High ROX').click();
    await page.getByRole('button', { name: 'Increase quantity of SYBR Green qPCR Mix' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('SYBR Green qPCR Mix (High ROX) × 2 added to your cart', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toContainText('High ROX');
  });

  test("'Product not found.' for an unknown product", async ({ page }) => {
    const res = await page.goto('/p/no-such-thing-ui');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Product not found.')).toBeVisible();
  });
});

// SEO (issue 3 §10): unique <title>, meta description and canonical per page, JSON-LD, OpenGraph images,
// /sitemap.xml and /robots.txt — read from the server HTML, as a crawler sees it.
import { test, expect, type APIRequestContext } from '../helpers/playwright';

const PAGES = [
  '/products',
  '/products/gn8k-dna-marker',
  '/products/gene-knock-out',
  '/services',
  '/services/custom-cloning',
  '/investors',
  '/why-bioark',
  '/terms',
  '/privacy',
  '/contact',
  '/request-quote',
  '/documents',
];

function decode(s: string) {
  return s.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
}

async function head(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
  const description = decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? '';
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  return { html, title, description, canonical, jsonLd };
}

test('every page has its own title, a meta description and a canonical URL', async ({ request, baseURL }) => {
  const titles = new Set<string>();
  const canonicals = new Set<string>();
  for (const path of PAGES) {
    const h = await head(request, path);
    expect(h.title, path).toMatch(/\| BioArk$/);
    expect(h.description.length, `${path} description`).toBeGreaterThan(40);
    expect(h.canonical, path).toBe(`${baseURL}${path}`);
    titles.add(h.title);
    canonicals.add(h.canonical);
  }
  expect(titles.size).toBe(PAGES.length);
  expect(canonicals.size).toBe(PAGES.length);
});

test('a case-variant product URL points its canonical at the lower-case slug', async ({ request, baseURL }) => {
  const h = await head(request, '/products/GN8K-DNA-Marker');
  expect(h.canonical).toBe(`${baseURL}/products/gn8k-dna-marker`);
});

test('product JSON-LD: Product with Offer when purchasable, without when quote-only; BreadcrumbList', async ({ request }) => {
  const buy = await head(request, '/products/gn8k-dna-marker');
  const product = buy.jsonLd.find((d) => d['@type'] === 'Product');
  expect(product).toMatchObject({ name: 'GN8K DNA Marker', sku: 'BADM3362', offers: { '@type': 'Offer', priceCurrency: 'USD', price: '39.00' } });
  const crumbs = buy.jsonLd.find((d) => d['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Products', 'GN8K DNA Marker']);

  const quote = await head(request, '/products/gene-knock-out');
  const quoteProduct = quote.jsonLd.find((d) => d['@type'] === 'Product');
  expect(quoteProduct).toBeTruthy();
  expect(quoteProduct.offers).toBeUndefined();
});

test('service JSON-LD and OpenGraph / Twitter cards', async ({ request }) => {
  const s = await head(request, '/services/genome-editing');
  expect(s.jsonLd.find((d) => d['@type'] === 'Service')).toMatchObject({ name: 'Genome Editing Services', provider: { '@type': 'Organization' } });
  expect(s.html).toMatch(/<meta property="og:title" content="Genome Editing Services \| BioArk"/);
  expect(s.html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
});

test('products get a generated OpenGraph image', async ({ request }) => {
  const p = await head(request, '/products/gn8k-dna-marker');
  const og = p.html.match(/<meta property="og:image" content="([^"]*)"/)?.[1];
  expect(og).toContain('/products/gn8k-dna-marker/opengraph-image');
  const img = await request.get(decode(og!));
  expect(img.status()).toBe(200);
  expect(img.headers()['content-type']).toBe('image/png');
  expect((await img.body()).length).toBeGreaterThan(5000);
});

test('/sitemap.xml lists every product, service and blog post and the static pages', async ({ request, baseURL }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  for (const path of ['/products', '/services', '/blog', '/investors', '/why-bioark', '/contact', '/request-quote', '/terms', '/privacy']) {
    expect(locs).toContain(`${baseURL}${path}`);
  }
  for (const slug of ['gn8k-dna-marker', 'gene-knock-out', 'lentivirus-control-stock']) expect(locs).toContain(`${baseURL}/products/${slug}`);
  for (const slug of ['custom-cloning', 'genome-editing', 'lab-supplies', 'lentivirus-packaging', 'cell-line-generation']) {
    expect(locs).toContain(`${baseURL}/services/${slug}`);
  }
  expect(locs.filter((l) => l.includes('/products/'))).toHaveLength(20);
  expect(locs.filter((l) => l.includes('/blog/')).length).toBeGreaterThanOrEqual(10);
  expect(locs).toContain(`${baseURL}/blog/how-to-choose-a-dna-ladder`);
});

test("/sitemap.xml is XML; the files a large site's index would name are served, others are 404", async ({ request, baseURL }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.headers()['content-type']).toContain('application/xml');
  const pages = await request.get('/sitemaps/pages.xml');
  expect(pages.status()).toBe(200);
  const locs = [...(await pages.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toContain(`${baseURL}/services/custom-cloning`);
  expect(locs.filter((l) => l.includes('/products/'))).toHaveLength(0);
  const products = await request.get('/sitemaps/products-1.xml');
  expect([...(await products.text()).matchAll(/<loc>[^<]*\/products\/[^<]*<\/loc>/g)]).toHaveLength(20);
  expect((await request.get('/sitemaps/products-2.xml')).status()).toBe(404);
  expect((await request.get('/sitemaps/other.xml')).status()).toBe(404);
});

test('/robots.txt disallows /admin and /api and names the sitemap', async ({ request, baseURL }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const txt = await res.text();
  expect(txt).toMatch(/^Disallow: \/admin$/m);
  expect(txt).toMatch(/^Disallow: \/api$/m);
  expect(txt).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the 404 page is not indexed', async ({ request }) => {
  const res = await request.get('/no-such-page-at-all');
  expect(res.status()).toBe(404);
  expect(await res.text()).toMatch(/<meta name="robots" content="noindex/);
});

test('public pages tell shared caches they are public for a few seconds; private pages never', async ({ request }) => {
  const publicPaths = ['/', '/products', '/products?category=genome-editing', '/products/gn8k-dna-marker', '/p/gn8k-dna-marker-ui', '/services', '/services/custom-cloning', '/blog', '/blog/how-to-choose-a-dna-ladder', '/design', '/investors', '/why-bioark', '/contact', '/request-quote', '/terms', '/privacy'];
  for (const path of publicPaths) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
  }
  for (const path of ['/cart', '/blog/new', '/admin/login', '/api/health', '/account', '/account/sign-in', '/account/verify']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.headers()['cache-control'] ?? '', path).not.toMatch(/public/);
  }
});

// A catalogue bundle in the original system's shape (issue 19): custom products that carry their own prices
// as text, option strings with an option → price map and manual titles with aligned URLs, and no `details`.
// PUT /api/products-config and the admin Import convert it without loss; export → import round-trips in both
// shapes; a field the model does not know is refused with a 400 naming it.
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import * as configRoute from '@/app/api/products-config/route';
import * as exportRoute from '@/app/api/admin/products/export/route';
import * as importRoute from '@/app/api/admin/products/import/route';
import { GET as publicProducts } from '@/app/api/public/products/route';
import { GET as productCategories } from '@/app/api/public/products/categories/route';
import { findProductBySlug, searchCatalog } from '@/lib/server/catalog';
import { selectDisplayPriceCents } from '@/lib/domain/catalog';
import { IMPORT_FAILURE_MESSAGE } from '@/lib/domain/catalog-admin';
import { adminHeaders, callRoute } from '@/tests/helpers/api';

type Json = Record<string, unknown>;
let auth: Record<string, string>;
beforeAll(async () => {
  auth = await adminHeaders();
});

/** As the original system exports a custom product: every field on the product itself. */
const SPEC_PRODUCT = {
  id: 'custom-1735689600000',
  name: 'Spec Taq Polymerase',
  description: 'Hot-start Taq for long amplicons.',
  imageUrl: '/images/products/placeholder.webp',
  images: ['/images/products/placeholder.webp', '/images/products/taq-2.webp'],
  link: '/products/spec-taq-polymerase',
  catalogNumber: 'SPEC-TAQ-01',
  availability: 'Ships in 2 days',
  listPrice: '$39.00',
  options: ['100 U', '500 U', 'Bulk'],
  optionPrices: { '500 U': '$1,234.50', Bulk: 'Contact for Quote' },
  keyFeatures: ['Hot start', 'Long amplicons'],
  storageStability: '-20 °C for 2 years',
  performanceData: 'See Smith et al. 2024.',
  manuals: ['Protocol', 'Safety data sheet'],
  manualUrls: ['/manuals/taq-protocol.pdf', ''],
  storeLink: 'https://store.example.com/cart?add=SPEC-TAQ-01',
  quoteOnly: false,
  contentText: null,
  category: 'featured',
  createdAt: '2025-01-01T00:00:00.000Z',
  type: 'buy',
};

const SPEC_QUOTE_PRODUCT = {
  id: 'custom-1735689600001',
  name: 'Spec Custom Cell Line',
  description: 'Made to order.',
  imageUrl: '/images/products/placeholder.webp',
  link: '/products/spec-custom-cell-line',
  catalogNumber: 'SPEC-CL-01',
  listPrice: 'Contact for Quote',
  options: [],
  optionPrices: {},
  manuals: [],
  manualUrls: [],
  contentText: '## How it works\n\nTell us your target.',
  category: 'stable-cell-lines',
  createdAt: '2025-01-02T00:00:00.000Z',
  type: 'quote',
};

const put = (body: unknown) => callRoute(configRoute.PUT, { method: 'PUT', headers: auth, body });
const getConfig = async () => (await callRoute(configRoute.GET, { method: 'GET', headers: auth })).json;
const exportBundle = async () => JSON.parse((await callRoute(exportRoute.GET, { method: 'GET', headers: auth })).text) as Json;

async function rows() {
  const db = await getDb();
  return JSON.stringify((await db.select().from(products).orderBy(products.id)).map((r) => ({ ...r, updatedAt: null, version: null })));
}

describe('a spec-shaped bundle', () => {
  test('PUT → the product is on /products and on its page with the right option prices', async () => {
    const res = await put({ version: 1, products: [SPEC_PRODUCT, SPEC_QUOTE_PRODUCT], hidden: [] });
    expect(res.status).toBe(200);

    // The catalogue page lists it (search by catalogue number, as a visitor would).
    const listed = await searchCatalog({ q: 'SPEC-TAQ-01' });
    expect(listed.items.map((p) => p.id)).toEqual([SPEC_PRODUCT.id]);

    // Its page: prices in cents by the spec's rule; an option without a price costs the list price.
    const page = (await findProductBySlug('spec-taq-polymerase'))!;
    expect(page).toMatchObject({
      name: 'Spec Taq Polymerase',
      catalogNumber: 'SPEC-TAQ-01',
      category: 'reagents-markers',
      quoteOnly: false,
      listPriceCents: 3900,
      availability: 'Ships in 2 days',
      images: SPEC_PRODUCT.images,
      storeLink: SPEC_PRODUCT.storeLink,
      manuals: [
        { title: 'Protocol', url: '/manuals/taq-protocol.pdf' },
        { title: 'Safety data sheet', url: '' },
      ],
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect(page.options).toEqual([
      { label: '100 U', priceCents: null },
      { label: '500 U', priceCents: 123450 },
      { label: 'Bulk', priceCents: null },
    ]);
    expect(['100 U', '500 U', 'Bulk'].map((o) => selectDisplayPriceCents(page, o))).toEqual([3900, 123450, 3900]);

    const quote = (await findProductBySlug('spec-custom-cell-line'))!;
    expect(quote).toMatchObject({ quoteOnly: true, listPriceCents: null, contentText: SPEC_QUOTE_PRODUCT.contentText, category: 'stable-cell-lines' });
  });

  test('the public API and the config answer the same fields back', async () => {
    const pub = await callRoute(publicProducts, { path: '/api/public/products' });
    const p = (pub.json.products as unknown as Json[]).find((x) => x.id === SPEC_PRODUCT.id)!;
    expect(p).toMatchObject({
      listPrice: '$39.00',
      options: ['100 U', '500 U', 'Bulk'],
      optionPrices: { '500 U': '$1,234.50' },
      images: SPEC_PRODUCT.images,
      manuals: SPEC_PRODUCT.manuals,
      manualUrls: SPEC_PRODUCT.manualUrls,
      storeLink: SPEC_PRODUCT.storeLink,
      contentText: null,
      type: 'buy',
      catalogNumber: 'SPEC-TAQ-01',
      availability: 'Ships in 2 days',
      category: 'reagents-markers',
      createdAt: SPEC_PRODUCT.createdAt,
    });
    const cats = await callRoute(productCategories, { path: '/api/public/products/categories' });
    const entries = (cats.json.categories as unknown as Record<string, Json[]>)['reagents-markers'];
    expect(entries).toEqual(expect.arrayContaining([expect.objectContaining({ id: SPEC_PRODUCT.id, name: SPEC_PRODUCT.name, link: SPEC_PRODUCT.link, category: 'reagents-markers', createdAt: SPEC_PRODUCT.createdAt })]));

    const config = await getConfig();
    const c = (config.products as unknown as Json[]).find((x) => x.id === SPEC_QUOTE_PRODUCT.id)!;
    expect(c).toMatchObject({ type: 'quote', listPrice: 'Contact for Quote', contentText: SPEC_QUOTE_PRODUCT.contentText, catalogNumber: 'SPEC-CL-01' });
  });

  test('round trip, spec shape: products alone (no details) → import → export gives the same products', async () => {
    const exported = await exportBundle();
    const specOnly = { version: 1, products: exported.products, hidden: exported.hidden };
    const before = await rows();
    const imp = await callRoute(importRoute.POST, { headers: auth, body: specOnly });
    expect(imp.status).toBe(200);
    expect(await rows()).toBe(before);
    const again = await exportBundle();
    expect(again.products).toEqual(exported.products);
    expect(again.details).toEqual(exported.details);
  });

  test("round trip, the project's shape: cards and details (what older exports hold) → import → export", async () => {
    const exported = await exportBundle();
    const CARD = ['id', 'name', 'description', 'imageUrl', 'link', 'category', 'createdAt', 'type'];
    const cardsOnly = (exported.products as Json[]).map((p) => Object.fromEntries(CARD.map((k) => [k, p[k]])));
    const before = await rows();
    const imp = await callRoute(importRoute.POST, { headers: auth, body: { ...exported, products: cardsOnly } });
    expect(imp.status).toBe(200);
    expect(await rows()).toBe(before);
    const again = await exportBundle();
    expect({ ...again, exportedAt: null }).toEqual({ ...exported, exportedAt: null });
  });

  test('changing a price in the spec shape changes the stored cents', async () => {
    const exported = await exportBundle();
    const list = (exported.products as Json[]).map((p) => (p.id === SPEC_PRODUCT.id ? { ...p, listPrice: '$45.5', optionPrices: { '100 U': '12' } } : p));
    const res = await put({ products: list });
    expect(res.status).toBe(200);
    const page = (await findProductBySlug('spec-taq-polymerase'))!;
    expect(page.listPriceCents).toBe(4550);
    expect(page.options).toEqual([
      { label: '100 U', priceCents: 1200 },
      { label: '500 U', priceCents: null },
      { label: 'Bulk', priceCents: null },
    ]);
  });

  test.each([
    ['on a product', { products: [{ ...SPEC_PRODUCT, isAdmin: true, ownerEmail: 'x@y.z' }] }, ['products[0]', 'isAdmin', 'ownerEmail']],
    ['on a details entry', { details: { 'fp-badm3362': { listPrice: '$1.00', discountCents: 5 } } }, ['details.fp-badm3362', 'discountCents']],
    ['on an override', { overrides: { 'fp-badm3362': { name: 'x', hidden: true } } }, ['overrides.fp-badm3362', 'hidden']],
    ['at the top', { products: [], secret: 1 }, ['secret']],
  ])('unknown fields %s → 400 naming each one; nothing written', async (_label, body, named) => {
    const before = await rows();
    for (const res of [await put(body), await callRoute(importRoute.POST, { headers: auth, body })]) {
      expect(res.status).toBe(400);
      const errors = JSON.stringify(res.json.errors);
      for (const n of named) expect(errors).toContain(n);
    }
    expect(await rows()).toBe(before);
  });

  test('a spec price that cannot be a price is refused with its path', async () => {
    const res = await callRoute(importRoute.POST, { headers: auth, body: { products: [{ ...SPEC_PRODUCT, optionPrices: { '500 U': '-$3.00' } }] } });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(IMPORT_FAILURE_MESSAGE);
    expect(res.json.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'products[0].optionPrices.500 U', message: 'Price cannot be negative' })]));
  });
});

// Catalogue administration rules (docs/requirements.md §3 Products config / export bundle / Services config, §4 Products
// (admin), Services (admin), §5 Add product, Service Add, structured text, Import products).
import { seedProducts } from '@/content/products';
import { seedServices } from '@/content/services';
import { productFieldsFromSeed, serviceFieldsFromSeed } from '@/db/seed';
import { inferQuoteOnly, normalizeCategory } from '@/lib/domain/catalog';
import {
  EMPTY_PRODUCT_FORM,
  NAME_REQUIRED,
  buildExportBundle,
  computeProductsConfig,
  computeServicesConfig,
  newCustomId,
  newProductSlug,
  productSlugBase,
  parsePriceText,
  parseProductForm,
  parseServiceDetailsText,
  parseServiceForm,
  planProductsConfig,
  planServicesConfig,
  productToFormText,
  scanUntrustedJson,
  serviceDetailsToText,
  type ProductState,
  type ServiceState,
} from '@/lib/domain/catalog-admin';
import { parseOptionPriceLines } from '@/lib/domain/structured-text';
import { uniqueServiceLink } from '@/lib/domain/slug';

const NOW = new Date('2026-01-02T03:04:05.000Z');

function seededProducts(): ProductState[] {
  return seedProducts.map((p) => {
    const values = productFieldsFromSeed(p);
    return { id: p.id, builtin: true, hidden: false, values: { ...values }, seed: values, createdAt: new Date(p.createdAt).toISOString() };
  });
}

function seededServices(): ServiceState[] {
  return seedServices.map((s) => {
    const values = serviceFieldsFromSeed(s);
    return { id: s.id, builtin: true, values: { ...values }, seed: values, createdAt: new Date(s.createdAt).toISOString() };
  });
}

describe('Add product form (docs/requirements.md §5)', () => {
  const form = (patch: Partial<typeof EMPTY_PRODUCT_FORM>) => ({ ...EMPTY_PRODUCT_FORM, name: 'Taq Mix', ...patch });

  test.each([
    ['name required', { name: '   ' }, 'name', NAME_REQUIRED],
    ['a negative list price is refused', { listPrice: '-5' }, 'listPrice', 'Price cannot be negative'],
    ['an option price for an unknown option is reported', { options: 'A', optionPrices: 'B=$1' }, 'optionPrices', "No option named 'B'"],
    ['more manual links than manuals is reported', { manuals: 'Manual', manualUrls: '/a.pdf, /b.pdf' }, 'manualUrls', 'more manual links'],
  ] as const)('%s', (_label, patch, field, message) => {
    expect(parseProductForm(form(patch)).errors[field]).toContain(message);
  });

  test('gallery one URL per line (first is the cover); options, manuals, manual links comma-separated; key features one per line', () => {
    const { values, errors } = parseProductForm(
      form({
        gallery: '/img/cover.webp\n\n  /img/2.webp  \r\nhttps://cdn.test/3.webp',
        options: '500 μL, 2 x 500 μL , ,5 x 500 μL',
        optionPrices: '500 μL = $39\n2 x 500 μL=75.00\nno separator line\n5 x 500 μL=a=b',
        manuals: 'Manual, SDS',
        manualUrls: '/m.pdf, /sds.pdf',
        keyFeatures: 'Sharp bands\n\nReady to load',
        listPrice: '$47.00',
        type: 'buy',
      }),
    );
    expect(errors).toEqual({});
    expect(values.images).toEqual(['/img/cover.webp', '/img/2.webp', 'https://cdn.test/3.webp']);
    expect(values.options).toEqual([
      { label: '500 μL', priceCents: 3900 },
      { label: '2 x 500 μL', priceCents: 7500 },
      // 'a=b' has no digits: no price (key before the FIRST '=' is '5 x 500 μL').
      { label: '5 x 500 μL', priceCents: null },
    ]);
    expect(values.manuals).toEqual([
      { title: 'Manual', url: '/m.pdf' },
      { title: 'SDS', url: '/sds.pdf' },
    ]);
    expect(values.keyFeatures).toEqual(['Sharp bands', 'Ready to load']);
    expect(values.listPriceCents).toBe(4700);
    expect(values.quoteOnly).toBe(false);
  });

  test('a product survives form text → values → form text', () => {
    const p = productFieldsFromSeed(seedProducts[0]);
    expect(parseProductForm(productToFormText(p)).values).toEqual(p);
  });
});

describe('option-price lines (docs/requirements.md §5: key before the first equals sign, both parts trimmed)', () => {
  test.each([
    ['simple', 'A=$1', { A: '$1' }],
    ['both parts trimmed', '  2 x 500 μL   =   $75.00  ', { '2 x 500 μL': '$75.00' }],
    ['split at the first equals sign', 'ROX=low=$5', { ROX: 'low=$5' }],
    ['lines without = are dropped', 'no price here\nB=2', { B: '2' }],
    ['an empty key is dropped', '=5\nC=3', { C: '3' }],
    ['a repeated key keeps the last', 'A=1\nA=2', { A: '2' }],
  ])('%s', (_label, text, expected) => {
    expect(parseOptionPriceLines(text)).toEqual(expected);
  });
});

describe('prices as text (docs/requirements.md §3 listPrice)', () => {
  test.each([
    ['dollars', '$47.00', 4700],
    ['no cents', '47', 4700],
    ['thousands separator', '$1,600.00', 160000],
    ['a number is dollars', 59.89, 5989],
    ['Contact for Quote is no price', 'Contact for Quote', null],
    ['empty is no price', '', null],
    ['null is no price', null, null],
  ])('%s', (_label, input, cents) => {
    expect(parsePriceText(input)).toEqual({ ok: true, cents });
  });
  test.each([['-5'], ['$-5.00'], ['- $3'], [-1], ['(5.00)']])('negative %p is refused', (input) => {
    expect(parsePriceText(input)).toEqual({ ok: false, error: 'Price cannot be negative' });
  });
});

describe('slug rules of Add product and Service Add', () => {
  test.each([
    ['the slug of the name', '', 'GN8K DNA Marker', [], 'gn8k-dna-marker'],
    ['-2 on a clash', '', 'GN8K DNA Marker', ['gn8k-dna-marker'], 'gn8k-dna-marker-2'],
    ['-3 when -2 is taken too (case-insensitive)', '', 'GN8K DNA Marker', ['GN8K-DNA-Marker', 'gn8k-dna-marker-2'], 'gn8k-dna-marker-3'],
    ['an explicit slug is slugified', 'My Slug!', 'x', [], 'my-slug'],
    ['p-{timestamp} when the name has no letters', '', '***', [], 'p-1700000000000'],
  ])('%s', (_label, requested, name, taken, expected) => {
    expect(newProductSlug(requested, name, taken, 1_700_000_000_000)).toBe(expected);
    // The server reads only the slugs equal to the base or starting with base-: the base, then the same answer.
    const base = productSlugBase(requested, name, 1_700_000_000_000);
    const clashing = taken.filter((t) => t.toLowerCase() === base || t.toLowerCase().startsWith(`${base}-`));
    expect(newProductSlug(base, '', clashing, 1_700_000_000_000)).toBe(expected);
  });

  test('service links are /services/{slug}, lowercased, dashes, trimmed, unique with -2, -3', () => {
    expect(parseServiceForm({ name: ' My New Service ', description: '', icon: 'Dna', link: '  /Services/My New Service/ ', imageUrl: '' }).values.link).toBe(
      '/services/my-new-service',
    );
    expect(uniqueServiceLink('Custom Cloning', ['/services/custom-cloning'])).toBe('/services/custom-cloning-2');
    expect(uniqueServiceLink('custom-cloning', ['/services/custom-cloning', '/services/custom-cloning-2'])).toBe('/services/custom-cloning-3');
    expect(parseServiceForm({ name: '', description: '', icon: '', link: '', imageUrl: '' }).errors.name).toBe(NAME_REQUIRED);
  });

  test('custom ids are custom-{timestamp}, moved on while taken', () => {
    expect(newCustomId('custom', new Set(), 5)).toBe('custom-5');
    expect(newCustomId('custom', new Set(['custom-5', 'custom-6']), 5)).toBe('custom-7');
  });
});

describe('structured text of the service editor (docs/requirements.md §5)', () => {
  test('process Step :: Description, related products and case studies Name -> link; lines without the separator dropped', () => {
    const parsed = parseServiceDetailsText({
      longDescription: ' Long ',
      markdown: '',
      keyBenefits: 'Fast\n\nReliable',
      processOverview: 'Design :: We design it\nno separator\nBuild::Cloning :: and QC',
      relatedProducts: 'GN8K -> /products/gn8k-dna-marker\nno arrow here\n -> /empty-name',
      caseStudies: 'Case A -> https://example.test/a',
      images: '/a.webp\n/b.webp',
    });
    expect(parsed).toEqual({
      longDescription: 'Long',
      markdown: null,
      keyBenefits: ['Fast', 'Reliable'],
      processOverview: [
        { step: 'Design', description: 'We design it' },
        { step: 'Build', description: 'Cloning :: and QC' },
      ],
      relatedProducts: [{ name: 'GN8K', link: '/products/gn8k-dna-marker' }],
      caseStudies: [{ title: 'Case A', link: 'https://example.test/a' }],
      images: ['/a.webp', '/b.webp'],
    });
  });

  test('every built-in service survives text → values', () => {
    for (const s of seedServices) {
      const v = serviceFieldsFromSeed(s);
      const back = parseServiceDetailsText(serviceDetailsToText(v));
      expect(back.processOverview).toEqual(v.processOverview);
      expect(back.relatedProducts).toEqual(v.relatedProducts);
      expect(back.caseStudies).toEqual(v.caseStudies);
    }
  });
});

describe('type and category rules (docs/requirements.md §3, §4)', () => {
  test.each([
    ['an explicit type wins (buy)', { type: 'buy' as const, catalogNumber: 'GEP01' }, false],
    ['an explicit type wins (quote)', { type: 'quote' as const, catalogNumber: 'FP100' }, true],
    ['no type: quote-only', { catalogNumber: 'GEP01' }, true],
    ['no type: purchasable when the catalog number starts with FP', { catalogNumber: 'fp-100' }, false],
    ['built-in without details: purchasable when the id starts with fp-', { id: 'fp-badm3362', catalogNumber: 'BADM3362' }, false],
    ['with details the id does not count', { id: 'fp-badm3362', catalogNumber: 'BADM3362', hasDetails: true }, true],
  ])('%s', (_label, input, quoteOnly) => {
    expect(inferQuoteOnly(input)).toBe(quoteOnly);
  });
  test.each([
    ['featured', 'reagents-markers'],
    ['gene-editing', 'genome-editing'],
    ['Stable Cell Lines', 'stable-cell-lines'],
    ['unknown', 'reagents-markers'],
  ])('category %s → %s', (input, key) => {
    expect(normalizeCategory(input)).toBe(key);
  });

  test('an imported custom product without a type follows the FP rule', () => {
    const plan = planProductsConfig(seededProducts(), {
      products: [
        { id: 'custom-1', name: 'A', link: '/products/a' },
        { id: 'custom-2', name: 'B', link: '/products/b' },
      ],
      details: { 'custom-1': { catalogNumber: 'FP123' }, 'custom-2': { catalogNumber: 'X1' } },
    });
    expect(plan.errors).toEqual([]);
    const byId = Object.fromEntries(plan.states.map((s) => [s.id, s.values.quoteOnly]));
    expect(byId).toMatchObject({ 'custom-1': false, 'custom-2': true });
  });
});

describe('products config and export bundle (docs/requirements.md §3)', () => {
  test('an untouched catalogue has an empty config', () => {
    expect(computeProductsConfig(seededProducts())).toEqual({ version: 1, products: [], overrides: {}, details: {}, hidden: [] });
  });

  test('built-in edits become overrides (card fields) and details (the rest); deleted built-ins are hidden', () => {
    const states = seededProducts();
    const gn8k = states.find((s) => s.id === 'fp-badm3362')!;
    gn8k.values = { ...gn8k.values, name: 'GN8K v2', quoteOnly: true, listPriceCents: 5100 };
    states.find((s) => s.id === 'gep-01')!.hidden = true;
    const cfg = computeProductsConfig(states);
    expect(cfg.overrides).toEqual({ 'fp-badm3362': { name: 'GN8K v2', type: 'quote' } });
    expect(cfg.details).toEqual({ 'fp-badm3362': { listPrice: '$51.00' } });
    expect(cfg.hidden).toEqual(['gep-01']);
  });

  test('export → import into a fresh catalogue → export gives the same bundle (ignoring exportedAt)', () => {
    const edited = seededProducts();
    const gn8k = edited.find((s) => s.id === 'fp-badm3362')!;
    gn8k.values = {
      ...gn8k.values,
      slug: 'gn8k-marker',
      images: ['/x.webp', ...gn8k.values.images],
      options: [{ label: 'Only', priceCents: null }],
      manuals: [{ title: 'Manual', url: '' }],
    };
    edited.find((s) => s.id === 'lv-02')!.hidden = true;
    const customPlan = planProductsConfig(edited, {
      products: [{ id: 'custom-9', name: 'Lenti Prep', link: '/products/lenti-prep', category: 'lentivirus', type: 'quote', createdAt: '2025-05-05T00:00:00.000Z' }],
      details: {
        'custom-9': { listPrice: 'Contact for Quote', options: ['1 mL', '5 mL'], optionPrices: { '1 mL': '$10.50' }, keyFeatures: ['a'], contentText: '# Hi' },
        'fp-badm3362': {
          images: gn8k.values.images,
          options: ['Only'],
          optionPrices: {},
          manuals: ['Manual'],
          manualUrls: [''],
        },
      },
    });
    expect(customPlan.errors).toEqual([]);
    const first = buildExportBundle(customPlan.states, NOW);

    const fresh = seededProducts();
    const plan = planProductsConfig(fresh, JSON.parse(JSON.stringify(first)), NOW);
    expect(plan.errors).toEqual([]);
    const second = buildExportBundle(plan.states, new Date('2030-01-01T00:00:00.000Z'));
    expect({ ...second, exportedAt: null }).toEqual({ ...first, exportedAt: null });
    expect(first.products).toEqual([expect.objectContaining({ id: 'custom-9', type: 'quote', link: '/products/lenti-prep' })]);
    expect(first.details['custom-9']).toMatchObject({ listPrice: 'Contact for Quote', optionPrices: { '1 mL': '$10.50' } });
  });

  test('row errors: duplicate ids, built-in ids, unknown ids, clashing links', () => {
    const plan = planProductsConfig(seededProducts(), {
      products: [
        { id: 'custom-1', name: 'A', link: '/products/gn8k-dna-marker' },
        { id: 'custom-1', name: 'B' },
        { id: 'fp-badm3362', name: 'C' },
      ],
      overrides: { 'nope-1': { name: 'x' } },
      hidden: ['nope-2'],
    });
    const paths = plan.errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['products[1].id', 'products[2].id', 'overrides.nope-1', 'hidden', 'products[0].link']));
  });
});

describe('untrusted JSON (docs/security.md item 28)', () => {
  test('prototype-pollution keys anywhere are found', () => {
    const data = JSON.parse('{"a":[{"b":{"__proto__":{"x":1}}}],"constructor":{"prototype":{}}}');
    expect(scanUntrustedJson(data).map((e) => e.path).sort()).toEqual(['a[0].b.__proto__', 'constructor']);
  });
  test('deep nesting is refused without recursion', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(scanUntrustedJson({ details: deep })[0]).toMatchObject({ message: 'nesting is too deep' });
  });
});

describe('services config (docs/requirements.md §3)', () => {
  test('overrides of built-ins, custom services, media; round trip through the plan', () => {
    const states = seededServices();
    states[0].values = { ...states[0].values, name: 'Cloning+', images: ['/m.webp'] };
    const plan = planServicesConfig(states, {
      custom: [{ id: 'svc-1', name: 'New One', createdAt: '2025-01-01T00:00:00.000Z' }],
      media: { 'svc-1': ['/n.webp'], [states[0].id]: ['/m.webp'] },
    });
    expect(plan.errors).toEqual([]);
    const cfg = computeServicesConfig(plan.states);
    expect(cfg.overrides).toEqual({ [states[0].id]: { name: 'Cloning+' } });
    expect(cfg.custom).toEqual([expect.objectContaining({ id: 'svc-1', link: '/services/new-one' })]);
    expect(cfg.media).toEqual({ [states[0].id]: ['/m.webp'], 'svc-1': ['/n.webp'] });
    const again = planServicesConfig(seededServices(), JSON.parse(JSON.stringify(cfg)));
    expect(computeServicesConfig(again.states)).toEqual(cfg);
  });
});

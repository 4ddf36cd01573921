import {
  matchServiceSlug,
  normalizeServiceLink,
  normalizeSlugParam,
  productSlugFromName,
  serviceLinkFromName,
  slugify,
  uniqueServiceLink,
  uniqueSlug,
} from '@/lib/domain/slug';

describe('slugify (docs/requirements.md §5 The slug is lowercased, non-alphanumerics become dashes, trimmed)', () => {
  test.each([
    ['lowercases', 'GN8K DNA Marker', 'gn8k-dna-marker'],
    ['non-alphanumerics become dashes', 'BApoly™ Transfection Reagent', 'bapoly-transfection-reagent'],
    ['a symbol between letters becomes a dash', 'GN8K/DNA+Marker', 'gn8k-dna-marker'],
    ['repeated separators collapse into one dash', 'Gene -- Knock   In', 'gene-knock-in'],
    ['dashes are trimmed from both ends', '  (Fast) SYBR Green! ', 'fast-sybr-green'],
    ['accented letters keep their base letter', 'Café Protéine', 'cafe-proteine'],
    ['nothing alphanumeric gives an empty slug', '!!! ???', ''],
    ['empty gives empty', '', ''],
  ] as const)('%s', (_label, input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('productSlugFromName (docs/requirements.md §5 Add product: the slug is the lowercased name … or p-{timestamp} if empty)', () => {
  test.each([
    ['the slug of the name', 'Western Protein Marker I', 'western-protein-marker-i'],
    ['p-{timestamp} if empty', '***', 'p-1700000000000'],
    ['p-{timestamp} for a blank name', '   ', 'p-1700000000000'],
  ] as const)('%s', (_label, name, expected) => {
    expect(productSlugFromName(name, 1700000000000)).toBe(expected);
  });
});

describe('uniqueSlug (docs/requirements.md §5 On a clash, -2, -3 and so on are appended)', () => {
  test.each<[string, string, string[], string]>([
    ['no clash keeps the base', 'gn8k', [], 'gn8k'],
    ['a clash appends -2', 'gn8k', ['gn8k'], 'gn8k-2'],
    ['-2 taken appends -3', 'gn8k', ['gn8k', 'gn8k-2'], 'gn8k-3'],
    ['a free gap is used', 'gn8k', ['gn8k', 'gn8k-3'], 'gn8k-2'],
  ])('%s', (_label, base, taken, expected) => {
    expect(uniqueSlug(base, taken)).toBe(expected);
  });
});

describe('normalizeSlugParam (docs/requirements.md §2 Slug lookups are case-insensitive and ignore a trailing slash)', () => {
  test.each([
    ['lowercases', 'GN8K-DNA-Marker', 'gn8k-dna-marker'],
    ['a trailing slash is ignored', 'gn8k-dna-marker/', 'gn8k-dna-marker'],
    ['several trailing slashes are ignored', 'gn8k-dna-marker//', 'gn8k-dna-marker'],
    ['percent-escapes are decoded', 'gn8k%2Ddna', 'gn8k-dna'],
    ['a malformed escape stays as typed', 'bad%E0%A4%A', 'bad%e0%a4%a'],
    ['an escaped NUL is not decoded', 'a%00b', 'a%00b'],
    ['an escaped line break is not decoded', 'a%0Ab', 'a%0ab'],
  ] as const)('%s', (_label, input, expected) => {
    expect(normalizeSlugParam(input)).toBe(expected);
  });
});

describe('service links (docs/requirements.md §5 Links are normalised to /services/{slug} and made unique with -2, -3 suffixes)', () => {
  test.each([
    ['a name becomes /services/{slug}', serviceLinkFromName('Custom Cloning'), '/services/custom-cloning'],
    ['a name without letters still gets a link', serviceLinkFromName('!!!'), '/services/service'],
    ['a full link is normalised', normalizeServiceLink('/services/Custom-Cloning/'), '/services/custom-cloning'],
    ['a bare slug is normalised', normalizeServiceLink('Lab Supplies'), '/services/lab-supplies'],
    ['a free link is kept', uniqueServiceLink('/services/new-thing', ['/services/custom-cloning']), '/services/new-thing'],
    ['a taken link gets -2', uniqueServiceLink('/services/custom-cloning', ['/services/custom-cloning']), '/services/custom-cloning-2'],
    ['links compare case-insensitively and ignore a trailing slash', uniqueServiceLink('/services/custom-cloning', ['/services/Custom-Cloning/', '/services/custom-cloning-2']), '/services/custom-cloning-3'],
  ] as const)('%s', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('matchServiceSlug (docs/requirements.md §2 A service matches either its whole link or its last segment)', () => {
  test.each([
    ['matches its last segment', '/services/custom-cloning', 'custom-cloning', true],
    ['matches its whole link', '/services/custom-cloning', '/services/custom-cloning', true],
    ['matches the whole link without its leading slash', '/services/custom-cloning', 'services/custom-cloning', true],
    ['is case-insensitive', '/services/custom-cloning', 'Custom-Cloning', true],
    ['ignores a trailing slash on the parameter', '/services/custom-cloning', 'custom-cloning/', true],
    ['ignores a trailing slash on the link', '/services/custom-cloning/', 'custom-cloning', true],
    ['does not match another slug', '/services/custom-cloning', 'genome-editing', false],
    ['does not match a prefix of the slug', '/services/custom-cloning', 'custom', false],
    ['does not match an empty parameter', '/services/custom-cloning', '', false],
  ] as const)('%s', (_label, link, param, expected) => {
    expect(matchServiceSlug(link, param)).toBe(expected);
  });
});

import {
  catalogNumberPrefix,
  catalogPrefixWidens,
  countableSearchBeacon,
  compactSearchText,
  editDistance,
  escapeLike,
  highlightSegments,
  matchedDetail,
  detailExcerpt,
  literalImpliedBySlots,
  literalSymbols,
  matchesAllSlots,
  documentMatchesAllSlots,
  textDocument,
  nameLexemeQuery,
  normalizeSearchText,
  parseSearchQuery,
  parseSynonymTerms,
  duplicateSynonymGroup,
  prefixRoots,
  RANK,
  rankTier,
  sanitizeSearchQuery,
  searchLogKey,
  singularize,
  spellingVariants,
  substringRoots,
  typoBudget,
  withinTypoBudget,
  type RankSignals,
} from '@/lib/domain/search';

describe('normaliser: hyphens, spaces, slashes, case and accents do not matter', () => {
  test.each([
    ['Knock-Out', 'knock out', 'knockout'],
    ['knock out', 'knock out', 'knockout'],
    ['KNOCKOUT', 'knockout', 'knockout'],
    ['q-PCR', 'q pcr', 'qpcr'],
    ['BADM-3363', 'badm 3363', 'badm3363'],
    ['badm 3363', 'badm 3363', 'badm3363'],
    ['BADM3363', 'badm3363', 'badm3363'],
    ['10kb', '10kb', '10kb'],
    ['10 kb', '10 kb', '10kb'],
    ['AAVS1 / ROSA26', 'aavs1 rosa26', 'aavs1rosa26'],
    ['Crème  Brûlée', 'creme brulee', 'cremebrulee'],
    ['Straße', 'strasse', 'strasse'],
    ['α-tubulin', 'α tubulin', 'αtubulin'],
    ['dCas9–KRAB', 'dcas9 krab', 'dcas9krab'],
  ])('%j → %j / %j', (input, normalized, compact) => {
    expect(normalizeSearchText(input)).toBe(normalized);
    expect(compactSearchText(input)).toBe(compact);
  });
});

describe('plurals and word stems', () => {
  test.each([
    ['reagents', 'reagent'],
    ['markers', 'marker'],
    ['ladders', 'ladder'],
    ['mixes', 'mix'],
    ['viruses', 'virus'],
    ['lentiviruses', 'lentivirus'],
    ['libraries', 'librar'],
    ['class', 'class'],
    ['virus', 'virus'],
    ['kits', 'kit'],
    ['10kbs', '10kbs'],
  ])('%s → %s', (plural, stem) => expect(singularize(plural)).toBe(stem));

  test('British and American -ise/-ize spellings are variants of each other', () => {
    expect(spellingVariants('optimizing')).toEqual(['optimising']);
    expect(spellingVariants('normalisation')).toEqual(['normalization']);
    expect(spellingVariants('marker')).toEqual([]);
  });
});

describe('typos: one edit from 5 letters, two from 9, never in catalogue-number digits', () => {
  test.each([
    ['mark', 0],
    ['markr', 1],
    ['marker', 1],
    ['transfect', 2],
    ['lentivirus', 2],
    ['badm3363', 0],
    ['3363', 0],
  ])('%s may have %i typo(s)', (word, n) => expect(typoBudget(word)).toBe(n));

  test.each([
    ['markr', 'marker', true],
    ['deletoin', 'deletion', true], // a swap is one typo
    ['transfektion', 'transfection', true],
    ['trnsfektion', 'transfection', true],
    ['trnsfktion', 'transfection', false],
    ['mark', 'marker', false],
    ['badm3364', 'badm3363', false],
  ])('%s ~ %s: %s', (word, term, ok) => expect(withinTypoBudget(word, term)).toBe(ok));

  test('edit distance counts a transposition once', () => {
    expect(editDistance('protien', 'protein')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('ranking tiers', () => {
  const none: RankSignals = { catalogNumberExact: false, catalogNumberStart: false, allWordsInName: false, allPrefixesInName: false, allInName: false, allInDocument: false, allInDetails: false };
  test.each<[string, Partial<RankSignals>, number]>([
    ['an exact catalogue number comes first', { catalogNumberExact: true, allInDocument: true }, RANK.catalogNumber],
    ['then a catalogue number that starts with the query', { catalogNumberStart: true, allInDocument: true }, RANK.catalogStart],
    ['an exact catalogue number also starts with the query', { catalogNumberExact: true, catalogNumberStart: true }, RANK.catalogNumber],
    ['a catalogue number start ranks above every word in the name', { catalogNumberStart: true, allWordsInName: true, allInName: true }, RANK.catalogStart],
    ['then all words in the name', { allWordsInName: true, allPrefixesInName: true, allInName: true, allInDocument: true }, RANK.nameWords],
    ['then name prefixes', { allPrefixesInName: true, allInName: true, allInDocument: true }, RANK.namePrefix],
    ['then words anywhere in the name', { allInName: true, allInDocument: true }, RANK.nameAnywhere],
    ['then description (and other field) matches', { allInDocument: true, allInDetails: true }, RANK.document],
    ['then key features and specifications', { allInDetails: true }, RANK.details],
    ['partial matches rank last', {}, RANK.partial],
  ])('%s', (_label, signals, tier) => expect(rankTier({ ...none, ...signals })).toBe(tier));

  test('tiers are strictly ordered', () => {
    expect(RANK.catalogNumber).toBeLessThan(RANK.catalogStart);
    expect(RANK.catalogStart).toBeLessThan(RANK.nameWords);
    expect(RANK.nameWords).toBeLessThan(RANK.namePrefix);
    expect(RANK.namePrefix).toBeLessThan(RANK.nameAnywhere);
    expect(RANK.nameAnywhere).toBeLessThan(RANK.document);
    expect(RANK.document).toBeLessThan(RANK.details);
    expect(RANK.details).toBeLessThan(RANK.partial);
  });
});

describe('the variants a statement needs (docs/search.md#speed)', () => {
  test.each<[string[], string[]]>([
    [['reagents', 'reagent'], ['reagent']],
    [['knock out', 'knockout', 'ko'], ['knock out', 'ko']],
    [['lentivirus', 'lentiviral', 'lv'], ['lentivirus', 'lentiviral', 'lv']],
    [['lentiviruses', 'lentivirus'], ['lentivirus']],
    [['mastermix', 'master mix', 'mastermixes'], ['mastermix']],
    // short forms are tested at a word start, so a long form containing one is still needed, and vice versa
    [['kb', 'kilobase'], ['kb', 'kilobase']],
    [['pei', 'peis'], ['pei', 'peis']],
  ])('substring roots of %p: %p', (variants, roots) => expect(substringRoots(variants)).toEqual(roots));

  test.each<[string[], string[]]>([
    [['reagents', 'reagent'], ['reagent']],
    [['ko', 'knock out', 'knockout'], ['ko', 'knock out', 'knockout']],
    [['lentivirus', 'lentiviral', 'lv'], ['lentivirus', 'lentiviral', 'lv']],
    [['marker', 'markers', 'ladder'], ['marker', 'ladder']],
  ])('word-start roots of %p: %p', (variants, roots) => expect(prefixRoots(variants)).toEqual(roots));

  test.each<[string, string[][], string, boolean]>([
    ['every slot has a long variant inside the query', [['transfection', 'lipofection'], ['reagents', 'reagent']], 'transfectionreagents', true],
    ['a synonym slot whose typed phrase is in the query', [['real time pcr', 'qpcr']], 'realtimepcr', true],
    ['a slot of short forms only (a word start is not a substring)', [['ko', 'kos']], 'ko', false],
    ['a phrase made across a dropped stop word', [['real time pcr', 'qpcr']], 'realthetimepcr', false],
    ['no slot (punctuation only)', [], '', false],
  ])('the literal rule adds nothing when %s', (_label, slots, compact, implied) =>
    expect(literalImpliedBySlots(slots.map((variants) => ({ variants })), compact)).toBe(implied),
  );

  // The name's lexemes are runs of one to three words, phrases marked with '~' (migration 0014): a tier is one
  // exact tsquery when every term fits, and null sends the caller to a LIKE.
  test.each<[string, string[][], boolean, string | null]>([
    ['whole words, one group per slot', [['knock out', 'ko', 'knockout'], ['cell', 'cells']], false, "('~knock out' | 'ko' | 'knockout') & ('cell' | 'cells')"],
    ['word starts', [['ko', 'knockout'], ['pool']], true, "('ko':* | 'knockout':*) & ('pool':*)"],
    ['a term given twice once', [['cell', 'cell']], false, "('cell')"],
    ['three words fit', [['real time pcr']], false, "('~real time pcr')"],
    ['four words do not', [['quantitative real time pcr', 'qpcr']], false, null],
    ['an empty group', [['cell'], []], false, null],
    ['no group', [], true, null],
    ['quotes and backslashes are escaped', [["5' cap", 'a\\b']], false, "('~5'' cap' | 'a\\\\b')"],
    ['operators stay inside the quotes', [['a & !b:*']], true, "('~a & !b:*':*)"],
    ['non-ASCII letters', [['α tubulin', 'μl']], true, "('~α tubulin':* | 'μl':*)"],
  ])('name lexeme query: %s', (_label, groups, prefix, expected) => expect(nameLexemeQuery(groups, prefix)).toBe(expected));
});

describe('a catalogue number or its start (catalogNumberPrefix, catalogPrefixWidens)', () => {
  test.each<[string, string | null, boolean]>([
    // typed in parts with a short part: the start also widens the matches ("336" starts no word of "badm3363")
    ['badm 336', 'badm336', true],
    ['gen 004', 'gen004', true],
    ['BADM 33', 'badm33', true],
    ['lv ctrl 0', 'lvctrl0', true],
    ['bal 10', 'bal10', true],
    // one word, or no short part: every part is already a substring test; the start only ranks
    ['badm336', 'badm336', false],
    ['GEN004', 'gen004', false],
    ['gen-004', 'gen004', false],
    ['badm 3363', 'badm3363', false],
    ['cas9', 'cas9', false],
    // no digit, no letter, too short
    ['dna la', null, false],
    ['10 20', null, false],
    ['a 1', null, false],
    ['p53', null, false],
  ])('%s → %s', (q, prefix, widens) => {
    const parsed = parseSearchQuery(q);
    expect({ prefix: catalogNumberPrefix(parsed), widens: catalogPrefixWidens(parsed) }).toEqual({ prefix, widens });
  });
});

describe('query parsing', () => {
  const synonyms = [{ terms: 'ladder, marker' }, { terms: 'ko, knock-out' }, { terms: 'qpcr, real-time pcr' }, { terms: 'mastermix, master mix' }];

  test('every word is a slot; order does not matter', () => {
    expect(parseSearchQuery('green sybr').slots.map((s) => s.label)).toEqual(['green', 'sybr']);
  });
  test('a hyphenated word stays one slot', () => {
    expect(parseSearchQuery('q-PCR mix').slots.map((s) => s.label)).toEqual(['q pcr', 'mix']);
  });
  test('stop words are not required when other words remain', () => {
    expect(parseSearchQuery('kit for transfection').slots.map((s) => s.label)).toEqual(['kit', 'transfection']);
    expect(parseSearchQuery('for').slots.map((s) => s.label)).toEqual(['for']);
  });
  test('synonyms: single words and phrases become one slot with every term of the group', () => {
    expect(parseSearchQuery('ladder', synonyms).slots[0].variants).toEqual(expect.arrayContaining(['ladder', 'marker']));
    expect(parseSearchQuery('KO', synonyms).slots[0].variants).toEqual(expect.arrayContaining(['ko', 'knock out']));
    const rt = parseSearchQuery('real-time pcr', synonyms);
    expect(rt.slots).toHaveLength(1);
    expect(rt.slots[0].variants).toEqual(expect.arrayContaining(['qpcr', 'real time pcr']));
    expect(parseSearchQuery('master mix', synonyms).slots[0].variants).toContain('mastermix');
    expect(parseSearchQuery('ladders', synonyms).slots[0].variants).toEqual(expect.arrayContaining(['ladder', 'marker']));
  });
  test('catalogue numbers keep their compact form and get no typo budget', () => {
    const q = parseSearchQuery('badm 3363');
    expect(q.compact).toBe('badm3363');
    expect(q.slots.map((s) => s.typos)).toEqual([0, 0]);
  });
  test('synonym lines are split on commas and normalised; a group needs two terms', () => {
    expect(parseSynonymTerms('Ladder, MARKER ,ladder')).toEqual(['ladder', 'marker']);
    expect(parseSynonymTerms('only')).toEqual(['only']);
  });
  const GROUPS = [
    { id: 1, terms: 'ladder, marker' },
    { id: 2, terms: 'ko, knock-out, knockout' },
  ];
  test.each([
    ['ladder, marker', undefined, 1],
    ['Marker ,  LADDER', undefined, 1],
    ['marker, ladder, marker', undefined, 1],
    ['knockout, ko, knock-out', undefined, 2],
    ['ladder, marker, dna ladder', undefined, null],
    ['ladder', undefined, null],
    ['ko, knock-out', undefined, null],
    ['ladder, marker', 1, null],
    ['ladder, marker', 2, 1],
    ['', undefined, null],
  ])('a new group %j (editing %s) repeats group %s', (terms, exceptId, expected) => {
    expect(duplicateSynonymGroup(terms, GROUPS, exceptId)?.id ?? null).toBe(expected);
  });
});

describe('bad input', () => {
  test('queries over 200 characters are truncated', () => {
    expect(Array.from(sanitizeSearchQuery('a'.repeat(500)))).toHaveLength(200);
    expect(Array.from(sanitizeSearchQuery('🧬'.repeat(300)))).toHaveLength(200);
  });
  test('NUL and control characters are stripped; whitespace collapses', () => {
    expect(sanitizeSearchQuery('dna\u0000 mar\u0007ker\u009b')).toBe('dna marker');
    expect(sanitizeSearchQuery('a\tb\nc')).toBe('a b c');
    expect(sanitizeSearchQuery('\ud800x')).toBe('x');
  });
  test('non-strings and repeated parameters', () => {
    expect(sanitizeSearchQuery(undefined)).toBe('');
    expect(sanitizeSearchQuery(42)).toBe('');
    expect(sanitizeSearchQuery(Array.from({ length: 1000 }, (_, i) => `q${i}`))).toBe('q0');
  });
  test.each([
    ['%', '%'],
    ['70%', '%'],
    ['(large fragment)', '()'],
    ['a-b-c', '-'],
    ['10 µl ± 5', 'µ±'],
    ['knock out', ''],
    ['%%__', '%_'],
  ])('the characters %p narrows by in the symbols index: %p', (literal, symbols) => {
    expect(literalSymbols(literal)).toBe(symbols);
  });
  test('%, _ and \\ are literal in LIKE patterns', () => {
    expect(escapeLike('70%_a\\b')).toBe('70\\%\\_a\\\\b');
  });
  test('pathological strings parse quickly', () => {
    const nasty = ['('.repeat(200), '['.repeat(200), '%_\\'.repeat(70), 'a-'.repeat(100), "'\"".repeat(100), 'ﷺ'.repeat(200), 'a '.repeat(100)];
    const t0 = performance.now();
    for (const s of nasty) parseSearchQuery(s, [{ terms: 'a, b' }]);
    expect(performance.now() - t0).toBeLessThan(100);
  });
  test('the log keeps the normalised query, at most 100 characters', () => {
    expect(searchLogKey('  Knock-Out\u0000  ')).toBe('knock out');
    expect(searchLogKey('x'.repeat(300))).toHaveLength(100);
  });
});

describe('highlighting', () => {
  const marked = (text: string, terms: string[]) =>
    highlightSegments(text, terms)
      .map((s) => (s.mark ? `[${s.text}]` : s.text))
      .join('');
  test.each([
    ['Gene Knock-Out', ['knockout'], 'Gene [Knock-Out]'],
    ['GN10K DNA Marker', ['marker', 'dna'], 'GN10K [DNA] [Marker]'],
    ['BADM3363', ['badm 3363'], '[BADM3363]'],
    ['Crème brûlée', ['creme'], '[Crème] brûlée'],
    ['<script>marker</script>', ['marker'], '<script>[marker]</script>'],
    ['no match here', ['zzz'], 'no match here'],
    ['Functional Vectors', ['lv', 'lentivirus'], 'Functional Vectors'],
    ['GEP-KO02 knock-out', ['ko'], 'GEP-[KO]02 knock-out'],
  ])('%s with %j → %s', (text, terms, out) => expect(marked(text, terms)).toBe(out));
  test('segments are plain text (rendered escaped by React)', () => {
    expect(highlightSegments('<b>dna</b>', ['dna']).map((s) => s.text).join('')).toBe('<b>dna</b>');
  });
});

describe('the line that says why a result is listed (matchedDetail)', () => {
  const gko = {
    name: 'Gene Knock-Out',
    description: 'Complete CRISPR/Cas9 knock-out of your gene of interest.',
    keyFeatures: ['Three independent sgRNAs per gene', 'Plasmid (puromycin or GFP selection) or lentivirus formats'],
    specifications: ['PVDF & NC', 'Puromycin 1 µg/mL'],
  };
  test.each<[string, string[], { label: string; text: string } | null]>([
    ['a term only in a key feature: the first feature showing it', ['puromycin'], { label: 'Key feature', text: gko.keyFeatures[1] }],
    ['a term only in a specification', ['pvdf'], { label: 'Specification', text: 'PVDF & NC' }],
    ['every term in the name or description: nothing more', ['knockout', 'gene'], null],
    ['one term in the name, the other only in a feature', ['gene', 'gfp'], { label: 'Key feature', text: gko.keyFeatures[1] }],
    ['a term nowhere (a variant that matched nothing)', ['zeocin'], null],
    ['no terms', [], null],
  ])('%s', (_label, terms, expected) => expect(matchedDetail(gko, terms)).toEqual(expected));

  test.each([
    ['a mark near the start: the whole text', 'Plasmid (puromycin or GFP selection)', ['puromycin'], 'Plasmid (puromycin or GFP selection)'],
    [
      'a mark far in: cut at a word shortly before it',
      'AAVS1 donor template with homology arms, MCS and puromycin trap',
      ['puromycin'],
      '…homology arms, MCS and puromycin trap',
    ],
    ['no mark: the whole text', 'AAVS1 donor template with homology arms, MCS and a trap', ['zeocin'], 'AAVS1 donor template with homology arms, MCS and a trap'],
  ])('excerpt: %s', (_label, text, terms, expected) => expect(detailExcerpt(text, terms)).toBe(expected));
});

describe('services and posts: every word in the title or body', () => {
  const item = { title: 'Lentivirus Packaging', body: 'Third-generation packaging of your transfer plasmid.' };
  test.each([
    ['lentivirus packaging', true],
    ['packaging lentivirus', true],
    ['third generation', true],
    ['lentivirus cloning', false],
    ['LENTIVIRUS', true],
    ['%', false],
    ['transfer plasmid.', true],
  ])('%s → %s', (q, expected) => {
    expect(matchesAllSlots(item, parseSearchQuery(q))).toBe(expected);
    // the prepared document (kept in the data cache) answers the same
    expect(documentMatchesAllSlots(textDocument(item), parseSearchQuery(q))).toBe(expected);
  });

  test('a query without words is the literal rule on the title and body', () => {
    const doc = textDocument({ title: 'Discount 10%', body: 'Half-price (50%) on ladders' });
    expect(documentMatchesAllSlots(doc, parseSearchQuery('%'))).toBe(true);
    expect(documentMatchesAllSlots(doc, parseSearchQuery('(50%)'))).toBe(true);
    expect(documentMatchesAllSlots(doc, parseSearchQuery('#'))).toBe(false);
  });
});

test('repeated words count once, and at most eight different words take part', () => {
  expect(parseSearchQuery('marker marker MARKER').slots.map((s) => s.label)).toEqual(['marker']);
  expect(parseSearchQuery('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10').slots).toHaveLength(8);
});

describe('the no-JavaScript search-log image counts only when it comes from this site', () => {
  const origin = 'https://shop.example';
  test.each([
    ['same-origin', null, true],
    ['cross-site', null, false],
    ['same-site', null, false],
    ['none', null, false],
    ['cross-site', 'https://shop.example/products?q=x', false],
    [null, 'https://shop.example/products?q=x', true],
    [null, 'https://evil.example/page', false],
    [null, 'not a url', false],
    [null, null, true],
  ])('Sec-Fetch-Site %p, Referer %p → %p', (site, referer, expected) => {
    expect(countableSearchBeacon(site, referer, origin)).toBe(expected);
  });
});

// The search engine against a real database (PGlite or PostgreSQL, see setup.ts): documents follow every write,
// the spec's substring rule is never lost (property test), each ranking rule, partial matches, "Did you mean",
// synonyms, bad input, and the aggregated search log.
import { eq, sql } from 'drizzle-orm';
import { getDb, getDbHandle } from '@/db/client';
import { products, searchLog, searchSynonyms } from '@/db/schema';
import { matchesCatalogSearch } from '@/lib/domain/catalog';
import { literalSymbols, RANK, SEARCH_COUNT_CAP } from '@/lib/domain/search';
import { parseCatalogParams } from '@/lib/domain/catalog-params';
import { createProduct, deleteProduct, updateProduct } from '@/lib/server/catalog-admin';
import { queryProducts } from '@/lib/server/catalog';
import { querySynonymGroups, rowsOf, searchProducts, searchProductSummaries, suggestForQuery, suggestSpelling, type SearchTiming } from '@/lib/server/search';
import { recordSearch, searchLogCsv, topSearches, SEARCH_LOG_PER_VISITOR_PER_MINUTE } from '@/lib/server/search-log';

const actor = { email: 'admin@bioark.test' };
const slugs = async (q: string, opts = {}) => (await searchProducts(q, { pageSize: 100, ...opts })).items.map((p) => p.slug);

describe('the search document follows every write', () => {
  test('create, rename and delete', async () => {
    const p = await createProduct({ name: 'Zebrafish Morpholino Kit', description: 'Antisense oligos.', catalogNumber: 'ZF-0001' }, actor);
    expect(await slugs('zebrafish')).toEqual([p.slug]);
    expect(await slugs('zf 0001')).toEqual([p.slug]);
    const renamed = await updateProduct(p.id, { name: 'Medaka Morpholino Kit', version: p.version }, actor);
    expect(await slugs('zebrafish')).toEqual([]);
    expect(await slugs('medaka')).toEqual([p.slug]);
    await deleteProduct(p.id, renamed.version, actor);
    expect(await slugs('medaka')).toEqual([]);
  });

  test('key features and specifications are searched (ranked after the description), and follow edits', async () => {
    const p = await createProduct(
      { name: 'Medaka Reporter Plasmid', description: 'A reporter backbone.', catalogNumber: 'MD-0002', keyFeatures: ['Zeocin selection cassette'], specifications: ['Ninefold polylinker'] },
      actor,
    );
    expect(await slugs('zeocin')).toEqual([p.slug]);
    expect(await slugs('polylinker medaka')).toEqual([p.slug]);
    // Their words join the typo vocabulary.
    expect(await slugs('zeocine')).toEqual([p.slug]);
    // Found only with a key feature: the details tier, after every description match.
    expect((await searchProducts('zeocin')).tiers).toEqual([RANK.details]);
    const edited = await updateProduct(p.id, { keyFeatures: ['Hygromycin selection cassette'], version: p.version }, actor);
    expect(await slugs('zeocin')).toEqual([]);
    expect(await slugs('hygromycin')).toEqual([p.slug]);
    await updateProduct(p.id, { specifications: [], version: edited.version }, actor);
    expect(await slugs('polylinker')).not.toContain(p.slug);
    await deleteProduct(p.id, edited.version + 1, actor);
  });

  test('the document holds the words of option labels, manual titles, key features and specifications, whatever their characters', async () => {
    // The lists are read through their JSON text (migration 0018): quotes, backslashes, line breaks, control
    // characters and accents must leave exactly the words the normaliser makes of the text itself.
    const p = await createProduct(
      {
        name: 'Quillwort "Q" Kit',
        description: 'Line one\nline two',
        catalogNumber: 'QW-\\1',
        options: [{ label: '50 mL "small"', priceCents: null }, { label: 'Tab\there', priceCents: 100 }],
        manuals: [{ title: 'Protocol \\ Café', url: '/manuals/qw.pdf' }],
        keyFeatures: ['He said "PVDF\nmembrane"', 'back\\slash \u0001ctl', 'dé\u00a0jà'],
        specifications: ['[11 bands], {ready}', 'literal \\u0041 escape'],
      },
      actor,
    );
    const db = await getDb();
    const docOf = async () =>
      (rowsOf(await db.execute(sql`select doc_words, details_words_len, details_compact_len from product_search where product_id = ${p.id}`)) as {
        doc_words: string;
        details_words_len: number;
        details_compact_len: number;
      }[])[0];
    const doc = await docOf();
    const details = 'he said pvdf membrane back slash ctl de ja 11 bands ready literal u0041 escape';
    expect(doc.doc_words).toBe(` quillwort q kit quillwort q kit qw 1 qw1 reagents markers 50 ml small tab here line one line two protocol cafe ${details} `);
    expect(doc.details_words_len).toBe(details.length + 1);
    expect(doc.details_compact_len).toBe(details.replaceAll(' ', '').length);
    expect(await slugs('pvdf membrane')).toEqual([p.slug]);
    expect(await slugs('small quillwort')).toEqual([p.slug]);
    // An edit of a list alone rewrites the document (the update trigger passes the changed rows' ids).
    const edited = await updateProduct(p.id, { options: [{ label: 'Large "L"', priceCents: null }], version: p.version }, actor);
    expect((await docOf()).doc_words).toContain(' reagents markers large l line one ');
    expect((await docOf()).doc_words).not.toContain('small');
    expect(await slugs('large quillwort')).toEqual([p.slug]);
    await deleteProduct(p.id, edited.version, actor);
  });

  test('rows inserted in bulk (as an import does) are indexed in the same statement', async () => {
    const db = await getDb();
    await db.execute(sql`insert into products (id, slug, name, description, catalog_number, category)
      select 'bulk-' || i, 'bulk-' || i, 'Bulkimport Polymerase ' || i, 'Thermostable', 'BLK-' || i, 'reagents-markers'
      from generate_series(1, 50) as i`);
    expect((await searchProducts('bulkimport polymerase', { pageSize: 100 })).total).toBe(50);
    expect((await slugs('BLK-7'))[0]).toBe('bulk-7');
    await db.delete(products).where(sql`${products.id} like 'bulk-%'`);
    expect((await searchProducts('bulkimport')).total).toBe(0);
  });
});

describe('superset of the spec: every literal substring hit is found (property test)', () => {
  test('random substrings of names, descriptions and catalogue numbers', async () => {
    const all = await queryProducts();
    let seed = 27;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const failures: string[] = [];
    for (let k = 0; k < 150; k++) {
      const p = all[rand(all.length)];
      const field = Array.from([p.name, p.description, p.catalogNumber][rand(3)]);
      if (field.length < 2) continue;
      const start = rand(field.length - 1);
      const q = field.slice(start, start + 1 + rand(Math.min(24, field.length - start))).join('').trim();
      if (!q || /\s{2}/.test(q)) continue;
      const expected = all.filter((x) => matchesCatalogSearch(x, q)).map((x) => x.slug);
      const found = new Set(await slugs(q));
      const missing = expected.filter((s) => !found.has(s));
      if (missing.length) failures.push(`${JSON.stringify(q)} misses ${missing.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('ranking rules (each with its own products; ties keep the catalogue order, newest first)', () => {
  let made: Record<string, string> = {};
  beforeAll(async () => {
    // Created worst-first, so the catalogue order alone would list them the wrong way round.
    const defs: [string, Parameters<typeof createProduct>[0]][] = [
      ['details', { name: 'Plain Stain', description: 'A gel stain.', catalogNumber: 'ZR-6', keyFeatures: ['Validated on zorblat gels'] }],
      ['description', { name: 'Plain Buffer', description: 'Works with zorblat substrates.', catalogNumber: 'ZR-5' }],
      ['anywhere', { name: 'Prozorblat Kit', catalogNumber: 'ZR-4' }],
      ['prefix', { name: 'Zorblatic Enzyme', catalogNumber: 'ZR-3' }],
      ['word-older', { name: 'Zorblat Standard', catalogNumber: 'ZR-2b' }],
      ['word', { name: 'Zorblat Buffer', catalogNumber: 'ZR-2' }],
      ['catalog', { name: 'Unrelated Name', catalogNumber: 'ZORBLAT' }],
      ['start-name', { name: 'Zorb9 Buffer', catalogNumber: 'ZR-9' }],
      ['start', { name: 'Other Reagent', catalogNumber: 'ZORB9-77' }],
    ];
    for (const [key, def] of defs) {
      made[key] = (await createProduct(def, actor)).slug;
      await new Promise((r) => setTimeout(r, 5));
    }
  });
  afterAll(() => {
    made = {};
  });

  test('exact catalogue number, then all words in the name, then name prefixes, then anywhere in the name, then description, then key features', async () => {
    const r = await searchProducts('zorblat', { pageSize: 100 });
    expect(r.items.map((p) => p.slug)).toEqual([made.catalog, made.word, made['word-older'], made.prefix, made.anywhere, made.description, made.details]);
    expect(r.tiers).toEqual([RANK.catalogNumber, RANK.nameWords, RANK.nameWords, RANK.namePrefix, RANK.nameAnywhere, RANK.document, RANK.details]);
  });

  test('a catalogue number that starts with the query comes after the exact one and before every name match', async () => {
    const r = await searchProducts('zorb9', { pageSize: 100 });
    expect(r.items.map((p) => p.slug)).toEqual([made.start, made['start-name']]);
    expect(r.tiers).toEqual([RANK.catalogStart, RANK.nameWords]);
    const exact = await searchProducts('ZORB9-77', { pageSize: 100 });
    expect({ first: exact.items[0]?.slug, tier: exact.tiers[0] }).toEqual({ first: made.start, tier: RANK.catalogNumber });
  });

  test('for "marker", the five products named Marker come before the vector that mentions a selection marker', async () => {
    const list = await slugs('marker');
    const vector = list.indexOf('cdna-vector-stock');
    expect(vector).toBeGreaterThan(4);
    expect(list.slice(0, 5).every((s) => s.includes('marker'))).toBe(true);
  });

  test('when nothing matches every word, the closest matches are shown, marked partial', async () => {
    const r = await searchProducts('zorblat frobnitz', { pageSize: 100 });
    expect(r.partial).toBe(true);
    expect(r.items.map((p) => p.slug)).toContain(made.word);
    expect(r.tiers.every((t) => t === RANK.partial || t === RANK.catalogNumber)).toBe(true);
    expect((await searchProducts('zorblat buffer')).partial).toBe(false);
  });

  test('category and availability filters combine with the query', async () => {
    expect(await slugs('marker', { category: 'genome-editing' })).toEqual([]);
    const purchasable = await slugs('transfection', { availability: 'purchasable' });
    expect(purchasable.length).toBeGreaterThan(0);
    expect(await slugs('transfection', { availability: 'quote' })).not.toEqual(expect.arrayContaining(purchasable));
  });

  test('a page past the end answers the last page', async () => {
    const r = await searchProducts('marker', { pageSize: 2, page: 99 });
    expect(r.page).toBe(r.pageCount);
    expect(r.items.length).toBeGreaterThan(0);
  });

  test('highlight terms include typo corrections', async () => {
    const r = await searchProducts('markr');
    expect(r.highlight).toContain('marker');
  });
});

describe('Did you mean', () => {
  test('a query that finds nothing gets the closest vocabulary term', async () => {
    expect((await searchProducts('transfektshun')).total).toBe(0);
    expect(await suggestSpelling('transfektshun')).toBe('transfection');
    expect(await suggestSpelling('xyzzyq')).toBeNull();
  });
});

describe('synonyms are read from the table', () => {
  test('a new group changes the next search', async () => {
    const db = await getDb();
    expect(await slugs('frobnicator', { synonyms: await querySynonymGroups() })).toEqual([]);
    await db.insert(searchSynonyms).values({ terms: 'frobnicator, sybr green' });
    expect(await slugs('frobnicator', { synonyms: await querySynonymGroups() })).toEqual(
      expect.arrayContaining(['sybr-green-qpcr-mix', 'fast-sybr-green-qpcr-mix']),
    );
    await db.delete(searchSynonyms).where(eq(searchSynonyms.terms, 'frobnicator, sybr green'));
  });
  test('the seeded vocabulary is there', async () => {
    const groups = (await querySynonymGroups()).map((g) => g.terms);
    expect(groups).toEqual(expect.arrayContaining(['ladder, marker', 'mastermix, master mix', 'colour, color']));
  });
});

describe('bad input', () => {
  test('%, _, \\, ( and [ and quotes are literal', async () => {
    // '%' is no wildcard: the description's "70%" first, then the products whose key features or specifications
    // hold the word 70 ("50–70% lower DNA amounts", "70 kDa"), and nothing else.
    expect(await slugs('70%')).toEqual(['crispr-knock-down', 'prestained-protein-marker-iv', 'bajet-transfection-reagent']);
    expect((await searchProducts('70%')).tiers).toEqual([RANK.document, RANK.details, RANK.details]);
    expect(await slugs('_')).toEqual([]);
    expect(await slugs('\\')).toEqual([]);
    const all = await queryProducts();
    for (const lit of ['(', '[', ')']) {
      const expected = all.filter((p) => matchesCatalogSearch(p, lit)).map((p) => p.slug);
      expect((await slugs(lit)).sort()).toEqual(expected.sort());
    }
    expect((await slugs('(Large Fragment)'))[0]).toBe('gene-deletion');
    expect(await slugs("'")).toEqual([]);
    expect(await slugs('"marker"')).toContain('gn8k-dna-marker');
  });

  test('search_symbols (SQL) and literalSymbols (TypeScript) keep the same characters', async () => {
    const db = await getDb();
    for (const text of ['70% ethanol', '(large fragment) [x]', '10 µl ± 5 °c', 'a\tb\nc', 'knock-out/in', '"q" \'s\' _ \\']) {
      const [row] = rowsOf(await db.execute(sql`select array_to_string(search_symbols(${text}), '') as s`));
      expect({ text, sql: [...String(row.s)].sort().join('') }).toEqual({ text, sql: [...literalSymbols(text)].sort().join('') });
    }
  });

  test('a query without a trigram finds its literal hits through the symbols index as through a full read', async () => {
    const all = await queryProducts();
    for (const lit of ['70%', '%', '(', ')', '[', '"', '-', '5%', 'é', '±']) {
      const expected = all.filter((p) => matchesCatalogSearch(p, lit)).map((p) => p.slug).sort();
      // walkWindow 0: nothing from the first scan, so the count and ranking must come through the index; the
      // same results as the whole-catalogue scan, and every literal hit among them ('5%' also finds the word 5)
      const viaIndex = (await slugs(lit, { walkWindow: 0 })).sort();
      expect({ lit, slugs: viaIndex }).toEqual({ lit, slugs: (await slugs(lit)).sort() });
      expect({ lit, missing: expected.filter((x) => !viaIndex.includes(x)) }).toEqual({ lit, missing: [] });
    }
  });

  test('pathological strings each answer in under 100 ms', async () => {
    const nasty = [
      '('.repeat(500),
      '['.repeat(200),
      '%_\\'.repeat(100),
      'a-'.repeat(150),
      "'\"".repeat(150),
      'ﷺ'.repeat(300),
      'a '.repeat(200),
      'abcdefghij '.repeat(30),
      'x\u0000y\u0007z'.repeat(50),
      '🧬'.repeat(300),
      'marker '.repeat(40),
    ];
    await searchProducts('warm up');
    for (const q of nasty) {
      const t0 = performance.now();
      await searchProducts(q);
      const ms = performance.now() - t0;
      expect({ q: q.slice(0, 12), fast: ms < 100 }).toEqual({ q: q.slice(0, 12), fast: true });
    }
  });

  test('1,000 repeated q parameters: the first one counts', async () => {
    const params = parseCatalogParams({ q: Array.from({ length: 1000 }, (_, i) => `marker${i}`) });
    expect(params.q).toBe('marker0');
    expect(parseCatalogParams({ q: 'x'.repeat(1000) }).q).toHaveLength(200);
  });
});

describe('suggestions', () => {
  test('top six products with catalogue number and price or Quote, then services and posts', async () => {
    const s = await suggestForQuery('lentivirus packaging');
    expect(s.services.map((x) => x.title)).toContain('Lentivirus Packaging');
    const m = await suggestForQuery('marker');
    expect(m.products.length).toBeLessThanOrEqual(6);
    expect(m.products[0]).toEqual(expect.objectContaining({ catalogNumber: expect.any(String), price: expect.stringMatching(/^\$|^Quote$/) }));
  });
});

describe('search log', () => {
  beforeEach(async () => {
    const db = await getDb();
    await db.delete(searchLog);
    await db.execute(sql`delete from rate_limits where key like 'search-log:%'`);
  });

  test('aggregated per day and normalised query, no visitor data, result counts kept', async () => {
    await recordSearch('Knock-Out', '10.0.0.1');
    await recordSearch('knock out', '10.0.0.2');
    await recordSearch('zebrafish tanks', '10.0.0.1');
    const db = await getDb();
    const rows = await db.select().from(searchLog).orderBy(searchLog.query);
    expect(rows.map((r) => [r.query, r.searches, r.results > 0])).toEqual([
      ['knock out', 2, true],
      ['zebrafish tanks', 1, false],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/10\.0\.0/);
    const top = await topSearches();
    expect(top[0]).toEqual(expect.objectContaining({ query: 'knock out', searches: 2 }));
    expect((await topSearches({ zeroOnly: true })).map((r) => r.query)).toEqual(['zebrafish tanks']);
    expect(searchLogCsv(top)).toMatch(/^query,searches,results,last_day\r\nknock out,2,\d+,\d{4}-\d\d-\d\d\r\n/);
  });

  test('one visitor cannot flood the log', async () => {
    for (let i = 0; i < SEARCH_LOG_PER_VISITOR_PER_MINUTE + 10; i++) await recordSearch(`flood ${i}`, '10.9.9.9');
    const db = await getDb();
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(searchLog);
    expect(Number(n)).toBe(SEARCH_LOG_PER_VISITOR_PER_MINUTE);
  });

  test('old days are pruned', async () => {
    const db = await getDb();
    await db.insert(searchLog).values({ day: '2020-01-01', query: 'ancient', searches: 3, results: 0 });
    const { pruneSearchLog } = await import('@/lib/server/search-log');
    await pruneSearchLog();
    expect(await db.select().from(searchLog).where(eq(searchLog.query, 'ancient'))).toEqual([]);
  });

  test('CSV cells a spreadsheet would run as formulas are neutralised', () => {
    expect(searchLogCsv([{ query: '=cmd()', searches: 1, results: 0, lastDay: '2026-11-25' }])).toContain(`"'=cmd()"`);
  });
});

describe('a query with more matches than the count cap (docs/search.md#speed)', () => {
  // 1,300 products whose names and descriptions put the words in every tier (whole word, word start — Quillwortia —,
  // inside a word — Superquillwort —, description only, key feature only), interleaved in catalogue order, so the tier-by-tier page
  // must agree with ranking every match in one statement.
  const N = 1300;
  beforeAll(async () => {
    const db = await getDb();
    // Every eighth (i % 8 = 7) has the word only in a key feature: the details tier, after the description's.
    await db.execute(sql`insert into products (id, slug, name, description, catalog_number, category, quote_only, created_at, key_features)
      select 'broad-' || i, 'broad-' || i,
        case i % 8 when 0 then 'Quillwort Vector ' || i when 4 then 'Quillwort Vector ' || i when 1 then 'Quillworts Panel ' || i when 5 then 'Quillworts Panel ' || i
          when 2 then 'Superquillwort Kit ' || i when 6 then 'Quillwortia Kit ' || i else 'Plain Item ' || i end,
        case when i % 8 = 7 then 'A plain item.' when i % 3 = 0 then 'Made with quillwort extract.' else 'Contains quillwort vector parts.' end,
        'QW-' || lpad(i::text, 5, '0'), case when i % 2 = 0 then 'lentivirus' else 'reagents-markers' end, i % 5 = 0,
        now() - make_interval(secs => (i * 7919) % ${N}),
        case when i % 8 = 7 then '["Tested on quillwort leaves"]'::jsonb else '[]'::jsonb end
      from generate_series(1, ${N}) as i`);
  });
  afterAll(async () => {
    const db = await getDb();
    await db.delete(products).where(sql`${products.id} like 'broad-%'`);
  });

  test.each([
    ['quillwort', {}],
    ['quillwort vector', {}],
    ['quillworts', {}],
    ['QW-00077 quillwort', {}],
    ['qw 00500', {}],
    ['quillwort', { category: 'lentivirus' }],
    ['quillwort', { availability: 'quote' as const }],
    ['quillwort', { page: 3 }],
    ['quillwort', { page: 9 }],
    ['quillwort', { page: 30 }],
    ['quillwort plain vvqqzzx', {}],
    ['quillwort plain vvqqzzx', { page: 2 }],
    ['extract panel vvqqzzx', {}],
    // fewer whole-word name matches than the cap: the word-start, inside-a-word and document tiers fill deep pages
    ['quillwort', { availability: 'quote' as const, page: 6 }],
    ['quillwort', { availability: 'quote' as const, page: 10 }],
    ['quillw', {}],
    ['quillw', { page: 10 }],
    ['quillworts', { availability: 'quote' as const, page: 10 }],
    // the description's matches, then the key features' (the details tier)
    ['plain quillwort', {}],
    ['plain quillwort', { page: 3 }],
    ['plain quillwort', { page: 8 }],
    // a catalogue number typed in parts (QW-00500 … as "qw0 05", "qw0 0"): only the catalogue-number start matches
    ['qw0 05', {}],
    ['qw0 0', {}],
    ['qw0 0', { page: 5 }],
    ['qw0 0', { availability: 'quote' as const, page: 2 }],
    // one word: the start ranks the catalogue numbers first, the name and document matches after them
    ['QW000', {}],
    ['qw00', { page: 3 }],
    ['qw00', { category: 'lentivirus', page: 2 }],
  ])('%p %p: the same page as ranking every match, with the count capped', async (q, extra) => {
    const opts = { pageSize: 24, ...extra };
    const reference = await searchProducts(q, { ...opts, exhaustive: true });
    // The whole catalogue in the first scan (the default window), none of it (every count and tier through the
    // trigram indexes), and windows that hold some tiers' rows but not others'.
    // nameRankMax 0: the name tiers fetched one by one, as for a query with thousands of name matches; 100,000:
    // every name match ranked in one statement.
    // pageFirst: the page tier by tier before the count, whose statements may settle "more than the cap" themselves.
    for (const nameRankMax of [undefined, 0, 100_000]) {
      for (const [walkWindow, pageFirst] of [[undefined], [0], [40], [150], [700], [0, true], [40, true], [150, true]] as [number | undefined, boolean?][]) {
        const tiered = await searchProducts(q, { ...opts, walkWindow, nameRankMax, pageFirst });
        expect({ walkWindow, nameRankMax, pageFirst, slugs: tiered.items.map((p) => p.slug) }).toEqual({ walkWindow, nameRankMax, pageFirst, slugs: reference.items.map((p) => p.slug) });
        expect(tiered.tiers).toEqual(reference.tiers);
        expect(tiered.page).toBe(reference.page);
        expect(tiered.total).toBe(reference.total);
        expect(tiered.totalCapped).toBe(reference.totalCapped);
      }
    }
  });

  test('a catalogue number typed in parts is a full match in the catalogue-start tier, not a partial one (catalogNumberPrefix)', async () => {
    // "05" alone starts no word of "qw00500": before, "qw0 05" found only partial matches
    const r = await searchProducts('qw0 05', { pageSize: 100 });
    expect(r.partial).toBe(false);
    expect(r.total).toBe(100);
    expect(r.items.every((p) => /^QW-005\d\d$/.test(p.catalogNumber))).toBe(true);
    expect(new Set(r.tiers)).toEqual(new Set([RANK.catalogStart]));
    const s = await suggestForQuery('qw0 05');
    expect(s.products.map((p) => p.catalogNumber)).toEqual(r.items.slice(0, 6).map((p) => p.catalogNumber));
  });

  test.each([
    ['superquillwort', {}],
    ['quillwortia', { page: 3 }],
    ['quillwortia kit', { page: 2 }],
    ['quillwort', { category: 'lentivirus', availability: 'quote' as const }],
    ['quillworts vector', { availability: 'quote' as const }],
    ['quillwort leaves', { page: 2 }],
  ])('%p %p: fewer matches than the cap, found through the indexes and ranked as in one statement', async (q, extra) => {
    const opts = { pageSize: 24, ...extra };
    const reference = await searchProducts(q, { ...opts, exhaustive: true });
    expect(reference.totalCapped).toBe(false);
    expect(reference.total).toBeGreaterThan(24);
    for (const [walkWindow, pageFirst] of [[undefined], [0], [40], [150], [0, true], [40, true]] as [number | undefined, boolean?][]) {
      const r = await searchProducts(q, { ...opts, walkWindow, pageFirst });
      expect({ walkWindow, pageFirst, slugs: r.items.map((p) => p.slug), tiers: r.tiers }).toEqual({ walkWindow, pageFirst, slugs: reference.items.map((p) => p.slug), tiers: reference.tiers });
      expect({ total: r.total, capped: r.totalCapped, page: r.page }).toEqual({ total: reference.total, capped: false, page: reference.page });
    }
  });

  test.each([
    ['quillwort', 'the whole-word name tier'],
    ['extract', 'the document tier'],
  ])('%p: the page taken first counts %s past the cap, so the count is skipped', async (q) => {
    const timing: SearchTiming = [];
    const r = await searchProducts(q, { pageSize: 24, walkWindow: 40, pageFirst: true, timing });
    const reference = await searchProducts(q, { pageSize: 24, exhaustive: true });
    expect({ total: r.total, capped: r.totalCapped, slugs: r.items.map((p) => p.slug) }).toEqual({
      total: SEARCH_COUNT_CAP,
      capped: true,
      slugs: reference.items.map((p) => p.slug),
    });
    expect(timing.map(([step]) => step)).not.toContain('count');
    // fewer than the cap in every tier statement ("plain quillwort": 162 key-feature matches): counted as before
    const few: SearchTiming = [];
    await searchProducts('plain quillwort', { pageSize: 24, walkWindow: 40, pageFirst: true, timing: few });
    expect(few.map(([step]) => step)).toContain('count');
  });

  test('the count says "more than the cap", pages stop at the cap, and the first tiers come first', async () => {
    const r = await searchProducts('quillwort', { pageSize: 24 });
    expect(r.total).toBe(SEARCH_COUNT_CAP);
    expect(r.totalCapped).toBe(true);
    expect(r.pageCount).toBe(Math.ceil(SEARCH_COUNT_CAP / 24));
    expect(r.tiers[0]).toBe(RANK.nameWords);
    expect(r.items[0].name).toMatch(/^Quillworts? /);
    const exact = await searchProducts('qw-00077', { pageSize: 24 });
    expect(exact.items[0].slug).toBe('broad-77');
    const partial = await searchProducts('quillwort plain vvqqzzx', { pageSize: 24 });
    expect(partial.partial).toBe(true);
    expect(partial.totalCapped).toBe(true);
    expect(partial.items[0].name).toMatch(/^Plain Item /);
    for (const walkWindow of [undefined, 0, 100]) {
      const few = await searchProducts('superquillwort', { pageSize: 24, availability: 'quote', walkWindow });
      expect(few.totalCapped).toBe(false);
      expect(few.total).toBe(Array.from({ length: N }, (_, k) => k + 1).filter((i) => i % 8 === 2 && i % 5 === 0).length);
    }
  });
});

describe('phrases and hyphenated words in the name tiers (the name lexemes, docs/search.md#speed)', () => {
  // 720 products whose names hold the same words as phrases, hyphenated runs of two to four parts, plurals and
  // description-only mentions, interleaved in catalogue order. A term of up to three words is one lexeme of the
  // name; a longer one ('quill wort gamma delta') is found through name_compact and tested with a LIKE. Every path
  // must give the page that ranking every match in one statement gives.
  const N = 720;
  beforeAll(async () => {
    const db = await getDb();
    await db.execute(sql`insert into products (id, slug, name, description, catalog_number, category, created_at)
      select 'phrase-' || i, 'phrase-' || i,
        case i % 6 when 0 then 'Quill-Wort-Gamma-Delta Set ' || i when 1 then 'Quill Wort Gamma Delta Panel ' || i
          when 2 then 'Quill-Wort Kit ' || i when 3 then 'Quillwort-Gamma Mix ' || i when 4 then 'Gamma Quill-Worts ' || i
          else 'Plain Thing ' || i end,
        case when i % 6 = 5 then 'Mentions quill wort gamma delta inside.' else 'A reagent.' end,
        'PH-' || lpad(i::text, 4, '0'), 'reagents-markers', now() - make_interval(secs => (i * 7919) % ${N})
      from generate_series(1, ${N}) as i`);
  });
  afterAll(async () => {
    const db = await getDb();
    await db.delete(products).where(sql`${products.id} like 'phrase-%'`);
  });

  test.each([
    ['quill-wort-gamma-delta', {}],
    ['quill-wort-gamma-delta', { page: 4 }],
    ['quill-wort-gamma-delt', {}],
    ['quill-wort', {}],
    ['quill-wort', { page: 8 }],
    ['quill-wor', {}],
    ['quill wort gamma', {}],
    ['gamma-delta', { page: 2 }],
    ['quill-worts', {}],
    ['quillwort gamma', { page: 3 }],
  ])('%p %p: the same page as ranking every match', async (q, extra) => {
    const opts = { pageSize: 24, ...extra };
    const reference = await searchProducts(q, { ...opts, exhaustive: true });
    expect(reference.total).toBeGreaterThan(24);
    for (const nameRankMax of [undefined, 0]) {
      for (const walkWindow of [undefined, 0, 40]) {
        const r = await searchProducts(q, { ...opts, walkWindow, nameRankMax });
        expect({ walkWindow, nameRankMax, slugs: r.items.map((p) => p.slug), tiers: r.tiers }).toEqual({
          walkWindow,
          nameRankMax,
          slugs: reference.items.map((p) => p.slug),
          tiers: reference.tiers,
        });
        expect({ total: r.total, capped: r.totalCapped }).toEqual({ total: reference.total, capped: reference.totalCapped });
      }
    }
  });

  test('a four-part hyphenated word ranks its whole-word names first', async () => {
    const r = await searchProducts('quill-wort-gamma-delta', { pageSize: 24, walkWindow: 0, nameRankMax: 0 });
    expect(r.tiers[0]).toBe(RANK.nameWords);
    expect(r.items[0].name).toMatch(/^Quill[- ]Wort[- ]Gamma[- ]Delta /);
  });
});

describe('the search indexes are merged after writes (docs/search.md#speed)', () => {
  test('pending entries of an import are merged into the GIN indexes, and searches still find them', async () => {
    const { mergeSearchIndexPending } = await import('@/lib/server/search-index');
    await mergeSearchIndexPending();
    const db = await getDb();
    await db.execute(sql`insert into products (id, slug, name, description, catalog_number, category)
      select 'merge-' || i, 'merge-' || i, 'Pendingwort Ligase ' || i, 'Merged later', 'MRG-' || i, 'reagents-markers'
      from generate_series(1, 300) as i`);
    try {
      expect(await mergeSearchIndexPending()).toBeGreaterThan(0);
      expect(await mergeSearchIndexPending()).toBe(0);
      expect((await searchProducts('pendingwort ligase', { pageSize: 100 })).total).toBe(SEARCH_COUNT_CAP);
      expect((await slugs('mrg-17'))[0]).toBe('merge-17');
    } finally {
      await db.delete(products).where(sql`${products.id} like 'merge-%'`);
    }
  });
});

describe('no parallel plans on PostgreSQL (docs/search.md#speed)', () => {
  test("every connection of the app's pool runs its statements serially", async () => {
    const db = await getDb();
    // Several statements at once, so that more than one connection of the pool answers.
    const settings = await Promise.all(
      Array.from({ length: 4 }, async () => String(rowsOf(await db.execute(sql`show max_parallel_workers_per_gather`))[0]?.max_parallel_workers_per_gather)),
    );
    // PGlite is one process and never starts workers; its default setting is left as it is.
    const expected = process.env.TEST_DB === 'postgres' ? '0' : settings[0];
    expect(settings).toEqual([expected, expected, expected, expected]);
    if (process.env.TEST_DB === 'postgres') {
      // The test catalogue is small: parallel plans are made free for this transaction, so that only the
      // connection's setting can keep the planner from choosing one.
      const plan = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('parallel_setup_cost', '0', true), set_config('parallel_tuple_cost', '0', true), set_config('min_parallel_table_scan_size', '0', true), set_config('enable_indexscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`,
        );
        return rowsOf(await tx.execute(sql`explain select count(*) from product_search ps where ps.doc_compact like '%marker%'`));
      });
      expect(JSON.stringify(plan)).not.toMatch(/Gather|Parallel/);
    }
  });
});

describe('planner settings through connections of their own (docs/search.md#speed)', () => {
  test("a planned Db's connections start with its settings, the app's pool keeps the defaults; PGlite has none", async () => {
    const handle = await getDbHandle();
    const planned = handle.planned({ enable_seqscan: 'off', jit: 'off' });
    if (process.env.TEST_DB !== 'postgres') {
      // One connection in the process: settings go per transaction (withPlanSettings in lib/server/search.ts).
      expect(planned).toBeNull();
      return;
    }
    expect(planned).not.toBeNull();
    // The same settings in another order are the same pool.
    expect(handle.planned({ jit: 'off', enable_seqscan: 'off' })).toBe(planned);
    expect(handle.planned({ enable_seqscan: 'off' })).not.toBe(planned);
    const show = async (db: NonNullable<typeof planned>) =>
      rowsOf(await db.execute(sql`select current_setting('enable_seqscan') as seq, current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`))[0];
    // Several statements at once, so that more than one connection answers.
    const seen = await Promise.all(Array.from({ length: 4 }, () => show(planned!)));
    expect(seen).toEqual(Array.from({ length: 4 }, () => ({ seq: 'off', jit: 'off', workers: '0' })));
    expect((await show(handle.db)).seq).toBe('on');
    // The setting reaches the planner: a sequential read, the only way to read the whole table, is priced as disabled.
    const plan = async (db: NonNullable<typeof planned>) => JSON.stringify(rowsOf(await db.execute(sql`explain select * from search_synonyms`)));
    // (PostgreSQL 18 prints "Disabled: true" instead of the disabled price.)
    expect(await plan(planned!)).toMatch(/Seq Scan on search_synonyms {2}\(cost=10000000000\.|Disabled: true/);
    expect(await plan(handle.db)).not.toMatch(/cost=10000000000|Disabled: true/);
  });
});

describe("the suggestions' count: the newest products' matches as a lower bound (docs/search.md#speed)", () => {
  const N = 400;
  beforeAll(async () => {
    const db = await getDb();
    await db.execute(sql`insert into products (id, slug, name, description, catalog_number, category, created_at)
      select 'sugg-' || i, 'sugg-' || i,
        case i % 4 when 0 then 'Brackenol Stain ' || i when 1 then 'Brackenolic Dye ' || i when 2 then 'Plain Dye ' || i else 'Superbrackenol Kit ' || i end,
        case when i % 4 = 2 then 'Mentions brackenol.' else 'A stain.' end,
        'SG-' || lpad(i::text, 4, '0'), 'reagents-markers', now() - make_interval(secs => (i * 7919) % ${N})
      from generate_series(1, ${N}) as i`);
  });
  afterAll(async () => {
    const db = await getDb();
    await db.delete(products).where(sql`${products.id} like 'sugg-%'`);
  });

  type Result = Awaited<ReturnType<typeof searchProducts>>;
  /** Windows of 40 and 150 products: the exact ranking's first six, the count a lower bound marked as such. */
  const expectWindowedSix = async (q: string, reference: Result) => {
    for (const walkWindow of [40, 150]) {
      const r = await searchProducts(q, { pageSize: 6, walkWindow, count: 'window' });
      expect({ walkWindow, slugs: r.items.map((p) => p.slug), tiers: r.tiers }).toEqual({ walkWindow, slugs: reference.items.map((p) => p.slug), tiers: reference.tiers });
      expect(r.totalCapped).toBe(true);
      expect(r.total).toBeGreaterThan(0);
      expect(r.total).toBeLessThanOrEqual(Math.min(walkWindow, reference.total));
    }
  };
  /** The same six as the exact ranking, counted exactly. */
  const expectSameCounted = (r: Result, reference: Result) =>
    expect({ slugs: r.items.map((p) => p.slug), total: r.total, capped: r.totalCapped }).toEqual({
      slugs: reference.items.map((p) => p.slug),
      total: reference.total,
      capped: reference.totalCapped,
    });

  test.each([['brackenol'], ['brackenol stain'], ['brackenoli'], ['dye']])('%p: the same first six as the exact ranking', async (q) => {
    const reference = await searchProducts(q, { pageSize: 6, exhaustive: true });
    await expectWindowedSix(q, reference);
    // exact when the first scan covers the catalogue, and by default
    const whole = await searchProducts(q, { pageSize: 6, count: 'window' });
    expect({ total: whole.total, capped: whole.totalCapped }).toEqual({ total: reference.total, capped: reference.totalCapped });
  });

  // Words of one or two letters have no trigram: no index can find them, so these take the scan of the newest
  // products and then the walk of the catalogue order, stopping at the first rows of each tier.
  test("with the planner's estimate of the catalogue's size, the window's coverage is counted only when it may cover it", async () => {
    const db = await getDb();
    // The estimate: more than five windows of 40 products (covered is then taken as no, without counting), fewer
    // than five of 1,000.
    await db.execute(sql`analyze product_search`);
    const [{ estimate }] = rowsOf(await db.execute(sql`select reltuples::float8 as estimate from pg_class where oid = 'product_search'::regclass`));
    expect(Number(estimate)).toBeGreaterThan(5 * 40);
    expect(Number(estimate)).toBeLessThan(5 * 1000);
    for (const q of ['brackenol', 'plain d', 'dy']) {
      const reference = await searchProducts(q, { pageSize: 6, exhaustive: true });
      await expectWindowedSix(q, reference);
      // a window of 1,000 holds the whole catalogue: the suggestions' count is exact
      const whole = await searchProducts(q, { pageSize: 6, walkWindow: 1000, count: 'window' });
      expect({ q, slugs: whole.items.map((p) => p.slug), total: whole.total, capped: whole.totalCapped }).toEqual({
        q,
        slugs: reference.items.map((p) => p.slug),
        total: reference.total,
        capped: reference.totalCapped,
      });
    }
  });

  test("the suggestions fetch each product's summary only: the same products, in the same order", async () => {
    for (const q of ['brackenol', 'sg-01', 'plain dye']) {
      const full = await searchProducts(q, { pageSize: 6, count: 'window' });
      const summaries = await searchProductSummaries(q, { pageSize: 6, count: 'window' });
      expect(summaries.items).toEqual(
        full.items.map((p) => ({ id: p.id, name: p.name, catalogNumber: p.catalogNumber, quoteOnly: p.quoteOnly, listPriceCents: p.listPriceCents, link: p.link })),
      );
      expect({ total: summaries.total, capped: summaries.totalCapped, tiers: summaries.tiers }).toEqual({ total: full.total, capped: full.totalCapped, tiers: full.tiers });
    }
  });

  test.each([['dy'], ['br dy'], ['pl dy']])('%p, without an indexable part: the same first six as the exact ranking', async (q) => {
    const reference = await searchProducts(q, { pageSize: 6, exhaustive: true });
    expect(reference.items.length).toBe(6);
    await expectWindowedSix(q, reference);
    // none among the newest: the walk of the catalogue order settles the count, as for a search
    expectSameCounted(await searchProducts(q, { pageSize: 6, walkWindow: 0, count: 'window' }), reference);
  });

  test.each([['brackenol'], ['brackenolic dye'], ['superbrack'], ['plain d']])(
    '%p, no match among the newest products: the name tiers settle the first six, a lower bound for the count',
    async (q) => {
      const reference = await searchProducts(q, { pageSize: 6, exhaustive: true });
      const r = await searchProducts(q, { pageSize: 6, walkWindow: 0, count: 'window' });
      expect({ slugs: r.items.map((p) => p.slug), tiers: r.tiers }).toEqual({ slugs: reference.items.map((p) => p.slug), tiers: reference.tiers });
      expect(r.totalCapped).toBe(true);
      expect(r.total).toBeGreaterThanOrEqual(6);
      expect(r.total).toBeLessThanOrEqual(reference.total);
    },
  );

  test.each([['SG00'], ['sg-01'], ['sg-000'], ['sg0 00']])(
    '%p, a catalogue number typed on the way, no match among the newest products: its start settles the first six, a lower bound for the count',
    async (q) => {
      const reference = await searchProducts(q, { pageSize: 6, exhaustive: true });
      expect(reference.tiers).toEqual(Array(6).fill(RANK.catalogStart));
      await expectWindowedSix(q, reference);
      const r = await searchProducts(q, { pageSize: 6, walkWindow: 0, count: 'window' });
      expect({ slugs: r.items.map((p) => p.slug), tiers: r.tiers }).toEqual({ slugs: reference.items.map((p) => p.slug), tiers: reference.tiers });
      expect(r.totalCapped).toBe(true);
      expect(r.total).toBeGreaterThanOrEqual(6);
      expect(r.total).toBeLessThanOrEqual(reference.total);
    },
  );

  test('"sg 00", whose parts no index finds: the same first six, the walk of the catalogue order counts them', async () => {
    const reference = await searchProducts('sg 00', { pageSize: 6, exhaustive: true });
    expect(reference.tiers).toEqual(Array(6).fill(RANK.catalogStart));
    await expectWindowedSix('sg 00', reference);
    expectSameCounted(await searchProducts('sg 00', { pageSize: 6, walkWindow: 0, count: 'window' }), reference);
  });

  test('no match among the newest products, and too few in the names: counted exactly', async () => {
    // "mentions" is in the plain dyes' descriptions only
    const reference = await searchProducts('mentions brackenol', { pageSize: 6, exhaustive: true });
    const r = await searchProducts('mentions brackenol', { pageSize: 6, walkWindow: 0, count: 'window' });
    expectSameCounted(r, reference);
    expect(r.total).toBe(100);
  });

  test('no match among the newest products: counted exactly', async () => {
    const r = await searchProducts('sg-0001', { pageSize: 6, walkWindow: 0, count: 'window' });
    expect({ total: r.total, capped: r.totalCapped, first: r.items[0]?.slug }).toEqual({ total: 1, capped: false, first: 'sugg-1' });
  });
});

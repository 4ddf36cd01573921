import 'server-only';
// Ranked catalogue search in SQL (docs/search.md), the same on PGlite and PostgreSQL. The rules (normaliser,
// slots, tiers, highlighting) are in lib/domain/search.ts; the search documents are kept by a trigger.
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, getDbHandle, rowsOf, type Db } from '@/db/client';
import { products, searchSynonyms } from '@/db/schema';
import { normalizeCategory, productPath } from '@/lib/domain/catalog';
import { formatCents } from '@/lib/domain/money';
import {
  catalogNumberPrefix,
  catalogPrefixWidens,
  escapeLike,
  fitsNameLexeme,
  highlightTerms,
  isShortTerm,
  literalImpliedBySlots,
  literalSymbols,
  documentMatchesAllSlots,
  nameLexemeQuery,
  prefixRoots,
  parseSearchQuery,
  RANK,
  SEARCH_COUNT_CAP,
  type ParsedQuery,
  type SearchSlot,
  substringRoots,
  type SynonymGroup,
  textDocument,
  type TextDocument,
  withinTypoBudget,
} from '@/lib/domain/search';
import { queryBlogPosts } from '@/lib/server/blog';
import { queryServices, reshapeProduct } from '@/lib/server/catalog';
import { cachedRead, TAGS } from '@/lib/server/cache';
import type { Product } from '@/lib/types/catalog';

export const SEARCH_TAG = 'search-synonyms';

type Row = Record<string, unknown>;
export { rowsOf };

export async function querySynonymGroups(): Promise<(SynonymGroup & { id: number })[]> {
  const db = await getDb();
  return db.select({ id: searchSynonyms.id, terms: searchSynonyms.terms }).from(searchSynonyms).orderBy(asc(searchSynonyms.id));
}

/** Synonym groups — cached, tag 'search-synonyms' (Admin → Search revalidates it). */
export const listSynonymGroups = cachedRead(() => querySynonymGroups(), ['search:synonyms'], [SEARCH_TAG]);

export interface SearchOptions {
  category?: string;
  availability?: 'all' | 'purchasable' | 'quote';
  page?: number;
  pageSize?: number;
  /** Synonym groups to use (default: the stored ones). */
  synonyms?: readonly SynonymGroup[];
  /** Rank every match in one statement even above SEARCH_COUNT_CAP (tests compare the tier-by-tier page with it). */
  exhaustive?: boolean;
  /** How many of the newest products are scanned first (default WALK_WINDOW; tests make it small to take the index paths). */
  walkWindow?: number;
  /** Above how many name matches the name tiers are fetched one by one (default NAME_RANK_MAX; tests set 0). */
  nameRankMax?: number;
  /** Filled with the time of each step (ms), for the API's Server-Timing header (docs/search.md#speed). */
  timing?: SearchTiming;
  /**
   * 'window': when the newest products hold some matches but do not settle the count, report those as a lower bound
   * (`totalCapped`) instead of counting through the indexes — the suggestions' "See all 37+ results" (default
   * 'exact': counted up to SEARCH_COUNT_CAP).
   */
  count?: 'exact' | 'window';
  /** Take a search's page before its count (default: when the newest products' matches promise more than the cap,
   * `beyondCap`); tests force either order, which must give the same page and count. */
  pageFirst?: boolean;
}

/** The steps of one search and their durations, in order: prepare, window, count, page, partial, fetch. */
export type SearchTiming = [step: string, ms: number][];

/** Server-Timing entries for a search: the whole first (`search;dur=…`, what bench/search.mjs reads), then each step. */
export function serverTimingHeader(totalMs: number, timing: SearchTiming = []): string {
  const steps = new Map<string, number>();
  for (const [step, ms] of timing) steps.set(step, (steps.get(step) ?? 0) + ms);
  return [`search;dur=${totalMs.toFixed(2)}`, ...[...steps].map(([step, ms]) => `${step};dur=${ms.toFixed(2)}`)].join(', ');
}

export interface SearchResult<Item = Product> {
  query: ParsedQuery;
  items: Item[];
  /** The tier of each item (RANK). */
  tiers: number[];
  total: number;
  /** True when `total` is a lower bound: more than SEARCH_COUNT_CAP products match (`total` is the cap), or, with
   * `count: 'window'`, the matches among the newest products (more may follow). */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
  /** True when nothing matched every word and the items are the closest partial matches. */
  partial: boolean;
  /** Terms to mark in names and descriptions. */
  highlight: string[];
  /** Typo corrections used, by slot label. */
  corrections: Record<string, string[]>;
}

/**
 * What a search needs from the database before it can match, in one statement: the query's compact form as the
 * database normalises it (so the literal rule and the index agree), and the vocabulary terms within the typo
 * budget of each correctable word that the vocabulary does not contain.
 */
async function prepareQuery(literal: string, slots: SearchSlot[]): Promise<{ literalCompact: string; corrections: Record<string, string[]> }> {
  const words = slots.filter((s) => s.typoWord && s.typos > 0);
  const db = await getDb();
  const values = sql.join(
    words.map((s) => sql`(${s.typoWord}::text, ${s.typos}::int)`),
    sql`, `,
  );
  // The words the vocabulary lacks are settled first (a materialised CTE): left to the planner, the closest terms
  // were looked up for every word — similarity and levenshtein against each term, ~5 ms on PGlite at 648 terms —
  // and the words found in the vocabulary dropped only afterwards. Most typed words are in it.
  const unknown = words.length
    ? sql`with q as materialized (
        select v.w, v.k from (values ${values}) as v(w, k)
        where not exists (select 1 from search_terms s where s.term like '%' || v.w || '%')
      ) `
    : sql``;
  const typos = words.length
    ? sql`(
      select coalesce(json_agg(json_build_object('word', q.w, 'term', t.term) order by t.d, t.term), '[]')
      from q
      cross join lateral (
        select term, term <-> q.w as d from search_terms
        where term % q.w and levenshtein(term, q.w) <= q.k + 1
        order by term <-> q.w, term
        limit 8
      ) t)`
    : sql`'[]'::json`;
  const [row] = rowsOf(await db.execute(sql`${unknown}select replace(search_norm(${literal}), ' ', '') as c, ${typos} as typos`));
  const found = (typeof row?.typos === 'string' ? JSON.parse(row.typos) : (row?.typos ?? [])) as { word: string; term: string }[];
  const corrections: Record<string, string[]> = {};
  for (const r of found) {
    const slot = words.find((s) => s.typoWord === r.word);
    if (slot && withinTypoBudget(r.word, r.term)) (corrections[slot.label] ??= []).push(r.term);
  }
  return { literalCompact: String(row?.c ?? ''), corrections };
}

function orAll(parts: SQL[]): SQL {
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

function andAll(parts: SQL[]): SQL {
  if (!parts.length) return sql`true`;
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` and `)})`;
}

/** A LIKE pattern on a compact or word column has a trigram for the GIN indexes when it holds 3+ characters. */
function hasTrigram(v: string): boolean {
  return Array.from(v.replace(/ /g, '')).length >= 3;
}

/** The planner settings of withTrigramPlan and withWalkPlan (below). */
const TRIGRAM_PLAN = { enable_seqscan: 'off', enable_indexscan: 'off', jit: 'off' };
const WALK_PLAN = { enable_seqscan: 'off', enable_bitmapscan: 'off', enable_sort: 'off', jit: 'off' };

/**
 * Runs statements with the planner held to the trigram indexes (bitmap scans): no sequential read of the table
 * and no walk of the catalogue-order index (docs/search.md#speed). Without it the planner, which cannot estimate
 * `like '%word%'`, walks the order index or reads the table for a word that matches few or no rows — every row of
 * a 100,000-product catalogue, hundreds of milliseconds. Used only where every condition has an indexable part.
 * JIT is off too: a switched-off plan type that stays in the plan (a sort, a tiny table's scan) adds PostgreSQL's
 * huge "disabled" cost to the estimate, which would start JIT compilation — 200 ms for a 1 ms statement.
 */
async function withTrigramPlan<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  return withPlanSettings(TRIGRAM_PLAN, fn);
}

/**
 * Runs statements under planner settings: on PostgreSQL through connections that start with them (db/client.ts
 * `planned`: one round trip a statement), on PGlite in a transaction that sets them locally.
 */
async function withPlanSettings<T>(settings: Record<string, string>, fn: (db: Db) => Promise<T>): Promise<T> {
  const handle = await getDbHandle();
  const planned = handle.planned(settings);
  if (planned) return fn(planned);
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select ${sql.join(Object.entries(settings).map(([k, v]) => sql`set_config(${k}, ${v}, true)`), sql`, `)}`);
    return fn(tx as unknown as Db);
  });
}

/**
 * The opposite: statements that must walk the catalogue-order index (a query without an indexable part, whose walk
 * stops at the count cap), not read and sort the whole table because the planner guessed few matches.
 */
async function withWalkPlan<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  return withPlanSettings(WALK_PLAN, fn);
}

/**
 * The spec's literal rule as a condition on product_search `ps`: the lower-case query is a substring of the name,
 * the description or the catalogue number (raw_text holds the three, separated by a character no query has). A
 * literal hit always contains the query's compact form, which the trigram index finds; the exact LIKE on the raw
 * text then decides. Without a trigram ('%', '5%', 'α') the query's other characters narrow it through the symbols
 * index; a query of punctuation only has no compact form.
 */
function literalMatch(literal: string, literalCompact: string): SQL {
  const rawLike = sql`ps.raw_text like ${`%${escapeLike(literal)}%`} escape '\\'`;
  const symbols = literalSymbols(literal);
  if (hasTrigram(literalCompact)) return sql`(ps.doc_compact like ${`%${literalCompact.replace(/ /g, '')}%`} and ${rawLike})`;
  return symbols ? sql`(ps.symbols @> string_to_array(${symbols}, null) and ${rawLike})` : rawLike;
}

/**
 * The literal rule alone for a raw query, cleaned as a search cleans it (control characters stripped, at most
 * SEARCH_QUERY_MAX characters), as a condition on `products`: Admin → Products' search and the offer editor's
 * lookup, paged in SQL. Null for an empty query.
 */
export async function productsMatchingLiteral(rawQuery: unknown): Promise<SQL | null> {
  const q = parseSearchQuery(rawQuery, []);
  if (!q.literal) return null;
  const db = await getDb();
  const [row] = rowsOf(await db.execute(sql`select replace(search_norm(${q.literal}), ' ', '') as c`));
  return sql`${products.id} in (select ps.product_id from product_search ps where ${literalMatch(q.literal, String(row?.c ?? ''))})`;
}

/** The forms a name word may take for a slot's variants — each variant and its plurals — each once. */
function allWordForms(variants: readonly string[]): string[] {
  return [...new Set(variants.flatMap((v) => [v, `${v}s`, `${v}es`]))];
}

/** The main document's words and compact form: doc_words and doc_compact without the details at their end. */
const MAIN_WORDS = sql`left(ps.doc_words, char_length(ps.doc_words) - coalesce(ps.details_words_len, 0))`;
const MAIN_COMPACT = sql`left(ps.doc_compact, char_length(ps.doc_compact) - coalesce(ps.details_compact_len, 0))`;

/** The WHERE fragment and ranking expressions for a parsed query (see RANK in lib/domain/search.ts). */
function matchExpressions(q: ParsedQuery, corrections: Record<string, string[]>, literalCompact: string) {
  const slotVariants = q.slots.map((s) => [...new Set([...s.variants, ...(corrections[s.label] ?? [])])]);
  // Substring tests need only the variants no other variant is inside of; word-start tests only the shortest start.
  const docRoots = slotVariants.map(substringRoots);
  const startRoots = slotVariants.map(prefixRoots);
  const containsCompact = (column: SQL, v: string) => sql`${column} like ${`%${v.replace(/ /g, '')}%`}`;
  const nameCompactLike = (v: string) => containsCompact(sql`ps.name_compact`, v);
  // name_terms is the name's words twice (name_words, then name_joined: ' gene knock out  gene knockout '), so one
  // LIKE tests both forms and its trigram index answers it (migration 0013).
  const nameStart = (v: string) => sql`ps.name_terms like ${`% ${v}%`}`;
  const nameWhole = (f: string) => sql`ps.name_terms like ${`% ${f} %`}`;
  // Short forms (KO, PEI, lv) match only at the start of a word: inside words and across word boundaries
  // they would match almost anything. The compact test comes first so the trigram index can narrow it.
  const slotsIn = (compact: SQL, words: SQL) =>
    docRoots.map((vs) =>
      orAll(vs.map((v) => (isShortTerm(v) ? sql`(${containsCompact(compact, v)} and ${words} like ${`% ${v}%`})` : containsCompact(compact, v)))),
    );
  const docMatch = slotsIn(sql`ps.doc_compact`, sql`ps.doc_words`);
  // The main document: the document without the key features and specifications, which come last in it (their
  // lengths are kept, NULL when the product has none; migration 0017). Only a row's tier and the broad page's
  // document step test it, on rows the indexes already found.
  const mainMatch = slotsIn(MAIN_COMPACT, MAIN_WORDS);
  // The name tiers (RANK): every slot a whole word of the name (plurals included), a word start, or anywhere.
  const nameWord = slotVariants.map((vs) => orAll(allWordForms(vs).map(nameWhole)));
  const namePrefix = startRoots.map((vs) => orAll(vs.map(nameStart)));
  const nameAny = docRoots.map((vs) => orAll(vs.map((v) => (isShortTerm(v) ? nameStart(v) : nameCompactLike(v)))));
  // The name tiers as conditions an index answers, to fetch their rows (pageOfBroadQuery): the name's lexemes
  // (migration 0014) hold every run of one to three words of either name form, so a whole word or a word start of
  // such a term is one exact lexeme test — the whole tier one tsquery through one GIN index, no row rechecked. A
  // longer term (rare: a hyphenated word of four parts) is found through name_compact's trigram index and then
  // tested with the LIKE. The tier of a fetched row is still computed by the LIKEs above (tierCase), so the
  // lexemes only choose which rows are read.
  const lexemes = (groups: string[][], prefix: boolean): SQL => {
    const whole = nameLexemeQuery(groups, prefix);
    if (whole) return sql`ps.name_lex @@ ${whole}::tsquery`;
    return andAll(
      groups.map((g) => {
        const fits = g.filter(fitsNameLexeme);
        const parts = fits.length ? [sql`ps.name_lex @@ ${nameLexemeQuery([fits], prefix)}::tsquery`] : [];
        for (const t of g.filter((v) => !fitsNameLexeme(v))) parts.push(sql`(${nameCompactLike(t)} and ${prefix ? nameStart(t) : nameWhole(t)})`);
        return orAll(parts);
      }),
    );
  };
  const nameWordIndexed = lexemes(slotVariants.map(allWordForms), false);
  const namePrefixIndexed = lexemes(startRoots, true);
  const nameAnyIndexed = andAll(
    docRoots.map((vs) => {
      const short = vs.filter(isShortTerm);
      return orAll([...(short.length ? [lexemes([short], true)] : []), ...vs.filter((v) => !isShortTerm(v)).map(nameCompactLike)]);
    }),
  );
  const symbols = literalSymbols(q.literal);
  // When every slot has a variant inside the query's compact form, a literal hit matches every slot anyway.
  const literalImplied = literalImpliedBySlots(q.slots.map((s, i) => ({ variants: slotVariants[i] })), literalCompact);
  const literal = !q.literal || literalImplied ? sql`false` : literalMatch(q.literal, literalCompact);
  const hits = docMatch.length ? sql.join(docMatch.map((m) => sql`(${m})::int`), sql` + `) : sql`0`;
  // Which conditions the indexes can answer: a slot whose every variant has a trigram in doc_compact; the literal
  // rule through its compact form's trigrams or its symbols; the full match when the literal rule and at least one
  // slot can, or the literal rule alone when there is no slot (an AND needs one indexable part, an OR all).
  const slotIndexable = docRoots.map((vs) => vs.length > 0 && vs.every(hasTrigram));
  const literalIndexable = !q.literal || literalImplied || hasTrigram(literalCompact) || symbols !== '';
  const catalogExact = q.compact ? sql`ps.catalog_compact = ${q.compact}` : sql`false`;
  // A catalogue number or its start ("gen 004", "GEN004"): its compact form starts the catalogue number — the tier
  // after the exact number (RANK.catalogStart), taken through product_search_catalog_start_idx (pageOfBroadQuery).
  // Typed in parts with a short part, it also widens the matches: found through the document's trigram index (the
  // catalogue number is in doc_compact), then checked on catalog_compact.
  const prefix = catalogNumberPrefix(q);
  const prefixLike = prefix ? sql`ps.catalog_compact like ${`${escapeLike(prefix)}%`}` : null;
  const inDocument = prefix && catalogPrefixWidens(q) ? sql`ps.doc_compact like ${`%${escapeLike(prefix)}%`}` : null;
  const catalogStart = inDocument && prefixLike ? sql`(${inDocument} and ${prefixLike})` : null;
  // The literal rule's trigram condition is the same compact form: one index scan for both.
  const literalWithStart =
    inDocument && prefixLike && !literalImplied && q.literal && hasTrigram(literalCompact) && literalCompact.replace(/ /g, '') === prefix
      ? sql`(${inDocument} and (${prefixLike} or ps.raw_text like ${`%${escapeLike(q.literal)}%`} escape '\\'))`
      : null;
  // Catalogue number first (an OR is tested in order: a row it matches is settled with two tests, not every slot's);
  // the catalogue number is in the main document.
  const fullOr = (slots: SQL) =>
    literalWithStart ? orAll([literalWithStart, slots]) : orAll([...(catalogStart ? [catalogStart] : []), ...(literalImplied ? [] : [literal]), slots]);
  const allSlots = docMatch.length ? andAll(docMatch) : sql`false`;
  const allSlotsInMain = mainMatch.length ? andAll(mainMatch) : sql`false`;
  const inMainDocument = fullOr(allSlotsInMain);
  return {
    hits,
    /** The full match: every slot, the literal rule, or a catalogue number typed in parts. */
    full: fullOr(allSlots),
    /** For a row known to be a full match: in the main document (RANK.document); the other full matches are
     * RANK.details. A literal hit is in the name, description or catalogue number, so always in the main document;
     * a product without details has only the main document, so the test is skipped for it — `left()` on the whole
     * document costs ~1 µs a row, half of a broad document-tier page of 10,000 rows (bench/RESULTS.md). */
    mainDocument: sql`(ps.details_compact_len is null or ${inMainDocument})`,
    /** The same for a row known to be a full match, without the literal rule's columns: a product without details
     * has only the main document, and a full match that does not match every slot is a literal hit. */
    mainTier: orAll([sql`ps.details_compact_len is null`, allSlotsInMain, sql`not ${allSlots}`]),
    catalogExact,
    /** A row's catalogue number starts with the query (RANK.catalogStart); null when the query is no such start. */
    catalogStart: prefixLike,
    /** Such a row is a full match by the start alone (one of `full`'s arms). */
    catalogStartInFull: catalogStart !== null,
    anySlot: docMatch.length ? orAll(docMatch) : sql`false`,
    docMatch,
    fullIndexable: literalIndexable && (slotIndexable.length === 0 || slotIndexable.some(Boolean)),
    nameWord: andAll(nameWord),
    namePrefix: andAll(namePrefix),
    nameAny: andAll(nameAny),
    /** Every slot somewhere in the name, as a condition the indexes answer. */
    nameAnyIndexed,
    /** The name tiers as conditions the indexes answer, best tier first; each holds the ones before it. */
    nameTiers: docMatch.length
      ? ([
          [RANK.nameWords, nameWordIndexed],
          [RANK.namePrefix, namePrefixIndexed],
          [RANK.nameAnywhere, nameAnyIndexed],
        ] as const)
      : ([] as const),
  };
}

function filterExpressions(opts: SearchOptions): SQL {
  const parts: SQL[] = [sql`not ps.hidden`];
  if (opts.category && opts.category !== 'all') parts.push(sql`ps.category = ${normalizeCategory(opts.category)}`);
  if (opts.availability === 'purchasable') parts.push(sql`not ps.quote_only`);
  if (opts.availability === 'quote') parts.push(sql`ps.quote_only`);
  return andAll(parts);
}

type Expressions = ReturnType<typeof matchExpressions>;

/** A search first looks at this many of the newest products (docs/search.md#speed). */
const WALK_WINDOW = 2000;

/**
 * Whether the window is the whole catalogue is counted (a walk of window + 1 rows: ~1 ms on PGlite) only when the
 * planner's estimate of the catalogue's size is below this many windows. Above, the window is taken not to cover
 * it — the safe answer: a window that does cover is then searched as a larger catalogue is, with the same page and
 * count, a statement or two more (an estimate five times too large would take a bulk delete without ANALYZE since).
 */
const COVER_ESTIMATE_FACTOR = 5;

/** The planner's estimate of the catalogue's size: pg_class.reltuples, -1 before the table was first analysed. */
const CATALOGUE_ESTIMATE = sql`(select reltuples::float8 from pg_class where oid = 'product_search'::regclass)`;

/**
 * Whether the window's matches, scaled to the catalogue's estimated size, pass the count cap: the page is then taken
 * before the count, which it may make unnecessary. Only a guess of which order is cheaper — either gives the same
 * page and count. False when the catalogue has not been analysed yet (no estimate).
 */
function beyondCap(win: WindowScan, window: number | null): boolean {
  return window !== null && window > 0 && win.n > 0 && win.estimate !== null && (win.n * win.estimate) / window > SEARCH_COUNT_CAP;
}

interface WindowScan {
  /** Full matches among the newest WALK_WINDOW products, counted up to SEARCH_COUNT_CAP + 1. */
  n: number;
  /** The window is the whole catalogue. */
  covers: boolean;
  /** Each tier's first `need` full matches in the window, in catalogue order. */
  rows: Row[];
  /** The first `need` full matches whose catalogue number is the query, in the whole catalogue (null: not asked);
   * `exact` is that condition, tierCase's first branch, so their tier is known without computing it. */
  exact: Row[] | null;
  /** The planner's estimate of the catalogue's size (pg_class.reltuples; null before the table was first analysed). */
  estimate: number | null;
}

/**
 * The first SEARCH_COUNT_CAP + 1 full matches among the newest WALK_WINDOW products, walked through the
 * catalogue-order index (the walk stops there): a broad query is counted and paged from them at once, and a small
 * catalogue is searched whole. Any prefix of the catalogue order will do: each tier's first rows in it are that
 * tier's first rows overall.
 */
async function scanWindow(where: SQL, tierCase: SQL, need: number, window: number | null, exact: SQL | null): Promise<WindowScan> {
  // The catalogue-number tier comes through its b-tree in the same statement: one round trip fewer for a broad
  // query's page (pageOfBroadQuery), next to nothing for the others. Not under the walk's plan, which would walk
  // the catalogue order to find it.
  const exactRows = exact && window !== null
    ? sql`coalesce((
          select json_agg(e order by e.created_at desc, e.id) from (
            select ps.product_id as id, ps.created_at, ${RANK.catalogNumber} as tier from product_search ps
            where ${where} and ${exact} order by ps.created_at desc, ps.product_id asc limit ${need}
          ) e
        ), '[]')`
    : sql`'[]'::json`;
  const scan = (db: Db) =>
    db.execute(sql`
      with w as (
        select ps.product_id as id, ps.created_at, ${tierCase} as tier
        from (
          select ps.* from (select * from product_search order by created_at desc, product_id asc ${window === null ? sql`` : sql`limit ${window}`}) ps
          where ${where}
          limit ${SEARCH_COUNT_CAP + 1}
        ) ps
      )
      select
        ${window === null ? sql`0` : sql`(case when ${CATALOGUE_ESTIMATE} > ${COVER_ESTIMATE_FACTOR * window} then null
          else (select count(*)::int from (select 1 from product_search limit ${window + 1}) z) end)`} as wn,
        (select count(*)::int from w) as n,
        coalesce((
          select json_agg(x order by x.tier, x.created_at desc, x.id) from (
            select w.*, row_number() over (partition by w.tier order by w.created_at desc, w.id) as rn from w
          ) x where x.rn <= ${need}
        ), '[]') as rows,
        ${exactRows} as exact,
        ${CATALOGUE_ESTIMATE} as estimate`);
  const [row] = rowsOf(window === null ? await withWalkPlan(scan) : await scan(await getDb()));
  const json = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as Row[]) : ((v ?? []) as Row[]));
  const estimate = Number(row?.estimate ?? -1);
  return {
    n: Number(row?.n ?? 0),
    covers: window === null || (row?.wn != null && Number(row.wn) <= window),
    rows: json(row?.rows),
    exact: exact && window !== null ? json(row?.exact) : null,
    estimate: estimate > 0 ? estimate : null,
  };
}

/** The columns the tier and the words matched are computed from (a statement's inner rows carry only these). */
const TIER_COLUMNS = sql`ps.product_id, ps.created_at, ps.catalog_compact, ps.name_terms, ps.name_compact, ps.doc_compact, ps.doc_words, ps.details_compact_len, ps.details_words_len`;

/**
 * The first `need` rows in catalogue order that satisfy `condition`, with their tier computed for those rows only.
 * Given the Db of withTrigramPlan, the rows come sorted from the trigram indexes' matches. `counted`: each row also
 * carries `n`, how many rows satisfy the condition — free when every match is read to be sorted (an index's bitmap),
 * so never with the walk of the catalogue order, which stops at `need`: the narrow rows are counted and sorted, and
 * only the page's rows are read again for their tier.
 */
async function firstInOrder(db: Db, condition: SQL, tierCase: SQL, need: number, counted = false): Promise<Row[]> {
  if (counted) {
    return rowsOf(
      await db.execute(sql`
        select ps.product_id as id, ps.created_at, ${tierCase} as tier, c.n
        from (
          select ps.product_id, count(*) over () as n from product_search ps where ${condition}
          order by ps.created_at desc, ps.product_id asc limit ${need}
        ) c
        join product_search ps on ps.product_id = c.product_id
        order by ps.created_at desc, ps.product_id asc`),
    );
  }
  return rowsOf(
    await db.execute(sql`
      select ps.product_id as id, ps.created_at, ${tierCase} as tier
      from (select ${TIER_COLUMNS} from product_search ps where ${condition} order by ps.created_at desc, ps.product_id asc limit ${need}) ps
      order by ps.created_at desc, ps.product_id asc`),
  );
}

/**
 * The first `need` full matches in catalogue order whose catalogue number starts with the query (`start`, a LIKE on
 * catalog_compact), with their tier (the exact number's, or RANK.catalogStart). The range of the catalogue number is
 * read by an index-only scan of product_search_catalog_start_idx (its filter and order columns are included) and
 * sorted — the subquery stands alone (offset 0) and has no limit, so the planner does not walk the catalogue order
 * instead, guessing the first rows near (10,000 products starting "gen004" may all be older than 40,000 others).
 * Rows are then checked against the whole match in that order, one by one, until `need` are found: such a row
 * matches unless the query has words its catalogue number does not hold (docs/search.md#speed).
 */
async function firstOfCatalogStart(start: SQL, exact: SQL, where: SQL, filters: SQL, need: number): Promise<Row[]> {
  const db = await getDb();
  return rowsOf(
    await db.execute(sql`
      select c.id, c.created_at, c.tier, c.n
      from (
        select ps.product_id as id, ps.created_at, case when ${exact} then ${RANK.catalogNumber} else ${RANK.catalogStart} end as tier,
          count(*) over () as n
        from product_search ps
        where ${filters} and ${start}
        order by ps.created_at desc, ps.product_id asc
        offset 0
      ) c
      where exists (select 1 from product_search ps where ps.product_id = c.id and ${where})
      order by c.created_at desc, c.id asc
      limit ${need}`),
  );
}

/** Above this many products with every word in the name, the name tiers are fetched tier by tier. */
const NAME_RANK_MAX = 500;

/**
 * The first `need` products with every word somewhere in the name, ranked by tier and catalogue order — or null when
 * more than NAME_RANK_MAX have (the scan stops there). Runs on the Db of withTrigramPlan.
 */
async function rankedNameMatches(tx: Db, m: Expressions, filters: SQL, tierCase: SQL, need: number, max: number): Promise<Row[] | null> {
  const rows = rowsOf(
    await tx.execute(sql`
      select t.id, t.created_at, t.tier, t.n from (
        select ps.product_id as id, ps.created_at, case when ps.n <= ${max} then ${tierCase} end as tier, ps.n
        from (
          select ps.*, count(*) over () as n
          from (select ${TIER_COLUMNS} from product_search ps where ${filters} and ${m.nameAnyIndexed} limit ${max + 1}) ps
        ) ps
      ) t
      order by t.tier, t.created_at desc, t.id asc
      limit ${need}`),
  );
  return rows.length && Number(rows[0].n) > max ? null : rows;
}

/**
 * Up to SEARCH_COUNT_CAP + 1 full matches, found through the trigram indexes in no particular order (the scan stops
 * there, so a broad query is counted cheaply), returned in catalogue order: the count, and — when there are no more
 * than the cap — every match with its tier and number of words matched, ready to rank.
 */
async function countMatches(where: SQL, m: Expressions, tierCase: SQL): Promise<Row[]> {
  return rowsOf(
    await withTrigramPlan((tx) =>
      tx.execute(sql`
        select ps.product_id as id, ps.created_at,
          case when ps.n <= ${SEARCH_COUNT_CAP} then ${tierCase} end as tier,
          case when ps.n <= ${SEARCH_COUNT_CAP} then ${m.hits} end as hits
        from (
          select ps.*, count(*) over () as n
          from (select ${TIER_COLUMNS} from product_search ps where ${where} limit ${SEARCH_COUNT_CAP + 1}) ps
        ) ps
        order by ps.created_at desc, ps.product_id asc`),
    ),
  );
}

/**
 * The first `need` rows of a query with more than SEARCH_COUNT_CAP matches (docs/search.md#speed), taken tier by
 * tier instead of ranking every match. The catalogue-number tier comes through its b-tree. Each name tier (whole
 * words, word starts, anywhere in the name) comes from the newest products already scanned (scanWindow) when they
 * hold enough rows of it, else from that tier's own condition through the trigram indexes, in catalogue order; the
 * document tier likewise from the window or the document's trigram index. A row takes the best tier it qualifies
 * for; once the tiers so far hold `need` rows, no later tier can place a row before them.
 */
/** A row of a page taken tier by tier: its tier and its place in the catalogue order. */
type TieredRow = { id: string; tier: number; createdAt: number };

async function pageOfBroadQuery(
  m: Expressions,
  win: WindowScan,
  where: SQL,
  filters: SQL,
  tierCase: SQL,
  need: number,
  hasCompact: boolean,
  /** Rank the name tiers in one statement when at most this many products have every word in the name (0: never). */
  nameRankMax: number,
  /** The last tier that may settle the page: null when the tiers up to it do not (default: every tier, never null). */
  lastTier: number = RANK.details,
  /** When given, the statements that read every row of their condition anyway count them, and `matched` is raised to
   * the largest such count: every row they count is a full match, so more than SEARCH_COUNT_CAP there settles the
   * count (searchProducts). */
  seen?: { matched: number },
): Promise<TieredRow[] | null> {
  const byId = new Map<string, TieredRow>();
  const counted = seen !== undefined;
  const saw = (found: Row[]) => {
    if (seen && found.length) seen.matched = Math.max(seen.matched, Number(found[0].n ?? 0));
    return found;
  };
  const add = (found: Row[]) => {
    for (const r of found) {
      const id = String(r.id);
      if (!byId.has(id)) byId.set(id, { id, tier: Number(r.tier), createdAt: new Date(r.created_at as string).getTime() });
    }
  };
  const better = (tier: number) => [...byId.values()].filter((r) => r.tier < tier).length;
  const placed = (tier: number) => better(tier + 1) >= need;
  const byOrder = (a: { createdAt: number; id: string }, b: { createdAt: number; id: string }) =>
    b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const sorted = () => [...byId.values()].sort((a, b) => a.tier - b.tier || byOrder(a, b));
  // The window's full matches of one tier in catalogue order (it holds each tier's first `need`). The window is a
  // prefix of the catalogue order, so its first rows of a tier are that tier's first rows overall.
  const windowed = win.rows.map((r) => ({ ...r, id: String(r.id), tier: Number(r.tier), createdAt: new Date(r.created_at as string).getTime() }));
  const inWindow = (t: number) => windowed.filter((r) => r.tier === t).sort(byOrder);

  if (hasCompact) {
    // (tierCase's first branch: these rows' tier is known)
    add(win.exact ?? (await firstInOrder(await getDb(), sql`${where} and ${m.catalogExact}`, sql`${RANK.catalogNumber}`, need)));
    if (placed(RANK.catalogNumber)) return sorted();
  }
  if (m.catalogStart) {
    // The catalogue numbers that start with the query: from the window when it holds the rows still missing, else
    // through the catalogue number's b-tree.
    const missing = need - better(RANK.catalogStart);
    const fromWindow = inWindow(RANK.catalogStart);
    if (fromWindow.length >= missing) add(fromWindow.slice(0, missing));
    else {
      const found = await firstOfCatalogStart(m.catalogStart, m.catalogExact, where, filters, need);
      // (its count is of the catalogue numbers' range, full matches only when the start is one of the full match's arms)
      add(m.catalogStartInFull ? saw(found) : found);
    }
    if (placed(RANK.catalogStart)) return sorted();
  }
  if (lastTier < RANK.nameWords) return null;
  // Reaching a tier, every row of the better tiers is known (else the page would be full): the window settles the
  // tier when it holds the rows still missing, else the tier's condition — which holds every better name tier —
  // gives its first `need` rows in catalogue order.
  const settled = await withTrigramPlan(async (tx) => {
    for (const [tier, condition] of m.nameTiers) {
      const missing = need - better(tier);
      const fromWindow = inWindow(tier);
      if (fromWindow.length >= missing) {
        add(fromWindow.slice(0, missing));
        return true;
      }
      add(saw(await firstInOrder(tx, sql`${filters} and ${condition}`, tierCase, need, counted)));
      if (placed(tier)) return true;
      if (tier === RANK.nameWords && nameRankMax > 0 && inWindow(RANK.namePrefix).length < need - better(RANK.namePrefix)) {
        // Too few whole-word matches for the page, and the window does not settle the word-start tier (which the
        // next round then takes from it, no statement needed): when few products have the words anywhere in their
        // name, the name tiers are ranked in one statement; when more than NAME_RANK_MAX do, each tier's first
        // rows are fetched on their own, so the tier (a dozen LIKEs) is computed for a page of rows, not thousands.
        const ranked = await rankedNameMatches(tx, m, filters, tierCase, need, nameRankMax);
        if (seen) seen.matched = Math.max(seen.matched, ranked ? Number(ranked[0]?.n ?? 0) : nameRankMax + 1);
        if (ranked) {
          add(ranked);
          return placed(RANK.nameAnywhere);
        }
      }
    }
    return false;
  });
  if (settled) return sorted();
  if (lastTier < RANK.document) return null;
  // The document tier, then the details tier (found only with the key features or specifications), the same way:
  // the window when it holds the rows still missing, else the first rows in catalogue order of the tier's condition,
  // which holds every better tier.
  for (const [tier, condition] of [
    [RANK.document, sql`${where} and ${m.mainDocument}`],
    [RANK.details, where],
  ] as const) {
    const missing = need - better(tier);
    const fromWindow = inWindow(tier);
    if (fromWindow.length >= missing) {
      add(fromWindow.slice(0, missing));
      return sorted();
    }
    // Without an indexable part, the tier's first rows come from a walk of the catalogue order (it stops at `need`).
    add(saw(await (m.fullIndexable ? withTrigramPlan : withWalkPlan)((tx) => firstInOrder(tx, condition, tierCase, need, counted && m.fullIndexable))));
    if (placed(tier)) return sorted();
  }
  return sorted();
}

/** The k-element subsets of 0..n-1 (for n ≤ SEARCH_MAX_WORDS). */
function combinations(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  if (k > n) return [];
  return [...combinations(n - 1, k - 1).map((c) => [...c, n - 1]), ...combinations(n - 1, k)];
}

/** At most this many word combinations are written out as an indexable OR of ANDs; above, `hits >= k` is tested. */
const MAX_COMBINATIONS = 12;

/**
 * The first `need` partial matches of a query nothing matches fully, when more than SEARCH_COUNT_CAP products match
 * some word (docs/search.md#speed): level by level from the most words matched down, each level's first `need`
 * rows in catalogue order (found through the trigram index when the level is written as an OR of ANDs). A row's
 * own count of matched words is computed for the rows fetched only; once the levels so far hold `need` rows with at
 * least that many words, no lower level can place a row before them.
 */
async function pageOfBroadPartial(m: Expressions, filters: SQL, need: number): Promise<{ id: string }[]> {
  const db = await getDb();
  const slots = m.docMatch.length;
  const byId = new Map<string, { id: string; hits: number; createdAt: number }>();
  for (let k = slots - 1; k >= 1; k--) {
    const combos = combinations(slots, k);
    const level = combos.length <= MAX_COMBINATIONS ? orAll(combos.map((c) => andAll(c.map((i) => m.docMatch[i])))) : sql`(${m.hits}) >= ${k}`;
    const found = rowsOf(
      await db.execute(sql`
        select ps.product_id as id, ps.created_at, ${m.hits} as hits
        from product_search ps
        where ${filters} and ${level}
        order by ps.created_at desc, ps.product_id asc
        limit ${need}`),
    );
    for (const r of found) {
      const id = String(r.id);
      if (!byId.has(id)) byId.set(id, { id, hits: Number(r.hits), createdAt: new Date(r.created_at as string).getTime() });
    }
    if ([...byId.values()].filter((r) => r.hits >= k).length >= need) break;
  }
  return [...byId.values()].sort((a, b) => b.hits - a.hits || b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Ranked search. Every word must match (any order); a product containing the whole query as a literal substring
 * of its name, description or catalogue number always matches. When nothing matches every word, the products
 * matching most words are returned instead (partial = true).
 */
export function searchProducts(rawQuery: unknown, opts: SearchOptions = {}): Promise<SearchResult> {
  return searchWith(rawQuery, opts, fetchProducts);
}

/** What the suggestions (and a bare count) show of a product: its row's few columns, not the whole product. */
export type ProductSummary = Pick<Product, 'id' | 'name' | 'catalogNumber' | 'quoteOnly' | 'listPriceCents' | 'link'>;

/**
 * The same search with only each product's summary fetched: the whole row (options, images, manuals, the seed copy,
 * every JSON list parsed) took 1.8 ms for six products on PGlite, these columns 0.6 ms (bench/RESULTS.md).
 */
export function searchProductSummaries(rawQuery: unknown, opts: SearchOptions = {}): Promise<SearchResult<ProductSummary>> {
  return searchWith(rawQuery, opts, fetchSummaries);
}

/** Fetches the page's products by id (the order does not matter: the caller keeps the ranking's). */
type Fetcher<Item> = (ids: string[]) => Promise<Map<string, Item>>;

async function fetchProducts(ids: string[]): Promise<Map<string, Product>> {
  const db = await getDb();
  const found = await db.select().from(products).where(inArray(products.id, ids));
  return new Map(found.map((r) => [r.id, reshapeProduct(r)]));
}

async function fetchSummaries(ids: string[]): Promise<Map<string, ProductSummary>> {
  const db = await getDb();
  const found = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      catalogNumber: products.catalogNumber,
      quoteOnly: products.quoteOnly,
      listPriceCents: products.listPriceCents,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(found.map(({ slug, ...r }) => [r.id, { ...r, link: productPath(slug) }]));
}

async function searchWith<Item>(rawQuery: unknown, opts: SearchOptions, fetchItems: Fetcher<Item>): Promise<SearchResult<Item>> {
  const synonyms = opts.synonyms ?? (await listSynonymGroups());
  const q = parseSearchQuery(rawQuery, synonyms);
  const pageSize = Math.min(Math.max(opts.pageSize ?? 24, 1), 100);
  const requestedPage = Math.max(Math.floor(opts.page ?? 1), 1);
  const empty: SearchResult<Item> = {
    query: q, items: [], tiers: [], total: 0, totalCapped: false, page: 1, pageSize, pageCount: 1, partial: false, highlight: [], corrections: {},
  };
  if (!q.literal) return empty;

  let t = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    opts.timing?.push([name, now - t]);
    t = now;
  };
  const { corrections, literalCompact } = await prepareQuery(q.literal, q.slots);
  step('prepare');
  const m = matchExpressions(q, corrections, literalCompact);
  const db = await getDb();
  const offset = (requestedPage - 1) * pageSize;
  const need = offset + pageSize;
  const filters = filterExpressions(opts);
  const where = sql`${filters} and ${m.full}`;
  const tierCase = sql`case when ${m.catalogExact} then ${RANK.catalogNumber}
    ${m.catalogStart ? sql`when ${m.catalogStart} then ${RANK.catalogStart}` : sql``}
    when ${m.nameWord} then ${RANK.nameWords}
    when ${m.namePrefix} then ${RANK.namePrefix}
    when ${m.nameAny} then ${RANK.nameAnywhere}
    when ${m.mainTier} then ${RANK.document}
    else ${RANK.details} end`;
  // Matches are counted up to SEARCH_COUNT_CAP + 1 only (docs/search.md#speed): among the newest products first
  // (a broad query reaches the cap there), then through the indexes (the scan stops at the cap). A query without an
  // indexable part has nothing better than the walk, so its walk goes on through the whole catalogue order
  // (stopping at the cap) and settles the count by itself — except for the suggestions, which need no count: they
  // scan the newest products as an indexable query does, and walk on only when those hold no match at all.
  const lowerBound = opts.count === 'window' && !opts.exhaustive;
  const window = m.fullIndexable || lowerBound ? Math.max(0, Math.floor(opts.walkWindow ?? WALK_WINDOW)) : null;
  let win = await scanWindow(where, tierCase, need, window, q.compact ? m.catalogExact : null);
  if (!m.fullIndexable && window !== null && win.n === 0 && !win.covers) win = await scanWindow(where, tierCase, need, null, null);
  step('window');
  let fullCount = win.n;
  /** Every full match in catalogue order with its tier and words matched, when firstMatches found them all. */
  let every: Row[] | null = null;
  /** The count is the window's matches, a lower bound (opts.count 'window'). */
  let atLeast = false;
  // The suggestions take the name tiers one by one (nameRankMax 0): the statement ranking every name match at once
  // pays off only below NAME_RANK_MAX matches, and a suggestion's few letters mostly have thousands — read and then
  // discarded (docs/search.md#speed).
  const broadPage = (lastTier?: number, seen?: { matched: number }) =>
    pageOfBroadQuery(m, win, where, filters, tierCase, need, q.compact !== '', lowerBound ? 0 : Math.max(0, opts.nameRankMax ?? NAME_RANK_MAX), lastTier, seen);
  /** The page taken tier by tier before the count (below). */
  let broad: TieredRow[] | null = null;
  /** The page's rows when the suggestions' catalogue-number or name tiers settled it (below). */
  let named: TieredRow[] | null = null;
  if (win.n <= SEARCH_COUNT_CAP && !win.covers && lowerBound && win.n > 0) {
    // The suggestions need the first rows, not the count: the window's matches are shown as "37+" and the rows are
    // taken tier by tier, which needs no count (docs/search.md#speed).
    atLeast = true;
  } else if (lowerBound && win.n === 0 && !win.covers && m.fullIndexable && (m.catalogStart || !/\d/.test(q.compact))) {
    // No match among the newest products: before counting every match through the document's index, the
    // suggestions try the tiers the indexes answer exactly — the catalogue number and its start (b-tree), the name
    // tiers (exact lexeme and name tests) — which settle a page of a catalogue number's start ("gen 004") or of words
    // that name products ("dna la"). Other digits are in no name, so a query with them tries the catalogue tiers only.
    named = await broadPage(/\d/.test(q.compact) ? RANK.catalogStart : RANK.nameAnywhere);
    step('names');
    if (named) {
      atLeast = true;
      fullCount = named.length;
    }
  }
  if (!atLeast && win.n <= SEARCH_COUNT_CAP && !win.covers && !lowerBound && !opts.exhaustive && m.fullIndexable && (opts.pageFirst ?? beyondCap(win, window))) {
    // A search whose newest products, scaled to the catalogue, promise more matches than the cap takes its page
    // first, tier by tier: the statements that read all their rows to sort them count them too, and any count above
    // the cap settles "more than the cap" — so the count, a scan of every candidate up to the cap, is skipped
    // (docs/search.md#speed). When none proves it, the count follows as below.
    const seen = { matched: 0 };
    broad = await broadPage(undefined, seen);
    step('page');
    if (seen.matched > SEARCH_COUNT_CAP) fullCount = SEARCH_COUNT_CAP + 1;
  }
  if (!atLeast && fullCount <= SEARCH_COUNT_CAP && !win.covers) {
    // Else the matches are counted through the indexes up to the cap; when there are no more, every match is at
    // hand and is ranked without another statement.
    const found = await countMatches(where, m, tierCase);
    step('count');
    fullCount = found.length;
    if (found.length <= SEARCH_COUNT_CAP) every = found;
  }
  const capped = fullCount > SEARCH_COUNT_CAP || atLeast;
  let rows: Row[] = [];
  if (every && every.length && !opts.exhaustive) {
    // Every match is known: ranked here, ties in catalogue order (their order in `every`).
    rows = every
      .map((r, pos) => ({ id: r.id, tier: Number(r.tier), hits: Number(r.hits), pos, total: every!.length }))
      .sort((a, b) => a.tier - b.tier || b.hits - a.hits || a.pos - b.pos)
      .slice(offset, need);
  } else if (fullCount > 0 && (!capped || opts.exhaustive)) {
    // Few enough matches to rank them all in one statement.
    const rankAll = (tx: Db) =>
      tx.execute(sql`
        select t.product_id as id, t.tier, ${Math.min(fullCount, SEARCH_COUNT_CAP)}::int as total
        from (
          select ps.product_id, ps.created_at, ${m.hits} as hits, ${tierCase} as tier
          from product_search ps
          where ${where}
        ) t
        order by t.tier, t.hits desc, t.created_at desc, t.product_id asc
        limit ${pageSize} offset ${offset}`);
    rows = rowsOf(m.fullIndexable && !capped && !win.covers ? await withTrigramPlan(rankAll) : await rankAll(db));
  } else if (capped) {
    // (not names only: the page is always settled, never null)
    rows = (named ?? broad ?? (await broadPage()) ?? [])
      .slice(offset, need)
      .map((r) => ({ id: r.id, tier: r.tier, total: atLeast ? fullCount : SEARCH_COUNT_CAP }));
  }
  step('page');
  let partialCapped = false;
  let partial = false;
  if (!rows.length && q.slots.length > 1 && fullCount === 0) {
    // Nothing matches every word: the products matching most of them, ranked below any full match.
    const [partialCount] = rowsOf(
      await db.execute(
        sql`select count(*)::int as n from (select 1 from product_search ps where ${filters} and ${m.anySlot} order by ps.created_at desc limit ${SEARCH_COUNT_CAP + 1}) c`,
      ),
    );
    const n = Number(partialCount?.n ?? 0);
    const ranked =
      n > SEARCH_COUNT_CAP && !opts.exhaustive
        ? (await pageOfBroadPartial(m, filters, need)).slice(offset, need)
        : rowsOf(
            await db.execute(sql`
              select t.product_id as id
              from (
                select ps.product_id, ps.created_at, ${m.hits} as hits
                from product_search ps
                where ${filters} and ${m.anySlot}
              ) t
              order by t.hits desc, t.created_at desc, t.product_id asc
              limit ${pageSize} offset ${offset}`),
          ).map((r) => ({ id: String(r.id) }));
    rows = ranked.map((r) => ({ id: r.id, tier: RANK.partial, total: Math.min(n, SEARCH_COUNT_CAP) }));
    partial = rows.length > 0;
    partialCapped = n > SEARCH_COUNT_CAP;
  }
  let total = rows.length ? Number(rows[0].total) : 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (!rows.length && requestedPage > 1) {
    // asked past the end: answer the last page (as the unranked catalogue does)
    const first = await searchWith(rawQuery, { ...opts, synonyms, page: 1 }, fetchItems);
    return first.pageCount <= 1 || first.pageCount >= requestedPage ? first : searchWith(rawQuery, { ...opts, synonyms, page: first.pageCount }, fetchItems);
  }
  step('partial');
  const ids = rows.map((r) => String(r.id));
  const productsById = ids.length ? await fetchItems(ids) : new Map<string, Item>();
  step('fetch');
  rows = rows.filter((r) => productsById.has(String(r.id)));
  total = Math.max(total, rows.length);
  return {
    query: q,
    items: rows.map((r) => productsById.get(String(r.id))!),
    tiers: rows.map((r) => Number(r.tier)),
    total,
    totalCapped: partial ? partialCapped : capped,
    page: Math.min(requestedPage, pageCount),
    pageSize,
    pageCount,
    partial,
    highlight: highlightTerms(q, corrections),
    corrections,
  };
}

/** The closest catalogue vocabulary for each word of a query that found nothing ("Did you mean …?"). */
export async function suggestSpelling(rawQuery: unknown, opts: SearchOptions = {}): Promise<string | null> {
  const q = parseSearchQuery(rawQuery, opts.synonyms ?? []);
  const words = q.normalized.split(' ').filter((w) => w.length >= 3 && !/\d/.test(w));
  if (!words.length) return null;
  const db = await getDb();
  const values = sql.join(words.map((w, i) => sql`(${i}::int, ${w}::text)`), sql`, `);
  const result = await db.execute(sql`
    select q.i as i, t.term as term
    from (values ${values}) as q(i, w)
    cross join lateral (
      select c.term from (
        select term from search_terms where term % q.w order by term <-> q.w, term limit 10
      ) c order by levenshtein(c.term, q.w), c.term <-> q.w, c.term limit 1
    ) t`);
  const fixed = new Map(rowsOf(result).map((r) => [Number(r.i), String(r.term)]));
  const suggestion = q.normalized
    .split(' ')
    .map((w) => {
      const i = words.indexOf(w);
      return i >= 0 && fixed.has(i) ? fixed.get(i)! : w;
    })
    .join(' ');
  if (!fixed.size || suggestion === q.normalized) return null;
  const check = await searchProductSummaries(suggestion, { ...opts, pageSize: 1 });
  return check.total > 0 ? suggestion : null;
}

export interface SearchHit {
  title: string;
  href: string;
  excerpt: string;
}

export interface CatalogSearchPage {
  items: Product[];
  total: number;
  /** `total` is SEARCH_COUNT_CAP and more products match. */
  totalCapped: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
  partial: boolean;
  highlight: string[];
  didYouMean: string | null;
  services: SearchHit[];
  posts: SearchHit[];
}

const SECTION_MAX = 4;

interface SectionEntry extends SearchHit {
  doc: TextDocument;
}

/**
 * Services and visible posts as search hits with their text prepared for matching — cached with the services' and
 * the blog's tags, so a search does not re-read the full lists (posts' bodies included) and normalise every text
 * again (docs/search.md#speed).
 */
const listSectionEntries = cachedRead(
  async (): Promise<{ services: SectionEntry[]; posts: SectionEntry[] }> => {
    const [allServices, allPosts] = await Promise.all([queryServices(), queryBlogPosts()]);
    return {
      services: allServices.map((s) => ({
        title: s.name,
        href: s.link || `/services/${s.slug}`,
        excerpt: s.description,
        doc: textDocument({
          title: s.name,
          body: [s.description, s.longDescription, ...s.keyBenefits, ...s.processOverview.map((p) => `${p.step} ${p.description}`)].join(' '),
        }),
      })),
      posts: allPosts.map((p) => ({
        title: p.title,
        href: `/blog/${p.slug}`,
        excerpt: p.excerpt,
        doc: textDocument({ title: p.title, body: [p.excerpt, p.category, ...p.tags].join(' ') }),
      })),
    };
  },
  ['search:sections'],
  [TAGS.services, TAGS.blog],
);

/** Services and blog posts in which every word of the query appears (the same normaliser, synonyms, no typos). */
export async function searchServicesAndPosts(q: ParsedQuery): Promise<{ services: SearchHit[]; posts: SearchHit[] }> {
  if (!q.literal) return { services: [], posts: [] };
  const entries = await listSectionEntries();
  const hits = (list: SectionEntry[]) =>
    list
      .filter((e) => documentMatchesAllSlots(e.doc, q))
      .slice(0, SECTION_MAX)
      .map(({ title, href, excerpt }) => ({ title, href, excerpt }));
  return { services: hits(entries.services), posts: hits(entries.posts) };
}

async function runCatalogSearch(q: string, category: string, availability: string, page: number, pageSize: number): Promise<CatalogSearchPage> {
  const synonyms = await listSynonymGroups();
  const opts: SearchOptions = { category, availability: availability as SearchOptions['availability'], page, pageSize, synonyms };
  const result = await searchProducts(q, opts);
  const [others, didYouMean] = await Promise.all([
    searchServicesAndPosts(result.query),
    result.total === 0 ? suggestSpelling(q, opts) : Promise.resolve(null),
  ]);
  return {
    items: result.items,
    total: result.total,
    totalCapped: result.totalCapped,
    page: result.page,
    pageSize: result.pageSize,
    pageCount: result.pageCount,
    partial: result.partial,
    highlight: result.highlight,
    didYouMean,
    ...others,
  };
}

/** The catalogue page for a query — cached per query and filters, revalidated with products, services, blog and synonyms. */
export function searchCatalogPage(params: { q: string; category: string; availability: string; page: number; pageSize: number }): Promise<CatalogSearchPage> {
  const key = [params.q, params.category, params.availability, String(params.page), String(params.pageSize)];
  return cachedRead(
    () => runCatalogSearch(params.q, params.category, params.availability, params.page, params.pageSize),
    ['search:catalog', ...key],
    [TAGS.products, TAGS.services, TAGS.blog, SEARCH_TAG],
  )();
}

export const SUGGEST_PRODUCTS = 6;
const SUGGEST_OTHERS = 3;

export interface SuggestProduct {
  name: string;
  catalogNumber: string;
  /** '$51.00', or 'Quote' for quote-only products and products without a price. */
  price: string;
  href: string;
}

export interface Suggestions {
  q: string;
  products: SuggestProduct[];
  /** Products matching; with `totalCapped` a lower bound ("See all 37+"): on a catalogue larger than the newest
   * products scanned first, the suggestions do not count further (docs/search.md#speed). */
  total: number;
  totalCapped: boolean;
  services: SearchHit[];
  posts: SearchHit[];
  highlight: string[];
}

/** The header's search-as-you-type answer. */
export async function suggestForQuery(raw: string, timing?: SearchTiming): Promise<Suggestions> {
  let t = performance.now();
  const synonyms = await listSynonymGroups();
  timing?.push(['synonyms', performance.now() - t]);
  const result = await searchProductSummaries(raw, { pageSize: SUGGEST_PRODUCTS, synonyms, timing, count: 'window' });
  t = performance.now();
  const others = await searchServicesAndPosts(result.query);
  timing?.push(['others', performance.now() - t]);
  return {
    q: result.query.text,
    products: result.items.map((p) => ({
      name: p.name,
      catalogNumber: p.catalogNumber,
      price: !p.quoteOnly && p.listPriceCents !== null ? formatCents(p.listPriceCents) : 'Quote',
      href: p.link,
    })),
    total: result.total,
    totalCapped: result.totalCapped,
    services: others.services.slice(0, SUGGEST_OTHERS),
    posts: others.posts.slice(0, SUGGEST_OTHERS),
    highlight: result.highlight,
  };
}

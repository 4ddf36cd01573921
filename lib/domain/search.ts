// Catalogue search rules (docs/search.md): query clean-up, the normaliser shared with the database
// (search_norm in db/migrations/0002_search.sql), plurals, the typo budget, synonym expansion, the ranking
// tiers and highlighting. Pure: the SQL that applies them lives in lib/server/search.ts.

/** Longer queries are cut to this many characters (code points). */
export const SEARCH_QUERY_MAX = 200;
/** At most this many words of a query take part in matching; the rest only count for the literal rule. */
export const SEARCH_MAX_WORDS = 8;
/**
 * Matches are counted exactly up to this many (ten pages of 24); above it the count says "240+ result(s)"
 * (docs/search.md#speed): counting every match of a broad word in a large catalogue costs more than the whole
 * ranked page, and a researcher refines a broad query rather than reading past its tenth page.
 */
export const SEARCH_COUNT_CAP = 240;

// Control characters (C0 except tab/newline/CR, DEL, C1) and lone surrogates are dropped; tab/newlines become spaces.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Bad-input rules: control characters stripped, whitespace collapsed, at most 200 characters. */
export function sanitizeSearchQuery(raw: unknown): string {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== 'string') return '';
  const cleaned = text.replace(CONTROL, '').normalize('NFC').replace(/\s+/g, ' ').trim();
  return Array.from(cleaned).slice(0, SEARCH_QUERY_MAX).join('').trim();
}

// Letters unaccent maps to more than a stripped accent.
const SPECIAL_FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ł: 'l', ı: 'i' };
const SEPARATORS = /[\u0001-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007f\u00a0\u2010-\u2015\u2212\u3000\s]+/g;

function foldChar(ch: string): string {
  const lower = ch.toLowerCase();
  return SPECIAL_FOLDS[lower] ?? lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Unaccented, lower-case, every ASCII punctuation, dash or whitespace run one space ('Knock-Out' → 'knock out'). */
export function normalizeSearchText(text: string): string {
  let folded = '';
  for (const ch of text) folded += foldChar(ch);
  return folded.replace(SEPARATORS, ' ').trim();
}

/** The normalised text without any separator ('BADM-3363' → 'badm3363', '10 kb' → '10kb'). */
export function compactSearchText(text: string): string {
  return normalizeSearchText(text).replace(/ /g, '');
}

/** Hyphens and slashes removed rather than spaced ('knock-out' → 'knockout'), as search_join does. */
export function joinHyphens(text: string): string {
  return text.replace(/[-/\u2010-\u2015\u2212]+/g, '');
}

/** Plurals to a stem that is a substring of both forms: reagents → reagent, mixes → mix, viruses → virus. */
export function singularize(word: string): string {
  return singularForms(word)[0] ?? word;
}

/** Every singular a plural may come from ('genes' → gene, gen; 'libraries' → librar). The first is the likeliest. */
export function singularForms(word: string): string[] {
  if (word.length < 4 || /\d/.test(word)) return [];
  if (word.endsWith('ies') && word.length > 4) return [word.slice(0, -3)];
  if (/(ss|x|z|ch|sh|us)es$/.test(word)) return [word.slice(0, -2)];
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return [];
  if (word.endsWith('es')) return [word.slice(0, -1), word.slice(0, -2)];
  if (word.endsWith('s')) return [word.slice(0, -1)];
  return [];
}

/** British and American spellings of -ise/-ize words (optimising ↔ optimizing, colour needs a synonym). */
export function spellingVariants(word: string): string[] {
  const out: string[] = [];
  const swapped = word.replace(/([a-z]{3})i([sz])(e|es|ed|ing|ation|ations|er|ers)$/, (_, a: string, s: string, e: string) => `${a}i${s === 's' ? 'z' : 's'}${e}`);
  if (swapped !== word) out.push(swapped);
  return out;
}

/** Typo budget (Meilisearch's default): none under 5 letters, one from 5, two from 9; never with digits. */
export function typoBudget(word: string): number {
  if (/\d/.test(word)) return 0;
  const n = Array.from(word).length;
  if (n >= 9) return 2;
  if (n >= 5) return 1;
  return 0;
}

/** Edit distance where swapping two neighbouring letters is one typo ('deletoin' → 'deletion'). */
export function editDistance(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) => [i, ...new Array<number>(t.length).fill(0)]);
  for (let j = 0; j <= t.length; j++) d[0][j] = j;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[s.length][t.length];
}

/** Whether a vocabulary term is within the typo budget of a query word. */
export function withinTypoBudget(word: string, term: string): boolean {
  const budget = typoBudget(word);
  return budget > 0 && editDistance(word, term) <= budget;
}

const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'with', 'in', 'to', 'on', 'by', 'or']);

/** A group of equivalent terms, as the admin wrote it ('ladder, marker'). */
export interface SynonymGroup {
  terms: string;
}

/** The terms of a group line, normalised and de-duplicated; a group needs two. */
export function parseSynonymTerms(line: string): string[] {
  const out: string[] = [];
  for (const part of line.split(/[,;\n]/)) {
    const t = normalizeSearchText(part);
    if (t && t.length <= 60 && !out.includes(t)) out.push(t);
  }
  return out;
}

/**
 * The existing group that says the same as `terms` (the same set of normalised terms, in any order), other than the
 * one being edited (`exceptId`), or null. Admin → Search refuses a second 'ladder, marker' or a 'marker, ladder':
 * it adds nothing to a search and leaves two lines to keep in step.
 */
export function duplicateSynonymGroup<G extends { id: number; terms: string }>(terms: string, groups: readonly G[], exceptId?: number): G | null {
  const wanted = new Set(parseSynonymTerms(terms));
  if (!wanted.size) return null;
  for (const g of groups) {
    if (g.id === exceptId) continue;
    const have = parseSynonymTerms(g.terms);
    if (have.length === wanted.size && have.every((t) => wanted.has(t))) return g;
  }
  return null;
}

/** One required part of a query: a word or a synonym phrase, with every form that satisfies it. */
export interface SearchSlot {
  /** The query words it covers, normalised. */
  label: string;
  /** Normalised forms (spaces between words); a product matches the slot if it contains any of them. */
  variants: string[];
  /** A word that may be corrected for typos (single word, no digits, 5+ letters). */
  typoWord: string | null;
  typos: number;
}

export interface ParsedQuery {
  /** The cleaned query, as typed (case kept). */
  text: string;
  /** The lower-case query for the literal substring rule. */
  literal: string;
  /** Normalised query. */
  normalized: string;
  /** Compact form (catalogue numbers: 'badm 3363' → 'badm3363'). */
  compact: string;
  slots: SearchSlot[];
}

function addVariant(list: string[], v: string) {
  if (v && !list.includes(v)) list.push(v);
}

function variantsOf(term: string): string[] {
  const out: string[] = [];
  addVariant(out, term);
  const words = term.split(' ');
  const last = words[words.length - 1];
  for (const form of [...singularForms(last), ...spellingVariants(last)]) addVariant(out, [...words.slice(0, -1), form].join(' '));
  return out;
}

/**
 * Splits a query into slots: every word must match (any order). Phrases listed in a synonym group (up to three
 * words) become one slot whose variants are the group's terms. Stop words are dropped when other words remain.
 */
export function parseSearchQuery(raw: unknown, synonyms: readonly SynonymGroup[] = []): ParsedQuery {
  const text = sanitizeSearchQuery(raw);
  const normalized = normalizeSearchText(text);
  const groups = synonyms.map((g) => parseSynonymTerms(g.terms)).filter((g) => g.length > 1);
  const lookup = new Map<string, string[]>();
  for (const g of groups) {
    for (const t of g) {
      const key = t.replace(/ /g, '');
      const prev = lookup.get(key) ?? [];
      lookup.set(key, [...prev, ...g.filter((x) => !prev.includes(x))]);
    }
  }
  // Whitespace separates words; a hyphen or slash inside a word keeps it one word ('q-pcr', 'BADM-3363').
  const rawWords = text
    .split(' ')
    .map((w) => normalizeSearchText(w))
    .filter(Boolean);
  // A repeated word adds nothing but work.
  let words = [...new Set(rawWords.filter((w) => !STOP_WORDS.has(w)))].slice(0, SEARCH_MAX_WORDS);
  if (words.length === 0) words = [...new Set(rawWords)].slice(0, SEARCH_MAX_WORDS);

  const slots: SearchSlot[] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    for (let n = Math.min(3, words.length - i); n >= 1 && !taken; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      const group = lookup.get(phrase.replace(/ /g, ''));
      if (group) {
        const variants: string[] = [];
        for (const v of [phrase, ...group]) for (const x of variantsOf(v)) addVariant(variants, x);
        slots.push({ label: phrase, variants, typoWord: null, typos: 0 });
        taken = n;
      }
    }
    if (!taken) {
      const word = words[i];
      const single = word.replace(/ /g, '');
      const stemGroup = lookup.get(singularize(single));
      const variants = variantsOf(word);
      if (stemGroup) for (const v of stemGroup) for (const x of variantsOf(v)) addVariant(variants, x);
      const budget = word.includes(' ') ? 0 : typoBudget(word);
      slots.push({ label: word, variants, typoWord: budget ? word : null, typos: budget });
      taken = 1;
    }
    i += taken;
  }
  return { text, literal: text.toLowerCase(), normalized, compact: normalized.replace(/ /g, ''), slots };
}

/** The characters of a lower-case literal that search_symbols (db/migrations/0012) keeps, once each. */
export function literalSymbols(literal: string): string {
  return [...new Set(Array.from(literal.replace(/[a-z0-9\s\u0001]/g, '')))].join('');
}

/** Escapes LIKE's metacharacters so '%', '_' and '\' are literal (used with ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Ranking tiers, best first. Ties keep the catalogue's order (newest first). */
export const RANK = {
  catalogNumber: 0,
  /** The catalogue number starts with the query's joined form (catalogNumberPrefix): "gen 004", "GEN004" typed on
   * the way to GEN0042017 — right after the exact number, before any name. */
  catalogStart: 1,
  nameWords: 2,
  namePrefix: 3,
  nameAnywhere: 4,
  /** Every word in the description, catalogue number, category, options or manual titles (the main document). */
  document: 5,
  /** Every word matched only with the key features and specifications: shown on the page, weighing less. */
  details: 6,
  partial: 7,
} as const;

export interface RankSignals {
  catalogNumberExact: boolean;
  /** The compact catalogue number starts with the query's (catalogNumberPrefix). */
  catalogNumberStart: boolean;
  allWordsInName: boolean;
  allPrefixesInName: boolean;
  allInName: boolean;
  /** Every word in the main document (without the key features and specifications). */
  allInDocument: boolean;
  /** Every word in the whole document, key features and specifications included. */
  allInDetails: boolean;
}

/** The tier of a product from what matched; the SQL in lib/server/search.ts computes the same. */
export function rankTier(s: RankSignals): number {
  if (s.catalogNumberExact) return RANK.catalogNumber;
  if (s.catalogNumberStart) return RANK.catalogStart;
  if (s.allWordsInName) return RANK.nameWords;
  if (s.allPrefixesInName) return RANK.namePrefix;
  if (s.allInName) return RANK.nameAnywhere;
  if (s.allInDocument) return RANK.document;
  if (s.allInDetails) return RANK.details;
  return RANK.partial;
}

/** Forms of at most three letters (KO, PEI, kb) match only at the start of a word. */
export const SHORT_TERM_MAX = 3;

export function isShortTerm(term: string): boolean {
  return Array.from(term.replace(/ /g, '')).length <= SHORT_TERM_MAX;
}

/**
 * A catalogue number or its start, as researchers type it on the way to a whole number ("gen 004", "GEN004",
 * "badm-33" for GEN0042017, BADM3363): the query's compact form when it has a letter and a digit and four characters
 * or more. Products whose compact catalogue number starts with it rank right after an exact catalogue number
 * (RANK.catalogStart). Null for any other query ("dna la", "10 20", "a 1").
 */
export function catalogNumberPrefix(q: Pick<ParsedQuery, 'compact'>): string | null {
  if (!/\d/.test(q.compact) || !/\p{L}/u.test(q.compact) || Array.from(q.compact).length < 4) return null;
  return q.compact;
}

/**
 * Whether a catalogue number's start also widens the matches, beyond ranking them: when the query has two words or
 * more and one of them is short. A short part alone must start a word, so "336" matches nothing inside "badm3363"
 * and "badm 336" found nothing before; without a short part every part is a substring test that the start of the
 * catalogue number already passes ("badm 3363", "GEN004").
 */
export function catalogPrefixWidens(q: Pick<ParsedQuery, 'compact' | 'slots'>): boolean {
  return catalogNumberPrefix(q) !== null && q.slots.length >= 2 && q.slots.some((s) => isShortTerm(s.label));
}

/**
 * The name's lexemes (`product_search.name_lex`, migration 0014) are every run of one to this many consecutive words
 * of either name form, so a term of up to this many words is one exact lexeme test: `'~knock out'` is a whole-word
 * phrase of the name, `'~knock out':*` a phrase whose last word starts so.
 */
export const NAME_LEXEME_MAX_WORDS = 3;

/**
 * Marks a lexeme of two or more words. A single word's prefix (`'cell':*`) then ranges over single words only, not
 * over every phrase that starts with it ('cell line 4711', one per product). Never part of a word: `~` is ASCII
 * punctuation, which the normaliser turns into a space.
 */
export const NAME_PHRASE_MARK = '~';

/** Whether a normalised term is one of the name's lexemes (at most NAME_LEXEME_MAX_WORDS words). */
export function fitsNameLexeme(term: string): boolean {
  return term !== '' && term.split(' ').length <= NAME_LEXEME_MAX_WORDS;
}

/** One quoted tsquery operand: the term as a lexeme, quotes and backslashes escaped, `:*` for a word start. */
export function tsqueryOperand(term: string, prefix: boolean): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${prefix ? ':*' : ''}`;
}

/**
 * The tsquery text for "every group has one of its terms" among the name's lexemes — `('ko' | 'knockout') &
 * ('cell' | 'cells')` — with `:*` on every term when `prefix`. Null when a group is empty or a term does not fit a
 * lexeme (more than NAME_LEXEME_MAX_WORDS words): the caller then tests that group another way.
 */
export function nameLexemeQuery(groups: readonly (readonly string[])[], prefix: boolean): string | null {
  if (!groups.length || groups.some((g) => !g.length || !g.every(fitsNameLexeme))) return null;
  const lexeme = (t: string) => (t.includes(' ') ? NAME_PHRASE_MARK + t : t);
  return groups.map((g) => `(${[...new Set(g)].map((t) => tsqueryOperand(lexeme(t), prefix)).join(' | ')})`).join(' & ');
}

/**
 * The variants of a slot that a substring test on the compact document needs: a longer form that contains a shorter
 * one adds nothing (`%reagent%` already finds every `%reagents%`), nor does a second spelling of the same compact
 * form. Short forms are kept as they are (they match at a word start, a different test).
 */
export function substringRoots(variants: readonly string[]): string[] {
  const long = [...new Set(variants.filter((v) => !isShortTerm(v)).map((v) => v.replace(/ /g, '')))];
  const keptLong = new Set(long.filter((c) => !long.some((o) => o !== c && c.includes(o))));
  const out: string[] = [];
  for (const v of variants) {
    if (isShortTerm(v)) {
      if (!out.includes(v)) out.push(v);
      continue;
    }
    const c = v.replace(/ /g, '');
    if (keptLong.delete(c)) out.push(v);
  }
  return out;
}

/** The variants a word-start test needs: `% reagent%` already finds every `% reagents%`. */
export function prefixRoots(variants: readonly string[]): string[] {
  const unique = [...new Set(variants)];
  return unique.filter((v) => !unique.some((o) => o !== v && v.startsWith(o)));
}

/**
 * Whether every product that contains the query literally (the spec's rule) already matches every slot: true when
 * each slot has a long variant inside the query's compact form (as the database normalises it), because a literal
 * hit's compact document contains the query's compact form. The literal condition then adds no product, and leaving
 * it out of a statement saves an index scan.
 */
export function literalImpliedBySlots(slots: readonly { variants: readonly string[] }[], literalCompact: string): boolean {
  if (!slots.length || !literalCompact) return false;
  return slots.every((s) => s.variants.some((v) => !isShortTerm(v) && literalCompact.includes(v.replace(/ /g, ''))));
}

export interface HighlightSegment {
  text: string;
  mark: boolean;
}

/**
 * Marks every occurrence of the given terms in text, ignoring case, accents and separators between their
 * letters ('knockout' marks 'Knock-Out'). Returns plain segments: the caller renders them as escaped text.
 */
export function highlightSegments(text: string, terms: readonly string[]): HighlightSegment[] {
  if (!text) return [];
  const chars = Array.from(text);
  let folded = '';
  const origin: number[] = [];
  const wordStart: boolean[] = [];
  chars.forEach((ch, i) => {
    const f = foldChar(ch).replace(SEPARATORS, '');
    const startsWord = i === 0 || foldChar(chars[i - 1]).replace(SEPARATORS, '') === '';
    for (let k = 0; k < f.length; k++) {
      origin.push(i);
      wordStart.push(startsWord && k === 0);
    }
    folded += f;
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  const needles = [...new Set(terms.map((t) => t.replace(/ /g, '')).filter((t) => t.length >= 2))];
  for (const needle of needles) {
    const short = isShortTerm(needle);
    let from = 0;
    for (;;) {
      const at = folded.indexOf(needle, from);
      if (at < 0) break;
      from = at + 1;
      if (short && !wordStart[at]) continue;
      const start = origin[at];
      const end = origin[at + needle.length - 1];
      for (let i = start; i <= end; i++) marked[i] = true;
    }
  }
  const out: HighlightSegment[] = [];
  chars.forEach((ch, i) => {
    const last = out[out.length - 1];
    if (last && last.mark === marked[i]) last.text += ch;
    else out.push({ text: ch, mark: marked[i] });
  });
  return out;
}

/**
 * Why a result is listed when its name and description do not say it: the first key feature, then specification,
 * that shows a search term neither the name nor the description shows (a product found through them ranks in the
 * details tier, RANK.details). Null when there is none (or no terms), so cards of other results stay as they are.
 */
export function matchedDetail(
  product: { name: string; description: string; keyFeatures: readonly string[]; specifications: readonly string[] },
  terms: readonly string[],
): { label: 'Key feature' | 'Specification'; text: string } | null {
  const shows = (text: string, term: string) => highlightSegments(text, [term]).some((seg) => seg.mark);
  const unseen = terms.filter((t) => !shows(product.name, t) && !shows(product.description, t));
  if (!unseen.length) return null;
  const pick = (list: readonly string[]) => list.find((text) => unseen.some((t) => shows(text, t)));
  const feature = pick(product.keyFeatures);
  if (feature) return { label: 'Key feature', text: detailExcerpt(feature, unseen) };
  const spec = pick(product.specifications);
  return spec ? { label: 'Specification', text: detailExcerpt(spec, unseen) } : null;
}

/** Characters a card's clamped detail line shows before its first mark for sure; an earlier start is cut. */
const DETAIL_LEAD = 40;

/** The text from a word shortly before its first marked term ("…homology arms, MCS and puromycin trap"), so a
 * clamped line still shows the mark; short leads are kept whole. */
export function detailExcerpt(text: string, terms: readonly string[]): string {
  const segments = highlightSegments(text, terms);
  const firstMark = segments.findIndex((seg) => seg.mark);
  if (firstMark < 0) return text;
  const lead = segments.slice(0, firstMark).reduce((n, seg) => n + seg.text.length, 0);
  if (lead <= DETAIL_LEAD) return text;
  const cut = text.lastIndexOf(' ', lead - DETAIL_LEAD / 2);
  return cut <= 0 ? text : `…${text.slice(cut + 1)}`;
}

/** Every form worth marking for a parsed query (the variants of its slots plus any typo corrections). */
export function highlightTerms(q: ParsedQuery, corrections: Record<string, string[]> = {}): string[] {
  const out: string[] = [];
  for (const s of q.slots) {
    for (const v of s.variants) addVariant(out, v);
    for (const c of corrections[s.label] ?? []) addVariant(out, c);
  }
  return out;
}

/** A query as it is stored in the search log: normalised, at most 100 characters. */
export function searchLogKey(q: string): string {
  return Array.from(normalizeSearchText(sanitizeSearchQuery(q))).slice(0, 100).join('');
}

export interface TextSearchable {
  title: string;
  body: string;
}

/**
 * A service's or post's text prepared once for matching (kept in the data cache beside the list, so a search only
 * runs `includes`): the lower-case text for the literal rule, the compact form for the words.
 */
export interface TextDocument {
  lower: string;
  compact: string;
}

export function textDocument(item: TextSearchable): TextDocument {
  return {
    lower: `${item.title}\n${item.body}`.toLowerCase(),
    compact: compactSearchText(`${item.title} ${joinHyphens(item.title)} ${item.body}`),
  };
}

/** Services and posts: every slot must appear in the title or body (the same normaliser, no typos). */
export function documentMatchesAllSlots(doc: TextDocument, q: ParsedQuery): boolean {
  if (q.slots.length === 0) return q.literal !== '' && doc.lower.includes(q.literal);
  return q.slots.every((s) => s.variants.some((v) => doc.compact.includes(v.replace(/ /g, ''))));
}

export function matchesAllSlots(item: TextSearchable, q: ParsedQuery): boolean {
  return documentMatchesAllSlots(textDocument(item), q);
}

/**
 * Whether the no-JavaScript search-log image may count (docs/search.md): the browser marks it as coming from this
 * site (Sec-Fetch-Site: same-origin), or — for browsers that send no such header — its Referer is a page of this
 * site or absent. Another site embedding the image does not count.
 */
export function countableSearchBeacon(secFetchSite: string | null, referer: string | null, origin: string): boolean {
  if (secFetchSite !== null) return secFetchSite === 'same-origin';
  if (!referer) return true;
  try {
    return new URL(referer).origin === origin;
  } catch {
    return false;
  }
}

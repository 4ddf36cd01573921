// Browser storage of the wizard: the draft (restored on return when the URL has no design) and the designs
// added to the quote. Values are design query strings, re-validated on read (parseDesign), so a stale or
// tampered value can only lose choices, never produce one the spec does not offer.
import { designPath, parseDesign, serializeDesign } from '@/lib/domain/design/url';
import { isDesignComplete } from '@/lib/domain/design/wizard';
import { designProjectDescription } from '@/lib/domain/design/summary';

export const DRAFT_STORAGE_KEY = 'bioark_design_draft_v1';
export const QUOTE_LIST_STORAGE_KEY = 'bioark_design_quote_v1';
export const QUOTE_LIST_MAX = 10;

export interface QuotedDesign {
  /** '/design?…' (complete design at step 6). */
  link: string;
  title: string;
}

/** The quote list from its stored text; anything unreadable or incomplete is dropped. */
export function parseQuoteList(text: string | null): QuotedDesign[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const out: QuotedDesign[] = [];
  for (const item of raw) {
    if (typeof item !== 'string') continue;
    const state = parseDesign(item);
    if (!isDesignComplete(state.selection)) continue;
    const entry = quotedDesign(serializeDesign({ ...state, step: 6 }));
    if (!out.some((d) => d.link === entry.link)) out.push(entry);
  }
  return out.slice(0, QUOTE_LIST_MAX);
}

export function quotedDesign(query: string): QuotedDesign {
  const state = parseDesign(query);
  return { link: designPath({ ...state, step: 6 }), title: designProjectDescription(state) };
}

/** Adds (or keeps) a design; the newest first; capped. Returns the stored form: a list of query strings. */
export function addToQuoteList(list: QuotedDesign[], query: string): QuotedDesign[] {
  const entry = quotedDesign(query);
  return [entry, ...list.filter((d) => d.link !== entry.link)].slice(0, QUOTE_LIST_MAX);
}

export function serializeQuoteList(list: QuotedDesign[]): string {
  return JSON.stringify(list.map((d) => d.link.replace(/^\/design\??/, '')));
}

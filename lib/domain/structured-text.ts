// Line-based editor formats of docs/requirements.md §5: service process lines 'Step :: Description', related products and
// case studies 'Name -> link', product option prices 'option=price', comma lists and one-per-line lists.

export interface ProcessStep {
  step: string;
  description: string;
}

export interface NamedLink {
  name: string;
  link: string;
}

export interface CaseStudyLink {
  title: string;
  link: string;
}

export const PROCESS_SEPARATOR = '::';
export const LINK_SEPARATOR = '->';

/** Non-empty trimmed lines (CRLF and CR tolerated). */
export function splitLines(text: string | null | undefined): string[] {
  if (!text) return [];
  return String(text)
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/** Comma-separated list (docs/requirements.md §5 options, manuals, manual links, tags): trimmed, empties dropped. */
export function splitCommaList(text: string | null | undefined): string[] {
  if (!text) return [];
  return String(text)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function splitOnce(line: string, separator: string): [string, string] | null {
  const at = line.indexOf(separator);
  if (at === -1) return null;
  return [line.slice(0, at).trim(), line.slice(at + separator.length).trim()];
}

/**
 * docs/requirements.md §5: process lines use 'Step :: Description' (split at the first '::'); lines without the separator are
 * dropped, and so are lines whose step is empty.
 */
export function parseProcessLines(text: string | null | undefined): ProcessStep[] {
  const out: ProcessStep[] = [];
  for (const line of splitLines(text)) {
    const parts = splitOnce(line, PROCESS_SEPARATOR);
    if (!parts || !parts[0]) continue;
    out.push({ step: parts[0], description: parts[1] });
  }
  return out;
}

export function formatProcessLines(list: readonly ProcessStep[] | null | undefined): string {
  return (list ?? []).map((p) => `${p.step} ${PROCESS_SEPARATOR} ${p.description}`).join('\n');
}

function parseArrowLines(text: string | null | undefined): [string, string][] {
  const out: [string, string][] = [];
  for (const line of splitLines(text)) {
    const parts = splitOnce(line, LINK_SEPARATOR);
    if (!parts || !parts[0] || !parts[1]) continue;
    out.push(parts);
  }
  return out;
}

/**
 * docs/requirements.md §5: related products use 'Name -> link' (split at the first '->'); lines without the separator are
 * dropped, and so are lines with an empty name or link.
 */
export function parseLinkLines(text: string | null | undefined): NamedLink[] {
  return parseArrowLines(text).map(([name, link]) => ({ name, link }));
}

/** docs/requirements.md §5: case studies use 'Title -> link', with the same rules as related products. */
export function parseCaseStudyLines(text: string | null | undefined): CaseStudyLink[] {
  return parseArrowLines(text).map(([title, link]) => ({ title, link }));
}

/** Formats related products ({name, link}) or case studies ({title, link}) back into 'Name -> link' lines. */
export function formatLinkLines(list: readonly (NamedLink | CaseStudyLink)[] | null | undefined): string {
  return (list ?? []).map((item) => `${'name' in item ? item.name : item.title} ${LINK_SEPARATOR} ${item.link}`).join('\n');
}

/**
 * docs/requirements.md §5: option prices are lines 'option=price' — key before the first equals sign, both parts trimmed.
 * Lines without '=' and lines with an empty key are dropped; a repeated key keeps the last price. Keys such
 * as '__proto__' are stored as plain own properties (Object.fromEntries), never touching the prototype.
 */
export function parseOptionPriceLines(text: string | null | undefined): Record<string, string> {
  const entries = new Map<string, string>();
  for (const line of splitLines(text)) {
    const parts = splitOnce(line, '=');
    if (!parts || !parts[0]) continue;
    entries.set(parts[0], parts[1]);
  }
  return Object.fromEntries(entries);
}

export function formatOptionPriceLines(prices: Readonly<Record<string, string | number | null | undefined>> | null | undefined): string {
  if (!prices) return '';
  return Object.entries(prices)
    .map(([option, price]) => `${option}=${price ?? ''}`)
    .join('\n');
}

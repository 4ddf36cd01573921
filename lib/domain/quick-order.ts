// Quick order (issue 4 item 7): researchers paste lines such as `BADM3362 2` or `BSY3320, 5 x 500 μL, 1`
// (catalog number, optional pack size/variant, optional quantity). Pure parsing and option matching; the
// server resolves catalog numbers against the database.

import { MAX_QTY } from './cart';

/** docs/requirements.md §9: quantity 1 to 999. */
export const MAX_LINE_QUANTITY = MAX_QTY;
export const QUICK_ORDER_MAX_LINES = 50;
export const QUICK_ORDER_MAX_CHARS = 5000;

export interface QuickOrderRequestLine {
  /** 1-based line number in the pasted text. */
  lineNumber: number;
  input: string;
  catalogNumber: string;
  /** The variant as typed, or null for the product's default option. */
  option: string | null;
  quantity: number;
}

export interface QuickOrderLineError {
  lineNumber: number;
  input: string;
  message: string;
}

export interface QuickOrderParseResult {
  lines: QuickOrderRequestLine[];
  errors: QuickOrderLineError[];
}

const CATALOG_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;
/** `2`, `x2`, `× 2`, `2x`, `2 pcs`, `qty 2`, `qty: 2` */
const QUANTITY = /^(?:qty\s*:?\s*|[x×]\s*)?(\d+)(?:\s*(?:[x×]|pcs?|units?))?$/i;
/** Something that was meant as a number but is not a whole one: `1.5`, `-1`, `1e9`, `0.5x`. */
const NUMBER_LIKE = /^(?:qty\s*:?\s*|[x×]\s*)?[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?(?:\s*(?:[x×]|pcs?|units?))?$/i;

export const QUICK_ORDER_QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

type QuantityToken = { kind: 'quantity'; value: number } | { kind: 'invalid' } | { kind: 'text' };

function readQuantity(token: string): QuantityToken {
  const t = token.trim();
  const m = QUANTITY.exec(t);
  if (m) {
    const n = Number(m[1]);
    return n >= 1 && n <= MAX_LINE_QUANTITY ? { kind: 'quantity', value: n } : { kind: 'invalid' };
  }
  return NUMBER_LIKE.test(t) ? { kind: 'invalid' } : { kind: 'text' };
}

function parseLine(raw: string, lineNumber: number): QuickOrderRequestLine | QuickOrderLineError | null {
  // Bullets from pasted lists ("- ", "* ", "• ") are not part of the catalog number.
  const input = raw.trim().replace(/^[-*•]\s+/, '');
  if (!input || input.startsWith('#') || input.startsWith('//')) return null;
  const fail = (message: string): QuickOrderLineError => ({ lineNumber, input, message });

  // Spreadsheet and list separators: comma, semicolon, tab, pipe.
  const parts = input.split(/[,;\t|]/).map((p) => p.trim()).filter(Boolean);
  const [first, ...restOfFirst] = parts[0].split(/\s+/);
  let middle: string[];
  let quantity = 1;

  if (parts.length === 1) {
    // `BADM3362`, `BADM3362 2`, `BADM3362 x 2`, `BSY3320 5 x 500 μL 2`
    const rest = restOfFirst.join(' ');
    const whole = rest ? readQuantity(rest) : ({ kind: 'text' } as QuantityToken);
    if (whole.kind === 'quantity') {
      quantity = whole.value;
      middle = [];
    } else if (whole.kind === 'invalid') {
      return fail(QUICK_ORDER_QUANTITY_MESSAGE);
    } else {
      const last = restOfFirst.length > 1 ? readQuantity(restOfFirst[restOfFirst.length - 1]) : ({ kind: 'text' } as QuantityToken);
      if (last.kind === 'quantity') {
        quantity = last.value;
        middle = [restOfFirst.slice(0, -1).join(' ')];
      } else if (last.kind === 'invalid') {
        return fail(QUICK_ORDER_QUANTITY_MESSAGE);
      } else {
        middle = rest ? [rest] : [];
      }
    }
  } else {
    // `BSY3320, 5 x 500 μL, 1`, `BADM3362, 2`, `BSY3320, 500 μL`
    const tail = parts[parts.length - 1];
    const q = readQuantity(tail);
    if (q.kind === 'invalid') return fail(QUICK_ORDER_QUANTITY_MESSAGE);
    const optionParts = q.kind === 'quantity' ? parts.slice(1, -1) : parts.slice(1);
    if (q.kind === 'quantity') quantity = q.value;
    middle = [restOfFirst.join(' '), ...optionParts].filter(Boolean);
  }

  if (!CATALOG_NUMBER.test(first)) return fail(`“${first.slice(0, 40)}” is not a catalog number`);
  const option = middle.join(', ').trim();
  return { lineNumber, input, catalogNumber: first, option: option || null, quantity };
}

/** Reads pasted quick-order text line by line; blank lines and `#` comments are skipped. */
export function parseQuickOrder(text: string): QuickOrderParseResult {
  const lines: QuickOrderRequestLine[] = [];
  const errors: QuickOrderLineError[] = [];
  const rawLines = text.slice(0, QUICK_ORDER_MAX_CHARS).split(/\r\n|\r|\n/);
  let read = 0;
  for (let i = 0; i < rawLines.length; i++) {
    const parsed = parseLine(rawLines[i], i + 1);
    if (!parsed) continue;
    if (read === QUICK_ORDER_MAX_LINES) {
      errors.push({ lineNumber: i + 1, input: rawLines[i].trim(), message: `Only the first ${QUICK_ORDER_MAX_LINES} lines are read; paste the rest separately` });
      break;
    }
    read++;
    if ('message' in parsed) errors.push(parsed);
    else lines.push(parsed);
  }
  return { lines, errors };
}

/**
 * Compares pack sizes the way people type them: case, spaces, `×`/`x`, and `uL`/`µL` (micro sign) /`μL`
 * (Greek mu) do not matter.
 */
export function normalizeOptionLabel(label: string): string {
  return label
    .normalize('NFKC')
    .toLowerCase()
    .replace(/×/g, 'x')
    .replace(/(^|[\d\s])u(l|g|m|mol)\b/g, '$1μ$2')
    .replace(/\s+/g, '');
}

/** The option label of `options` that `wanted` names, or null. */
export function matchOptionLabel(options: readonly string[], wanted: string): string | null {
  const key = normalizeOptionLabel(wanted);
  if (!key) return null;
  return options.find((o) => normalizeOptionLabel(o) === key) ?? null;
}

/** A resolved quick-order line, ready to be added to the cart (prices for display only; checkout re-prices). */
export interface QuickOrderCartLine {
  lineNumber: number;
  /** The cart line id: the catalog number as stored. */
  id: string;
  productId: string;
  name: string;
  variant: string;
  priceCents: number;
  quantity: number;
  imageUrl: string;
  link: string;
}

export interface QuickOrderResult {
  lines: QuickOrderCartLine[];
  errors: QuickOrderLineError[];
}

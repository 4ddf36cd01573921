// docs/requirements.md §2 Quotes inbox / §3 Quote: additionalInfo is text or a JSON string, possibly with a `summary` object;
// a summary is shown as labelled fields.

export interface SummaryField {
  label: string;
  value: string;
}

export type AdditionalInfoView =
  | { kind: 'text'; text: string }
  | { kind: 'summary'; fields: SummaryField[]; raw: object };

const MAX_DEPTH = 6;
const LABEL_JOINER = ' · ';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'funcType' → 'Func Type', 'gene_name' → 'Gene Name', 'geneID' → 'Gene ID'. */
export function humanizeKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(scalarText).filter(Boolean).join(', ');
  if (isPlainObject(value)) {
    // An object inside a list: 'key: value' pairs.
    return Object.entries(value)
      .map(([k, v]) => {
        const text = scalarText(v);
        return text ? `${humanizeKey(k)}: ${text}` : '';
      })
      .filter(Boolean)
      .join('; ');
  }
  return '';
}

function collect(obj: Record<string, unknown>, prefix: string, depth: number, out: SummaryField[]): void {
  for (const [key, value] of Object.entries(obj)) {
    const label = prefix ? `${prefix}${LABEL_JOINER}${humanizeKey(key)}` : humanizeKey(key);
    if (isPlainObject(value) && depth < MAX_DEPTH) {
      collect(value, label, depth + 1, out);
      continue;
    }
    const text = scalarText(value);
    // Empty answers carry no information in the inbox.
    if (text !== '') out.push({ label, value: text });
  }
}

/** Labelled fields of a summary object: camelCase keys become Title Case, lists are joined with ', ',
 * nested objects are flattened as 'Parent · Child', empty values are left out. */
export function summaryFields(summary: Record<string, unknown>): SummaryField[] {
  const out: SummaryField[] = [];
  collect(summary, '', 0, out);
  return out;
}

export function parseAdditionalInfo(text: string | null | undefined): AdditionalInfoView {
  const source = text ?? '';
  const trimmed = source.trim();
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (isPlainObject(parsed) && isPlainObject(parsed.summary)) {
        return { kind: 'summary', fields: summaryFields(parsed.summary), raw: parsed };
      }
    } catch {
      // not JSON: shown as text
    }
  }
  return { kind: 'text', text: source };
}

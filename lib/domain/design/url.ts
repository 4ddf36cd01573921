// The design in the URL (a shareable link; the browser's Back button walks the steps): a compact query string
// of option codes, e.g. ?st=6&c=cr&f=ko&d=len&p=cmv&t=his&fl=gfp&s=puro&tg=gene&gn=TP53&gs=Human&ok=1&fm=v.l&ti=8.
// Parsing is defensive: unknown or out-of-table codes are dropped with every choice that depends on them
// (normalizeWizard), so a hand-edited link can never produce a combination the spec does not offer.
import {
  CATEGORIES,
  DELIVERIES,
  FLUORESCENCE,
  FORMATS,
  FUNCTIONS,
  LENTIVIRUS_TITERS,
  PROMOTERS,
  PROTEIN_TAGS,
  SELECTIONS,
  TARGETS,
  type DesignOption,
} from '@/lib/domain/design/options';
import { normalizeWizard, type DesignSelection, type WizardState } from '@/lib/domain/design/wizard';

/** The query keys a design uses; anything else in the query is ignored. */
export const DESIGN_QUERY_KEYS = ['st', 'c', 'f', 'd', 'p', 't', 'fl', 's', 'tg', 'gn', 'gs', 'ok', 'fm', 'ti'] as const;

const SINGLE_FIELDS: readonly [key: string, field: keyof DesignSelection, list: readonly DesignOption[]][] = [
  ['c', 'category', CATEGORIES],
  ['f', 'funcType', FUNCTIONS],
  ['d', 'delivery', DELIVERIES],
  ['p', 'promoter', PROMOTERS],
  ['t', 'proteinTag', PROTEIN_TAGS],
  ['fl', 'fluorescence', FLUORESCENCE],
  ['s', 'selection', SELECTIONS],
  ['tg', 'target', TARGETS],
];

const codeOf = (list: readonly DesignOption[], value: string | null) => (value === null ? undefined : list.find((o) => o.value === value)?.code);
const valueOf = (list: readonly DesignOption[], code: string | null) => (code === null ? undefined : list.find((o) => o.code === code)?.value);

/** The query string (without '?') of a wizard state; an empty design gives ''. */
export function serializeDesign(state: WizardState): string {
  const s = state.selection;
  const params = new URLSearchParams();
  if (state.step > 1) params.set('st', String(state.step));
  for (const [key, field, list] of SINGLE_FIELDS) {
    const code = codeOf(list, s[field] as string | null);
    if (code) params.set(key, code);
  }
  if (s.target === 'Search Target Gene') {
    if (s.geneName) params.set('gn', s.geneName);
    if (s.geneSpecies) params.set('gs', s.geneSpecies);
    if (s.targetConfirmed) params.set('ok', '1');
  }
  const formats = s.format.map((f) => codeOf(FORMATS, f)).filter(Boolean);
  if (formats.length) params.set('fm', formats.join('.'));
  const titer = codeOf(LENTIVIRUS_TITERS, s.titer);
  if (titer && s.format.includes('Lentivirus')) params.set('ti', titer);
  return params.toString();
}

/** True when the query carries any design key (otherwise a saved draft may be restored). */
export function hasDesignParams(query: URLSearchParams | string): boolean {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  return DESIGN_QUERY_KEYS.some((k) => params.has(k));
}

/** A wizard state from a query string; invalid choices are dropped, the step is clamped to what is reachable. */
export function parseDesign(query: URLSearchParams | string): WizardState {
  const params = typeof query === 'string' ? new URLSearchParams(query.replace(/^\?/, '')) : query;
  const selection: Record<string, unknown> = {};
  for (const [key, field, list] of SINGLE_FIELDS) {
    const value = valueOf(list, params.get(key));
    if (value) selection[field] = value;
  }
  selection.geneName = params.get('gn') ?? '';
  selection.geneSpecies = params.get('gs') ?? '';
  selection.targetConfirmed = params.get('ok') === '1';
  selection.format = (params.get('fm') ?? '')
    .split('.')
    .map((code) => valueOf(FORMATS, code))
    .filter(Boolean);
  selection.titer = valueOf(LENTIVIRUS_TITERS, params.get('ti')) ?? null;
  const step = Number.parseInt(params.get('st') ?? '1', 10);
  return normalizeWizard({ step: Number.isFinite(step) ? step : 1, selection: selection as Partial<DesignSelection> });
}

/** The path of a design, for share links: '/design' or '/design?…'. */
export function designPath(state: WizardState): string {
  const query = serializeDesign(state);
  return query ? `/design?${query}` : '/design';
}

// The design summary: the right-hand card, the downloadable JSON, the printable view and the quote's
// additionalInfo (a JSON string with a `summary` object the admin inbox shows as labelled fields, docs/requirements.md §3 Quote).
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
  labelOf,
} from '@/lib/domain/design/options';
import { calculateIndicativePrice, formatPriceRange } from '@/lib/domain/design/pricing';
import { designPath } from '@/lib/domain/design/url';
import { designWarnings } from '@/lib/domain/design/warnings';
import type { WizardState } from '@/lib/domain/design/wizard';

/** Keys are camelCase so the inbox's humanizeKey gives 'Protein Tag', 'Gene Species', 'Indicative Price'. */
export interface DesignSummary {
  category: string;
  function: string;
  delivery: string;
  promoter: string;
  proteinTag: string;
  fluorescence: string;
  selectionMarker: string;
  target: string;
  geneName?: string;
  geneSpecies?: string;
  format: string[];
  indicativePrice: string;
  leadTime: string;
  warnings?: string[];
  designLink: string;
}

export const NOT_CHOSEN = '—';

function formatLabel(format: string, titer: string | null): string {
  const base = labelOf(FORMATS, format);
  if (format === 'Lentivirus' && titer) return `${base} (${labelOf(LENTIVIRUS_TITERS, titer)})`;
  if (format === 'Cell') return `${base} (frozen cells)`;
  return base;
}

export function buildDesignSummary(state: WizardState): DesignSummary {
  const s = state.selection;
  const price = calculateIndicativePrice(s);
  const warnings = designWarnings(s).map((w) => w.message);
  const or = (text: string) => text || NOT_CHOSEN;
  return {
    category: or(labelOf(CATEGORIES, s.category)),
    function: or(labelOf(FUNCTIONS, s.funcType)),
    delivery: or(labelOf(DELIVERIES, s.delivery)),
    promoter: or(labelOf(PROMOTERS, s.promoter)),
    proteinTag: or(labelOf(PROTEIN_TAGS, s.proteinTag)),
    fluorescence: or(labelOf(FLUORESCENCE, s.fluorescence)),
    selectionMarker: or(labelOf(SELECTIONS, s.selection)),
    target: or(labelOf(TARGETS, s.target)),
    ...(s.target === 'Search Target Gene' ? { geneName: or(s.geneName.trim()), geneSpecies: or(s.geneSpecies.trim()) } : {}),
    format: s.format.map((f) => formatLabel(f, s.titer)),
    indicativePrice: formatPriceRange(price),
    leadTime: price.leadTime,
    ...(warnings.length ? { warnings } : {}),
    designLink: designPath({ ...state, step: 6 }),
  };
}

/** The quote's additionalInfo: `{ "summary": { … }, "source": "design" }`. */
export function designQuoteAdditionalInfo(state: WizardState, otherDesigns: readonly string[] = []): string {
  const summary = buildDesignSummary(state);
  // Designs added to the quote earlier travel with it, one 'title — link' line each.
  return JSON.stringify({ summary: otherDesigns.length ? { ...summary, otherDesigns } : summary, source: 'design' });
}

/** 'Gene design: CRISPR KnockOut of TP53 (Human)' — the quote's project description. */
export function designProjectDescription(state: WizardState): string {
  const s = state.selection;
  const func = labelOf(FUNCTIONS, s.funcType) || 'custom construct';
  const target =
    s.target === 'Search Target Gene' && s.geneName
      ? ` of ${s.geneName}${s.geneSpecies ? ` (${s.geneSpecies})` : ''}`
      : s.target
        ? ` — ${labelOf(TARGETS, s.target)}`
        : '';
  return `Gene design: ${func}${target}`;
}

/** The rows of the summary card and the printable view, in step order. */
export function summaryRows(summary: DesignSummary): { label: string; value: string }[] {
  const rows = [
    { label: 'Category', value: summary.category },
    { label: 'Function', value: summary.function },
    { label: 'Delivery', value: summary.delivery },
    { label: 'Promoter', value: summary.promoter },
    { label: 'Protein tag', value: summary.proteinTag },
    { label: 'Fluorescence', value: summary.fluorescence },
    { label: 'Selection marker', value: summary.selectionMarker },
    { label: 'Target', value: summary.target },
  ];
  if (summary.geneName !== undefined) rows.push({ label: 'Gene name', value: summary.geneName });
  if (summary.geneSpecies !== undefined) rows.push({ label: 'Gene species', value: summary.geneSpecies });
  rows.push({ label: 'Format', value: summary.format.length ? summary.format.join(', ') : NOT_CHOSEN });
  return rows;
}

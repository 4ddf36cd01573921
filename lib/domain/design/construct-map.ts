// The parts of the live construct map, derived from the selection: delivery backbone (with its LTR/ITR ends),
// promoter, target gene (or guide / hairpin), protein tag, fluorescent reporter and selection marker. Pure, so
// the map (components/design/construct-map.tsx) only draws what this returns. Sizes are typical lengths in bp,
// used for proportions of the drawing, not a sequence.
import type { DesignSelection } from '@/lib/domain/design/wizard';

export type PartKind = 'backbone' | 'end' | 'promoter' | 'target' | 'tag' | 'reporter' | 'selection';

export interface ConstructPart {
  id: string;
  kind: PartKind;
  /** What the map writes on the part. */
  label: string;
  /** What a screen reader hears. */
  description: string;
  bp: number;
}

export interface ConstructMap {
  /** 'Lentiviral backbone', 'AAV backbone', 'Plasmid backbone'…, or null before a delivery is chosen. */
  backbone: string | null;
  /** The parts in 5'→3' order along the insert (flanking ends first and last). */
  parts: ConstructPart[];
  /** Total size in bp (insert plus backbone), for the circular view. */
  totalBp: number;
}

const BACKBONES: Record<string, { label: string; end: string | null; bp: number }> = {
  Standard: { label: 'Standard plasmid backbone', end: null, bp: 2600 },
  'All-in-One': { label: 'All-in-One plasmid backbone', end: null, bp: 6800 },
  Lenti: { label: 'Lentiviral backbone', end: 'LTR', bp: 7000 },
  'Lenti-AIO': { label: 'Lentiviral All-in-One backbone', end: 'LTR', bp: 9800 },
  AAV: { label: 'AAV backbone', end: 'ITR', bp: 2900 },
  Plasmid: { label: 'Plasmid backbone', end: null, bp: 2600 },
};

const PROMOTER_BP: Record<string, number> = { PCMV: 590, EF1a: 1180, 'EF1a Core': 210 };
const REPORTER_BP: Record<string, number> = { GFP: 720, RFP: 680, BFP: 700, Luciferase: 1650 };
const SELECTION_LABEL: Record<string, { label: string; bp: number; description: string }> = {
  Puro: { label: 'PuroR', bp: 600, description: 'Puromycin resistance marker' },
  BSD: { label: 'BSD', bp: 400, description: 'Blasticidin resistance marker' },
  Neo: { label: 'NeoR', bp: 800, description: 'Neomycin (G418) resistance marker' },
};
const TAG_BP: Record<string, number> = { His: 20, MycDDK: 60, Customized: 60 };

const GUIDE_FUNCTIONS = new Set(['CRISPR RNA Knockdown', 'CRISPRa', 'CRISPRi', 'CRISPR KnockOut']);

function targetPart(s: DesignSelection): ConstructPart | null {
  if (!s.target) return null;
  const gene = s.target === 'Search Target Gene' ? s.geneName.trim() || 'Target gene' : null;
  const f = s.funcType;
  if (s.target === 'Non-Insert') {
    return { id: 'target', kind: 'target', label: 'No insert', description: 'Non-Insert template: empty backbone, no insert', bp: 40 };
  }
  if (s.target === 'Control') {
    const label = f && (GUIDE_FUNCTIONS.has(f) || f === 'shRNA' || f === 'siRNA') ? 'Scramble' : 'Control';
    return { id: 'target', kind: 'target', label, description: `${label} control insert`, bp: f && GUIDE_FUNCTIONS.has(f) ? 100 : 300 };
  }
  if (f && GUIDE_FUNCTIONS.has(f)) return { id: 'target', kind: 'target', label: `sgRNA ${gene}`, description: `Guide RNA targeting ${gene}`, bp: 100 };
  if (f === 'shRNA' || f === 'siRNA') return { id: 'target', kind: 'target', label: `${f} ${gene}`, description: `${f} against ${gene}`, bp: 60 };
  if (f === 'CRISPR AAVS1 Donor' || f === 'Knock-In') return { id: 'target', kind: 'target', label: `${gene} donor`, description: `${gene} donor with homology arms`, bp: 1800 };
  if (f === 'Knock-Out') return { id: 'target', kind: 'target', label: `${gene} KO`, description: `${gene} knock-out cassette`, bp: 1500 };
  return { id: 'target', kind: 'target', label: gene ?? 'Target gene', description: `${gene} coding sequence`, bp: 1500 };
}

export function deriveConstructMap(s: DesignSelection): ConstructMap {
  const backbone = s.delivery ? BACKBONES[s.delivery] : null;
  const parts: ConstructPart[] = [];
  if (backbone?.end) parts.push({ id: 'end-5', kind: 'end', label: `5′ ${backbone.end}`, description: `5′ ${backbone.end}`, bp: backbone.end === 'LTR' ? 630 : 145 });
  if (s.promoter) parts.push({ id: 'promoter', kind: 'promoter', label: s.promoter, description: `${s.promoter} promoter`, bp: PROMOTER_BP[s.promoter] ?? 500 });
  const target = targetPart(s);
  if (target) parts.push(target);
  if (s.proteinTag && s.proteinTag !== 'None') {
    parts.push({ id: 'tag', kind: 'tag', label: s.proteinTag === 'Customized' ? 'Custom tag' : s.proteinTag, description: `${s.proteinTag} protein tag`, bp: TAG_BP[s.proteinTag] ?? 60 });
  }
  if (s.fluorescence && s.fluorescence !== 'None') {
    parts.push({ id: 'reporter', kind: 'reporter', label: s.fluorescence, description: `${s.fluorescence} reporter`, bp: REPORTER_BP[s.fluorescence] ?? 700 });
  }
  if (s.selection && s.selection !== 'None') {
    const marker = SELECTION_LABEL[s.selection];
    if (marker) parts.push({ id: 'selection', kind: 'selection', label: marker.label, description: marker.description, bp: marker.bp });
  }
  if (backbone?.end) parts.push({ id: 'end-3', kind: 'end', label: `3′ ${backbone.end}`, description: `3′ ${backbone.end}`, bp: backbone.end === 'LTR' ? 630 : 145 });
  const insert = parts.reduce((sum, p) => sum + p.bp, 0);
  return { backbone: backbone?.label ?? null, parts, totalBp: insert + (backbone?.bp ?? 0) };
}

/** One sentence for the SVG's <desc>: every part in order. */
export function describeConstructMap(map: ConstructMap): string {
  if (!map.backbone && map.parts.length === 0) return 'No parts chosen yet.';
  const parts = map.parts.map((p) => p.description).join(', then ');
  return `${map.backbone ?? 'Backbone not chosen'}${parts ? `: ${parts}` : ''}. About ${map.totalBp.toLocaleString('en-US')} bp.`;
}

// docs/requirements.md §3 Design options: the option tables of the gene design wizard, exactly as specified. Every list is a
// readonly tuple so the state machine can only hold values the spec offers (impossible combinations cannot be
// represented). `code` is the compact token used in the shareable URL (lib/domain/design/url.ts).

export interface DesignOption<V extends string = string> {
  value: V;
  label: string;
  /** Short token for the shareable URL; stable once published. */
  code: string;
  /** One line of help under the choice. */
  hint?: string;
}

export const CATEGORIES = [
  { value: 'CRISPR-Cas9', label: 'CRISPR-Cas9', code: 'cr', hint: 'Guide-RNA directed editing, activation and interference' },
  { value: 'RNAi', label: 'RNAi', code: 'ri', hint: 'shRNA or siRNA knockdown of a transcript' },
  { value: 'Mammalian Cloning', label: 'Mammalian Cloning', code: 'mc', hint: 'Expression and editing constructs for mammalian cells' },
  { value: 'Prokaryotic Cloning', label: 'Prokaryotic Cloning', code: 'pc', hint: 'Constructs for bacterial expression' },
] as const satisfies readonly DesignOption[];
export type DesignCategory = (typeof CATEGORIES)[number]['value'];

export const FUNCTIONS = [
  { value: 'CRISPR RNA Knockdown', label: 'CRISPR RNA Knockdown', code: 'kd', hint: 'Cas13-style knockdown of the transcript' },
  { value: 'CRISPRa', label: 'CRISPRa', code: 'ca', hint: 'dCas9 activator: raise endogenous expression' },
  { value: 'CRISPRi', label: 'CRISPRi', code: 'ci', hint: 'dCas9 repressor: silence without cutting' },
  { value: 'CRISPR KnockOut', label: 'CRISPR KnockOut', code: 'ko', hint: 'Cas9 nuclease and a guide: frameshift knock-out' },
  { value: 'CRISPR AAVS1 Donor', label: 'CRISPR AAVS1 Donor', code: 'av', hint: 'Donor for the AAVS1 safe-harbour locus' },
  { value: 'shRNA', label: 'shRNA', code: 'sh', hint: 'Stable hairpin knockdown' },
  { value: 'siRNA', label: 'siRNA', code: 'si', hint: 'Transient knockdown' },
  { value: 'Overexpression', label: 'Overexpression', code: 'oe', hint: 'Express the coding sequence of your gene' },
  { value: 'Knock-In', label: 'Knock-In', code: 'ki', hint: 'Insert a sequence at a defined locus' },
  { value: 'Knock-Out', label: 'Knock-Out', code: 'ko2', hint: 'Remove or disrupt the gene' },
] as const satisfies readonly DesignOption[];
export type DesignFunction = (typeof FUNCTIONS)[number]['value'];

/** docs/requirements.md §3 Function types by category. */
export const FUNCTIONS_BY_CATEGORY: Readonly<Record<DesignCategory, readonly DesignFunction[]>> = {
  'CRISPR-Cas9': ['CRISPR RNA Knockdown', 'CRISPRa', 'CRISPRi', 'CRISPR KnockOut', 'CRISPR AAVS1 Donor'],
  RNAi: ['shRNA', 'siRNA'],
  'Mammalian Cloning': ['Overexpression', 'Knock-In', 'Knock-Out'],
  'Prokaryotic Cloning': ['Overexpression', 'Knock-Out'],
};

export const DELIVERIES = [
  { value: 'Standard', label: 'Standard', code: 'std', hint: 'Separate Cas and guide plasmids' },
  { value: 'All-in-One', label: 'All-in-One', code: 'aio', hint: 'Cas and guide on one plasmid' },
  { value: 'Lenti', label: 'Lenti', code: 'len', hint: 'Lentiviral transfer vector' },
  { value: 'Lenti-AIO', label: 'Lenti-AIO', code: 'laio', hint: 'All-in-one lentiviral vector' },
  { value: 'AAV', label: 'AAV', code: 'aav', hint: 'Adeno-associated virus vector' },
  { value: 'Plasmid', label: 'Plasmid', code: 'pls', hint: 'Standard plasmid vector' },
] as const satisfies readonly DesignOption[];
export type DesignDelivery = (typeof DELIVERIES)[number]['value'];

const CRISPR_DELIVERIES = ['Standard', 'All-in-One', 'Lenti', 'Lenti-AIO'] as const;

/** docs/requirements.md §3 Delivery by function (Knockdown, CRISPRa, CRISPRi: four; KnockOut: those four plus AAV; …). */
export const DELIVERIES_BY_FUNCTION: Readonly<Record<DesignFunction, readonly DesignDelivery[]>> = {
  'CRISPR RNA Knockdown': CRISPR_DELIVERIES,
  CRISPRa: CRISPR_DELIVERIES,
  CRISPRi: CRISPR_DELIVERIES,
  'CRISPR KnockOut': [...CRISPR_DELIVERIES, 'AAV'],
  'CRISPR AAVS1 Donor': ['Plasmid', 'AAV'],
  shRNA: ['Plasmid', 'Lenti'],
  siRNA: ['Plasmid'],
  Overexpression: ['Plasmid', 'Lenti', 'AAV'],
  'Knock-In': ['Plasmid', 'AAV'],
  'Knock-Out': ['Plasmid', 'Lenti'],
};

export const PROMOTERS = [
  { value: 'PCMV', label: 'PCMV', code: 'cmv', hint: 'Strong constitutive viral promoter' },
  { value: 'EF1a', label: 'EF1a', code: 'ef1a', hint: 'Constitutive, resists silencing' },
  { value: 'EF1a Core', label: 'EF1a Core', code: 'efs', hint: 'Short EF1a core (EFS), saves space' },
] as const satisfies readonly DesignOption[];
export type DesignPromoter = (typeof PROMOTERS)[number]['value'];

export const PROTEIN_TAGS = [
  { value: 'His', label: 'His', code: 'his', hint: '6×His for purification' },
  { value: 'MycDDK', label: 'MycDDK', code: 'myc', hint: 'Myc-DDK (FLAG) for detection' },
  { value: 'None', label: 'None', code: 'no' },
  { value: 'Customized', label: 'Customized', code: 'cus', hint: 'Your own tag, specified in the quote' },
] as const satisfies readonly DesignOption[];
export type DesignProteinTag = (typeof PROTEIN_TAGS)[number]['value'];

export const FLUORESCENCE = [
  { value: 'GFP', label: 'GFP', code: 'gfp' },
  { value: 'RFP', label: 'RFP', code: 'rfp' },
  { value: 'BFP', label: 'BFP', code: 'bfp' },
  { value: 'Luciferase', label: 'Luciferase', code: 'luc', hint: 'Luminescent, not fluorescent' },
  { value: 'None', label: 'None', code: 'no' },
] as const satisfies readonly DesignOption[];
export type DesignFluorescence = (typeof FLUORESCENCE)[number]['value'];

export const SELECTIONS = [
  { value: 'Puro', label: 'Puro', code: 'puro', hint: 'Puromycin resistance' },
  { value: 'BSD', label: 'BSD', code: 'bsd', hint: 'Blasticidin resistance' },
  { value: 'Neo', label: 'Neo', code: 'neo', hint: 'G418 (neomycin) resistance' },
  { value: 'None', label: 'None', code: 'no' },
] as const satisfies readonly DesignOption[];
export type DesignSelectionMarker = (typeof SELECTIONS)[number]['value'];

export const TARGETS = [
  { value: 'Search Target Gene', label: 'Search Target Gene', code: 'gene', hint: 'Name the gene and the species' },
  { value: 'Control', label: 'Control (Scramble)', code: 'ctl', hint: 'Non-targeting scramble control' },
  { value: 'Non-Insert', label: 'Non-Insert (Template)', code: 'ni', hint: 'Empty backbone, no insert' },
] as const satisfies readonly DesignOption[];
export type DesignTarget = (typeof TARGETS)[number]['value'];

export const FORMATS = [
  { value: 'Vector', label: 'Vector', code: 'v', hint: 'Purified plasmid DNA' },
  { value: 'Lentivirus', label: 'Lentivirus', code: 'l', hint: 'Packaged virus, 200 µl' },
  { value: 'Cell', label: 'Cell', code: 'c', hint: 'Frozen cells' },
] as const satisfies readonly DesignOption[];
export type DesignFormat = (typeof FORMATS)[number]['value'];

/** docs/requirements.md §3: Lentivirus titers 1×10⁷, 1×10⁸ or 1×10⁹ TU/mL. */
export const LENTIVIRUS_TITERS = [
  { value: '1e7', label: '1×10⁷ TU/mL', code: '7' },
  { value: '1e8', label: '1×10⁸ TU/mL', code: '8' },
  { value: '1e9', label: '1×10⁹ TU/mL', code: '9' },
] as const satisfies readonly DesignOption[];
export type LentivirusTiter = (typeof LENTIVIRUS_TITERS)[number]['value'];
export const DEFAULT_TITER: LentivirusTiter = '1e7';

export function functionsFor(category: DesignCategory | null): readonly DesignFunction[] {
  return category ? FUNCTIONS_BY_CATEGORY[category] : [];
}

export function deliveriesFor(funcType: DesignFunction | null): readonly DesignDelivery[] {
  return funcType ? DELIVERIES_BY_FUNCTION[funcType] : [];
}

export function optionFor<O extends DesignOption>(list: readonly O[], value: string | null | undefined): O | undefined {
  return value == null ? undefined : list.find((o) => o.value === value);
}

export function labelOf(list: readonly DesignOption[], value: string | null | undefined): string {
  return optionFor(list, value)?.label ?? '';
}

export function isOneOf<V extends string>(list: readonly DesignOption<V>[], value: unknown): value is V {
  return typeof value === 'string' && list.some((o) => o.value === value);
}

/** Max length of the free-text gene fields (kept in the URL, so short). */
export const GENE_TEXT_MAX = 80;

// docs/requirements.md §4 Design wizard: a pure state machine over the six steps (category; function; delivery; promoter and
// selection marker with protein tag and fluorescence; target; format). The reducer is the only way the UI
// changes a design, so every transition rule of §4 lives here and is table-tested.
import {
  DEFAULT_TITER,
  FLUORESCENCE,
  FORMATS,
  GENE_TEXT_MAX,
  LENTIVIRUS_TITERS,
  PROMOTERS,
  PROTEIN_TAGS,
  SELECTIONS,
  TARGETS,
  CATEGORIES,
  deliveriesFor,
  functionsFor,
  isOneOf,
  type DesignCategory,
  type DesignDelivery,
  type DesignFluorescence,
  type DesignFormat,
  type DesignFunction,
  type DesignPromoter,
  type DesignProteinTag,
  type DesignSelectionMarker,
  type DesignTarget,
  type LentivirusTiter,
} from '@/lib/domain/design/options';

export const STEP_COUNT = 6; // docs/requirements.md §9: wizard steps 6
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6;
export const STEPS = [1, 2, 3, 4, 5, 6] as const satisfies readonly StepNumber[];

export const STEP_TITLES: Readonly<Record<StepNumber, string>> = {
  1: 'Choose a category',
  2: 'Choose a function',
  3: 'Choose a delivery',
  4: 'Promoter, tag, reporter and selection',
  5: 'Choose the target',
  6: 'Choose the format',
};

export const STEP_SHORT_TITLES: Readonly<Record<StepNumber, string>> = {
  1: 'Category',
  2: 'Function',
  3: 'Delivery',
  4: 'Elements',
  5: 'Target',
  6: 'Format',
};

/** docs/requirements.md §5 gene info. */
export const GENE_INFO_MESSAGE = 'Please complete gene info — Enter both Gene Name and Gene Species.';

/** docs/requirements.md §3 Design selection, plus the gene info and the lentivirus titer the target and format need. */
export interface DesignSelection {
  category: DesignCategory | null;
  funcType: DesignFunction | null;
  delivery: DesignDelivery | null;
  promoter: DesignPromoter | null;
  proteinTag: DesignProteinTag | null;
  fluorescence: DesignFluorescence | null;
  selection: DesignSelectionMarker | null;
  target: DesignTarget | null;
  geneName: string;
  geneSpecies: string;
  /** Search Target Gene needs confirmed gene info; Control and Non-Insert are confirmed at once. */
  targetConfirmed: boolean;
  /** Multi-select, in the order of FORMATS. */
  format: DesignFormat[];
  /** Only meaningful when format includes Lentivirus. */
  titer: LentivirusTiter | null;
}

export interface WizardState {
  step: StepNumber;
  selection: DesignSelection;
  /** The gene info validation message, shown after a failed confirm; cleared by an edit. */
  geneError: string | null;
}

export const EMPTY_SELECTION: DesignSelection = Object.freeze({
  category: null,
  funcType: null,
  delivery: null,
  promoter: null,
  proteinTag: null,
  fluorescence: null,
  selection: null,
  target: null,
  geneName: '',
  geneSpecies: '',
  targetConfirmed: false,
  format: [],
  titer: null,
}) as DesignSelection;

export const INITIAL_WIZARD: WizardState = Object.freeze({ step: 1, selection: EMPTY_SELECTION, geneError: null }) as WizardState;

export type WizardAction =
  // Steps 1–3 auto-advance on a choice; `advance: false` for a keyboard arrow move that only selects.
  | { type: 'setCategory'; value: DesignCategory; advance?: boolean }
  | { type: 'setFunction'; value: DesignFunction; advance?: boolean }
  | { type: 'setDelivery'; value: DesignDelivery; advance?: boolean }
  | { type: 'setPromoter'; value: DesignPromoter }
  | { type: 'setProteinTag'; value: DesignProteinTag }
  | { type: 'setFluorescence'; value: DesignFluorescence }
  | { type: 'setSelection'; value: DesignSelectionMarker }
  | { type: 'setTarget'; value: DesignTarget }
  | { type: 'setGeneName'; value: string }
  | { type: 'setGeneSpecies'; value: string }
  | { type: 'confirmGene' }
  | { type: 'toggleFormat'; value: DesignFormat; checked: boolean }
  | { type: 'setTiter'; value: LentivirusTiter }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: StepNumber }
  | { type: 'restore'; state: WizardState }
  | { type: 'reset' };

/** The choices each step owns; changing a step clears these for every later step. */
const STEP_FIELDS: Readonly<Record<StepNumber, readonly (keyof DesignSelection)[]>> = {
  1: ['category'],
  2: ['funcType'],
  3: ['delivery'],
  4: ['promoter', 'proteinTag', 'fluorescence', 'selection'],
  5: ['target', 'geneName', 'geneSpecies', 'targetConfirmed'],
  6: ['format', 'titer'],
};

/** docs/requirements.md §4: changing an earlier step clears all later choices. */
export function clearAfter(selection: DesignSelection, step: StepNumber): DesignSelection {
  const next: Record<string, unknown> = { ...selection };
  const empty: Record<string, unknown> = { ...EMPTY_SELECTION, format: [] };
  for (const s of STEPS) {
    if (s <= step) continue;
    for (const field of STEP_FIELDS[s]) next[field] = empty[field];
  }
  return next as unknown as DesignSelection;
}

/** docs/requirements.md §4 Next is enabled only when the step is complete. */
export function isStepComplete(selection: DesignSelection, step: StepNumber): boolean {
  switch (step) {
    case 1:
      return selection.category !== null;
    case 2:
      return selection.funcType !== null && functionsFor(selection.category).includes(selection.funcType);
    case 3:
      return selection.delivery !== null && deliveriesFor(selection.funcType).includes(selection.delivery);
    case 4:
      // Promoter and selection marker both chosen; protein tag and fluorescence are optional.
      return selection.promoter !== null && selection.selection !== null;
    case 5:
      return selection.target !== null && selection.targetConfirmed;
    case 6:
      return selection.format.length > 0 && (!selection.format.includes('Lentivirus') || selection.titer !== null);
  }
}

/** Steps 1..step all complete. */
export function isCompleteThrough(selection: DesignSelection, step: StepNumber): boolean {
  return STEPS.every((s) => s > step || isStepComplete(selection, s));
}

/** docs/requirements.md §4: on step 6 with a valid selection, Add to Quote and Submit to Quote become available. */
export function isDesignComplete(selection: DesignSelection): boolean {
  return isCompleteThrough(selection, 6);
}

/** The furthest step the visitor may open: the first incomplete step (or 6). */
export function furthestReachableStep(selection: DesignSelection): StepNumber {
  for (const s of STEPS) if (!isStepComplete(selection, s)) return s;
  return 6;
}

export function canGoBack(state: WizardState): boolean {
  return state.step > 1; // docs/requirements.md §4: Back is disabled on step 1.
}

export function canGoNext(state: WizardState): boolean {
  return state.step < STEP_COUNT && isCompleteThrough(state.selection, state.step);
}

export function canQuote(state: WizardState): boolean {
  return state.step === 6 && isDesignComplete(state.selection);
}

/** 0–100: the share of completed steps, for the progress bar. */
export function progressPercent(selection: DesignSelection): number {
  let done = 0;
  for (const s of STEPS) {
    if (!isStepComplete(selection, s)) break;
    done += 1;
  }
  return Math.round((done / STEP_COUNT) * 100);
}

/** Whitespace collapsed, trimmed for checks but kept while typing; capped at GENE_TEXT_MAX. */
export function cleanGeneText(value: string): string {
  // Control characters are never part of a gene name or species.
  return value.replace(/[\u0000-\u001f\u007f]/g, '').replace(/\s+/g, ' ').slice(0, GENE_TEXT_MAX);
}

export function validateGeneInfo(geneName: string, geneSpecies: string): string | null {
  return geneName.trim() !== '' && geneSpecies.trim() !== '' ? null : GENE_INFO_MESSAGE;
}

function withStepChoice(state: WizardState, step: StepNumber, patch: Partial<DesignSelection>, advance: boolean): WizardState {
  // A step can only be changed once the steps before it are complete (impossible combinations by construction).
  if (step > 1 && !isCompleteThrough(state.selection, (step - 1) as StepNumber)) return state;
  const changed = Object.entries(patch).some(([k, v]) => state.selection[k as keyof DesignSelection] !== v);
  const selection = changed ? clearAfter({ ...state.selection, ...patch }, step) : state.selection;
  const nextStep = advance ? ((step + 1) as StepNumber) : step;
  return { ...state, selection, step: nextStep, geneError: changed && step <= 5 ? null : state.geneError };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  const sel = state.selection;
  switch (action.type) {
    case 'setCategory':
      if (!isOneOf(CATEGORIES, action.value)) return state;
      return withStepChoice(state, 1, { category: action.value }, action.advance !== false); // steps 1–3 auto-advance
    case 'setFunction':
      if (!functionsFor(sel.category).includes(action.value)) return state;
      return withStepChoice(state, 2, { funcType: action.value }, action.advance !== false);
    case 'setDelivery':
      if (!deliveriesFor(sel.funcType).includes(action.value)) return state;
      return withStepChoice(state, 3, { delivery: action.value }, action.advance !== false);
    case 'setPromoter':
      if (!isOneOf(PROMOTERS, action.value)) return state;
      return withStepChoice(state, 4, { promoter: action.value }, false);
    case 'setProteinTag':
      if (!isOneOf(PROTEIN_TAGS, action.value)) return state;
      return withStepChoice(state, 4, { proteinTag: action.value }, false);
    case 'setFluorescence':
      if (!isOneOf(FLUORESCENCE, action.value)) return state;
      return withStepChoice(state, 4, { fluorescence: action.value }, false);
    case 'setSelection':
      if (!isOneOf(SELECTIONS, action.value)) return state;
      return withStepChoice(state, 4, { selection: action.value }, false);
    case 'setTarget': {
      if (!isOneOf(TARGETS, action.value)) return state;
      if (sel.target === action.value) return state;
      // docs/requirements.md §4: a Control or Non-Insert target is confirmed immediately; gene info belongs to Search Target Gene.
      const isGene = action.value === 'Search Target Gene';
      return withStepChoice(state, 5, { target: action.value, targetConfirmed: !isGene, geneName: '', geneSpecies: '' }, false);
    }
    case 'setGeneName':
    case 'setGeneSpecies': {
      if (sel.target !== 'Search Target Gene') return state;
      const value = cleanGeneText(action.value);
      const key = action.type === 'setGeneName' ? 'geneName' : 'geneSpecies';
      if (sel[key] === value) return state;
      // docs/requirements.md §4: changing the gene name or species resets the confirmation.
      return withStepChoice(state, 5, { [key]: value, targetConfirmed: false }, false);
    }
    case 'confirmGene': {
      if (sel.target !== 'Search Target Gene') return state;
      const error = validateGeneInfo(sel.geneName, sel.geneSpecies);
      if (error) return { ...state, geneError: error, selection: { ...sel, targetConfirmed: false } };
      return {
        ...state,
        geneError: null,
        selection: { ...sel, geneName: sel.geneName.trim(), geneSpecies: sel.geneSpecies.trim(), targetConfirmed: true },
      };
    }
    case 'toggleFormat': {
      if (!isOneOf(FORMATS, action.value) || !isCompleteThrough(sel, 5)) return state;
      const has = sel.format.includes(action.value);
      if (has === action.checked) return state;
      const set = new Set(sel.format);
      if (action.checked) set.add(action.value);
      else set.delete(action.value);
      const format = FORMATS.map((f) => f.value).filter((f) => set.has(f));
      const titer = format.includes('Lentivirus') ? (sel.titer ?? DEFAULT_TITER) : null;
      return { ...state, selection: { ...sel, format, titer } };
    }
    case 'setTiter':
      if (!isOneOf(LENTIVIRUS_TITERS, action.value) || !sel.format.includes('Lentivirus')) return state;
      return { ...state, selection: { ...sel, titer: action.value } };
    case 'next':
      return canGoNext(state) ? { ...state, step: (state.step + 1) as StepNumber } : state;
    case 'back':
      return canGoBack(state) ? { ...state, step: (state.step - 1) as StepNumber, geneError: null } : state;
    case 'goTo':
      return action.step >= 1 && action.step <= furthestReachableStep(sel) ? { ...state, step: action.step } : state;
    case 'restore':
      return normalizeWizard(action.state);
    case 'reset':
      return INITIAL_WIZARD;
  }
}

/**
 * Keeps only what the rules allow: each step's choices survive only when every earlier step is complete and
 * the choice is in its table; the step is clamped to the furthest reachable one. Used for URL and draft input.
 */
export function normalizeSelection(input: Partial<DesignSelection>): DesignSelection {
  const out: DesignSelection = { ...EMPTY_SELECTION, format: [] };
  if (!isOneOf(CATEGORIES, input.category)) return out;
  out.category = input.category;
  if (!input.funcType || !functionsFor(out.category).includes(input.funcType)) return out;
  out.funcType = input.funcType;
  if (!input.delivery || !deliveriesFor(out.funcType).includes(input.delivery)) return out;
  out.delivery = input.delivery;
  if (isOneOf(PROMOTERS, input.promoter)) out.promoter = input.promoter;
  if (isOneOf(PROTEIN_TAGS, input.proteinTag)) out.proteinTag = input.proteinTag;
  if (isOneOf(FLUORESCENCE, input.fluorescence)) out.fluorescence = input.fluorescence;
  if (isOneOf(SELECTIONS, input.selection)) out.selection = input.selection;
  if (!isStepComplete(out, 4)) return out;
  if (!isOneOf(TARGETS, input.target)) return out;
  out.target = input.target;
  if (out.target === 'Search Target Gene') {
    out.geneName = cleanGeneText(typeof input.geneName === 'string' ? input.geneName : '').trim();
    out.geneSpecies = cleanGeneText(typeof input.geneSpecies === 'string' ? input.geneSpecies : '').trim();
    out.targetConfirmed = input.targetConfirmed === true && validateGeneInfo(out.geneName, out.geneSpecies) === null;
  } else {
    out.targetConfirmed = true;
  }
  if (!out.targetConfirmed) return out;
  const formats = Array.isArray(input.format) ? input.format : [];
  out.format = FORMATS.map((f) => f.value).filter((f) => formats.includes(f));
  if (out.format.includes('Lentivirus')) out.titer = isOneOf(LENTIVIRUS_TITERS, input.titer) ? input.titer : DEFAULT_TITER;
  return out;
}

export function normalizeWizard(input: { step?: unknown; selection?: Partial<DesignSelection> }): WizardState {
  const selection = normalizeSelection(input.selection ?? {});
  const requested = typeof input.step === 'number' && Number.isInteger(input.step) ? input.step : 1;
  const step = Math.min(Math.max(requested, 1), furthestReachableStep(selection)) as StepNumber;
  return { step, selection, geneError: null };
}

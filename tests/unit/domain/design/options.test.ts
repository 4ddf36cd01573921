import {
  CATEGORIES,
  DELIVERIES_BY_FUNCTION,
  FLUORESCENCE,
  FORMATS,
  FUNCTIONS_BY_CATEGORY,
  LENTIVIRUS_TITERS,
  PROMOTERS,
  PROTEIN_TAGS,
  SELECTIONS,
  TARGETS,
  deliveriesFor,
  functionsFor,
  type DesignCategory,
  type DesignDelivery,
  type DesignFunction,
} from '@/lib/domain/design/options';
import { INITIAL_WIZARD, wizardReducer, type WizardState } from '@/lib/domain/design/wizard';

// docs/requirements.md §3 Design options, row by row.
const CATEGORY_FUNCTION_PAIRS: [DesignCategory, DesignFunction][] = [
  ['CRISPR-Cas9', 'CRISPR RNA Knockdown'],
  ['CRISPR-Cas9', 'CRISPRa'],
  ['CRISPR-Cas9', 'CRISPRi'],
  ['CRISPR-Cas9', 'CRISPR KnockOut'],
  ['CRISPR-Cas9', 'CRISPR AAVS1 Donor'],
  ['RNAi', 'shRNA'],
  ['RNAi', 'siRNA'],
  ['Mammalian Cloning', 'Overexpression'],
  ['Mammalian Cloning', 'Knock-In'],
  ['Mammalian Cloning', 'Knock-Out'],
  ['Prokaryotic Cloning', 'Overexpression'],
  ['Prokaryotic Cloning', 'Knock-Out'],
];

const FUNCTION_DELIVERY_PAIRS: [DesignFunction, DesignDelivery][] = [
  ['CRISPR RNA Knockdown', 'Standard'],
  ['CRISPR RNA Knockdown', 'All-in-One'],
  ['CRISPR RNA Knockdown', 'Lenti'],
  ['CRISPR RNA Knockdown', 'Lenti-AIO'],
  ['CRISPRa', 'Standard'],
  ['CRISPRa', 'All-in-One'],
  ['CRISPRa', 'Lenti'],
  ['CRISPRa', 'Lenti-AIO'],
  ['CRISPRi', 'Standard'],
  ['CRISPRi', 'All-in-One'],
  ['CRISPRi', 'Lenti'],
  ['CRISPRi', 'Lenti-AIO'],
  ['CRISPR KnockOut', 'Standard'],
  ['CRISPR KnockOut', 'All-in-One'],
  ['CRISPR KnockOut', 'Lenti'],
  ['CRISPR KnockOut', 'Lenti-AIO'],
  ['CRISPR KnockOut', 'AAV'],
  ['CRISPR AAVS1 Donor', 'Plasmid'],
  ['CRISPR AAVS1 Donor', 'AAV'],
  ['shRNA', 'Plasmid'],
  ['shRNA', 'Lenti'],
  ['siRNA', 'Plasmid'],
  ['Overexpression', 'Plasmid'],
  ['Overexpression', 'Lenti'],
  ['Overexpression', 'AAV'],
  ['Knock-In', 'Plasmid'],
  ['Knock-In', 'AAV'],
  ['Knock-Out', 'Plasmid'],
  ['Knock-Out', 'Lenti'],
];

const categoryOf = (f: DesignFunction): DesignCategory => CATEGORY_FUNCTION_PAIRS.find(([, fn]) => fn === f)![0];

function reachFunction(category: DesignCategory, func: DesignFunction): WizardState {
  return wizardReducer(wizardReducer(INITIAL_WIZARD, { type: 'setCategory', value: category }), { type: 'setFunction', value: func });
}

describe('docs/requirements.md §3 Design options: the fixed lists', () => {
  test.each([
    ['Categories: CRISPR-Cas9, RNAi, Mammalian Cloning, Prokaryotic Cloning', CATEGORIES, ['CRISPR-Cas9', 'RNAi', 'Mammalian Cloning', 'Prokaryotic Cloning']],
    ['Promoter: PCMV, EF1a, EF1a Core', PROMOTERS, ['PCMV', 'EF1a', 'EF1a Core']],
    ['Protein tag: His, MycDDK, None, Customized', PROTEIN_TAGS, ['His', 'MycDDK', 'None', 'Customized']],
    ['Fluorescence: GFP, RFP, BFP, Luciferase, None', FLUORESCENCE, ['GFP', 'RFP', 'BFP', 'Luciferase', 'None']],
    ['Selection: Puro, BSD, Neo, None', SELECTIONS, ['Puro', 'BSD', 'Neo', 'None']],
    ['Target: Search Target Gene, Control (or Scramble), Non-Insert (or Template)', TARGETS, ['Search Target Gene', 'Control', 'Non-Insert']],
    ['Format (multi-select): Vector, Lentivirus, Cell', FORMATS, ['Vector', 'Lentivirus', 'Cell']],
    ['Lentivirus titers 1×10⁷, 1×10⁸ or 1×10⁹ TU/mL', LENTIVIRUS_TITERS, ['1e7', '1e8', '1e9']],
  ] as const)('%s', (_label, list, values) => {
    expect(list.map((o) => o.value)).toEqual(values);
  });

  test('titer labels', () => {
    expect(LENTIVIRUS_TITERS.map((t) => t.label)).toEqual(['1×10⁷ TU/mL', '1×10⁸ TU/mL', '1×10⁹ TU/mL']);
  });

  test('every URL code is unique within its list', () => {
    for (const list of [CATEGORIES, PROMOTERS, PROTEIN_TAGS, FLUORESCENCE, SELECTIONS, TARGETS, FORMATS, LENTIVIRUS_TITERS]) {
      const codes = list.map((o) => o.code);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });
});

describe('docs/requirements.md §3 Function types by category', () => {
  test('the table holds exactly the allowed pairs', () => {
    const pairs = Object.entries(FUNCTIONS_BY_CATEGORY).flatMap(([c, fs]) => fs.map((f) => [c, f]));
    expect(pairs).toEqual(CATEGORY_FUNCTION_PAIRS);
  });

  test.each(CATEGORY_FUNCTION_PAIRS)('allowed: %s → %s (chosen, advances to step 3)', (category, func) => {
    expect(functionsFor(category)).toContain(func);
    const state = reachFunction(category, func);
    expect(state.selection.funcType).toBe(func);
    expect(state.step).toBe(3);
  });

  test.each([
    ['RNAi', 'CRISPR KnockOut'],
    ['RNAi', 'Overexpression'],
    ['CRISPR-Cas9', 'shRNA'],
    ['CRISPR-Cas9', 'Knock-In'],
    ['Prokaryotic Cloning', 'Knock-In'],
    ['Prokaryotic Cloning', 'siRNA'],
    ['Mammalian Cloning', 'CRISPRa'],
  ] as [DesignCategory, DesignFunction][])('disallowed: %s → %s is ignored', (category, func) => {
    expect(functionsFor(category)).not.toContain(func);
    const state = reachFunction(category, func);
    expect(state.selection.funcType).toBeNull();
    expect(state.step).toBe(2);
  });

  test('no category → no functions; a function cannot be chosen first', () => {
    expect(functionsFor(null)).toEqual([]);
    expect(wizardReducer(INITIAL_WIZARD, { type: 'setFunction', value: 'CRISPRa' })).toBe(INITIAL_WIZARD);
  });
});

describe('docs/requirements.md §3 Delivery by function', () => {
  test('the table holds exactly the allowed pairs', () => {
    const pairs = Object.entries(DELIVERIES_BY_FUNCTION).flatMap(([f, ds]) => ds.map((d) => [f, d]));
    expect(pairs).toEqual(FUNCTION_DELIVERY_PAIRS);
  });

  test.each(FUNCTION_DELIVERY_PAIRS)('allowed: %s → %s (chosen, advances to step 4)', (func, delivery) => {
    expect(deliveriesFor(func)).toContain(delivery);
    const state = wizardReducer(reachFunction(categoryOf(func), func), { type: 'setDelivery', value: delivery });
    expect(state.selection.delivery).toBe(delivery);
    expect(state.step).toBe(4);
  });

  test.each([
    ['CRISPRa', 'AAV'],
    ['CRISPRi', 'Plasmid'],
    ['CRISPR RNA Knockdown', 'AAV'],
    ['CRISPR AAVS1 Donor', 'Lenti'],
    ['shRNA', 'AAV'],
    ['siRNA', 'Lenti'],
    ['Overexpression', 'Standard'],
    ['Knock-In', 'Lenti'],
    ['Knock-Out', 'AAV'],
  ] as [DesignFunction, DesignDelivery][])('disallowed: %s → %s is ignored', (func, delivery) => {
    expect(deliveriesFor(func)).not.toContain(delivery);
    const state = wizardReducer(reachFunction(categoryOf(func), func), { type: 'setDelivery', value: delivery });
    expect(state.selection.delivery).toBeNull();
    expect(state.step).toBe(3);
  });
});

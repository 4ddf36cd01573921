import {
  GENE_INFO_MESSAGE,
  INITIAL_WIZARD,
  canGoBack,
  canGoNext,
  canQuote,
  furthestReachableStep,
  isStepComplete,
  normalizeWizard,
  progressPercent,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from '@/lib/domain/design/wizard';

const run = (actions: WizardAction[], from: WizardState = INITIAL_WIZARD) => actions.reduce(wizardReducer, from);

const TO_STEP_4: WizardAction[] = [
  { type: 'setCategory', value: 'CRISPR-Cas9' },
  { type: 'setFunction', value: 'CRISPR KnockOut' },
  { type: 'setDelivery', value: 'Lenti' },
];
const STEP_4: WizardAction[] = [
  { type: 'setPromoter', value: 'PCMV' },
  { type: 'setProteinTag', value: 'His' },
  { type: 'setFluorescence', value: 'GFP' },
  { type: 'setSelection', value: 'Puro' },
];
const GENE: WizardAction[] = [
  { type: 'setTarget', value: 'Search Target Gene' },
  { type: 'setGeneName', value: 'TP53' },
  { type: 'setGeneSpecies', value: 'Human' },
  { type: 'confirmGene' },
];
const FULL: WizardAction[] = [...TO_STEP_4, ...STEP_4, { type: 'next' }, ...GENE, { type: 'next' }, { type: 'toggleFormat', value: 'Vector', checked: true }];

describe('docs/requirements.md §4 Design wizard: steps and auto-advance', () => {
  test.each([
    ['step 1 → choosing a category advances to step 2', [TO_STEP_4[0]], 2],
    ['step 2 → choosing a function advances to step 3', TO_STEP_4.slice(0, 2), 3],
    ['step 3 → choosing a delivery advances to step 4', TO_STEP_4, 4],
    ['step 4 does not auto-advance', [...TO_STEP_4, ...STEP_4], 4],
    ['Next from a complete step 4 → step 5', [...TO_STEP_4, ...STEP_4, { type: 'next' }], 5],
    ['step 5 does not auto-advance after confirming', [...TO_STEP_4, ...STEP_4, { type: 'next' }, ...GENE], 5],
    ['Next from a complete step 5 → step 6', [...TO_STEP_4, ...STEP_4, { type: 'next' }, ...GENE, { type: 'next' }], 6],
    ['Next on step 6 stays on 6', [...FULL, { type: 'next' }], 6],
  ] as [string, WizardAction[], number][])('%s', (_label, actions, step) => {
    expect(run(actions).step).toBe(step);
  });

  test('a keyboard arrow move selects without advancing (advance: false)', () => {
    const state = run([{ type: 'setCategory', value: 'RNAi', advance: false }]);
    expect(state.step).toBe(1);
    expect(state.selection.category).toBe('RNAi');
    expect(canGoNext(state)).toBe(true);
  });

  test('the initial state is step 1 with nothing chosen', () => {
    expect(INITIAL_WIZARD.step).toBe(1);
    expect(progressPercent(INITIAL_WIZARD.selection)).toBe(0);
  });
});

describe('docs/requirements.md §4 Next is enabled only when the step is complete', () => {
  const at4 = run(TO_STEP_4);
  test.each([
    ['1: category', run([]), 1, false],
    ['1: category chosen (then Back)', run([TO_STEP_4[0], { type: 'back' }]), 1, true],
    ['4: nothing chosen', at4, 4, false],
    ['4: promoter only', run([STEP_4[0]], at4), 4, false],
    ['4: selection only', run([STEP_4[3]], at4), 4, false],
    ['4: tag and fluorescence only', run([STEP_4[1], STEP_4[2]], at4), 4, false],
    ['4: promoter and selection marker both chosen', run([STEP_4[0], STEP_4[3]], at4), 4, true],
    ['5: gene target, not confirmed', run([...TO_STEP_4, ...STEP_4, { type: 'next' }, ...GENE.slice(0, 3)]), 5, false],
    ['5: gene target confirmed', run([...TO_STEP_4, ...STEP_4, { type: 'next' }, ...GENE]), 5, true],
    ['5: Control confirmed at once', run([...TO_STEP_4, ...STEP_4, { type: 'next' }, { type: 'setTarget', value: 'Control' }]), 5, true],
    ['5: Non-Insert confirmed at once', run([...TO_STEP_4, ...STEP_4, { type: 'next' }, { type: 'setTarget', value: 'Non-Insert' }]), 5, true],
    ['6: no format', run(FULL.slice(0, -1)), 6, false],
    ['6: one format', run(FULL), 6, true],
  ] as [string, WizardState, number, boolean][])('step %s → complete %s', (_label, state, step, complete) => {
    expect(state.step).toBe(step);
    expect(isStepComplete(state.selection, state.step)).toBe(complete);
    if (step < 6) expect(canGoNext(state)).toBe(complete);
  });

  test('Next on an incomplete step does nothing', () => {
    const at4 = run(TO_STEP_4);
    expect(wizardReducer(at4, { type: 'next' })).toBe(at4);
  });
});

describe('docs/requirements.md §4 Back is disabled on step 1', () => {
  test('step 1: Back disabled and a no-op', () => {
    expect(canGoBack(INITIAL_WIZARD)).toBe(false);
    expect(wizardReducer(INITIAL_WIZARD, { type: 'back' })).toBe(INITIAL_WIZARD);
  });
  test.each([2, 3, 4, 5, 6])('step %i: Back goes one step back and keeps the choices', (step) => {
    let state = run(FULL);
    while (state.step > step) state = wizardReducer(state, { type: 'back' });
    expect(canGoBack(state)).toBe(true);
    const back = wizardReducer(state, { type: 'back' });
    expect(back.step).toBe(step - 1);
    expect(back.selection).toEqual(run(FULL).selection);
  });
});

describe('docs/requirements.md §4 Changing an earlier step clears all later choices', () => {
  const full = run(FULL);
  const goTo = (step: 1 | 2 | 3 | 4 | 5) => wizardReducer(full, { type: 'goTo', step });

  test('step 1 changed → steps 2–6 cleared', () => {
    const s = wizardReducer(goTo(1), { type: 'setCategory', value: 'RNAi' }).selection;
    expect(s).toMatchObject({ category: 'RNAi', funcType: null, delivery: null, promoter: null, proteinTag: null, fluorescence: null, selection: null, target: null, geneName: '', geneSpecies: '', targetConfirmed: false, format: [], titer: null });
  });
  test('step 2 changed → steps 3–6 cleared', () => {
    const state = wizardReducer(goTo(2), { type: 'setFunction', value: 'CRISPRa' });
    expect(state.step).toBe(3);
    expect(state.selection).toMatchObject({ category: 'CRISPR-Cas9', funcType: 'CRISPRa', delivery: null, promoter: null, selection: null, target: null, format: [] });
    expect(furthestReachableStep(state.selection)).toBe(3);
  });
  test('step 3 changed → steps 4–6 cleared', () => {
    const s = wizardReducer(goTo(3), { type: 'setDelivery', value: 'Standard' }).selection;
    expect(s).toMatchObject({ delivery: 'Standard', promoter: null, proteinTag: null, fluorescence: null, selection: null, target: null, format: [] });
  });
  test.each([
    ['promoter', { type: 'setPromoter', value: 'EF1a' }],
    ['protein tag', { type: 'setProteinTag', value: 'None' }],
    ['fluorescence', { type: 'setFluorescence', value: 'RFP' }],
    ['selection marker', { type: 'setSelection', value: 'Neo' }],
  ] as [string, WizardAction][])('step 4 %s changed → steps 5–6 cleared, the rest of step 4 kept', (_label, action) => {
    const s = wizardReducer(goTo(4), action).selection;
    expect(s.target).toBeNull();
    expect(s.geneName).toBe('');
    expect(s.format).toEqual([]);
    expect(s.promoter).not.toBeNull();
    expect(s.selection).not.toBeNull();
  });
  test('step 5 target changed → format cleared', () => {
    const s = wizardReducer(goTo(5), { type: 'setTarget', value: 'Control' }).selection;
    expect(s).toMatchObject({ target: 'Control', targetConfirmed: true, geneName: '', format: [] });
  });
  test.each([
    ['category', 1, { type: 'setCategory', value: 'CRISPR-Cas9' }],
    ['function', 2, { type: 'setFunction', value: 'CRISPR KnockOut' }],
    ['delivery', 3, { type: 'setDelivery', value: 'Lenti' }],
    ['promoter', 4, { type: 'setPromoter', value: 'PCMV' }],
    ['target', 5, { type: 'setTarget', value: 'Search Target Gene' }],
  ] as [string, 1 | 2 | 3 | 4 | 5, WizardAction][])('re-choosing the same %s keeps later choices', (_label, step, action) => {
    expect(wizardReducer(goTo(step), action).selection).toEqual(full.selection);
  });
  test('a later step cannot be chosen before the earlier ones are complete', () => {
    expect(run([{ type: 'setPromoter', value: 'PCMV' }]).selection.promoter).toBeNull();
    expect(run([...TO_STEP_4, { type: 'setTarget', value: 'Control' }]).selection.target).toBeNull();
    expect(run([...TO_STEP_4, ...STEP_4, { type: 'toggleFormat', value: 'Vector', checked: true }]).selection.format).toEqual([]);
  });
  test('goTo cannot skip past the first incomplete step', () => {
    const at4 = run(TO_STEP_4);
    expect(wizardReducer(at4, { type: 'goTo', step: 6 })).toBe(at4);
    expect(wizardReducer(at4, { type: 'goTo', step: 2 }).step).toBe(2);
  });
});

describe('docs/requirements.md §4/§5 Search Target Gene: gene info', () => {
  const at5 = run([...TO_STEP_4, ...STEP_4, { type: 'next' }, { type: 'setTarget', value: 'Search Target Gene' }]);
  test.each([
    ['both empty', '', ''],
    ['name only', 'TP53', ''],
    ['species only', '', 'Human'],
    ['whitespace only', '   ', '  '],
  ])("%s → 'Please complete gene info — Enter both Gene Name and Gene Species.'", (_label, name, species) => {
    const state = run([{ type: 'setGeneName', value: name }, { type: 'setGeneSpecies', value: species }, { type: 'confirmGene' }], at5);
    expect(state.geneError).toBe(GENE_INFO_MESSAGE);
    expect(GENE_INFO_MESSAGE).toBe('Please complete gene info — Enter both Gene Name and Gene Species.');
    expect(state.selection.targetConfirmed).toBe(false);
    expect(canGoNext(state)).toBe(false);
  });
  test('both given → confirmed, trimmed, error cleared', () => {
    const state = run([{ type: 'setGeneName', value: ' TP53 ' }, { type: 'setGeneSpecies', value: 'Human' }, { type: 'confirmGene' }], at5);
    expect(state.selection).toMatchObject({ geneName: 'TP53', geneSpecies: 'Human', targetConfirmed: true });
    expect(state.geneError).toBeNull();
  });
  test.each([
    ['changing the gene name resets the confirmation', { type: 'setGeneName', value: 'BRCA1' }],
    ['changing the species resets the confirmation', { type: 'setGeneSpecies', value: 'Mouse' }],
  ] as [string, WizardAction][])('%s (and clears the format)', (_label, action) => {
    const confirmed = run(FULL);
    const edited = wizardReducer(wizardReducer(confirmed, { type: 'goTo', step: 5 }), action);
    expect(edited.selection.targetConfirmed).toBe(false);
    expect(edited.selection.format).toEqual([]);
    expect(canGoNext(edited)).toBe(false);
  });
  test('an edit clears a shown error', () => {
    const failed = wizardReducer(at5, { type: 'confirmGene' });
    expect(failed.geneError).toBe(GENE_INFO_MESSAGE);
    expect(wizardReducer(failed, { type: 'setGeneName', value: 'T' }).geneError).toBeNull();
  });
  test('gene text is single-spaced, without control characters, capped at 80', () => {
    const state = run([{ type: 'setGeneName', value: 'TP\u000053   x' + 'a'.repeat(200) }], at5);
    expect(state.selection.geneName.startsWith('TP53 x')).toBe(true);
    expect(state.selection.geneName).toHaveLength(80);
  });
  test('gene fields are ignored for Control', () => {
    const control = wizardReducer(at5, { type: 'setTarget', value: 'Control' });
    expect(wizardReducer(control, { type: 'setGeneName', value: 'X' })).toBe(control);
    expect(wizardReducer(control, { type: 'confirmGene' })).toBe(control);
  });
});

describe('docs/requirements.md §3/§4 Format: multi-select, at least one; Lentivirus has a titer', () => {
  const at6 = run(FULL.slice(0, -1));
  test('Lentivirus defaults to 1×10⁷ and keeps a chosen titer', () => {
    const withLv = wizardReducer(at6, { type: 'toggleFormat', value: 'Lentivirus', checked: true });
    expect(withLv.selection.titer).toBe('1e7');
    expect(wizardReducer(withLv, { type: 'setTiter', value: '1e9' }).selection.titer).toBe('1e9');
  });
  test('formats keep the table order whatever the click order; unchecking the last leaves none', () => {
    const s = run([
      { type: 'toggleFormat', value: 'Cell', checked: true },
      { type: 'toggleFormat', value: 'Vector', checked: true },
      { type: 'toggleFormat', value: 'Lentivirus', checked: true },
    ], at6);
    expect(s.selection.format).toEqual(['Vector', 'Lentivirus', 'Cell']);
    expect(canQuote(s)).toBe(true);
    const none = run([
      { type: 'toggleFormat', value: 'Cell', checked: false },
      { type: 'toggleFormat', value: 'Vector', checked: false },
      { type: 'toggleFormat', value: 'Lentivirus', checked: false },
    ], s);
    expect(none.selection.format).toEqual([]);
    expect(none.selection.titer).toBeNull();
    expect(canQuote(none)).toBe(false);
  });
  test('a titer without Lentivirus is ignored', () => {
    expect(wizardReducer(at6, { type: 'setTiter', value: '1e8' })).toBe(at6);
  });
});

describe('docs/requirements.md §4 Add to Quote / Submit to Quote only on step 6 with a valid selection', () => {
  test.each([
    ['complete, on step 6', run(FULL), true],
    ['complete, but viewing step 5', wizardReducer(run(FULL), { type: 'back' }), false],
    ['step 6 without a format', run(FULL.slice(0, -1)), false],
    ['nothing chosen', INITIAL_WIZARD, false],
  ] as [string, WizardState, boolean][])('%s → %s', (_label, state, expected) => {
    expect(canQuote(state)).toBe(expected);
  });
  test('progress: 6/6 steps = 100%', () => {
    expect(progressPercent(run(FULL).selection)).toBe(100);
    expect(progressPercent(run(TO_STEP_4).selection)).toBe(50);
  });
  test('reset returns to the start', () => {
    expect(wizardReducer(run(FULL), { type: 'reset' })).toBe(INITIAL_WIZARD);
  });
});

describe('normalizeWizard: restored input keeps only what the rules allow', () => {
  test.each([
    ['unknown category drops everything', { category: 'Plant' as never, funcType: 'CRISPRa' as never }, 1, { category: null, funcType: null }],
    ['function outside its category is dropped with later steps', { category: 'RNAi' as const, funcType: 'CRISPRa' as const, delivery: 'Lenti' as const }, 2, { category: 'RNAi', funcType: null, delivery: null }],
    ['delivery outside its function is dropped', { category: 'RNAi' as const, funcType: 'siRNA' as const, delivery: 'Lenti' as const }, 3, { delivery: null }],
    [
      'unconfirmed gene keeps the target and drops the format',
      { category: 'RNAi' as const, funcType: 'siRNA' as const, delivery: 'Plasmid' as const, promoter: 'PCMV' as const, selection: 'Puro' as const, target: 'Search Target Gene' as const, geneName: 'TP53', geneSpecies: '', targetConfirmed: true, format: ['Vector' as const] },
      5,
      { target: 'Search Target Gene', targetConfirmed: false, format: [] },
    ],
  ])('%s', (_label, selection, step, expected) => {
    const state = normalizeWizard({ step: 6, selection });
    expect(state.step).toBe(step);
    expect(state.selection).toMatchObject(expected);
  });
  test('a step below 1 or not a number becomes 1', () => {
    expect(normalizeWizard({ step: -3, selection: {} }).step).toBe(1);
    expect(normalizeWizard({ step: 'x', selection: {} }).step).toBe(1);
  });
  test('restore action normalises', () => {
    const restored = wizardReducer(INITIAL_WIZARD, { type: 'restore', state: run(FULL) });
    expect(restored).toEqual(run(FULL));
  });
});

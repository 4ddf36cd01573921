import { deriveConstructMap, describeConstructMap } from '@/lib/domain/design/construct-map';
import { buildDesignSummary, designProjectDescription, designQuoteAdditionalInfo, summaryRows } from '@/lib/domain/design/summary';
import { designPath, hasDesignParams, parseDesign, serializeDesign } from '@/lib/domain/design/url';
import { designWarnings } from '@/lib/domain/design/warnings';
import { EMPTY_SELECTION, INITIAL_WIZARD, type DesignSelection, type WizardState } from '@/lib/domain/design/wizard';
import { parseAdditionalInfo } from '@/lib/domain/quote-summary';

const KO: DesignSelection = {
  ...EMPTY_SELECTION,
  category: 'CRISPR-Cas9',
  funcType: 'CRISPR KnockOut',
  delivery: 'Lenti',
  promoter: 'PCMV',
  proteinTag: 'His',
  fluorescence: 'GFP',
  selection: 'Puro',
  target: 'Search Target Gene',
  geneName: 'TP53',
  geneSpecies: 'Human',
  targetConfirmed: true,
  format: ['Vector', 'Lentivirus'],
  titer: '1e8',
};
const FULL: WizardState = { step: 6, selection: KO, geneError: null };

describe('design URL (shareable link)', () => {
  test('compact query string', () => {
    expect(serializeDesign(FULL)).toBe('st=6&c=cr&f=ko&d=len&p=cmv&t=his&fl=gfp&s=puro&tg=gene&gn=TP53&gs=Human&ok=1&fm=v.l&ti=8');
    expect(serializeDesign(INITIAL_WIZARD)).toBe('');
    expect(designPath(INITIAL_WIZARD)).toBe('/design');
  });
  test('round trip', () => {
    expect(parseDesign(serializeDesign(FULL))).toEqual(FULL);
    expect(parseDesign(`?${serializeDesign(FULL)}`)).toEqual(FULL);
  });
  test.each([
    ['an unknown category drops everything', 'st=6&c=zz&f=ko&d=len', { step: 1, category: null }],
    ['a function outside its category is dropped with what follows', 'st=6&c=ri&f=ko&d=len&p=cmv&s=puro', { step: 2, category: 'RNAi', funcType: null, delivery: null, promoter: null }],
    ['a delivery outside its function is dropped', 'st=5&c=ri&f=si&d=len&p=cmv&s=puro', { step: 3, delivery: null, promoter: null }],
    ['a missing selection marker keeps step 4 and drops the target', 'st=6&c=cr&f=ko&d=std&p=cmv&tg=ctl&fm=v', { step: 4, promoter: 'PCMV', selection: null, target: null, format: [] }],
    ['an unconfirmed gene keeps the gene info, drops the format', 'st=6&c=cr&f=ko&d=std&p=cmv&s=puro&tg=gene&gn=TP53&gs=Human&fm=v', { step: 5, geneName: 'TP53', targetConfirmed: false, format: [] }],
    ['a confirmation without a species is not a confirmation', 'st=6&c=cr&f=ko&d=std&p=cmv&s=puro&tg=gene&gn=TP53&ok=1&fm=v', { step: 5, targetConfirmed: false }],
    ['unknown format codes are dropped; Lentivirus gets the default titer', 'st=6&c=cr&f=ko&d=std&p=cmv&s=puro&tg=ctl&fm=x.l&ti=99', { step: 6, format: ['Lentivirus'], titer: '1e7' }],
    ['a step beyond the reachable one is clamped', 'st=9&c=cr', { step: 2 }],
    ['a garbage step becomes 1', 'st=abc&c=cr', { step: 1 }],
  ])('%s', (_label, query, expected) => {
    const { step, ...fields } = expected as { step: number } & Record<string, unknown>;
    const state = parseDesign(query);
    expect(state.step).toBe(step);
    expect(state.selection).toMatchObject(fields);
  });
  test('hasDesignParams', () => {
    expect(hasDesignParams('')).toBe(false);
    expect(hasDesignParams('utm_source=x')).toBe(false);
    expect(hasDesignParams('c=cr')).toBe(true);
  });
});

describe('design summary (card, JSON, quote additionalInfo)', () => {
  test('every choice, labelled', () => {
    expect(buildDesignSummary(FULL)).toEqual({
      category: 'CRISPR-Cas9',
      function: 'CRISPR KnockOut',
      delivery: 'Lenti',
      promoter: 'PCMV',
      proteinTag: 'His',
      fluorescence: 'GFP',
      selectionMarker: 'Puro',
      target: 'Search Target Gene',
      geneName: 'TP53',
      geneSpecies: 'Human',
      format: ['Vector', 'Lentivirus (1×10⁸ TU/mL)'],
      indicativePrice: '$1,499.00 – $1,739.00',
      leadTime: '2–3 weeks',
      warnings: [expect.stringContaining('protein tag on a knock-out')],
      designLink: '/design?st=6&c=cr&f=ko&d=len&p=cmv&t=his&fl=gfp&s=puro&tg=gene&gn=TP53&gs=Human&ok=1&fm=v.l&ti=8',
    });
  });
  test('the admin inbox reads it as labelled fields', () => {
    const view = parseAdditionalInfo(designQuoteAdditionalInfo(FULL));
    expect(view.kind).toBe('summary');
    const labels = view.kind === 'summary' ? Object.fromEntries(view.fields.map((f) => [f.label, f.value])) : {};
    expect(labels).toMatchObject({
      Category: 'CRISPR-Cas9',
      Function: 'CRISPR KnockOut',
      'Protein Tag': 'His',
      'Selection Marker': 'Puro',
      'Gene Name': 'TP53',
      'Gene Species': 'Human',
      Format: 'Vector, Lentivirus (1×10⁸ TU/mL)',
      'Indicative Price': '$1,499.00 – $1,739.00',
    });
  });
  test('Control target: no gene fields; unchosen optional parts show —', () => {
    const s = buildDesignSummary({ step: 6, geneError: null, selection: { ...KO, proteinTag: null, target: 'Control', geneName: '', geneSpecies: '', format: ['Cell'], titer: null } });
    expect(s).not.toHaveProperty('geneName');
    expect(s.proteinTag).toBe('—');
    expect(s.target).toBe('Control (Scramble)');
    expect(s.format).toEqual(['Cell (frozen cells)']);
    expect(summaryRows(s).map((r) => r.label)).toEqual(['Category', 'Function', 'Delivery', 'Promoter', 'Protein tag', 'Fluorescence', 'Selection marker', 'Target', 'Format']);
  });
  test('project description', () => {
    expect(designProjectDescription(FULL)).toBe('Gene design: CRISPR KnockOut of TP53 (Human)');
    expect(designProjectDescription({ ...FULL, selection: { ...KO, target: 'Non-Insert' } })).toBe('Gene design: CRISPR KnockOut — Non-Insert (Template)');
  });
});

describe('construct map parts', () => {
  test.each([
    ['lentiviral knock-out: LTRs, promoter, guide, tag, reporter, marker', KO, 'Lentiviral backbone', ['5′ LTR', 'PCMV', 'sgRNA TP53', 'His', 'GFP', 'PuroR', '3′ LTR']],
    ['AAV: ITRs', { ...KO, delivery: 'AAV' as const, proteinTag: 'None' as const, fluorescence: 'None' as const, selection: 'None' as const }, 'AAV backbone', ['5′ ITR', 'PCMV', 'sgRNA TP53', '3′ ITR']],
    ['plasmid overexpression: no ends, the gene itself', { ...KO, category: 'Mammalian Cloning' as const, funcType: 'Overexpression' as const, delivery: 'Plasmid' as const, proteinTag: 'MycDDK' as const, fluorescence: 'None' as const, selection: 'Neo' as const }, 'Plasmid backbone', ['PCMV', 'TP53', 'MycDDK', 'NeoR']],
    ['shRNA scramble control', { ...KO, category: 'RNAi' as const, funcType: 'shRNA' as const, delivery: 'Plasmid' as const, target: 'Control' as const, proteinTag: 'None' as const, fluorescence: 'RFP' as const, selection: 'BSD' as const }, 'Plasmid backbone', ['PCMV', 'Scramble', 'RFP', 'BSD']],
    ['non-insert template', { ...KO, delivery: 'Standard' as const, target: 'Non-Insert' as const, proteinTag: 'Customized' as const, fluorescence: 'Luciferase' as const }, 'Standard plasmid backbone', ['PCMV', 'No insert', 'Custom tag', 'Luciferase', 'PuroR']],
    ['nothing chosen', EMPTY_SELECTION, null, []],
  ])('%s', (_label, selection, backbone, labels) => {
    const map = deriveConstructMap(selection);
    expect(map.backbone).toBe(backbone);
    expect(map.parts.map((p) => p.label)).toEqual(labels);
  });
  test('description for screen readers', () => {
    expect(describeConstructMap(deriveConstructMap(EMPTY_SELECTION))).toBe('No parts chosen yet.');
    expect(describeConstructMap(deriveConstructMap(KO))).toMatch(/^Lentiviral backbone: 5′ LTR, then PCMV promoter, then Guide RNA targeting TP53, .* bp\.$/);
  });
});

describe('design warnings', () => {
  const base = { ...KO, proteinTag: 'None' as const };
  test.each([
    ['none for a sound lentiviral knock-out', base, []],
    ['cell format chosen without a selection marker', { ...base, selection: 'None' as const, format: ['Cell' as const] }, ['cell-without-selection']],
    ['lentivirus format without a lentiviral backbone', { ...base, delivery: 'Standard' as const }, ['lentivirus-without-lenti-backbone']],
    ['AAV capacity for Cas9', { ...base, delivery: 'AAV' as const, format: ['Vector' as const] }, ['aav-cas9-capacity']],
    ['mammalian promoter in bacteria', { ...base, category: 'Prokaryotic Cloning' as const, funcType: 'Overexpression' as const, delivery: 'Plasmid' as const, format: ['Vector' as const] }, ['prokaryotic-mammalian-promoter']],
    ['1×10⁹ all-in-one lentivirus', { ...base, delivery: 'Lenti-AIO' as const, titer: '1e9' as const }, ['lentivirus-cas9-titer']],
    ['luciferase', { ...base, fluorescence: 'Luciferase' as const }, ['luciferase-not-fluorescent']],
    ['customized tag on overexpression', { ...base, category: 'Mammalian Cloning' as const, funcType: 'Overexpression' as const, delivery: 'Lenti' as const, proteinTag: 'Customized' as const }, ['customized-tag']],
    ['no reporter and no marker', { ...base, fluorescence: 'None' as const, selection: 'None' as const }, ['no-reporter-no-selection']],
  ])('%s', (_label, selection, ids) => {
    expect(designWarnings(selection).map((w) => w.id)).toEqual(ids);
  });
});

import { addToQuoteList, parseQuoteList, serializeQuoteList } from '@/lib/domain/design/storage';

describe('design storage (draft and quote list)', () => {
  const q = serializeDesign(FULL);
  test.each([
    ['null', null, 0],
    ['not JSON', '{', 0],
    ['not a list', '{"a":1}', 0],
    ['incomplete designs are dropped', JSON.stringify(['c=cr', 42]), 0],
    ['a complete design', JSON.stringify([q]), 1],
    ['duplicates collapse', JSON.stringify([q, q]), 1],
  ])('%s', (_label, text, count) => {
    expect(parseQuoteList(text)).toHaveLength(count);
  });
  test('add, newest first, round trip', () => {
    const other = serializeDesign({ ...FULL, selection: { ...KO, target: 'Control', geneName: '', geneSpecies: '' } });
    const list = addToQuoteList(addToQuoteList([], q), other);
    expect(list.map((d) => d.title)).toEqual(['Gene design: CRISPR KnockOut — Control (Scramble)', 'Gene design: CRISPR KnockOut of TP53 (Human)']);
    expect(parseQuoteList(serializeQuoteList(list))).toEqual(list);
    expect(addToQuoteList(list, q)[0].title).toBe('Gene design: CRISPR KnockOut of TP53 (Human)');
  });
});

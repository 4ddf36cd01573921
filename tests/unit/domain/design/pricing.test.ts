import { calculateIndicativePrice, formatPriceRange, QUOTED_ON_REQUEST } from '@/lib/domain/design/pricing';
import { EMPTY_SELECTION, type DesignSelection } from '@/lib/domain/design/wizard';

const design = (patch: Partial<DesignSelection>): DesignSelection => ({
  ...EMPTY_SELECTION,
  promoter: 'PCMV',
  proteinTag: 'None',
  fluorescence: 'None',
  selection: 'Puro',
  target: 'Control',
  targetConfirmed: true,
  format: ['Vector'],
  ...patch,
});

// docs/requirements.md §9 Service prices and lead times.
describe('docs/requirements.md §9 indicative price and lead time', () => {
  test.each([
    ['knock-out plasmid kit COT-P031k $790', design({ category: 'CRISPR-Cas9', funcType: 'CRISPR KnockOut', delivery: 'Standard' }), '$790.00', '2–3 weeks'],
    ['knock-out plasmid kit for All-in-One', design({ category: 'CRISPR-Cas9', funcType: 'CRISPR KnockOut', delivery: 'All-in-One' }), '$790.00', '2–3 weeks'],
    ['knock-out lentivirus kit COM-P032k $1,499 (Lenti)', design({ category: 'CRISPR-Cas9', funcType: 'CRISPR KnockOut', delivery: 'Lenti' }), '$1,499.00', '2–3 weeks'],
    ['knock-out lentivirus kit includes the virus', design({ category: 'CRISPR-Cas9', funcType: 'CRISPR KnockOut', delivery: 'Lenti-AIO', format: ['Vector', 'Lentivirus'], titer: '1e8' }), '$1,499.00', '2–3 weeks'],
    ['knock-out lentivirus kit for a Lentivirus-only order', design({ category: 'CRISPR-Cas9', funcType: 'CRISPR KnockOut', delivery: 'Lenti', format: ['Lentivirus'], titer: '1e7' }), '$1,499.00', '2–3 weeks'],
    ['overexpression plasmid CDS-P011k $899', design({ category: 'Mammalian Cloning', funcType: 'Overexpression', delivery: 'Plasmid' }), '$899.00', '2–3 weeks'],
    ['RNA knockdown plasmid CRT-P051k $790', design({ category: 'CRISPR-Cas9', funcType: 'CRISPR RNA Knockdown', delivery: 'Standard' }), '$790.00', '2–3 weeks'],
    ['shRNA plasmid is the RNA knockdown kit', design({ category: 'RNAi', funcType: 'shRNA', delivery: 'Plasmid' }), '$790.00', '2–3 weeks'],
    ['lentivirus mini (10^7) $199 on top of the vector', design({ category: 'Mammalian Cloning', funcType: 'Overexpression', delivery: 'Lenti', format: ['Vector', 'Lentivirus'], titer: '1e7' }), '$1,098.00', '2–3 weeks'],
    ['lentivirus midi (10^8) $399', design({ category: 'RNAi', funcType: 'shRNA', delivery: 'Lenti', format: ['Lentivirus'], titer: '1e8' }), '$399.00', '2–3 weeks'],
    ['lentivirus maxi (10^9) $699', design({ category: 'CRISPR-Cas9', funcType: 'CRISPRa', delivery: 'Lenti', format: ['Lentivirus'], titer: '1e9' }), '$699.00', '2–3 weeks'],
    [
      'add-ons raise the top: fluorescent tag analysis +$50, protein tag IF +$70, Western blot +$120',
      design({ category: 'CRISPR-Cas9', funcType: 'CRISPR KnockOut', delivery: 'Lenti', proteinTag: 'His', fluorescence: 'GFP', format: ['Vector', 'Lentivirus'], titer: '1e8' }),
      '$1,499.00 – $1,739.00',
      '2–3 weeks',
    ],
    ['Luciferase is not a fluorescent tag (no analysis add-on)', design({ category: 'RNAi', funcType: 'shRNA', delivery: 'Lenti', fluorescence: 'Luciferase', format: ['Lentivirus'], titer: '1e7' }), '$199.00', '2–3 weeks'],
    ['CRISPRa vector: no §9 price → quoted on request', design({ category: 'CRISPR-Cas9', funcType: 'CRISPRa', delivery: 'Standard' }), QUOTED_ON_REQUEST, QUOTED_ON_REQUEST],
    ['AAVS1 donor → quoted on request', design({ category: 'CRISPR-Cas9', funcType: 'CRISPR AAVS1 Donor', delivery: 'Plasmid' }), QUOTED_ON_REQUEST, QUOTED_ON_REQUEST],
    ['prokaryotic overexpression → quoted on request', design({ category: 'Prokaryotic Cloning', funcType: 'Overexpression', delivery: 'Plasmid' }), QUOTED_ON_REQUEST, QUOTED_ON_REQUEST],
    ['cells only → quoted on request', design({ category: 'CRISPR-Cas9', funcType: 'CRISPR KnockOut', delivery: 'Standard', format: ['Cell'] }), QUOTED_ON_REQUEST, QUOTED_ON_REQUEST],
    ['nothing chosen → quoted on request', EMPTY_SELECTION, QUOTED_ON_REQUEST, QUOTED_ON_REQUEST],
  ])('%s', (_label, selection, range, leadTime) => {
    const price = calculateIndicativePrice(selection);
    expect(formatPriceRange(price)).toBe(range);
    expect(price.leadTime).toBe(leadTime);
  });

  test('cells with a priced vector: the vector is priced, the cells are listed as quoted on request', () => {
    const price = calculateIndicativePrice(design({ category: 'CRISPR-Cas9', funcType: 'CRISPR KnockOut', delivery: 'Standard', format: ['Vector', 'Cell'] }));
    expect(formatPriceRange(price)).toBe('$790.00');
    expect(price.onRequest).toEqual(['Cell (frozen cells)']);
    expect(price.lines).toEqual([{ label: 'Knock-out plasmid kit', catalogNumber: 'COT-P031k', cents: 79_000, optional: false }]);
  });

  test('optional add-ons alone never make a price', () => {
    const price = calculateIndicativePrice(design({ category: 'CRISPR-Cas9', funcType: 'CRISPRa', delivery: 'Standard', fluorescence: 'GFP', format: ['Vector'] }));
    expect(price.lowCents).toBeNull();
    expect(price.lines).toEqual([]);
  });
});

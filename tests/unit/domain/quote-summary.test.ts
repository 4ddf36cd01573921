import { humanizeKey, parseAdditionalInfo } from '@/lib/domain/quote-summary';

describe('parseAdditionalInfo (docs/requirements.md §2 additional info (a JSON summary is shown as labelled fields))', () => {
  test.each([
    ['plain text stays text', 'Please call after 5pm', { kind: 'text', text: 'Please call after 5pm' }],
    ['null is empty text', null, { kind: 'text', text: '' }],
    ['JSON without a summary object is text', '{"note":"x"}', { kind: 'text', text: '{"note":"x"}' }],
    ['a summary that is not an object is text', '{"summary":"x"}', { kind: 'text', text: '{"summary":"x"}' }],
    ['broken JSON is text', '{"summary":', { kind: 'text', text: '{"summary":' }],
    ['a JSON list is text', '[1,2]', { kind: 'text', text: '[1,2]' }],
  ] as const)('%s', (_label, input, expected) => {
    expect(parseAdditionalInfo(input)).toEqual(expected);
  });

  test('a summary object becomes labelled fields', () => {
    const raw = {
      summary: {
        category: 'CRISPR-Cas9',
        funcType: 'CRISPR KnockOut',
        format: ['Vector', 'Lentivirus'],
        target: { kind: 'Search Target Gene', geneName: 'TP53', geneSpecies: 'Human' },
        proteinTag: '',
        notes: null,
        quantity: 2,
      },
      source: 'design',
    };
    const view = parseAdditionalInfo(JSON.stringify(raw));
    expect(view).toEqual({
      kind: 'summary',
      raw,
      fields: [
        { label: 'Category', value: 'CRISPR-Cas9' },
        { label: 'Func Type', value: 'CRISPR KnockOut' },
        { label: 'Format', value: 'Vector, Lentivirus' },
        { label: 'Target · Kind', value: 'Search Target Gene' },
        { label: 'Target · Gene Name', value: 'TP53' },
        { label: 'Target · Gene Species', value: 'Human' },
        { label: 'Quantity', value: '2' },
      ],
    });
  });
});

describe('humanizeKey (camelCase keys become Title Case labels)', () => {
  test.each([
    ['funcType', 'Func Type'],
    ['gene_name', 'Gene Name'],
    ['geneID', 'Gene ID'],
    ['delivery', 'Delivery'],
    ['HTTPStatus', 'HTTP Status'],
  ] as const)('%s → %s', (key, expected) => {
    expect(humanizeKey(key)).toBe(expected);
  });
});

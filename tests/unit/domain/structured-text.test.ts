import {
  formatLinkLines,
  formatOptionPriceLines,
  formatProcessLines,
  parseCaseStudyLines,
  parseLinkLines,
  parseOptionPriceLines,
  parseProcessLines,
  splitCommaList,
  splitLines,
} from '@/lib/domain/structured-text';

describe("parseProcessLines (docs/requirements.md §5 process lines use 'Step :: Description')", () => {
  test.each([
    ['a line splits into step and description', 'Design :: We design the vector', [{ step: 'Design', description: 'We design the vector' }]],
    ['both parts are trimmed', '  Design   ::   text  ', [{ step: 'Design', description: 'text' }]],
    ['Lines without the separator are dropped', 'Design\nBuild :: Clone it', [{ step: 'Build', description: 'Clone it' }]],
    ['only the first :: splits', 'QC :: check :: twice', [{ step: 'QC', description: 'check :: twice' }]],
    ['a line with an empty step is dropped', ':: orphan', []],
    ['CRLF line ends are read', 'A :: 1\r\nB :: 2', [{ step: 'A', description: '1' }, { step: 'B', description: '2' }]],
    ['empty text gives no steps', '', []],
  ] as const)('%s', (_label, text, expected) => {
    expect(parseProcessLines(text)).toEqual(expected);
  });

  test('formatProcessLines round-trips', () => {
    const list = [{ step: 'Design', description: 'Vector' }, { step: 'Deliver', description: 'Ship' }];
    expect(formatProcessLines(list)).toBe('Design :: Vector\nDeliver :: Ship');
    expect(parseProcessLines(formatProcessLines(list))).toEqual(list);
  });
});

describe("parseLinkLines / parseCaseStudyLines (docs/requirements.md §5 related products and case studies use 'Name -> link')", () => {
  test.each([
    ['a line splits into name and link', 'GN8K -> /products/gn8k-dna-marker', [{ name: 'GN8K', link: '/products/gn8k-dna-marker' }]],
    ['Lines without the separator are dropped', 'GN8K /products/gn8k\nKit -> /p/kit', [{ name: 'Kit', link: '/p/kit' }]],
    ['only the first -> splits', 'A -> /x?a->b', [{ name: 'A', link: '/x?a->b' }]],
    ['a line with an empty name or link is dropped', ' -> /x\nB -> ', []],
  ] as const)('%s', (_label, text, expected) => {
    expect(parseLinkLines(text)).toEqual(expected);
  });

  test('case studies use title instead of name', () => {
    expect(parseCaseStudyLines('Knock-out in HEK293 -> https://example.org/cs')).toEqual([
      { title: 'Knock-out in HEK293', link: 'https://example.org/cs' },
    ]);
  });

  test('formatLinkLines writes both shapes back', () => {
    expect(formatLinkLines([{ name: 'A', link: '/a' }, { title: 'B', link: '/b' }])).toBe('A -> /a\nB -> /b');
  });
});

describe("parseOptionPriceLines (docs/requirements.md §5 Option prices are lines 'option=price', key before the first equals sign, both parts trimmed)", () => {
  test.each<[string, string, Record<string, string>]>([
    ['option=price', '500 μL=$39', { '500 μL': '$39' }],
    ['both parts trimmed', '  2 x 500 μL  =  $75  ', { '2 x 500 μL': '$75' }],
    ['key before the first equals sign', 'a=b=c', { a: 'b=c' }],
    ['lines without = are dropped', 'junk\nLow ROX=$59.89', { 'Low ROX': '$59.89' }],
    ['empty keys are dropped', '=$10', {}],
    ['an empty price is kept as empty text', 'Sample=', { Sample: '' }],
    ['a repeated key keeps the last price', 'A=1\nA=2', { A: '2' }],
  ])('%s', (_label, text, expected) => {
    expect(parseOptionPriceLines(text)).toEqual(expected);
  });

  test('a __proto__ key is an own property and never changes the prototype', () => {
    const parsed = parseOptionPriceLines('__proto__=1\nconstructor=2');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true);
    expect(Object.keys(parsed)).toEqual(['__proto__', 'constructor']);
  });

  test('formatOptionPriceLines round-trips', () => {
    const prices = { '500 μL': '$39', '2 x 500 μL': '$75' };
    expect(formatOptionPriceLines(prices)).toBe('500 μL=$39\n2 x 500 μL=$75');
    expect(parseOptionPriceLines(formatOptionPriceLines(prices))).toEqual(prices);
  });
});

describe('lists (docs/requirements.md §5 Options, manuals and manual links are comma-separated. Key features are one per line)', () => {
  test.each([
    ['comma list: trimmed, empties dropped', splitCommaList(' 500 μL, 2 x 500 μL ,, '), ['500 μL', '2 x 500 μL']],
    ['empty comma list', splitCommaList(''), []],
    ['lines: non-empty and trimmed', splitLines('  Fast \n\n  Stable\r\n'), ['Fast', 'Stable']],
    ['null lines', splitLines(null), []],
  ] as const)('%s', (_label, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

import {
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_QUANTITY_MESSAGE,
  matchOptionLabel,
  normalizeOptionLabel,
  parseQuickOrder,
} from '@/lib/domain/quick-order';

describe('quick order: one pasted line → catalog number, option, quantity', () => {
  test.each([
    ['catalog number and quantity', 'BADM3362 2', 'BADM3362', null, 2],
    ['catalog number alone means quantity 1', 'BADM3362', 'BADM3362', null, 1],
    ['comma list: catalog, option, quantity', 'BSY3320, 5 x 500 μL, 1', 'BSY3320', '5 x 500 μL', 1],
    ['comma list: catalog and quantity', 'BADM3362, 3', 'BADM3362', null, 3],
    ['comma list: catalog and option, no quantity', 'BSY3320, 500 μL', 'BSY3320', '500 μL', 1],
    ['tab separated (spreadsheet paste)', 'BAPM2083\t2x 250 μL\t4', 'BAPM2083', '2x 250 μL', 4],
    ['semicolons', 'BAL100688; 1 mL; 2', 'BAL100688', '1 mL', 2],
    ['“x 2” quantity', 'BADM3362 x 2', 'BADM3362', null, 2],
    ['“2 pcs” quantity', 'BADM3362 2 pcs', 'BADM3362', null, 2],
    ['“qty: 5” quantity', 'BADM3362, qty: 5', 'BADM3362', null, 5],
    ['option and quantity without commas', 'BSY3320 5 x 500 μL 2', 'BSY3320', '5 x 500 μL', 2],
    ['option without commas and no quantity', 'BSY3320 Low ROX', 'BSY3320', 'Low ROX', 1],
    ['bullet and surrounding spaces are ignored', '  - BADM3363   7  ', 'BADM3363', null, 7],
    ['lower case is kept as typed (matched case-insensitively later)', 'badm3362 1', 'badm3362', null, 1],
    ['quantity 999 is the maximum', 'BADM3362 999', 'BADM3362', null, 999],
  ])('%s: %j', (_label, input, catalogNumber, option, quantity) => {
    const { lines, errors } = parseQuickOrder(input);
    expect(errors).toEqual([]);
    expect(lines).toEqual([{ lineNumber: 1, input: input.trim().replace(/^- /, ''), catalogNumber, option, quantity }]);
  });

  test.each([
    ['quantity 0', 'BADM3362 0'],
    ['quantity 1000 (over 999)', 'BADM3362 1000'],
    ['negative quantity', 'BADM3362, -1'],
    ['fractional quantity', 'BADM3362, 1.5'],
    ['exponent quantity', 'BADM3362 1e9'],
  ])('%s is an error: %j', (_label, input) => {
    const { lines, errors } = parseQuickOrder(input);
    expect(lines).toEqual([]);
    expect(errors).toEqual([{ lineNumber: 1, input, message: QUICK_ORDER_QUANTITY_MESSAGE }]);
  });

  test('a first word that cannot be a catalog number is an error naming it', () => {
    const { lines, errors } = parseQuickOrder('(BADM3362) 2');
    expect(lines).toEqual([]);
    expect(errors[0].message).toBe('“(BADM3362)” is not a catalog number');
  });
});

describe('quick order: several lines', () => {
  test('blank lines and # comments are skipped; line numbers point into the pasted text', () => {
    const { lines, errors } = parseQuickOrder('# my order\nBADM3362 2\n\r\n\nBSY3320, 5 x 500 μL, 1\nBADM3362 0\n');
    expect(lines.map((l) => [l.lineNumber, l.catalogNumber, l.option, l.quantity])).toEqual([
      [2, 'BADM3362', null, 2],
      [5, 'BSY3320', '5 x 500 μL', 1],
    ]);
    expect(errors).toEqual([{ lineNumber: 6, input: 'BADM3362 0', message: QUICK_ORDER_QUANTITY_MESSAGE }]);
  });

  test(`only the first ${QUICK_ORDER_MAX_LINES} lines are read`, () => {
    const text = Array.from({ length: QUICK_ORDER_MAX_LINES + 5 }, (_, i) => `CAT${i} 1`).join('\n');
    const { lines, errors } = parseQuickOrder(text);
    expect(lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/Only the first 50 lines/);
  });

  test('empty text gives nothing', () => {
    expect(parseQuickOrder('  \n \n')).toEqual({ lines: [], errors: [] });
  });
});

describe('option labels are compared the way people type them', () => {
  test.each([
    ['5 x 500 μL', '5x500ul', true],
    ['5 x 500 μL', '5 × 500 µL', true], // multiplication sign, micro sign U+00B5
    ['2 x 500 μL', '2X500 UL', true],
    ['Low ROX', 'low rox', true],
    ['500 μL', '5 x 500 μL', false],
    ['High ROX', 'Low ROX', false],
  ])('%j vs %j → %s', (label, typed, same) => {
    expect(normalizeOptionLabel(label) === normalizeOptionLabel(typed)).toBe(same);
  });

  test('matchOptionLabel returns the stored label', () => {
    expect(matchOptionLabel(['500 μL', '2 x 500 μL', '5 x 500 μL'], '5x500uL')).toBe('5 x 500 μL');
    expect(matchOptionLabel(['500 μL'], '7 x 500 μL')).toBeNull();
    expect(matchOptionLabel(['500 μL'], '   ')).toBeNull();
  });
});

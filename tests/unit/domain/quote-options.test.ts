import {
  BUDGETS,
  CONTACT_SUBJECTS,
  PRODUCT_QUOTE_SERVICE_TYPE,
  SERVICE_TYPES,
  TIMELINES,
  choiceValues,
  labelFor,
  splitCustomerName,
} from '@/lib/domain/quote-options';

describe('choice lists (docs/requirements.md §9)', () => {
  test.each([
    ['Quote service types: products, cloning, lentivirus, celllines, experiments, supplies, custom', choiceValues(SERVICE_TYPES), ['products', 'cloning', 'lentivirus', 'celllines', 'experiments', 'supplies', 'custom']],
    ['Timelines: urgent (1-2 weeks), standard (3-4 weeks), flexible (1-2 months), planning', TIMELINES.map((t) => t.label), ['Urgent (1-2 weeks)', 'Standard (3-4 weeks)', 'Flexible (1-2 months)', 'Planning stage']],
    ['Budgets: under5k, 5k-15k, 15k-50k, over50k, discuss', choiceValues(BUDGETS), ['under5k', '5k-15k', '15k-50k', 'over50k', 'discuss']],
    ['Contact subjects: general, products, services, technical, partnership, other', choiceValues(CONTACT_SUBJECTS), ['general', 'products', 'services', 'technical', 'partnership', 'other']],
  ] as const)('%s', (_label, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  test("Product quote default serviceType 'Product Quote'", () => {
    expect(PRODUCT_QUOTE_SERVICE_TYPE).toBe('Product Quote');
  });
});

describe('labelFor', () => {
  test.each([
    ['a known value shows its label', SERVICE_TYPES, 'celllines', 'Stable Cell Lines'],
    ['a budget label', BUDGETS, '5k-15k', '$5,000 - $15,000'],
    ['an unknown value is shown as it is', SERVICE_TYPES, 'Product Quote', 'Product Quote'],
    ['nothing shows nothing', SERVICE_TYPES, undefined, ''],
  ] as const)('%s', (_label, list, value, expected) => {
    expect(labelFor(list, value)).toBe(expected);
  });
});

describe("splitCustomerName (docs/requirements.md §5 The name is split on whitespace into first and last; a missing part becomes '-')", () => {
  test.each([
    ['first and last', 'Ada Lovelace', 'Ada', 'Lovelace'],
    ['the rest is the last name', 'Maria de la Cruz', 'Maria', 'de la Cruz'],
    ['runs of whitespace count as one', '  Ada \t  Lovelace  ', 'Ada', 'Lovelace'],
    ["a missing last name becomes '-'", 'Ada', 'Ada', '-'],
    ["an empty name becomes '-' and '-'", '   ', '-', '-'],
  ] as const)('%s', (_label, name, firstName, lastName) => {
    expect(splitCustomerName(name)).toEqual({ firstName, lastName });
  });
});

import { canSubmitProductQuote, productQuoteSummary } from '@/components/quotes/product-quote-dialog';
import { parseAdditionalInfo } from '@/lib/domain/quote-summary';

describe('docs/requirements.md §5: Submit is disabled unless customer name and email are both non-empty', () => {
  test.each([
    ['', '', false],
    ['Ada', '', false],
    ['', 'ada@lab.test', false],
    ['   ', 'ada@lab.test', false],
    ['Ada', '  ', false],
    ['Ada', 'ada@lab.test', true],
  ])('name %j, email %j → %s', (name, email, ok) => {
    expect(canSubmitProductQuote(name, email)).toBe(ok);
  });
});

test("the product's name and catalog number reach the inbox as labelled fields", () => {
  const view = parseAdditionalInfo(productQuoteSummary({ id: 'gep-02', name: 'Gene Knock-Out', catalogNumber: 'GEP-KO02' }));
  expect(view).toMatchObject({
    kind: 'summary',
    fields: [
      { label: 'Product', value: 'Gene Knock-Out' },
      { label: 'Catalog Number', value: 'GEP-KO02' },
      { label: 'Product Id', value: 'gep-02' },
    ],
  });
});

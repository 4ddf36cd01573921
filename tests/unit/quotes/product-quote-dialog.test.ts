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

test('the option and quantity chosen on the page reach the inbox too; a product without options sends none', () => {
  const view = parseAdditionalInfo(productQuoteSummary({ id: 'gep-02', name: 'Gene Knock-Out', catalogNumber: 'GEP-KO02', option: 'Lentivirus (Cas9 + sgRNA)', quantity: 2 }));
  expect(view).toMatchObject({
    kind: 'summary',
    fields: [
      { label: 'Product', value: 'Gene Knock-Out' },
      { label: 'Catalog Number', value: 'GEP-KO02' },
      { label: 'Product Id', value: 'gep-02' },
      { label: 'Option', value: 'Lentivirus (Cas9 + sgRNA)' },
      { label: 'Quantity', value: '2' },
    ],
  });
  const plain = JSON.parse(productQuoteSummary({ id: 'x', name: 'X', catalogNumber: '', option: 'Default', quantity: 1 }));
  expect(plain.summary).toEqual({ product: 'X', catalogNumber: '', productId: 'x', quantity: 1 });
});

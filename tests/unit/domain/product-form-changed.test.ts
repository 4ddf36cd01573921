// The Add / Edit product dialog asks before closing with changes not saved (productFormChanged): Escape or a tap
// beside the long form used to throw away every field typed.
import { EMPTY_PRODUCT_FORM, productFormChanged, type ProductFormText } from '@/lib/domain/catalog-admin';

const OPENING: ProductFormText = { ...EMPTY_PRODUCT_FORM, name: 'GN8K DNA Marker', listPrice: '$47.00', options: '500 μL', slug: 'gn8k-dna-marker' };

test.each<[string, Partial<ProductFormText>, boolean]>([
  ['nothing touched', {}, false],
  ['spaces added at the ends only', { name: '  GN8K DNA Marker ' }, false],
  ['a field typed back to its opening value', { listPrice: '$47.00' }, false],
  ['the name changed', { name: 'GN8K DNA Marker (new lot)' }, true],
  ['a price emptied', { listPrice: '' }, true],
  ['a long text field filled', { performanceData: 'Sharp bands from 100 bp to 8 kb.' }, true],
  ['the type switched', { type: 'quote' }, true],
  ['an option price line added', { optionPrices: '500 μL=$47' }, true],
])('%s → %s', (_label, edit, expected) => {
  expect(productFormChanged(OPENING, { ...OPENING, ...edit })).toBe(expected);
});

test('an empty Add form is unchanged until something is typed', () => {
  expect(productFormChanged(EMPTY_PRODUCT_FORM, { ...EMPTY_PRODUCT_FORM })).toBe(false);
  expect(productFormChanged(EMPTY_PRODUCT_FORM, { ...EMPTY_PRODUCT_FORM, name: 'x' })).toBe(true);
});

import { ADDED_TO_CART_TITLE, addedToCartMessage } from '@/components/cart/use-add-to-cart';

test("docs/requirements.md §4/§8 toast: 'Added to cart' / 'name (variant) × qty added to your cart'", () => {
  expect(ADDED_TO_CART_TITLE).toBe('Added to cart');
  expect(addedToCartMessage('GN8K DNA Marker', '500 μL', 3)).toBe('GN8K DNA Marker (500 μL) × 3 added to your cart');
});

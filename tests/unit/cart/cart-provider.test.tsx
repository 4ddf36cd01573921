import { renderToString } from 'react-dom/server';
import { CartProvider, useCart } from '@/components/cart/cart-provider';

function ItemCount() {
  const { itemCount, lines } = useCart();
  return (
    <span>
      {itemCount}/{lines.length}
    </span>
  );
}

describe('useCart (docs/requirements.md §8)', () => {
  test("outside its provider it throws 'useCart must be used within CartProvider'", () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => renderToString(<ItemCount />)).toThrow('useCart must be used within CartProvider');
    } finally {
      spy.mockRestore();
    }
  });

  test('inside the provider it starts empty until the stored cart is read in the browser', () => {
    expect(renderToString(<CartProvider><ItemCount /></CartProvider>)).toContain('0<!-- -->/<!-- -->0');
  });
});

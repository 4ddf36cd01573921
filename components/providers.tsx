'use client';
// Client providers shared by the storefront: the cart and the single toaster (loaded with the first toast).
import { CartProvider } from '@/components/cart/cart-provider';
import { LazyToaster } from '@/components/ui/lazy-toaster';

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <CartProvider>
      {children}
      <LazyToaster />
    </CartProvider>
  );
}

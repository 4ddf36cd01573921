'use client';
// Client cart state (docs/requirements.md §4 Cart): rules from lib/domain/cart, saved to localStorage on every change and
// restored on load; an unreadable stored value means an empty cart.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  CART_STORAGE_KEY,
  addCartLine,
  calculateCartTotals,
  parseStoredCart,
  removeCartLine,
  updateCartLineQuantity,
  type CartLine,
} from '@/lib/domain/cart';

export interface CartContextValue {
  lines: CartLine[];
  /** True once the stored cart has been read (avoid showing an empty cart flash before that). */
  ready: boolean;
  itemCount: number;
  totals: ReturnType<typeof calculateCartTotals>;
  addItem: (item: Omit<CartLine, 'quantity'>, quantity?: number) => void;
  updateQuantity: (id: string, variant: string, quantity: number) => void;
  removeItem: (id: string, variant: string) => void;
  clear: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: React.ReactNode }) {
  const [lines, setLines] = useState<CartLine[]>([]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(CART_STORAGE_KEY);
    } catch {
      stored = null;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- restoring browser-only state after hydration
    setLines(parseStoredCart(stored));
    setReady(true);
    const onStorage = (e: StorageEvent) => {
      if (e.key === CART_STORAGE_KEY) setLines(parseStoredCart(e.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const commit = useCallback((update: (prev: CartLine[]) => CartLine[]) => {
    setLines((prev) => {
      const next = update(prev);
      try {
        window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage full or disabled: the cart still works for this page view.
      }
      return next;
    });
  }, []);

  const value = useMemo<CartContextValue>(() => {
    const totals = calculateCartTotals(lines);
    return {
      lines,
      ready,
      itemCount: totals.itemCount,
      totals,
      addItem: (item, quantity = 1) => commit((prev) => addCartLine(prev, item, quantity)),
      updateQuantity: (id, variant, quantity) => commit((prev) => updateCartLineQuantity(prev, id, variant, quantity)),
      removeItem: (id, variant) => commit((prev) => removeCartLine(prev, id, variant)),
      clear: () => commit(() => []),
    };
  }, [lines, ready, commit]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error('useCart must be used within CartProvider');
  return ctx;
}

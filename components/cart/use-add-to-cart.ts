'use client';
// Adding to the cart from a product page (docs/requirements.md §4, §8): the line is added (or its quantity increased) and the
// toast 'Added to cart' / 'name (variant) × qty added to your cart' is shown — one toast at a time, 5 s.
import { useCallback } from 'react';
import { useCart } from '@/components/cart/cart-provider';
import { toast } from '@/hooks/use-toast';
import { clampProductQuantity, type CartItemInput } from '@/lib/domain/cart';

export const ADDED_TO_CART_TITLE = 'Added to cart';

export function addedToCartMessage(name: string, variant: string, quantity: number): string {
  return `${name} (${variant}) × ${quantity} added to your cart`;
}

export function useAddToCart() {
  const { addItem } = useCart();
  return useCallback(
    (item: CartItemInput, quantity = 1) => {
      const qty = clampProductQuantity(quantity);
      addItem(item, qty);
      toast({ title: ADDED_TO_CART_TITLE, description: addedToCartMessage(item.name, item.variant, qty) });
    },
    [addItem],
  );
}

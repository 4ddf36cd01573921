'use client';
// The header's cart icon with the item count, shown as 99+ above 99 (docs/requirements.md §2 Header, §9).
import Link from '@/components/ui/app-link';
import { ShoppingCartIcon } from '@/components/icons/shopping-cart';
import { useCart } from '@/components/cart/cart-provider';
import { formatCartBadge } from '@/lib/domain/cart';
import { cx } from '@/lib/class-join';

export function CartLink({ className }: { className?: string }) {
  const { itemCount, ready } = useCart();
  const badge = ready ? formatCartBadge(itemCount) : '';
  const label = badge ? `Cart, ${itemCount === 1 ? '1 item' : `${itemCount} items`}` : 'Cart';
  return (
    <Link
      href="/cart"
      aria-label={label}
      className={cx('relative inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-subtle', className)}
    >
      <ShoppingCartIcon className="size-5" aria-hidden="true" />
      {badge && (
        <span
          data-testid="cart-badge"
          aria-hidden="true"
          className="absolute top-0.5 right-0 min-w-5 rounded-full bg-accent px-1 text-center text-[11px] leading-5 font-semibold text-accent-foreground tabular-nums"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}

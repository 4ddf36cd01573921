'use client';
// The /cart page (docs/requirements.md §2 Cart, §4 Checkout, §8): lines with quantity change and removal; subtotal, shipping
// and estimated total; Checkout idle → processing → redirect; the success / canceled return flags; quick order.
import { useEffect, useRef, useState } from 'react';
import Link from '@/components/ui/app-link';
import { CircleExclamationPointIcon as CircleAlertIcon } from '@/components/icons/circle-exclamation-point';
import { CircleCheckIcon } from '@/components/icons/circle-check';
import { CircleXIcon } from '@/components/icons/circle-x';
import { LockIcon } from '@/components/icons/lock';
import { ShoppingCartIcon } from '@/components/icons/shopping-cart';
import { useCart } from '@/components/cart/cart-provider';
import { CartLineItem } from '@/components/cart/cart-line-item';
import { QuickOrderBox } from '@/components/cart/quick-order-box';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { createCheckoutSession, forgetCheckoutKey } from '@/lib/client/checkout';
import {
  NO_PAYABLE_ITEMS_MESSAGE,
  NO_PAYABLE_ITEMS_TITLE,
  PAYMENT_CANCELED_MESSAGE,
  PAYMENT_SUCCESS_MESSAGE,
  SHIPPING_CENTS,
  cartLineKey,
  payableLines,
} from '@/lib/domain/cart';
import { formatCents } from '@/lib/domain/money';

export type CartReturnStatus = 'success' | 'canceled' | null;

/** docs/requirements.md §8 — shown when Checkout is pressed with nothing payable. */
export const CANNOT_CHECKOUT_TEXT = `${NO_PAYABLE_ITEMS_TITLE} — ${NO_PAYABLE_ITEMS_MESSAGE}`;

type CheckoutState = 'idle' | 'processing' | 'redirecting';

export function CartView({ returnStatus }: { returnStatus: CartReturnStatus }) {
  const { lines, ready, totals, updateQuantity, removeItem, clear } = useCart();
  const [status] = useState<CartReturnStatus>(returnStatus);
  const [checkout, setCheckout] = useState<CheckoutState>('idle');
  const [blocked, setBlocked] = useState(false);
  const handledReturn = useRef(false);

  // docs/requirements.md §2: the success flag empties the cart. The flag is then dropped from the address, so coming back to
  // this page later (history, reload) never clears items added since. Nothing is marked paid here: only a
  // verified payment event does that (docs/security.md item 14).
  useEffect(() => {
    if (!ready || handledReturn.current || !status) return;
    handledReturn.current = true;
    if (status === 'success') {
      clear();
      forgetCheckoutKey();
    }
    window.history.replaceState(window.history.state, '', '/cart');
  }, [ready, status, clear]);

  // A page restored from the back/forward cache after the redirect must not stay stuck on 'Processing…'.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setCheckout('idle');
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  async function startCheckout() {
    if (checkout !== 'idle') return;
    const payable = payableLines(lines);
    if (!payable.length) {
      setBlocked(true);
      return;
    }
    setBlocked(false);
    setCheckout('processing');
    try {
      const url = await createCheckoutSession(payable);
      setCheckout('redirecting');
      window.location.assign(url);
    } catch (err) {
      setCheckout('idle');
      toast({
        variant: 'destructive',
        title: 'Failed to create checkout session',
        description: (err as Error)?.message || 'Please try again later.',
      });
    }
  }

  const hasQuoteLines = lines.some((l) => l.quoteOnly || !(l.priceCents > 0));
  const busy = checkout !== 'idle';

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Shopping cart</h1>

      <div aria-live="polite">
        {status === 'success' && (
          <div role="status" className="mt-6 flex items-start gap-3 rounded-lg border border-success/25 bg-success/10 p-4 text-success">
            <CircleCheckIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-medium">{PAYMENT_SUCCESS_MESSAGE}</p>
              {/* Issue 20: an account is offered after checkout, never required before it. */}
              <p className="mt-1 text-sm text-foreground" data-testid="account-offer">
                Follow this order, print a receipt or reorder later:{' '}
                <Link href="/account/sign-in" className="font-medium text-primary underline underline-offset-4">
                  sign in with the order&apos;s e-mail
                </Link>{' '}
                — no password needed.
              </p>
            </div>
          </div>
        )}
        {status === 'canceled' && (
          <div role="status" className="mt-6 flex items-start gap-3 rounded-lg border bg-surface p-4">
            <CircleXIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{PAYMENT_CANCELED_MESSAGE}</p>
          </div>
        )}
      </div>

      {!ready ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_360px]" aria-busy="true" aria-label="Loading your cart">
          <div className="space-y-4">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        // One grid for the empty and the filled cart, so the quick-order box keeps its text and messages when
        // its first lines arrive.
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1fr_360px]">
          {lines.length === 0 ? (
            <div className="flex flex-col items-center justify-center rounded-lg border border-dashed px-6 py-14 text-center">
              <ShoppingCartIcon className="size-10 text-muted-foreground" aria-hidden="true" />
              <h2 className="mt-4 text-lg font-semibold">Your cart is empty</h2>
              <p className="mt-1 max-w-sm text-sm text-muted-foreground">
                Markers, transfection reagents and qPCR mixes can be bought online; services are quoted.
              </p>
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                <Button asChild>
                  <Link href="/products">Browse products</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link href="/request-quote">Request a quote</Link>
                </Button>
              </div>
            </div>
          ) : (
            <section aria-labelledby="cart-lines-heading">
              <h2 id="cart-lines-heading" className="sr-only">
                Items in your cart
              </h2>
              <ul className="divide-y border-y">
                {lines.map((line) => (
                  <CartLineItem
                    key={cartLineKey(line.id, line.variant)}
                    line={line}
                    onQuantityChange={(q) => updateQuantity(line.id, line.variant, q)}
                    onRemove={() => removeItem(line.id, line.variant)}
                  />
                ))}
              </ul>
              <div className="mt-4">
                <Button asChild variant="link" className="h-auto px-0">
                  <Link href="/products">Continue shopping</Link>
                </Button>
              </div>
            </section>
          )}

          <div className="space-y-6 lg:sticky lg:top-24">
            {lines.length > 0 && (
              <section aria-labelledby="cart-summary-heading" className="rounded-lg border bg-card p-5 shadow-xs">
                <h2 id="cart-summary-heading" className="text-base font-semibold">
                  Order summary
                </h2>
                <dl className="mt-4 space-y-3 text-sm">
                  <div className="flex justify-between gap-4">
                    <dt className="text-muted-foreground">Subtotal</dt>
                    <dd className="tabular-nums" data-testid="cart-subtotal">
                      {formatCents(totals.subtotalCents)}
                    </dd>
                  </div>
                  <div className="flex justify-between gap-4">
                    <dt className="text-muted-foreground">Shipping</dt>
                    <dd className="tabular-nums" data-testid="cart-shipping">
                      {formatCents(totals.shippingCents)}
                    </dd>
                  </div>
                  <div className="flex justify-between gap-4 border-t pt-3 text-base font-semibold">
                    <dt>Estimated total</dt>
                    <dd className="tabular-nums" data-testid="cart-total">
                      {formatCents(totals.totalCents)}
                    </dd>
                  </div>
                </dl>
                {hasQuoteLines && (
                  <p className="mt-4 text-xs text-muted-foreground">
                    Quote-only items are not charged online.{' '}
                    <Link href="/request-quote" className="text-primary underline underline-offset-4">
                      Request a quote
                    </Link>{' '}
                    for them.
                  </p>
                )}
                <PendingButton
                  type="button"
                  variant="accent"
                  size="lg"
                  className="mt-5 w-full"
                  onClick={startCheckout}
                  disabled={busy}
                  aria-disabled={busy}
                  pending={busy}
                  icon={<LockIcon aria-hidden="true" />}
                  pendingText="Processing…"
                >
                  Checkout
                </PendingButton>
                <div aria-live="assertive">
                  {blocked && !totals.hasPayable && (
                    <p role="alert" className="mt-3 flex items-start gap-2 text-sm font-medium text-destructive">
                      <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                      <span>{CANNOT_CHECKOUT_TEXT}</span>
                    </p>
                  )}
                </div>
                <p className="mt-3 text-center text-xs text-muted-foreground">
                  Prices are confirmed on the payment page. Shipping is a flat {formatCents(SHIPPING_CENTS)}.
                </p>
              </section>
            )}
            <QuickOrderBox />
          </div>
        </div>
      )}
    </div>
  );
}

'use client';
// Reorder: asks the server for the order's products and options at today's prices, adds them to the cart and
// says what is no longer sold. Checkout prices the cart again on the server, as always.
import { useState } from 'react';
import Link from '@/components/ui/app-link';
import { CircleExclamationPointIcon as CircleAlertIcon } from '@/components/icons/circle-exclamation-point';
import { RotateCcwIcon } from '@/components/icons/rotate-ccw';
import { ShoppingCartIcon } from '@/components/icons/shopping-cart';
import { useCart } from '@/components/cart/cart-provider';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import type { ReorderPlan } from '@/lib/domain/accounts';
import { formatCents } from '@/lib/domain/money';

type State = { status: 'idle' | 'working' } | { status: 'done'; plan: ReorderPlan } | { status: 'error'; message: string };

export function ReorderButton({ orderId }: { orderId: string }) {
  const { addItem } = useCart();
  const [state, setState] = useState<State>({ status: 'idle' });

  async function reorder() {
    setState({ status: 'working' });
    try {
      const res = await fetch(`/api/account/orders/${encodeURIComponent(orderId)}/reorder`, { cache: 'no-store', credentials: 'same-origin' });
      const data = (await res.json().catch(() => ({}))) as ReorderPlan & { error?: string };
      if (!res.ok) {
        setState({ status: 'error', message: data.error ?? `Reorder failed (HTTP ${res.status}).` });
        return;
      }
      for (const line of data.lines) addItem(line.item, line.quantity);
      setState({ status: 'done', plan: data });
    } catch {
      setState({ status: 'error', message: 'The shop could not be reached. Please try again.' });
    }
  }

  return (
    // `contents`: the button sits in the caller's row of actions; the result below takes a line of its own.
    <div className="contents">
      <PendingButton type="button" onClick={reorder} disabled={state.status === 'working'} pending={state.status === 'working'} icon={<RotateCcwIcon className="size-4" aria-hidden="true" />}>
        Reorder
      </PendingButton>
      <div aria-live="polite" className="order-last basis-full">
        {state.status === 'error' && (
          <p role="alert" className="mt-3 text-sm text-destructive">
            {state.message}
          </p>
        )}
        {state.status === 'done' && (
          <div className="mt-4 rounded-lg border bg-surface p-4 text-sm" data-testid="reorder-result">
            {state.plan.lines.length > 0 ? (
              <>
                <p className="flex items-center gap-2 font-medium">
                  <ShoppingCartIcon className="size-4 text-success" aria-hidden="true" />
                  {state.plan.lines.length === 1 ? '1 item was' : `${state.plan.lines.length} items were`} added to your cart at today&apos;s prices.
                </p>
                {state.plan.lines.some((l) => l.previousUnitPriceCents !== null) && (
                  <ul className="mt-2 space-y-1 text-muted-foreground">
                    {state.plan.lines
                      .filter((l) => l.previousUnitPriceCents !== null)
                      .map((l) => (
                        <li key={`${l.item.id}|${l.item.variant}`}>
                          {l.item.name}: now {formatCents(l.item.priceCents)} (was {formatCents(l.previousUnitPriceCents!)})
                        </li>
                      ))}
                  </ul>
                )}
              </>
            ) : (
              <p className="font-medium">Nothing from this order can be bought online today.</p>
            )}
            {state.plan.unavailable.length > 0 && (
              <div className="mt-3">
                <p className="flex items-center gap-2 font-medium text-warning">
                  <CircleAlertIcon className="size-4" aria-hidden="true" />
                  Not added:
                </p>
                <ul className="mt-1 list-disc space-y-1 pl-6" data-testid="reorder-unavailable">
                  {state.plan.unavailable.map((u, i) => (
                    <li key={i}>{u.message}</li>
                  ))}
                </ul>
              </div>
            )}
            {state.plan.lines.length > 0 && (
              <Button asChild variant="link" className="mt-2 h-auto px-0">
                <Link href="/cart">Go to the cart</Link>
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

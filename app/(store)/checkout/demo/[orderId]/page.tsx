import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { NotFoundHere } from '@/components/static/not-found-here';
import { FlaskConicalIcon } from '@/components/icons/flask-conical';
import { ShieldCheckIcon } from '@/components/icons/shield-check';
import { DemoCheckoutForm } from '@/components/cart/demo-checkout-form';
import { OrderSummaryCard } from '@/components/cart/order-summary-card';
import { Button } from '@/components/ui/button';
import { safeDemoReturn } from '@/lib/adapters/payments/demo';
import { getDemoCheckoutOrder } from '@/lib/server/orders';
import { cancelDemoAction, payDemoAction } from './actions';

export const dynamic = 'force-dynamic';

/**
 * The payer the order already names: an offer's order carries the contact the offer was made for (docs/offers.md),
 * so its name and e-mail come filled in; a cart's order names nobody until it is paid.
 */
function knownPayer(order: { customerEmail: string | null; customerName: string | null }) {
  return { email: order.customerEmail ?? '', name: order.customerName ?? '' };
}
export const metadata: Metadata = { title: 'Demo checkout', robots: { index: false, follow: false } };

// The local stand-in for Stripe's hosted checkout when no STRIPE_SECRET_KEY is set (issue 4 item 5).
export default async function DemoCheckoutPage({ params, searchParams }: { params: Promise<{ orderId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { orderId } = await params;
  const sp = await searchParams;
  // An offer paid by card returns to its page (docs/offers.md); the cart's checkout to the cart.
  const returnTo = safeDemoReturn(typeof sp.return === 'string' ? sp.return : null);
  const order = await getDemoCheckoutOrder(orderId);
  if (!order) return <NotFoundHere />;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div role="note" aria-label="Demo payment" className="mb-8 flex items-start gap-3 rounded-lg border border-warning/30 bg-warning/10 p-4 text-warning">
        <FlaskConicalIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">Demo payment — no card is charged</p>
          <p className="mt-1 text-sm">
            This shop is running without a payment provider. Pay marks the order as paid exactly as a real payment would, and
            sends the order confirmation; no money moves and nothing ships.
          </p>
        </div>
      </div>

      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Demo checkout</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        Order <span className="font-mono tabular-nums">#{order.reference}</span>
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_380px]">
        <section aria-labelledby="payer-heading" className="order-2 lg:order-1">
          <h2 id="payer-heading" className="text-lg font-semibold">
            Contact and delivery
          </h2>
          {order.status === 'pending' ? (
            <>
              <DemoCheckoutForm action={payDemoAction.bind(null, order.id, returnTo)} totalCents={order.totalCents} known={knownPayer(order)} />
              <form action={cancelDemoAction.bind(null, order.id, returnTo)} method="post" className="mt-3">
                <Button type="submit" variant="outline" className="w-full sm:w-auto">
                  Cancel
                </Button>
              </form>
            </>
          ) : (
            <div className="mt-4 rounded-lg border bg-surface p-4 text-sm">
              {order.status === 'paid' ? (
                <p className="flex items-center gap-2">
                  <ShieldCheckIcon className="size-4 text-success" aria-hidden="true" />
                  This order is already paid.
                </p>
              ) : (
                <p>This checkout is {order.status} and can no longer be paid.</p>
              )}
              <Button asChild variant="link" className="mt-2 h-auto px-0">
                <Link href={order.status === 'paid' ? '/cart?success=1' : '/cart'}>Back to the cart</Link>
              </Button>
            </div>
          )}
        </section>
        <aside className="order-1 lg:order-2">
          <OrderSummaryCard order={order} />
        </aside>
      </div>
    </div>
  );
}

import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { PackageIcon } from '@/components/icons/package';
import { ORDER_STATUS_LABEL, formatDate, statusVariant } from '@/components/account/format';
import { AccountShell } from '@/components/account/account-shell';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatCents } from '@/lib/domain/money';
import { requireCustomerPage } from '@/lib/auth/page-guard';
import { listCustomerOrders } from '@/lib/server/accounts';
import { listCustomerOffers } from '@/lib/server/offers';
import { OFFER_STATUS_LABELS } from '@/lib/domain/offers';

export const metadata: Metadata = { title: 'My account', robots: { index: false, follow: false } };

// The signed-in customer's orders: those placed with the verified e-mail (also as a guest), newest first.
export default async function AccountPage() {
  const customer = await requireCustomerPage();
  const [orders, offers] = await Promise.all([listCustomerOrders(customer), listCustomerOffers(customer.email)]);

  return (
    <AccountShell email={customer.email}>
      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="text-lg font-semibold">
          Orders
        </h2>
        {orders.length === 0 ? (
          <div className="mt-4 rounded-lg border bg-surface p-6 text-sm">
            <p className="flex items-center gap-2 font-medium">
              <PackageIcon className="size-4" aria-hidden="true" />
              No orders yet
            </p>
            <p className="mt-1 text-muted-foreground">Orders placed with {customer.email} — also before you had an account — show here.</p>
            <Button asChild variant="outline" className="mt-4">
              <Link href="/products">Browse products</Link>
            </Button>
          </div>
        ) : (
          <ul className="mt-4 space-y-3" data-testid="account-orders">
            {orders.map((o) => (
              <li key={o.id}>
                <Link
                  href={`/account/orders/${o.id}`}
                  className="block rounded-lg border bg-card p-4 shadow-xs transition-colors hover:border-primary/40 hover:bg-subtle/40 sm:p-5"
                >
                  <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                    <p className="font-medium">
                      Order <span className="font-mono tabular-nums">#{o.reference}</span>
                    </p>
                    <Badge variant={statusVariant(o.status)}>{ORDER_STATUS_LABEL[o.status]}</Badge>
                  </div>
                  <p className="mt-1 text-sm text-muted-foreground">
                    <time dateTime={o.createdAt}>{formatDate(o.createdAt)}</time> · {o.itemCount} {o.itemCount === 1 ? 'item' : 'items'} ·{' '}
                    <span className="font-medium text-foreground tabular-nums">{formatCents(o.totalCents)}</span>
                  </p>
                  <ul className="mt-2 space-y-0.5 text-sm">
                    {o.lines.map((l, i) => (
                      <li key={i} className="truncate">
                        {l.quantity} × {l.name}
                        {l.variant !== 'Default' && <span className="text-muted-foreground"> · {l.variant}</span>}
                      </li>
                    ))}
                  </ul>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      {offers.length ? (
        <section aria-labelledby="offers-heading" className="mt-10">
          <h2 id="offers-heading" className="text-lg font-semibold">
            Offers
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Open an offer from the link in the e-mail we sent to accept it by card or purchase order.</p>
          <ul className="mt-4 space-y-3" data-testid="account-offers">
            {offers.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border bg-card p-4 shadow-xs sm:p-5">
                <div>
                  <p className="font-medium">
                    Offer <span className="font-mono tabular-nums">{o.reference}</span>
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">
                    <span className="font-medium text-foreground tabular-nums">{formatCents(o.totalCents)}</span> · valid until {o.validUntil}
                    {o.orderId ? (
                      <>
                        {' · '}
                        <Link href={`/account/orders/${o.orderId}`} className="text-primary underline-offset-4 hover:underline">
                          View order
                        </Link>
                      </>
                    ) : null}
                  </p>
                </div>
                <Badge variant={o.displayStatus === 'accepted' ? 'success' : o.displayStatus === 'sent' ? 'warning' : 'secondary'}>{OFFER_STATUS_LABELS[o.displayStatus]}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </AccountShell>
  );
}

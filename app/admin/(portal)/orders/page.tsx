import type { Metadata } from 'next';
import Link from 'next/link';
import { DemoModeBanner } from '@/components/admin/orders/demo-mode-banner';
import { OrdersSearch } from '@/components/admin/orders/orders-search';
import { OrdersTable } from '@/components/admin/orders/orders-table';
import { Button } from '@/components/ui/button';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { formatCents } from '@/lib/domain/money';
import { countOrdersToShip } from '@/lib/server/fulfilment';
import { listOrders } from '@/lib/server/orders';
import { orderListQuerySchema } from '@/lib/validations/checkout';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Orders' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function first(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

export default async function AdminOrdersPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdminPage('/admin/orders');
  const sp = await searchParams;
  const parsed = orderListQuerySchema.safeParse({
    q: first(sp.q),
    status: first(sp.status),
    fulfilment: first(sp.fulfilment),
    view: first(sp.view),
    from: first(sp.from) || undefined,
    to: first(sp.to) || undefined,
    page: first(sp.page),
  });
  const query = parsed.success ? parsed.data : orderListQuerySchema.parse({});
  const [result, toShipCount] = await Promise.all([listOrders(query), countOrdersToShip()]);
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (query.q) params.set('q', query.q);
    if (query.status !== 'all') params.set('status', query.status);
    if (query.fulfilment !== 'all') params.set('fulfilment', query.fulfilment);
    if (query.view !== 'all') params.set('view', query.view);
    if (query.from) params.set('from', query.from);
    if (query.to) params.set('to', query.to);
    if (page > 1) params.set('page', String(page));
    const s = params.toString();
    return s ? `/admin/orders?${s}` : '/admin/orders';
  };
  const filtered = Boolean(query.q) || query.status !== 'all' || query.fulfilment !== 'all' || query.view !== 'all';
  const toShip = query.view === 'to-ship';
  const period = query.from || query.to ? `${query.from ?? 'the start'} – ${query.to ?? 'today'}` : 'all time';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Orders</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {toShip ? 'Paid orders waiting to ship, the longest-waiting first.' : 'Card orders from the cart and orders from offers (card or purchase order), newest first.'}
        </p>
      </div>
      <DemoModeBanner />
      <nav aria-label="Order views" className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant={toShip ? 'outline' : 'secondary'}>
          <Link href="/admin/orders" aria-current={toShip ? undefined : 'page'}>
            All orders
          </Link>
        </Button>
        <Button asChild size="sm" variant={toShip ? 'secondary' : 'outline'}>
          <Link href="/admin/orders?view=to-ship" aria-current={toShip ? 'page' : undefined}>
            To ship ({toShipCount})
          </Link>
        </Button>
        <Button asChild size="sm" variant={query.status === 'awaiting_invoice' ? 'secondary' : 'outline'}>
          <Link href="/admin/orders?status=awaiting_invoice">Awaiting invoice</Link>
        </Button>
        <Button asChild size="sm" variant={query.status === 'invoiced' ? 'secondary' : 'outline'}>
          <Link href="/admin/orders?status=invoiced">Awaiting payment</Link>
        </Button>
        <Button asChild size="sm" variant="outline" className="sm:ml-auto">
          <a href="/api/admin/orders/export" download>
            Export CSV
          </a>
        </Button>
      </nav>
      <dl className="grid grid-cols-3 gap-4 rounded-lg border bg-card p-4 text-sm" aria-label={`Takings, ${period}`}>
        <div>
          <dt className="text-muted-foreground">Paid ({period})</dt>
          <dd className="mt-1 font-semibold tabular-nums">{formatCents(result.totals.paidCents)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Refunded</dt>
          <dd className="mt-1 font-semibold tabular-nums">{formatCents(result.totals.refundedCents)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Paid minus refunded</dt>
          <dd className="mt-1 font-semibold tabular-nums">{formatCents(result.totals.netCents)}</dd>
        </div>
      </dl>
      <OrdersSearch q={query.q} status={query.status} fulfilment={query.fulfilment} view={query.view} from={query.from} to={query.to} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {result.total === 1 ? '1 order' : `${result.total} orders`}
        {filtered ? ' match' : ''}
      </p>
      {result.orders.length ? (
        <OrdersTable orders={result.orders} />
      ) : (
        <div className="rounded-lg border border-dashed p-10 text-center text-sm text-muted-foreground">
          {filtered ? 'No orders match this search.' : 'No orders yet. Paid and pending card orders appear here.'}
        </div>
      )}
      {result.pageCount > 1 && (
        <nav aria-label="Order pages" className="flex items-center justify-between gap-4 text-sm">
          {result.page > 1 ? (
            <Button asChild variant="outline" size="sm">
              <Link href={pageHref(result.page - 1)}>Previous</Link>
            </Button>
          ) : (
            <span />
          )}
          <span className="tabular-nums text-muted-foreground">
            Page {result.page} of {result.pageCount}
          </span>
          {result.page < result.pageCount ? (
            <Button asChild variant="outline" size="sm">
              <Link href={pageHref(result.page + 1)}>Next</Link>
            </Button>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminNotFound } from '@/components/admin/not-found-content';
import { ArrowLeftIcon } from '@/components/icons/arrow-left';
import { formatDate } from '@/components/account/format';
import { OrderStatusBadge } from '@/components/admin/orders/order-status-badge';
import { Badge } from '@/components/ui/badge';
import { REQUEST_STATUS_LABEL } from '@/lib/domain/account-data';
import { formatCents } from '@/lib/domain/money';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { getCustomerForAdmin } from '@/lib/server/customers-admin';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Customer' };

// One customer (docs/accounts.md#admin): profile, orders, quotes and messages, saved designs. Read-only.
export default async function AdminCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireAdminPage(`/admin/customers/${id}`);
  const c = await getCustomerForAdmin(id);
  if (!c) return <AdminNotFound />;
  const profile: [string, string][] = [
    ['Name', c.name],
    ['Institution', c.institution],
    ['Department', c.department],
    ['Phone', c.phone],
    ['Account since', formatDate(c.createdAt)],
    ['Last sign-in', c.lastSignInAt ? formatDate(c.lastSignInAt) : ''],
  ];
  return (
    <div className="space-y-8">
      <div>
        <Link href="/admin/customers" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Customers
        </Link>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight break-all">{c.email}</h1>
        <dl className="mt-4 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {profile.map(([label, value]) => (
            <div key={label} className="flex gap-2">
              <dt className="text-muted-foreground">{label}:</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </div>

      <section aria-labelledby="customer-orders" className="space-y-3">
        <h2 id="customer-orders" className="text-lg font-semibold">Orders ({c.orders.length})</h2>
        {c.orders.length ? (
          <div className="overflow-x-auto rounded-lg border bg-card">
            <table className="w-full text-sm">
              <thead className="bg-muted/40 text-left text-xs text-muted-foreground uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">Order</th>
                  <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">Date</th>
                  <th scope="col" className="px-4 py-3 font-medium">Status</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">Total</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {c.orders.map((o) => (
                  <tr key={o.id}>
                    <td className="px-4 py-3">
                      <Link href={`/admin/orders/${o.id}`} className="font-medium text-primary hover:underline">
                        {o.reference}
                      </Link>
                      <p className="text-muted-foreground">{o.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}</p>
                    </td>
                    <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">{formatDate(o.createdAt)}</td>
                    <td className="px-4 py-3">
                      <OrderStatusBadge status={o.status} />
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatCents(o.totalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No orders with this e-mail.</p>
        )}
      </section>

      <section aria-labelledby="customer-requests" className="space-y-3">
        <h2 id="customer-requests" className="text-lg font-semibold">Quotes and messages ({c.requests.length})</h2>
        {c.requests.length ? (
          <ul className="divide-y rounded-lg border bg-card">
            {c.requests.map((r) => (
              <li key={`${r.type}-${r.id}`} className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="font-medium">{r.title}</p>
                  <p className="text-muted-foreground">
                    {r.type === 'quote' ? 'Quote' : 'Message'} · {formatDate(r.createdAt)}
                  </p>
                </div>
                <Badge variant={r.status === 'answered' ? 'success' : r.status === 'reviewing' ? 'secondary' : 'outline'}>{REQUEST_STATUS_LABEL[r.status]}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No quotes or messages with this e-mail.</p>
        )}
      </section>

      <section aria-labelledby="customer-designs" className="space-y-3">
        <h2 id="customer-designs" className="text-lg font-semibold">Saved designs ({c.designs.length})</h2>
        {c.designs.length ? (
          <ul className="divide-y rounded-lg border bg-card">
            {c.designs.map((d) => (
              <li key={d.id} className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
                <p className="font-medium">{d.name}</p>
                <p className="text-muted-foreground">
                  {d.versionCount === 1 ? '1 version' : `${d.versionCount} versions`} · updated {formatDate(d.updatedAt)}
                  {d.shared ? ' · shared' : ''}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No saved designs.</p>
        )}
      </section>
    </div>
  );
}

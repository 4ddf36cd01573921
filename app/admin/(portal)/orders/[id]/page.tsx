import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArrowLeftIcon } from 'lucide-react';
import { formatDateTime } from '@/lib/domain/dates';
import { OrderStatusBadge } from '@/components/admin/orders/order-status-badge';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { formatCents } from '@/lib/domain/money';
import { getOrderDetail } from '@/lib/server/orders';
import type { OrderAddress } from '@/lib/types/orders';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Order' };

function addressLines(a: OrderAddress | null): string[] {
  if (!a) return [];
  return [a.name, a.line1, a.line2, [a.postalCode, a.city, a.state].filter(Boolean).join(' '), a.country].filter(
    (v): v is string => Boolean(v && v.trim()),
  );
}

export default async function AdminOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireAdminPage(`/admin/orders/${id}`);
  const order = await getOrderDetail(id);
  if (!order) notFound();
  const address = addressLines(order.shippingAddress);

  return (
    <div className="space-y-6">
      <Link href="/admin/orders" className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        All orders
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">
          Order <span className="font-mono">#{order.reference}</span>
        </h1>
        <OrderStatusBadge status={order.status} />
        {order.mode === 'demo' && <span className="text-sm text-muted-foreground">Demo payment — no card charged</span>}
      </div>

      <dl className="grid gap-4 rounded-lg border bg-card p-5 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Customer</dt>
          <dd className="mt-1 break-words">
            {order.customerName && <span className="block">{order.customerName}</span>}
            {order.customerEmail ? <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a> : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Shipping address</dt>
          <dd className="mt-1">{address.length ? address.map((l, i) => <span key={i} className="block">{l}</span>) : '—'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Placed</dt>
          <dd className="mt-1 tabular-nums">{formatDateTime(order.createdAt)}</dd>
          <dt className="mt-3 text-muted-foreground">Paid</dt>
          <dd className="mt-1 tabular-nums">{formatDateTime(order.paidAt)}</dd>
        </div>
        <div className="sm:col-span-2 lg:col-span-3">
          <dt className="text-muted-foreground">{order.mode === 'stripe' ? 'Stripe Checkout session' : 'Payment'}</dt>
          <dd className="mt-1 font-mono text-xs break-all">{order.mode === 'stripe' ? order.stripeSessionId ?? '—' : 'Demo checkout'}</dd>
        </div>
      </dl>

      <section aria-labelledby="lines-heading" className="space-y-3">
        <h2 id="lines-heading" className="text-lg font-semibold">
          Lines
        </h2>
        <Table containerClassName="rounded-lg border">
          <TableHeader>
            <TableRow>
              <TableHead>Product</TableHead>
              <TableHead>Catalog no.</TableHead>
              <TableHead>Option</TableHead>
              <TableHead className="text-right">Unit price</TableHead>
              <TableHead className="text-right">Qty</TableHead>
              <TableHead className="text-right">Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {order.lines.map((l) => (
              <TableRow key={`${l.productId}|${l.variant}`}>
                <TableCell className="min-w-40 font-medium">{l.name}</TableCell>
                <TableCell className="font-mono text-xs">{l.catalogNumber || '—'}</TableCell>
                <TableCell className="whitespace-nowrap">{l.variant}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCents(l.unitPriceCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{l.quantity}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCents(l.lineTotalCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={5} className="text-right">Subtotal</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(order.subtotalCents)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={5} className="text-right">Shipping</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(order.shippingCents)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={5} className="text-right font-semibold">Total</TableCell>
              <TableCell className="text-right font-semibold tabular-nums">{formatCents(order.totalCents)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </section>
    </div>
  );
}

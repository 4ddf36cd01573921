// The Orders tab list: newest first, with status, total, customer e-mail and date.
import Link from 'next/link';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCents } from '@/lib/domain/money';
import type { OrderSummary } from '@/lib/types/orders';
import { formatDateTime } from '@/lib/domain/dates';
import { FulfilmentStatusBadge, OrderStatusBadge } from './order-status-badge';
import { PAYMENT_METHOD_LABEL } from '@/lib/domain/customer-order';

export function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  return (
    <>
      <OrdersList orders={orders} />
      <Table containerClassName="max-h-[70vh] rounded-lg border max-sm:hidden">
        <TableHeader sticky>
          <TableRow>
            <TableHead>Order</TableHead>
            <TableHead>Date</TableHead>
            <TableHead>Customer</TableHead>
            <TableHead className="text-right">Items</TableHead>
            <TableHead className="text-right">Total</TableHead>
            <TableHead>Method</TableHead>
            <TableHead>Payment</TableHead>
            <TableHead>Fulfilment</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((o) => (
            <TableRow key={o.id}>
              <TableCell>
                <OrderReference order={o} />
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{formatDateTime(o.createdAt)}</TableCell>
              <TableCell className="max-w-64 truncate">{o.customerEmail ?? <span className="text-muted-foreground">—</span>}</TableCell>
              <TableCell className="text-right tabular-nums">{o.itemCount}</TableCell>
              <TableCell className="text-right font-medium tabular-nums">
                <OrderTotal order={o} />
              </TableCell>
              <TableCell className="whitespace-nowrap" data-testid="payment-method">
                {method(o)}
              </TableCell>
              <TableCell>
                <OrderStatusBadge status={o.status} />
              </TableCell>
              <TableCell>
                <FulfilmentStatusBadge status={o.fulfilmentStatus} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** The order's reference, linked to its page, and a 'demo' mark for a demo card payment. */
function OrderReference({ order: o }: { order: OrderSummary }) {
  return (
    <>
      <Link href={`/admin/orders/${o.id}`} className="font-mono font-medium text-primary underline-offset-4 hover:underline">
        #{o.reference}
      </Link>
      {o.mode === 'demo' && o.paymentMethod === 'card' && <span className="ml-2 text-xs text-muted-foreground">demo</span>}
    </>
  );
}

/** The total, and what was refunded of it. */
function OrderTotal({ order: o }: { order: OrderSummary }) {
  return (
    <>
      {formatCents(o.totalCents)}
      {o.refundedCents > 0 && <span className="block text-xs font-normal text-muted-foreground">−{formatCents(o.refundedCents)} refunded</span>}
    </>
  );
}

const method = (o: OrderSummary) => PAYMENT_METHOD_LABEL[o.paymentMethod === 'po' ? 'po' : 'card'];

/** Phones: each order as a short card — reference and total, both statuses, then date, customer and method — instead
 * of a table whose other columns would sit off screen. */
function OrdersList({ orders }: { orders: OrderSummary[] }) {
  return (
    <ul aria-label="Orders" className="divide-y rounded-lg border bg-card sm:hidden">
      {orders.map((o) => (
        <li key={o.id} className="flex flex-col gap-1.5 p-3 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span>
              <OrderReference order={o} />
            </span>
            <span className="text-right font-medium tabular-nums">
              <OrderTotal order={o} />
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <OrderStatusBadge status={o.status} />
            <FulfilmentStatusBadge status={o.fulfilmentStatus} />
          </div>
          <p className="truncate text-xs text-muted-foreground">{o.customerEmail ?? 'no customer yet'}</p>
          <p className="text-xs text-muted-foreground">
            {formatDateTime(o.createdAt)} · {method(o)} · {o.itemCount} item{o.itemCount === 1 ? '' : 's'}
          </p>
        </li>
      ))}
    </ul>
  );
}

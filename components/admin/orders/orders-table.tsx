// The Orders tab list: newest first, with status, total, customer e-mail and date.
import Link from 'next/link';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCents } from '@/lib/domain/money';
import type { OrderSummary } from '@/lib/types/orders';
import { formatDateTime } from '@/lib/domain/dates';
import { FulfilmentStatusBadge, OrderStatusBadge } from './order-status-badge';

export function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  return (
    <Table containerClassName="max-h-[70vh] rounded-lg border">
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
              <Link href={`/admin/orders/${o.id}`} className="font-mono font-medium text-primary underline-offset-4 hover:underline">
                #{o.reference}
              </Link>
              {o.mode === 'demo' && o.paymentMethod === 'card' && <span className="ml-2 text-xs text-muted-foreground">demo</span>}
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums">{formatDateTime(o.createdAt)}</TableCell>
            <TableCell className="max-w-64 truncate">{o.customerEmail ?? <span className="text-muted-foreground">—</span>}</TableCell>
            <TableCell className="text-right tabular-nums">{o.itemCount}</TableCell>
            <TableCell className="text-right font-medium tabular-nums">
              {formatCents(o.totalCents)}
              {o.refundedCents > 0 && <span className="block text-xs font-normal text-muted-foreground">−{formatCents(o.refundedCents)} refunded</span>}
            </TableCell>
            <TableCell className="whitespace-nowrap" data-testid="payment-method">
              {o.paymentMethod === 'po' ? 'Purchase order' : 'Card'}
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
  );
}

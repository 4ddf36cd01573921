import { Badge } from '@/components/ui/badge';
import { FULFILMENT_STATUS_LABELS, PAYMENT_STATUS_LABELS, type FulfilmentStatus } from '@/lib/domain/fulfilment';
import type { OrderStatus } from '@/lib/types/orders';

const VARIANT: Record<OrderStatus, 'success' | 'warning' | 'destructive' | 'outline' | 'secondary'> = {
  paid: 'success',
  partially_refunded: 'warning',
  // The same amber as a partial refund, as in the customer's account (lib/domain/customer-order.ts).
  refunded: 'warning',
  pending: 'warning',
  awaiting_invoice: 'warning',
  invoiced: 'secondary',
  failed: 'destructive',
  expired: 'secondary',
  canceled: 'outline',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={VARIANT[status] ?? 'outline'}>{PAYMENT_STATUS_LABELS[status] ?? status}</Badge>;
}

const FULFILMENT_VARIANT: Record<FulfilmentStatus, 'success' | 'warning' | 'outline' | 'secondary'> = {
  unfulfilled: 'outline',
  partially_shipped: 'warning',
  shipped: 'success',
  delivered: 'success',
};

export function FulfilmentStatusBadge({ status }: { status: FulfilmentStatus }) {
  return <Badge variant={FULFILMENT_VARIANT[status] ?? 'outline'}>{FULFILMENT_STATUS_LABELS[status] ?? status}</Badge>;
}

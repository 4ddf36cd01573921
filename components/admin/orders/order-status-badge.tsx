import { Badge } from '@/components/ui/badge';
import type { OrderStatus } from '@/lib/types/orders';

const VARIANT: Record<OrderStatus, 'success' | 'warning' | 'destructive' | 'outline' | 'secondary'> = {
  paid: 'success',
  pending: 'warning',
  failed: 'destructive',
  expired: 'secondary',
  canceled: 'outline',
};

const LABEL: Record<OrderStatus, string> = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  expired: 'Expired',
  canceled: 'Canceled',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={VARIANT[status] ?? 'outline'}>{LABEL[status] ?? status}</Badge>;
}

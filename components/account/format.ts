// Display helpers of the account pages.
import type { OrderStatus } from '@/lib/types/orders';

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  awaiting_invoice: 'Awaiting invoice',
  invoiced: 'Invoiced',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  failed: 'Payment failed',
  expired: 'Expired',
  canceled: 'Canceled',
};

export function statusVariant(status: OrderStatus): 'success' | 'warning' | 'secondary' | 'destructive' {
  return status === 'paid' || status === 'partially_refunded' ? 'success' : status === 'pending' || status === 'awaiting_invoice' || status === 'invoiced' ? 'warning' : status === 'failed' ? 'destructive' : 'secondary';
}

// Dates print through the site's one date format (lib/domain/dates.ts).
export { formatDate, formatDateTime } from '@/lib/domain/dates';

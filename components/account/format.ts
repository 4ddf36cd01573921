// Display helpers of the account pages.
import { ORDER_STATUS_TONE, type StatusTone } from '@/lib/domain/customer-order';
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

// The tones are a domain table (lib/domain/customer-order.ts), tested for every status.
export function statusVariant(status: OrderStatus): StatusTone {
  return ORDER_STATUS_TONE[status] ?? 'secondary';
}

// Dates print through the site's one date format (lib/domain/dates.ts).
export { formatDate, formatDateTime } from '@/lib/domain/dates';

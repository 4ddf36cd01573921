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

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

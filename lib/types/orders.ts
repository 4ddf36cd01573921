// The app's own order types (CONVENTIONS.md 1): what lib/server/orders.ts returns to pages and API answers.
import type { OrderStatus } from '@/lib/validations/checkout';

export type { OrderStatus };

export interface OrderAddress {
  name?: string | null;
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

export interface OrderLine {
  productId: string;
  catalogNumber: string;
  name: string;
  variant: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

export interface OrderSummary {
  id: string;
  /** Short reference shown to people: the first 8 characters of the id, upper-case. */
  reference: string;
  status: OrderStatus;
  mode: 'stripe' | 'demo';
  currency: string;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  customerEmail: string | null;
  customerName: string | null;
  itemCount: number;
  createdAt: string;
  paidAt: string | null;
}

export interface OrderDetail extends OrderSummary {
  stripeSessionId: string | null;
  shippingAddress: OrderAddress | null;
  lines: OrderLine[];
  updatedAt: string;
}

export interface OrderListPage {
  orders: OrderSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface OrderCounts {
  total: number;
  paid: number;
  pending: number;
  /** Sum of paid orders' totals, in cents. */
  paidRevenueCents: number;
}

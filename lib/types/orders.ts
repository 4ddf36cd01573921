// The app's own order types (docs/conventions.md 1): what lib/server/orders/ returns to pages and API answers.
import type { FulfilmentStatus, OrderStatus } from '@/lib/validations/checkout';

export type { FulfilmentStatus, OrderStatus };

export interface OrderAddress {
  name?: string | null;
  /** A purchase order's billing address names the institution; a shipping address has none. */
  institution?: string | null;
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

export interface OrderLine {
  /** The order line's id: shipments and refunds by lines name it. */
  id: number;
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
  fulfilmentStatus: FulfilmentStatus;
  /** Refunds that went through, in cents. */
  refundedCents: number;
  mode: 'stripe' | 'demo';
  /** card (cart or offer) | po (an offer accepted with a purchase order, docs/offers.md) */
  paymentMethod: 'card' | 'po';
  currency: string;
  subtotalCents: number;
  /** An offer's discount (0 for a cart order): subtotal − discount + shipping = total. */
  discountCents: number;
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
  /** Given when accepting an offer with a purchase order (docs/offers.md §3); null for a card order. */
  billingAddress: OrderAddress | null;
  /** A purchase order's number as the customer gave it (docs/offers.md §3); null for a card order. */
  poNumber: string | null;
  /** The invoice the shop issued against a purchase order (docs/offers.md §4): null until it is invoiced. */
  invoiceNumber: string | null;
  invoicedAt: string | null;
  lines: OrderLine[];
  updatedAt: string;
}

export interface OrderListPage {
  orders: OrderSummary[];
  /** Paid minus refunded over the orders paid in the chosen period (all filters but the period ignored). */
  totals: { paidCents: number; refundedCents: number; netCents: number; from: string | null; to: string | null };
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface OrderCounts {
  total: number;
  paid: number;
  pending: number;
  /** Sum of paid orders' totals minus what was refunded, in cents. */
  paidRevenueCents: number;
}

// What the admin order page shows after payment (docs/conventions.md 1): returned by lib/server/fulfilment.ts.
import type { FulfilmentStatus } from '@/lib/domain/fulfilment';

export interface ShipmentView {
  id: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
  createdAt: string;
  createdBy: string | null;
  lines: { lineId: number; quantity: number; lotNumber: string }[];
}

export interface RefundView {
  id: string;
  amountCents: number;
  reason: string;
  status: string;
  source: string;
  providerRefundId: string | null;
  lines: { lineId: number; quantity: number }[];
  includesShipping: boolean;
  createdAt: string;
  createdBy: string | null;
}

export interface TimelineEntry {
  id: string;
  at: string;
  type: string;
  message: string;
  actor: string | null;
  data?: Record<string, unknown> | null;
  /** For e-mails: the plain-text part, as the customer receives it. */
  detail?: string | null;
}

export interface OrderFulfilmentView {
  shipments: ShipmentView[];
  refunds: RefundView[];
  shippedByLine: Record<number, number>;
  refundedByLine: Record<number, number>;
  shippingRefunded: boolean;
  timeline: TimelineEntry[];
  fulfilmentStatus: FulfilmentStatus;
}

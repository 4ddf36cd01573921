// The offer views that leave lib/server/offers.ts (docs/conventions.md 1): pages and components use these.
import type { PaymentStatus } from '@/lib/domain/fulfilment';
import type { OfferDiscount, OfferLine, OfferStatus } from '@/lib/domain/offers';
import type { OrderAddress } from '@/lib/types/orders';

export interface OfferView {
  id: string;
  number: number;
  version: number;
  reference: string;
  quoteId: string | null;
  status: OfferStatus;
  displayStatus: OfferStatus | 'expired';
  customerEmail: string;
  customerName: string;
  institution: string;
  lines: OfferLine[];
  discountType: OfferDiscount['type'];
  discountValue: number;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  taxNote: string;
  terms: string;
  note: string;
  validUntil: string;
  sentAt: string | null;
  acceptedAt: string | null;
  declinedAt: string | null;
  declineReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MilestoneView {
  id: number;
  position: number;
  serviceKind: string;
  label: string;
  doneAt: string | null;
  note: string;
}

export interface OfferOrderView {
  id: string;
  reference: string;
  status: PaymentStatus;
  paymentMethod: 'card' | 'po';
  poNumber: string | null;
  invoiceNumber: string | null;
  invoicedAt: string | null;
  totalCents: number;
  /** A purchase order's, as the customer gave them; a card order's shipping address comes from the checkout. */
  billingAddress: OrderAddress | null;
  shippingAddress: OrderAddress | null;
  milestones: MilestoneView[];
}


/** A catalogue product the offer editor can pick, with its options and list prices. */
export interface PickerProduct {
  id: string;
  catalogNumber: string;
  name: string;
  listPriceCents: number | null;
  options: { label: string; priceCents: number | null }[];
}

// The offer editor's form values (strings as typed) and a blank service line: shared by the server pages that
// prefill the editor and the client editor itself, so this module is not a client module.
import type { OfferDiscount } from '@/lib/domain/offers';

export interface EditorLine {
  kind: 'product' | 'service';
  productId: string;
  variant: string;
  description: string;
  quantity: string;
  price: string;
  serviceKind: string;
}

export interface EditorValues {
  quoteId: string | null;
  customerEmail: string;
  customerName: string;
  institution: string;
  lines: EditorLine[];
  discountType: OfferDiscount['type'];
  discount: string;
  shipping: string;
  taxNote: string;
  terms: string;
  note: string;
  validUntil: string;
}

export const emptyProductLine = (): EditorLine => ({ kind: 'product', productId: '', variant: 'Default', description: '', quantity: '1', price: '', serviceKind: '' });

export const emptyServiceLine = (serviceKind = 'custom', description = ''): EditorLine => ({ kind: 'service', productId: '', variant: '', description, quantity: '1', price: '', serviceKind });

import 'server-only';
// The catalogue products the offer editor can pick (docs/offers.md): also quote-only ones, with their options.
import { listAdminProducts } from '@/lib/server/catalog-admin';
import type { PickerProduct } from '@/lib/types/offers';

export async function offerPickerProducts(): Promise<PickerProduct[]> {
  const products = await listAdminProducts();
  return products
    .filter((p) => p.catalogNumber)
    .map((p) => ({ id: p.id, catalogNumber: p.catalogNumber, name: p.name, listPriceCents: p.listPriceCents, options: p.options.map((o) => ({ label: o.label, priceCents: o.priceCents })) }));
}

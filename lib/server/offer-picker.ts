import 'server-only';
// The catalogue products the offer editor can pick (docs/offers.md): also quote-only ones, with their options. The
// editor never holds the whole catalogue (docs/architecture.md#catalogue-at-scale): a page gets the products of its
// lines, and what the admin types in a line's catalogue number is looked up through GET /api/admin/offers/products.
import { and, inArray, ne, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { CATALOGUE_ORDER, reshapeProduct } from '@/lib/server/catalog';
import { productsMatchingLiteral } from '@/lib/server/search';
import type { Product } from '@/lib/types/catalog';
import type { PickerProduct } from '@/lib/types/offers';

/** How many products one picker lookup answers. */
export const PICKER_LIMIT = 20;

const toPicker = (p: Product): PickerProduct => ({
  id: p.id,
  catalogNumber: p.catalogNumber,
  name: p.name,
  listPriceCents: p.listPriceCents,
  options: p.options.map((o) => ({ label: o.label, priceCents: o.priceCents })),
});

/** The products with these catalogue numbers (case-insensitive): an offer's lines, for its editor. */
export async function offerPickerProductsFor(catalogNumbers: readonly string[]): Promise<PickerProduct[]> {
  const keys = [...new Set(catalogNumbers.map((c) => c.trim().toLowerCase()).filter(Boolean))];
  if (!keys.length) return [];
  const db = await getDb();
  const rows = await db
    .select()
    .from(products)
    .where(inArray(sql`lower(${products.catalogNumber})`, keys))
    .orderBy(...CATALOGUE_ORDER);
  return rows.map(reshapeProduct).map(toPicker);
}

/**
 * What the admin typed in a line's catalogue number: the product with exactly that number first, then up to
 * PICKER_LIMIT products with a catalogue number whose name, description or number contains it (the spec's search
 * rule), in catalogue order.
 */
export async function searchOfferPicker(q: string): Promise<PickerProduct[]> {
  const typed = q.trim();
  const matching = await productsMatchingLiteral(typed);
  if (!matching) return [];
  const db = await getDb();
  const [exact, matches] = await Promise.all([
    offerPickerProductsFor([typed]),
    db
      .select()
      .from(products)
      .where(and(ne(products.catalogNumber, ''), matching))
      .orderBy(...CATALOGUE_ORDER)
      .limit(PICKER_LIMIT),
  ]);
  const seen = new Set(exact.map((p) => p.id));
  return [...exact, ...matches.map(reshapeProduct).map(toPicker).filter((p) => !seen.has(p.id))].slice(0, PICKER_LIMIT);
}

import 'server-only';
// Resolving cart lines to products (also used by the quick order box and offers).
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import type { ProductRow } from '@/lib/server/orders/internal';

/**
 * docs/requirements.md §3: a cart line's id is the catalog number or the name. Each id resolves to a visible product by
 * catalog number first, then product id, slug and name (case-insensitive). Unresolved ids are missing.
 */
export async function resolveCartProducts(ids: readonly string[]): Promise<Map<string, ProductRow>> {
  const wanted = [...new Set(ids.map((i) => i.trim()).filter(Boolean))];
  const keys = [...new Set(wanted.map((i) => i.toLowerCase()))];
  const found = new Map<string, ProductRow>();
  if (!keys.length) return found;
  const db = await getDb();
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.hidden, false),
        or(
          inArray(sql`lower(${products.catalogNumber})`, keys),
          inArray(sql`lower(${products.id})`, keys),
          inArray(sql`lower(${products.slug})`, keys),
          inArray(sql`lower(${products.name})`, keys),
        ),
      ),
    );
  for (const id of wanted) {
    const key = id.toLowerCase();
    const match =
      rows.find((r) => r.catalogNumber && r.catalogNumber.toLowerCase() === key) ??
      rows.find((r) => r.id.toLowerCase() === key) ??
      rows.find((r) => r.slug.toLowerCase() === key) ??
      rows.find((r) => r.name.toLowerCase() === key);
    if (match) found.set(id, match);
  }
  return found;
}

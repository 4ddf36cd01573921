// Conversions between the app's Product and the editable values of lib/domain/catalog-admin.
import type { ProductValues } from '@/lib/domain/catalog-admin';
import { PRODUCT_PLACEHOLDER_IMAGE } from '@/lib/domain/catalog';
import type { Product } from '@/lib/types/catalog';

export function valuesOfProduct(p: Product): ProductValues {
  return {
    slug: p.slug,
    name: p.name,
    description: p.description,
    catalogNumber: p.catalogNumber,
    category: p.category,
    quoteOnly: p.quoteOnly,
    listPriceCents: p.listPriceCents,
    options: p.options,
    // reshapeProduct shows the placeholder for an empty gallery; it is not a stored image.
    images: p.images.length === 1 && p.images[0] === PRODUCT_PLACEHOLDER_IMAGE ? [] : p.images,
    availability: p.availability,
    keyFeatures: p.keyFeatures,
    storageStability: p.storageStability,
    performanceData: p.performanceData,
    manuals: p.manuals,
    storeLink: p.storeLink,
    contentText: p.contentText,
    fragmentSize: p.fragmentSize,
    specifications: p.specifications,
    badge: p.badge,
    rrid: p.rrid,
  };
}

/** Only the fields that changed (so an edit of a built-in overrides exactly what the admin touched). */
export function changedValues(before: ProductValues, after: ProductValues): Partial<ProductValues> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ProductValues)[]) {
    if (key === 'slug' && !after.slug) continue;
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) out[key] = after[key];
  }
  return out as Partial<ProductValues>;
}

import 'server-only';
// Catalogue writes: rows, keys and checks shared by the writes.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Db } from '@/db/client';
import { products, services, type ProductFields, type ServiceFields } from '@/db/schema';
import { conflict } from '@/lib/api/errors';
import { TAGS } from '@/lib/server/cache';
import { EMPTY_PRODUCT_VALUES, EMPTY_SERVICE_VALUES, catalogNumberKey, type ProductState, type ProductValues, type ServiceState, type ServiceValues } from '@/lib/domain/catalog-admin';

export type ProductRow = typeof products.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export interface Actor {
  email: string;
}

const PRODUCT_KEYS = [
  'slug', 'name', 'description', 'catalogNumber', 'category', 'quoteOnly', 'listPriceCents', 'options', 'images',
  'availability', 'keyFeatures', 'storageStability', 'performanceData', 'manuals', 'storeLink', 'contentText',
  'fragmentSize', 'specifications', 'badge', 'rrid',
] as const satisfies readonly (keyof ProductFields)[];

const SERVICE_KEYS = [
  'slug', 'link', 'name', 'description', 'icon', 'imageUrl', 'images', 'longDescription', 'keyBenefits',
  'processOverview', 'relatedProducts', 'caseStudies', 'markdown',
] as const satisfies readonly (keyof ServiceFields)[];

export function productValuesOf(row: ProductRow): ProductValues {
  return Object.fromEntries(PRODUCT_KEYS.map((k) => [k, row[k]])) as unknown as ProductValues;
}

export function serviceValuesOf(row: ServiceRow): ServiceValues {
  return Object.fromEntries(SERVICE_KEYS.map((k) => [k, row[k]])) as unknown as ServiceValues;
}

export function productStateOf(row: ProductRow): ProductState {
  return {
    id: row.id,
    builtin: row.builtin,
    hidden: row.hidden,
    values: productValuesOf(row),
    seed: row.seed ? ({ ...EMPTY_PRODUCT_VALUES, ...row.seed } as ProductValues) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function serviceStateOf(row: ServiceRow): ServiceState {
  return {
    id: row.id,
    builtin: row.builtin,
    values: serviceValuesOf(row),
    seed: row.seed ? ({ ...EMPTY_SERVICE_VALUES, ...row.seed } as ServiceValues) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505' || /duplicate key|unique constraint/i.test(e.message ?? '')) return true;
  return e.cause ? isUniqueViolation(e.cause) : false;
}

/** True when the error is the unique index on visible catalogue numbers (a race the pre-check lost). */
export function isCatalogNumberViolation(err: unknown): boolean {
  const e = err as { message?: string; constraint?: string; constraint_name?: string; cause?: unknown } | null;
  if (!e) return false;
  if ([e.constraint, e.constraint_name, e.message].some((v) => typeof v === 'string' && v.includes('products_catalog_number_uq'))) return true;
  return e.cause ? isCatalogNumberViolation(e.cause) : false;
}

export const catalogNumberTaken = (number: string, holder?: { id: string; name: string }) =>
  conflict(
    holder
      ? `Catalog number ${number} is already used by '${holder.name}' (${holder.id})`
      : `Catalog number ${number} is already used by another product`,
    { fieldErrors: { catalogNumber: 'This catalog number is already used by another product' }, ...(holder ? { productId: holder.id } : {}) },
  );

/** 409 naming the visible product that already holds `number` (docs/security.md item 14); '' is never taken. */
export async function assertCatalogNumberFree(tx: Tx | Db, number: string, exceptId: string | null): Promise<void> {
  const key = catalogNumberKey(number);
  if (!key) return;
  const [holder] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(sql`lower(${products.catalogNumber}) = ${key}`, eq(products.hidden, false), exceptId ? sql`${products.id} <> ${exceptId}` : undefined))
    .limit(1);
  if (holder) throw catalogNumberTaken(number.trim(), holder);
}

/** A short, order-independent fingerprint of a table's ids and versions (the config's revision / ETag). */
export function revisionOf(rows: { id: string; version: number; hidden: boolean }[]): string {
  const text = rows
    .map((r) => `${r.id}:${r.version}:${r.hidden ? 1 : 0}`)
    .sort()
    .join('|');
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

export const productTags = (...ids: string[]) => [TAGS.products, TAGS.site, ...ids.map((id) => TAGS.product(id))];
export const serviceTags = (...ids: string[]) => [TAGS.services, TAGS.site, ...ids.map((id) => TAGS.service(id))];

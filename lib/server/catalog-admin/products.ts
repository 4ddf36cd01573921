import 'server-only';
// Catalogue writes: products.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { products } from '@/db/schema';
import { ApiError, badRequest, conflict, notFound } from '@/lib/api/errors';
import { recordAudit, shortDiff } from '@/lib/server/audit';
import { announceChange } from '@/lib/server/cache';
import { CATALOGUE_ORDER, reshapeProduct, VISIBLE_PRODUCT } from '@/lib/server/catalog';
import { productsMatchingLiteral } from '@/lib/server/search';
import { ADMIN_CARDS_PER_STEP, DEFAULT_AVAILABILITY, inferQuoteOnly, normalizeCategory } from '@/lib/domain/catalog';
import { EMPTY_PRODUCT_VALUES, catalogNumberKey, newCustomId, newProductSlug, productSlugBase, type ProductValues } from '@/lib/domain/catalog-admin';
import { slugify } from '@/lib/domain/slug';
import type { AdminProductPage, Product } from '@/lib/types/catalog';
import { type AdminProductSection, type CreateProductInput, type UpdateProductInput } from '@/lib/validations/catalog';
import { type Actor, type ProductRow, type Tx, assertCatalogNumberFree, catalogNumberTaken, isCatalogNumberViolation, isUniqueViolation, productTags, productValuesOf } from '@/lib/server/catalog-admin/rows';
import { STALE_PRODUCT } from '@/lib/server/catalog-admin/messages';

/** Every product for the admin list, hidden built-ins included, newest first. */
export async function listAdminProducts(): Promise<Product[]> {
  const db = await getDb();
  const rows = await db.select().from(products).orderBy(...CATALOGUE_ORDER);
  return rows.map(reshapeProduct);
}

const SECTION_CONDITION: Record<AdminProductSection, SQL> = {
  all: sql`${products.hidden} = false`,
  purchasable: sql`${products.hidden} = false and ${products.quoteOnly} = false`,
  quote: sql`${products.hidden} = false and ${products.quoteOnly} = true`,
  hidden: sql`${products.hidden} = true`,
};

/**
 * One page of a Products-tab list (docs/architecture.md#catalogue-at-scale): a section in catalogue order, filtered
 * by the spec's search rule (the query inside the name, description or catalogue number, case-insensitive) through
 * the search document's indexes, with its count — so the tab reads a page, not the whole catalogue.
 */
export async function pageAdminProducts(query: { section?: AdminProductSection; q?: string; offset?: number; limit?: number }): Promise<AdminProductPage> {
  const db = await getDb();
  const offset = query.offset ?? 0;
  const limit = query.limit ?? ADMIN_CARDS_PER_STEP;
  const where = and(SECTION_CONDITION[query.section ?? 'all'], (await productsMatchingLiteral(query.q ?? '')) ?? undefined);
  const [rows, [{ total }], [{ catalogueTotal }]] = await Promise.all([
    db.select().from(products).where(where).orderBy(...CATALOGUE_ORDER).limit(limit).offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
    db.select({ catalogueTotal: sql<number>`count(*)::int` }).from(products).where(VISIBLE_PRODUCT),
  ]);
  return { products: rows.map(reshapeProduct), total, catalogueTotal, offset, limit };
}

async function productOrThrow(tx: Tx | Db, id: string): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound('Product not found');
  return row;
}

async function assertSlugFree(tx: Tx, slug: string, exceptId: string | null): Promise<void> {
  const [other] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(sql`lower(${products.slug}) = ${slug.toLowerCase()}`)
    .limit(1);
  if (other && other.id !== exceptId) {
    throw badRequest(`The link /products/${slug} is already used by '${other.name}'`, { fieldErrors: { slug: 'This link is already used by another product' } });
  }
}

/** Input fields → row values; `type` is the spec's marker for quoteOnly (an explicit quoteOnly wins). */
function productPatch(input: Partial<CreateProductInput>): Partial<ProductValues> {
  const { type, ...rest } = input;
  const patch: Partial<ProductValues> = {};
  for (const [k, v] of Object.entries(rest)) if (v !== undefined && k !== 'version') (patch as Record<string, unknown>)[k] = v;
  if (type !== undefined && input.quoteOnly === undefined) patch.quoteOnly = type === 'quote';
  if (patch.category !== undefined) patch.category = normalizeCategory(patch.category);
  if (patch.availability !== undefined) patch.availability = patch.availability || DEFAULT_AVAILABILITY;
  return patch;
}

function stale(current: ProductRow): ApiError {
  return conflict(STALE_PRODUCT, { current: reshapeProduct(current) });
}

/** A new product's id is the first free of custom-{now}, custom-{now+1}, …: this many are checked at once. */
const ID_CANDIDATES = 50;

/** POST /api/admin/products — docs/requirements.md §5 Add product (slug from the name, -2, -3 on a clash; id custom-{timestamp}). */
export async function createProduct(input: CreateProductInput, actor: Actor): Promise<Product> {
  const db = await getDb();
  const patch = productPatch(input);
  const run = async () =>
    db.transaction(async (tx) => {
      // Only the ids and slugs a clash could involve are read, not every product's (0.4 s at 100,000 products).
      const now = Date.now();
      const base = productSlugBase(patch.slug ?? '', patch.name ?? '', now);
      const candidates = Array.from({ length: ID_CANDIDATES }, (_, i) => `custom-${now + i}`);
      const takenIds = await tx.select({ id: products.id }).from(products).where(inArray(products.id, candidates));
      const takenSlugs = await tx
        .select({ slug: products.slug })
        .from(products)
        .where(sql`lower(${products.slug}) = ${base} or lower(${products.slug}) like ${`${base}-%`}`);
      const id = newCustomId('custom', new Set(takenIds.map((t) => t.id)), now);
      const slug = newProductSlug(base, '', takenSlugs.map((t) => t.slug), now);
      const values: ProductValues = { ...EMPTY_PRODUCT_VALUES, ...patch, slug };
      await assertCatalogNumberFree(tx, values.catalogNumber, null);
      // docs/requirements.md §4: without an explicit type a product is quote-only unless its catalog number starts with FP.
      if (patch.quoteOnly === undefined) values.quoteOnly = inferQuoteOnly({ catalogNumber: values.catalogNumber, id, hasDetails: true });
      const [row] = await tx
        .insert(products)
        .values({ id, ...values, builtin: false, seed: null, hidden: false, version: 1, createdAt: new Date(now) })
        .returning();
      await recordAudit(
        { actorEmail: actor.email, action: 'create', entityType: 'product', entityId: id, summary: `Added product '${values.name}' (/products/${slug})` },
        tx as unknown as Db,
      );
      return row;
    });
  let row: ProductRow;
  try {
    row = await run();
  } catch (err) {
    if (isCatalogNumberViolation(err)) throw catalogNumberTaken(String(patch.catalogNumber ?? '').trim());
    if (!isUniqueViolation(err)) throw err;
    row = await run().catch((again) => {
      if (isCatalogNumberViolation(again)) throw catalogNumberTaken(String(patch.catalogNumber ?? '').trim());
      throw again;
    }); // two admins added the same name at once: the retry takes the next suffix
  }
  await announceChange(productTags(row.id), { type: 'product', id: row.id });
  return reshapeProduct(row);
}

/** PATCH /api/admin/products/{id} — edit (a built-in's edit is its override); stale version → 409. */
export async function updateProduct(id: string, input: UpdateProductInput, actor: Actor): Promise<Product> {
  const db = await getDb();
  const { version, ...fields } = input;
  const patch = productPatch(fields);
  if (patch.slug !== undefined) {
    patch.slug = slugify(patch.slug);
    if (!patch.slug) throw badRequest('The slug needs at least one letter or digit', { fieldErrors: { slug: 'The slug needs at least one letter or digit' } });
  }
  const row = await db.transaction(async (tx) => {
    const before = await productOrThrow(tx, id);
    if (before.version !== version) throw stale(before);
    if (patch.slug !== undefined && patch.slug !== before.slug) await assertSlugFree(tx, patch.slug, id);
    if (patch.catalogNumber !== undefined && !before.hidden && catalogNumberKey(patch.catalogNumber) !== catalogNumberKey(before.catalogNumber)) {
      await assertCatalogNumberFree(tx, patch.catalogNumber, id);
    }
    const [after] = await tx
      .update(products)
      .set({ ...patch, version: sql`${products.version} + 1`, updatedAt: new Date() })
      .where(and(eq(products.id, id), eq(products.version, version)))
      .returning();
    if (!after) throw stale(await productOrThrow(tx, id));
    const diff = shortDiff(productValuesOf(before) as never, productValuesOf(after) as never);
    await recordAudit(
      {
        actorEmail: actor.email,
        action: 'update',
        entityType: 'product',
        entityId: id,
        summary: `Edited ${before.builtin ? 'built-in ' : ''}product '${after.name}'${before.builtin ? ' (stored as an override)' : ''}`,
        diff,
      },
      tx as unknown as Db,
    );
    return after;
  }).catch((err) => {
    if (isCatalogNumberViolation(err)) throw catalogNumberTaken(String(patch.catalogNumber ?? '').trim());
    if (isUniqueViolation(err)) throw badRequest('This link is already used by another product', { fieldErrors: { slug: 'This link is already used by another product' } });
    throw err;
  });
  await announceChange(productTags(id), { type: 'product', id });
  return reshapeProduct(row);
}

/** POST /api/admin/products/{id}/reset — a built-in back to its seed values (and visible again). */
export async function resetProduct(id: string, version: number | undefined, actor: Actor): Promise<Product> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const before = await productOrThrow(tx, id);
    if (!before.builtin || !before.seed) throw badRequest('Only built-in products can be reset to default');
    if (version !== undefined && before.version !== version) throw stale(before);
    const seed = { ...EMPTY_PRODUCT_VALUES, ...before.seed };
    if (seed.slug.toLowerCase() !== before.slug.toLowerCase()) await assertSlugFree(tx, seed.slug, id);
    // Visible again: its seed catalogue number must not have been given to another product meanwhile.
    await assertCatalogNumberFree(tx, seed.catalogNumber, id);
    const [after] = await tx
      .update(products)
      .set({ ...seed, hidden: false, version: sql`${products.version} + 1`, updatedAt: new Date() })
      .where(and(eq(products.id, id), eq(products.version, before.version)))
      .returning();
    if (!after) throw stale(await productOrThrow(tx, id));
    await recordAudit(
      { actorEmail: actor.email, action: 'reset', entityType: 'product', entityId: id, summary: `Reset built-in product '${after.name}' to default`, diff: shortDiff(productValuesOf(before) as never, seed as never) },
      tx as unknown as Db,
    );
    return after;
  });
  await announceChange(productTags(id), { type: 'product', id });
  return reshapeProduct(row);
}

/**
 * DELETE /api/admin/products/{id} — docs/requirements.md §4: a custom product is removed with its details and overrides; a
 * built-in is hidden, its overrides and details cleared.
 */
export async function deleteProduct(id: string, version: number | undefined, actor: Actor): Promise<{ removed: boolean; product: Product | null }> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const before = await productOrThrow(tx, id);
    if (version !== undefined && before.version !== version) throw stale(before);
    if (!before.builtin) {
      await tx.delete(products).where(eq(products.id, id));
      await recordAudit({ actorEmail: actor.email, action: 'delete', entityType: 'product', entityId: id, summary: `Deleted product '${before.name}'` }, tx as unknown as Db);
      return { removed: true, row: null };
    }
    const seed = { ...EMPTY_PRODUCT_VALUES, ...(before.seed ?? productValuesOf(before)) };
    if (seed.slug.toLowerCase() !== before.slug.toLowerCase()) await assertSlugFree(tx, seed.slug, id);
    const [after] = await tx
      .update(products)
      .set({ ...seed, hidden: true, version: sql`${products.version} + 1`, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    await recordAudit(
      { actorEmail: actor.email, action: 'hide', entityType: 'product', entityId: id, summary: `Deleted built-in product '${seed.name}' (hidden; its overrides and details cleared)` },
      tx as unknown as Db,
    );
    return { removed: false, row: after };
  });
  await announceChange(productTags(id), { type: 'product', id });
  return { removed: result.removed, product: result.row ? reshapeProduct(result.row) : null };
}

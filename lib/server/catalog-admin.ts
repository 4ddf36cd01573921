import 'server-only';
// Catalogue writes (docs/requirements.md §4 Products (admin), Services (admin); §5 Add product, Service Add, Import products;
// §7 products-config, services-config). Reads live in lib/server/catalog.ts.
//
// Built-in rows keep their seed: editing one changes the row (that is the "override"); 'Reset to default'
// copies the seed back; deleting a built-in product hides it with its seed values (overrides and details
// cleared); deleting a custom product removes the row. Every write is zod-validated by its route, runs in one
// transaction with its audit entry, checks the version it is based on (a stale one → 409, the newer edit
// stays), and then revalidates the public pages and announces the change to every instance.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { productDocuments, products, services, type ProductFields, type ServiceFields } from '@/db/schema';
import { ApiError, badRequest, conflict, notFound } from '@/lib/api/errors';
import { recordAudit, shortDiff } from '@/lib/server/audit';
import { TAGS, announceChange } from '@/lib/server/cache';
import { reshapeProduct, reshapeService } from '@/lib/server/catalog';
import { DEFAULT_AVAILABILITY, inferQuoteOnly, normalizeCategory } from '@/lib/domain/catalog';
import {
  EMPTY_PRODUCT_VALUES,
  EMPTY_SERVICE_VALUES,
  buildExportBundle,
  catalogNumberKey,
  computeProductsConfig,
  computeServicesConfig,
  newCustomId,
  newProductSlug,
  planProductsConfig,
  planServicesConfig,
  scanUntrustedJson,
  type ProductState,
  type ProductValues,
  type ProductsConfig,
  type ProductsExportBundle,
  type RowError,
  type ServiceState,
  type ServiceValues,
  type ServicesConfig,
} from '@/lib/domain/catalog-admin';
import { normalizeServiceLink, slugify, uniqueServiceLink, SERVICE_LINK_PREFIX } from '@/lib/domain/slug';
import type { Product, Service } from '@/lib/types/catalog';
import type {
  CreateProductInput,
  CreateServiceInput,
  ProductsConfigBody,
  ServicesConfigBody,
  UpdateProductInput,
  UpdateServiceInput,
} from '@/lib/validations/catalog';
import { zodRowErrors } from '@/lib/validations/catalog';

type ProductRow = typeof products.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
interface Actor {
  email: string;
}

export const STALE_PRODUCT = 'This product was changed by someone else after you opened it. Your edit was not saved; reload to see the latest version.';
export const STALE_SERVICE = 'This service was changed by someone else after you opened it. Your edit was not saved; reload to see the latest version.';
export const STALE_CATALOG = 'The catalogue changed since you loaded it. Nothing was saved; reload and try again.';
export const IMPORT_INVALID = 'Import failed: invalid file or corrupted content.';

const PRODUCT_KEYS = [
  'slug', 'name', 'description', 'catalogNumber', 'category', 'quoteOnly', 'listPriceCents', 'options', 'images',
  'availability', 'keyFeatures', 'storageStability', 'performanceData', 'manuals', 'storeLink', 'contentText',
  'fragmentSize', 'specifications', 'badge', 'rrid',
] as const satisfies readonly (keyof ProductFields)[];

const SERVICE_KEYS = [
  'slug', 'link', 'name', 'description', 'icon', 'imageUrl', 'images', 'longDescription', 'keyBenefits',
  'processOverview', 'relatedProducts', 'caseStudies', 'markdown',
] as const satisfies readonly (keyof ServiceFields)[];

function productValuesOf(row: ProductRow): ProductValues {
  return Object.fromEntries(PRODUCT_KEYS.map((k) => [k, row[k]])) as unknown as ProductValues;
}

function serviceValuesOf(row: ServiceRow): ServiceValues {
  return Object.fromEntries(SERVICE_KEYS.map((k) => [k, row[k]])) as unknown as ServiceValues;
}

function productStateOf(row: ProductRow): ProductState {
  return {
    id: row.id,
    builtin: row.builtin,
    hidden: row.hidden,
    values: productValuesOf(row),
    seed: row.seed ? ({ ...EMPTY_PRODUCT_VALUES, ...row.seed } as ProductValues) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function serviceStateOf(row: ServiceRow): ServiceState {
  return {
    id: row.id,
    builtin: row.builtin,
    values: serviceValuesOf(row),
    seed: row.seed ? ({ ...EMPTY_SERVICE_VALUES, ...row.seed } as ServiceValues) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown } | null;
  if (!e) return false;
  if (e.code === '23505' || /duplicate key|unique constraint/i.test(e.message ?? '')) return true;
  return e.cause ? isUniqueViolation(e.cause) : false;
}

/** True when the error is the unique index on visible catalogue numbers (a race the pre-check lost). */
function isCatalogNumberViolation(err: unknown): boolean {
  const e = err as { message?: string; constraint?: string; constraint_name?: string; cause?: unknown } | null;
  if (!e) return false;
  if ([e.constraint, e.constraint_name, e.message].some((v) => typeof v === 'string' && v.includes('products_catalog_number_uq'))) return true;
  return e.cause ? isCatalogNumberViolation(e.cause) : false;
}

const catalogNumberTaken = (number: string, holder?: { id: string; name: string }) =>
  conflict(
    holder
      ? `Catalog number ${number} is already used by '${holder.name}' (${holder.id})`
      : `Catalog number ${number} is already used by another product`,
    { fieldErrors: { catalogNumber: 'This catalog number is already used by another product' }, ...(holder ? { productId: holder.id } : {}) },
  );

/** 409 naming the visible product that already holds `number` (docs/security.md item 14); '' is never taken. */
async function assertCatalogNumberFree(tx: Tx | Db, number: string, exceptId: string | null): Promise<void> {
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
function revisionOf(rows: { id: string; version: number; hidden: boolean }[]): string {
  const text = rows
    .map((r) => `${r.id}:${r.version}:${r.hidden ? 1 : 0}`)
    .sort()
    .join('|');
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

const productTags = (...ids: string[]) => [TAGS.products, TAGS.site, ...ids.map((id) => TAGS.product(id))];
const serviceTags = (...ids: string[]) => [TAGS.services, TAGS.site, ...ids.map((id) => TAGS.service(id))];

// ================================================================ products

/** Every product for the admin list, hidden built-ins included, newest first. */
export async function listAdminProducts(): Promise<Product[]> {
  const db = await getDb();
  const rows = await db.select().from(products).orderBy(sql`${products.createdAt} desc, ${products.id} asc`);
  return rows.map(reshapeProduct);
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

/** POST /api/admin/products — docs/requirements.md §5 Add product (slug from the name, -2, -3 on a clash; id custom-{timestamp}). */
export async function createProduct(input: CreateProductInput, actor: Actor): Promise<Product> {
  const db = await getDb();
  const patch = productPatch(input);
  const run = async () =>
    db.transaction(async (tx) => {
      const taken = await tx.select({ id: products.id, slug: products.slug }).from(products);
      const now = Date.now();
      const id = newCustomId('custom', new Set(taken.map((t) => t.id)), now);
      const slug = newProductSlug(patch.slug ?? '', patch.name ?? '', taken.map((t) => t.slug), now);
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

// ---------------------------------------------------------------- products config, export, import

async function loadProductStates(tx: Tx | Db): Promise<{ rows: ProductRow[]; states: ProductState[]; revision: string }> {
  const rows = await tx.select().from(products);
  return { rows, states: rows.map(productStateOf), revision: revisionOf(rows) };
}

/** GET /api/products-config — {version, products, overrides, details, hidden} computed from the rows. */
export async function getProductsConfig(): Promise<ProductsConfig & { revision: string }> {
  const db = await getDb();
  const { states, revision } = await loadProductStates(db);
  return { ...computeProductsConfig(states), revision };
}

/** GET /api/admin/products/export — the catalogue export bundle (docs/requirements.md §3). */
export async function exportProducts(now = new Date()): Promise<ProductsExportBundle> {
  const db = await getDb();
  const { states } = await loadProductStates(db);
  return buildExportBundle(states, now);
}

export class ImportRejected extends ApiError {
  constructor(public readonly errors: RowError[], message = IMPORT_INVALID) {
    super(400, message, { errors });
  }
}

const stateKey = (s: ProductState) => JSON.stringify([s.values, s.hidden, s.createdAt]);
const INSERT_CHUNK = 2_500;
const ID_CHUNK = 1_000;

// Column name and SQL type of every products column, for the one-parameter bulk insert below.
const PRODUCT_COLUMNS: [keyof ProductRow, string, string][] = [
  ['id', 'id', 'text'], ['slug', 'slug', 'text'], ['name', 'name', 'text'], ['description', 'description', 'text'],
  ['catalogNumber', 'catalog_number', 'text'], ['category', 'category', 'text'], ['quoteOnly', 'quote_only', 'boolean'],
  ['listPriceCents', 'list_price_cents', 'integer'], ['options', 'options', 'jsonb'], ['images', 'images', 'jsonb'],
  ['availability', 'availability', 'text'], ['keyFeatures', 'key_features', 'jsonb'], ['storageStability', 'storage_stability', 'text'],
  ['performanceData', 'performance_data', 'text'], ['manuals', 'manuals', 'jsonb'], ['storeLink', 'store_link', 'text'],
  ['contentText', 'content_text', 'text'], ['fragmentSize', 'fragment_size', 'text'], ['specifications', 'specifications', 'jsonb'],
  ['badge', 'badge', 'text'], ['rrid', 'rrid', 'text'], ['builtin', 'builtin', 'boolean'], ['seed', 'seed', 'jsonb'], ['hidden', 'hidden', 'boolean'],
  ['version', 'version', 'integer'], ['createdAt', 'created_at', 'timestamptz'], ['updatedAt', 'updated_at', 'timestamptz'],
];

/**
 * Inserts many product rows with ONE bound parameter (a JSON array expanded by jsonb_to_recordset): binding
 * tens of thousands of parameters is what makes a 5,000-row import slow, on PGlite above all.
 */
async function insertProductRows(tx: Tx, rows: ProductRow[]): Promise<void> {
  if (!rows.length) return;
  const payload = JSON.stringify(rows.map((r) => Object.fromEntries(PRODUCT_COLUMNS.map(([key, col]) => [col, r[key] instanceof Date ? (r[key] as Date).toISOString() : r[key]]))));
  const cols = PRODUCT_COLUMNS.map(([, col]) => `"${col}"`).join(', ');
  const defs = PRODUCT_COLUMNS.map(([, col, type]) => `"${col}" ${type}`).join(', ');
  await tx.execute(sql`insert into products (${sql.raw(cols)}) select ${sql.raw(cols)} from jsonb_to_recordset(${payload}::jsonb) as x(${sql.raw(defs)})`);
}

export interface ImportSummary {
  products: number;
  overrides: number;
  details: number;
  hidden: number;
  inserted: number;
  updated: number;
  deleted: number;
  ms: number;
}

/**
 * PUT /api/products-config and POST /api/admin/products/import: one transaction, all or nothing. Sections
 * present replace that part of the catalogue; absent sections stay. Row errors → 400 listing each one.
 */
export async function applyProductsConfig(
  body: ProductsConfigBody,
  actor: Actor,
  opts: { action?: 'import' | 'settings' } = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const db = await getDb();
  const action = opts.action ?? 'settings';
  const counts = await db
    .transaction(async (tx) => {
      const { rows, states: current, revision } = await loadProductStates(tx);
      if (body.revision && body.revision !== revision) throw conflict(STALE_CATALOG, { revision });
      const plan = planProductsConfig(current, body);
      if (plan.errors.length) throw new ImportRejected(plan.errors.slice(0, 200));

      const byId = new Map(rows.map((r) => [r.id, r]));
      const currentKey = new Map(current.map((s) => [s.id, stateKey(s)]));
      const finalIds = new Set(plan.states.map((s) => s.id));
      const changed = plan.states.filter((s) => currentKey.get(s.id) !== stateKey(s));
      const changedCustoms = changed.filter((s) => !s.builtin);
      const removed = current.filter((s) => !s.builtin && !finalIds.has(s.id)).map((s) => s.id);
      const replaced = changedCustoms.filter((s) => byId.has(s.id)).map((s) => s.id);
      const toDelete = [...removed, ...replaced];
      // A changed custom product is deleted and inserted again: its documents (product_id → null on delete)
      // are attached to it again afterwards. Documents of removed products stay, detached, for the admin.
      const keptDocuments = replaced.length
        ? await tx.select({ id: productDocuments.id, productId: productDocuments.productId }).from(productDocuments).where(inArray(productDocuments.productId, replaced))
        : [];
      for (let i = 0; i < toDelete.length; i += ID_CHUNK) await tx.delete(products).where(inArray(products.id, toDelete.slice(i, i + ID_CHUNK)));
      for (const s of changed.filter((x) => x.builtin)) {
        await tx
          .update(products)
          .set({ ...s.values, hidden: s.hidden, version: sql`${products.version} + 1`, updatedAt: new Date() })
          .where(eq(products.id, s.id));
      }
      const now = new Date();
      const inserts: ProductRow[] = changedCustoms.map((s) => ({
        id: s.id,
        ...s.values,
        builtin: false,
        seed: null,
        hidden: s.hidden,
        version: (byId.get(s.id)?.version ?? 0) + 1,
        createdAt: new Date(s.createdAt),
        updatedAt: now,
      }));
      for (let i = 0; i < inserts.length; i += INSERT_CHUNK) await insertProductRows(tx, inserts.slice(i, i + INSERT_CHUNK));
      for (const doc of keptDocuments) await tx.update(productDocuments).set({ productId: doc.productId }).where(eq(productDocuments.id, doc.id));

      const summary = {
        products: body.products?.length ?? 0,
        overrides: Object.keys(body.overrides ?? {}).length,
        details: Object.keys(body.details ?? {}).length,
        hidden: body.hidden?.length ?? 0,
        inserted: inserts.filter((r) => r.version === 1).length,
        updated: changed.length - inserts.filter((r) => r.version === 1).length,
        deleted: removed.length,
      };
      await recordAudit(
        {
          actorEmail: actor.email,
          action,
          entityType: 'product',
          entityId: null,
          summary:
            `${action === 'import' ? 'Imported' : 'Saved'} product settings: ${summary.products} custom products, ${summary.overrides} overrides, ` +
            `${summary.details} details, ${summary.hidden} hidden (${summary.inserted} added, ${summary.updated} changed, ${summary.deleted} removed)`,
        },
        tx as unknown as Db,
      );
      return summary;
    })
    .catch((err) => {
      if (isCatalogNumberViolation(err)) throw new ImportRejected([{ path: 'products', message: 'two visible products would share a catalog number' }]);
      if (isUniqueViolation(err)) throw new ImportRejected([{ path: 'products', message: 'two products would share the same link' }]);
      throw err;
    });
  await announceChange([TAGS.products, TAGS.site], { type: 'product' });
  return { ...counts, ms: Math.round(performance.now() - started) };
}

// ================================================================ services

export async function listAdminServices(): Promise<Service[]> {
  const db = await getDb();
  const rows = await db.select().from(services).orderBy(sql`${services.createdAt} desc, ${services.id} asc`);
  return rows.map(reshapeService);
}

async function serviceOrThrow(tx: Tx | Db, id: string): Promise<ServiceRow> {
  const [row] = await tx.select().from(services).where(eq(services.id, id)).limit(1);
  if (!row) throw notFound('Service not found');
  return row;
}

function staleService(current: ServiceRow): ApiError {
  return conflict(STALE_SERVICE, { current: reshapeService(current) });
}

function servicePatch(input: Partial<CreateServiceInput>): Partial<ServiceValues> {
  const patch: Partial<ServiceValues> = {};
  for (const [k, v] of Object.entries(input)) if (v !== undefined && k !== 'version') (patch as Record<string, unknown>)[k] = v;
  if (patch.link !== undefined) {
    patch.link = normalizeServiceLink(patch.link || input.name || '');
    patch.slug = patch.link.slice(SERVICE_LINK_PREFIX.length);
  }
  return patch;
}

/** POST /api/admin/services — docs/requirements.md §5 Service Add: link /services/{slug}, made unique with -2, -3. */
export async function createService(input: CreateServiceInput, actor: Actor): Promise<Service> {
  const db = await getDb();
  const run = () =>
    db.transaction(async (tx) => {
      const taken = await tx.select({ id: services.id, link: services.link, slug: services.slug }).from(services);
      const link = uniqueServiceLink(input.link || input.name, [...taken.map((t) => t.link), ...taken.map((t) => `${SERVICE_LINK_PREFIX}${t.slug}`)]);
      const now = Date.now();
      const id = newCustomId('svc', new Set(taken.map((t) => t.id)), now);
      const { link: _ignored, ...rest } = servicePatch(input);
      void _ignored;
      const values: ServiceValues = { ...EMPTY_SERVICE_VALUES, ...rest, link, slug: link.slice(SERVICE_LINK_PREFIX.length) };
      const [row] = await tx.insert(services).values({ id, ...values, builtin: false, seed: null, createdAt: new Date(now) }).returning();
      await recordAudit({ actorEmail: actor.email, action: 'create', entityType: 'service', entityId: id, summary: `Added service '${values.name}' (${link})` }, tx as unknown as Db);
      return row;
    });
  let row: ServiceRow;
  try {
    row = await run();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    row = await run();
  }
  await announceChange(serviceTags(row.id), { type: 'service', id: row.id });
  return reshapeService(row);
}

/** PATCH /api/admin/services/{id} — built-in edits are overrides (the seed stays); stale version → 409. */
export async function updateService(id: string, input: UpdateServiceInput, actor: Actor): Promise<Service> {
  const db = await getDb();
  const { version, ...fields } = input;
  const patch = servicePatch(fields);
  const row = await db
    .transaction(async (tx) => {
      const before = await serviceOrThrow(tx, id);
      if (before.version !== version) throw staleService(before);
      if (patch.slug !== undefined && patch.slug.toLowerCase() !== before.slug.toLowerCase()) {
        const [other] = await tx.select({ id: services.id, name: services.name }).from(services).where(sql`lower(${services.slug}) = ${patch.slug.toLowerCase()}`).limit(1);
        if (other && other.id !== id) throw badRequest(`The link ${patch.link} is already used by '${other.name}'`, { fieldErrors: { link: 'This link is already used by another service' } });
      }
      const [after] = await tx
        .update(services)
        .set({ ...patch, version: sql`${services.version} + 1`, updatedAt: new Date() })
        .where(and(eq(services.id, id), eq(services.version, version)))
        .returning();
      if (!after) throw staleService(await serviceOrThrow(tx, id));
      await recordAudit(
        {
          actorEmail: actor.email,
          action: 'update',
          entityType: 'service',
          entityId: id,
          summary: `Edited ${before.builtin ? 'built-in ' : ''}service '${after.name}'${before.builtin ? ' (stored as an override)' : ''}`,
          diff: shortDiff(serviceValuesOf(before) as never, serviceValuesOf(after) as never),
        },
        tx as unknown as Db,
      );
      return after;
    })
    .catch((err) => {
      if (isUniqueViolation(err)) throw badRequest('This link is already used by another service', { fieldErrors: { link: 'This link is already used by another service' } });
      throw err;
    });
  await announceChange(serviceTags(id), { type: 'service', id });
  return reshapeService(row);
}

/** POST /api/admin/services/{id}/reset — a built-in back to every seed value, gallery included. */
export async function resetService(id: string, version: number | undefined, actor: Actor): Promise<Service> {
  return restoreServiceSeed(id, version, actor, { keepMedia: false });
}

async function restoreServiceSeed(id: string, version: number | undefined, actor: Actor, opts: { keepMedia: boolean }): Promise<Service> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const before = await serviceOrThrow(tx, id);
    if (!before.builtin || !before.seed) throw badRequest('Only built-in services can be reset to default');
    if (version !== undefined && before.version !== version) throw staleService(before);
    const seed = { ...EMPTY_SERVICE_VALUES, ...before.seed };
    const values = opts.keepMedia ? { ...seed, images: before.images } : seed;
    const [after] = await tx
      .update(services)
      .set({ ...values, version: sql`${services.version} + 1`, updatedAt: new Date() })
      .where(eq(services.id, id))
      .returning();
    await recordAudit(
      {
        actorEmail: actor.email,
        action: opts.keepMedia ? 'delete' : 'reset',
        entityType: 'service',
        entityId: id,
        summary: opts.keepMedia ? `Removed the override of built-in service '${seed.name}' (media kept)` : `Reset built-in service '${seed.name}' to default`,
      },
      tx as unknown as Db,
    );
    return after;
  });
  await announceChange(serviceTags(id), { type: 'service', id });
  return reshapeService(row);
}

/** DELETE /api/admin/services/{id} — docs/requirements.md §4: a built-in loses its override only; a custom service is removed. */
export async function deleteService(id: string, version: number | undefined, actor: Actor): Promise<{ removed: boolean; service: Service | null }> {
  const db = await getDb();
  const before = await serviceOrThrow(db, id);
  if (before.builtin) return { removed: false, service: await restoreServiceSeed(id, version, actor, { keepMedia: true }) };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(services)
      .where(version === undefined ? eq(services.id, id) : and(eq(services.id, id), eq(services.version, version)))
      .returning({ id: services.id });
    if (!row) throw staleService(await serviceOrThrow(tx, id));
    await recordAudit({ actorEmail: actor.email, action: 'delete', entityType: 'service', entityId: id, summary: `Deleted service '${before.name}'` }, tx as unknown as Db);
  });
  await announceChange(serviceTags(id), { type: 'service', id });
  return { removed: true, service: null };
}

/** GET /api/services-config — {overrides, custom, media} computed from the rows. */
export async function getServicesConfig(): Promise<ServicesConfig & { revision: string }> {
  const db = await getDb();
  const rows = await db.select().from(services);
  return { ...computeServicesConfig(rows.map(serviceStateOf)), revision: revisionOf(rows) };
}

/** PUT /api/services-config — present sections replace, absent stay; one transaction. */
export async function applyServicesConfig(body: ServicesConfigBody, actor: Actor): Promise<{ changed: number }> {
  const db = await getDb();
  const changed = await db
    .transaction(async (tx) => {
      const rows = await tx.select().from(services);
      if (body.revision && body.revision !== revisionOf(rows)) throw conflict(STALE_CATALOG, { revision: revisionOf(rows) });
      const current = rows.map(serviceStateOf);
      const plan = planServicesConfig(current, body);
      if (plan.errors.length) throw new ImportRejected(plan.errors.slice(0, 200), 'Invalid services config');
      const byId = new Map(rows.map((r) => [r.id, r]));
      const key = (s: ServiceState) => JSON.stringify([s.values, s.createdAt]);
      const currentKey = new Map(current.map((s) => [s.id, key(s)]));
      const finalIds = new Set(plan.states.map((s) => s.id));
      const removed = current.filter((s) => !s.builtin && !finalIds.has(s.id)).map((s) => s.id);
      const changedStates = plan.states.filter((s) => currentKey.get(s.id) !== key(s));
      const toDelete = [...removed, ...changedStates.filter((s) => !s.builtin && byId.has(s.id)).map((s) => s.id)];
      if (toDelete.length) await tx.delete(services).where(inArray(services.id, toDelete));
      for (const s of changedStates.filter((x) => x.builtin)) {
        await tx.update(services).set({ ...s.values, version: sql`${services.version} + 1`, updatedAt: new Date() }).where(eq(services.id, s.id));
      }
      const inserts = changedStates
        .filter((s) => !s.builtin)
        .map((s) => ({ id: s.id, ...s.values, builtin: false, seed: null, version: (byId.get(s.id)?.version ?? 0) + 1, createdAt: new Date(s.createdAt) }));
      if (inserts.length) await tx.insert(services).values(inserts);
      await recordAudit(
        {
          actorEmail: actor.email,
          action: 'settings',
          entityType: 'service',
          entityId: null,
          summary: `Saved services config: ${Object.keys(body.overrides ?? {}).length} overrides, ${body.custom?.length ?? 0} custom, ${Object.keys(body.media ?? {}).length} media (${changedStates.length} changed, ${removed.length} removed)`,
        },
        tx as unknown as Db,
      );
      return changedStates.length + removed.length;
    })
    .catch((err) => {
      if (isUniqueViolation(err)) throw new ImportRejected([{ path: 'custom', message: 'two services would share the same link' }], 'Invalid services config');
      throw err;
    });
  await announceChange([TAGS.services, TAGS.site], { type: 'service' });
  return { changed };
}

// ================================================================ untrusted bodies (import, config PUTs)

/**
 * Parses an import file or config body: JSON, no prototype-pollution keys, no deep nesting, then the zod
 * schema. Every problem is listed per row (docs/security.md item 28); nothing is written when there is one.
 */
export function parseUntrustedConfig<S extends z.ZodType>(text: string, schema: S, failure = IMPORT_INVALID): z.infer<S> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ImportRejected([{ path: '(file)', message: 'not valid JSON' }], failure);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new ImportRejected([{ path: '(file)', message: 'expected a JSON object with products, overrides, details and hidden' }], failure);
  }
  const unsafe = scanUntrustedJson(data);
  if (unsafe.length) throw new ImportRejected(unsafe, failure);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ImportRejected(zodRowErrors(parsed.error), failure);
  return parsed.data;
}

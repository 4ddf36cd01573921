import 'server-only';
// Catalogue writes: products config, export, import.
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { productDocuments, products } from '@/db/schema';
import { ApiError, conflict } from '@/lib/api/errors';
import { recordAudit } from '@/lib/server/audit';
import { TAGS, announceChange } from '@/lib/server/cache';
import { buildExportBundle, computeProductsConfig, planProductsConfig, type ProductState, type ProductsConfig, type ProductsExportBundle, type RowError } from '@/lib/domain/catalog-admin';
import type { ProductsConfigBody } from '@/lib/validations/catalog';
import { type Actor, type ProductRow, type Tx, isCatalogNumberViolation, isUniqueViolation, productStateOf, revisionOf } from '@/lib/server/catalog-admin/rows';
import { IMPORT_INVALID, STALE_CATALOG } from '@/lib/server/catalog-admin/messages';

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

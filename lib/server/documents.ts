import 'server-only';
// Product documents (docs/documents.md): SDS versions and lot COAs. Uploads reuse the media pipeline's tickets
// and presigned PUTs (S3 or local disk) to a staging key; finalize checks the bytes are a complete PDF without
// active content (lib/domain/documents.ts) before they are stored under their own key and a row is written.
// A refusal deletes the staged object and the ticket and writes nothing. A row outlives its product
// (product_id → null) until an admin deletes it; deleting removes the stored file first, then the row.
import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { productDocuments, products, uploadTickets } from '@/db/schema';
import { ApiError, badRequest, notFound, serviceUnavailable } from '@/lib/api/errors';
import { getStorage, isStorageUnavailableError, type StorageDriver } from '@/lib/adapters/storage';
import {
  checkPdf,
  cleanPdfFileName,
  coaContactHref,
  coaNotFoundMessage,
  MAX_DOCUMENT_BYTES,
  normalizeCatalogNumber,
  normalizeLot,
  parseBulkFileName,
  PDF_MESSAGES,
  PDF_MIME_TYPE,
  type DocumentKind,
} from '@/lib/domain/documents';
import { isStagingKey, makeStagingKey, UPLOAD_URL_TTL_SECONDS } from '@/lib/domain/media';
import { log } from '@/lib/logger';
import { recordAudit } from '@/lib/server/audit';
import { announceChange, TAGS } from '@/lib/server/cache';
import { enforceRateLimit } from '@/lib/server/rate-limit';
import type { BulkPreviewInput, FinalizeDocumentInput, RequestDocumentUploadInput } from '@/lib/validations/documents';

type Row = typeof productDocuments.$inferSelect;

export const DOCUMENT_STORAGE_DOWN = 'Document storage is temporarily unavailable. Please try again in a moment; nothing was saved.';
export const UNKNOWN_DOCUMENT_UPLOAD = 'Unknown upload: this storage key was not issued for a document, or its upload link has expired.';
/** docs/documents.md: COA lookups per client address and minute. */
export const COA_LOOKUP_LIMIT = 20;
export const COA_LOOKUP_WINDOW_SECONDS = 60;
export const COA_RATE_LIMITED = 'Too many certificate lookups. Please wait a minute and try again.';

const DOCUMENT_KEY = /^documents\/[a-f0-9]{32}\.pdf$/;

export function isDocumentStorageKey(key: string): boolean {
  return typeof key === 'string' && DOCUMENT_KEY.test(key);
}

export interface DocumentView {
  id: string;
  kind: DocumentKind;
  productId: string | null;
  catalogNumber: string;
  lot: string | null;
  manufacturedOn: string | null;
  expiresOn: string | null;
  fileName: string;
  /** The name the download carries, e.g. COA_BADM3362_L2401.pdf */
  downloadName: string;
  size: number;
  uploadedAt: string;
  /** Where the file is served: the public route (documents of a product) or the admin route. */
  url: string;
}

function downloadNameOf(row: Pick<Row, 'kind' | 'catalogNumber' | 'lot' | 'uploadedAt'>): string {
  return row.kind === 'coa'
    ? cleanPdfFileName(['COA', row.catalogNumber, row.lot ?? ''])
    : cleanPdfFileName(['SDS', row.catalogNumber, row.uploadedAt.toISOString().slice(0, 10)]);
}

function toDocumentView(row: Row, audience: 'public' | 'admin' = 'public'): DocumentView {
  return {
    id: row.id,
    kind: row.kind as DocumentKind,
    productId: row.productId,
    catalogNumber: row.catalogNumber,
    lot: row.lot,
    manufacturedOn: row.manufacturedOn,
    expiresOn: row.expiresOn,
    fileName: row.fileName,
    downloadName: downloadNameOf(row),
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
    url: audience === 'admin' ? `/api/admin/documents/${row.id}/file` : `/api/public/documents/${row.id}`,
  };
}

async function storageCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isStorageUnavailableError(err)) {
      log.error('document storage unavailable', { err });
      throw serviceUnavailable(DOCUMENT_STORAGE_DOWN);
    }
    throw err;
  }
}

async function deleteQuietly(storage: StorageDriver, key: string) {
  try {
    await storage.delete(key);
  } catch (err) {
    log.warn('could not delete a document object', { key, err });
  }
}

/** zlib for the object-stream scan, capped so a compression bomb cannot exhaust memory. */
function inflatePdfStream(data: Uint8Array): Uint8Array {
  return inflateSync(data, { maxOutputLength: 64 * 1024 * 1024 });
}

// ------------------------------------------------------------------------------------------------- uploads

export interface DocumentUploadGrant {
  uploadUrl: string;
  storageKey: string;
  headers: Record<string, string>;
  expiresAt: string;
}

/** POST /api/admin/documents/request-upload: a ticket and a PUT URL bound to application/pdf and the exact size. */
export async function requestDocumentUpload(input: RequestDocumentUploadInput, actorEmail: string | null): Promise<DocumentUploadGrant> {
  const storage = await getStorage();
  const storageKey = `documents/${randomUUID().replace(/-/g, '')}.pdf`;
  const stagingKey = makeStagingKey({ id: randomUUID(), mimeType: PDF_MIME_TYPE, ext: 'pdf' });
  const expiresAt = new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000);
  const db = await getDb();
  await db.insert(uploadTickets).values({ storageKey, stagingKey, fileName: input.fileName, mimeType: PDF_MIME_TYPE, size: input.size, createdBy: actorEmail, expiresAt });
  const signed = await storageCall(() => storage.presignPut(stagingKey, { contentType: PDF_MIME_TYPE, contentLength: input.size, expiresIn: UPLOAD_URL_TTL_SECONDS }));
  return { uploadUrl: signed.url, storageKey, headers: signed.headers, expiresAt: expiresAt.toISOString() };
}

/**
 * POST /api/admin/documents/finalize: the staged bytes are checked (PDF by content, ≤ 20 MB, no scripts or
 * launch actions) and stored; a COA for a lot that already has one replaces it (the old file is deleted).
 */
export async function finalizeDocument(input: FinalizeDocumentInput, actorEmail: string): Promise<{ document: DocumentView; replaced: boolean }> {
  const db = await getDb();
  const storage = await getStorage();
  const [product] = await db.select({ id: products.id, name: products.name, catalogNumber: products.catalogNumber }).from(products).where(eq(products.id, input.productId));
  if (!product) throw notFound('Product not found');
  const catalogNumber = product.catalogNumber.trim();
  if (!catalogNumber) throw badRequest('The product has no catalog number; set one before attaching documents.');

  const [ticket] = isDocumentStorageKey(input.storageKey) ? await db.select().from(uploadTickets).where(eq(uploadTickets.storageKey, input.storageKey)) : [];
  if (!ticket || ticket.mimeType !== PDF_MIME_TYPE || !ticket.stagingKey || !isStagingKey(ticket.stagingKey)) throw badRequest(UNKNOWN_DOCUMENT_UPLOAD);
  if (ticket.finalizedAt) throw badRequest('This upload was already finalized; request a new upload link to upload again.');
  const stagingKey = ticket.stagingKey;

  const refuse = async (message: string, status = 400): Promise<never> => {
    await deleteQuietly(storage, stagingKey);
    await db.delete(uploadTickets).where(eq(uploadTickets.storageKey, input.storageKey));
    throw new ApiError(status, message);
  };

  const info = await storageCall(() => storage.head(stagingKey));
  if (!info) throw badRequest('The file has not been uploaded yet (no object under this storage key).');
  if (info.size > MAX_DOCUMENT_BYTES) return refuse(PDF_MESSAGES.tooLarge, 413);
  const bytes = await storageCall(() => storage.get(stagingKey));
  if (!bytes) throw badRequest('The file has not been uploaded yet (no object under this storage key).');
  const check = checkPdf(bytes, { inflate: inflatePdfStream });
  if (!check.ok) return refuse(check.error, check.error === PDF_MESSAGES.tooLarge ? 413 : 400);

  let lot: { display: string; key: string } | null = null;
  if (input.kind === 'coa') {
    const l = normalizeLot(input.lot);
    if (!l.ok) return refuse(l.error);
    lot = l;
  }

  await storageCall(() => storage.put(input.storageKey, bytes, PDF_MIME_TYPE));
  let replacedKey: string | null = null;
  let row: Row;
  try {
    row = await db.transaction(async (tx) => {
      const values = {
        kind: input.kind,
        productId: product.id,
        catalogNumber,
        lot: lot?.display ?? null,
        lotKey: lot?.key ?? null,
        manufacturedOn: input.manufacturedOn ?? null,
        expiresOn: input.expiresOn ?? null,
        storageKey: input.storageKey,
        fileName: ticket.fileName,
        size: bytes.length,
        uploadedBy: actorEmail,
        uploadedAt: new Date(),
      };
      let saved: Row;
      const [existing] = lot
        ? await tx
            .select()
            .from(productDocuments)
            .where(and(eq(productDocuments.kind, 'coa'), sql`lower(${productDocuments.catalogNumber}) = ${catalogNumber.toLowerCase()}`, eq(productDocuments.lotKey, lot.key)))
            .for('update')
        : [];
      if (existing) {
        replacedKey = existing.storageKey;
        [saved] = await tx.update(productDocuments).set(values).where(eq(productDocuments.id, existing.id)).returning();
      } else {
        [saved] = await tx.insert(productDocuments).values(values).returning();
      }
      await recordAudit(
        {
          actorEmail,
          action: existing ? 'update' : 'create',
          entityType: 'document',
          entityId: saved.id,
          summary:
            input.kind === 'coa'
              ? `${existing ? 'Replaced' : 'Added'} COA for lot ${saved.lot} of ${catalogNumber} (${ticket.fileName})`
              : `Added SDS version for ${catalogNumber} (${ticket.fileName})`,
          diff: { productId: product.id, kind: input.kind, lot: saved.lot, fileName: ticket.fileName, size: saved.size },
        },
        tx as unknown as Db,
      );
      await tx.update(uploadTickets).set({ finalizedAt: new Date() }).where(eq(uploadTickets.storageKey, input.storageKey));
      return saved;
    });
  } catch (err) {
    // No row names the stored copy: remove it so nothing is orphaned.
    await deleteQuietly(storage, input.storageKey);
    throw err;
  }
  await deleteQuietly(storage, stagingKey);
  if (replacedKey && replacedKey !== input.storageKey) await deleteQuietly(storage, replacedKey);
  await announceChange([TAGS.products, TAGS.product(product.id)], { type: 'product', id: product.id });
  return { document: toDocumentView(row, 'admin'), replaced: Boolean(replacedKey) };
}

/** DELETE /api/admin/documents/{id}: the stored file goes first (a failure leaves the row for a retry), then the row. */
export async function deleteDocument(id: string, actorEmail: string): Promise<void> {
  const db = await getDb();
  const [row] = await db.select().from(productDocuments).where(eq(productDocuments.id, id));
  if (!row) throw notFound('Document not found');
  const storage = await getStorage();
  await storageCall(() => storage.delete(row.storageKey));
  await db.transaction(async (tx) => {
    await tx.delete(productDocuments).where(eq(productDocuments.id, id));
    await recordAudit(
      {
        actorEmail,
        action: 'delete',
        entityType: 'document',
        entityId: id,
        summary: row.kind === 'coa' ? `Deleted COA for lot ${row.lot} of ${row.catalogNumber}` : `Deleted SDS version of ${row.catalogNumber} (${row.fileName})`,
      },
      tx as unknown as Db,
    );
  });
  if (row.productId) await announceChange([TAGS.products, TAGS.product(row.productId)], { type: 'product', id: row.productId });
}

// ------------------------------------------------------------------------------------------------ admin reads

/** The documents of a product, or those whose product was deleted (`orphaned`), newest first. */
export async function listDocuments(opts: { productId?: string; orphaned?: boolean }): Promise<DocumentView[]> {
  const db = await getDb();
  const where = opts.orphaned ? isNull(productDocuments.productId) : opts.productId ? eq(productDocuments.productId, opts.productId) : undefined;
  const rows = await db.select().from(productDocuments).where(where).orderBy(desc(productDocuments.uploadedAt)).limit(1000);
  return rows.map((r) => toDocumentView(r, 'admin'));
}

export interface BulkPreviewItem {
  fileName: string;
  matched: boolean;
  error?: string;
  catalogNumber?: string;
  lot?: string;
  productId?: string;
  productName?: string;
  /** A COA for this lot exists and will be replaced. */
  replaces?: boolean;
}

/** POST /api/admin/documents/bulk-preview: what `{catalogNumber}_{lot}.pdf` files would attach to; nothing is stored. */
export async function previewBulkCoas(input: BulkPreviewInput): Promise<{ items: BulkPreviewItem[]; matched: number; unmatched: number }> {
  const db = await getDb();
  const rows = await db
    .select({ id: products.id, name: products.name, catalogNumber: products.catalogNumber })
    .from(products)
    .where(and(ne(products.catalogNumber, ''), eq(products.hidden, false)));
  const byKey = new Map(rows.map((r) => [r.catalogNumber.trim().toLowerCase(), r]));
  const existing = await db
    .select({ catalogNumber: productDocuments.catalogNumber, lotKey: productDocuments.lotKey })
    .from(productDocuments)
    .where(and(eq(productDocuments.kind, 'coa'), isNotNull(productDocuments.productId)));
  const existingKeys = new Set(existing.map((e) => `${e.catalogNumber.toLowerCase()}\u0000${e.lotKey}`));
  const seen = new Map<string, string>();
  const items = input.files.map((f): BulkPreviewItem => {
    if (f.size !== undefined && f.size > MAX_DOCUMENT_BYTES) return { fileName: f.fileName, matched: false, error: PDF_MESSAGES.tooLarge };
    const parsed = parseBulkFileName(f.fileName, rows.map((r) => r.catalogNumber));
    if (!parsed.ok) return { fileName: f.fileName, matched: false, error: parsed.error };
    const product = byKey.get(parsed.catalogNumber.toLowerCase());
    if (!product) return { fileName: f.fileName, matched: false, error: `No product has catalog number ${parsed.catalogNumber}` };
    const key = `${parsed.catalogNumber.toLowerCase()}\u0000${parsed.lot.toLowerCase()}`;
    const twin = seen.get(key);
    if (twin) return { fileName: f.fileName, matched: false, error: `Same catalog number and lot as ${twin}` };
    seen.set(key, f.fileName);
    return { fileName: f.fileName, matched: true, catalogNumber: product.catalogNumber, lot: parsed.lot, productId: product.id, productName: product.name, replaces: existingKeys.has(key) };
  });
  const matched = items.filter((i) => i.matched).length;
  return { items, matched, unmatched: items.length - matched };
}

// ------------------------------------------------------------------------------------------------ public reads

export type CoaLookupResult =
  | { found: true; message: string; document: Omit<DocumentView, 'productId' | 'fileName'> }
  | { found: false; message: string; contactHref: string };

/**
 * GET /api/public/coa: one query by (catalogue number, lot), the same whether the number exists or not, so
 * neither the answer nor its time tells an unknown catalogue number from an unknown lot. Rate-limited.
 */
export async function lookupCoa(input: { catalogNumber: string; lot: string }, clientKey: string): Promise<CoaLookupResult> {
  await enforceRateLimit(`coa:${clientKey}`, COA_LOOKUP_LIMIT, COA_LOOKUP_WINDOW_SECONDS, COA_RATE_LIMITED);
  const c = normalizeCatalogNumber(input.catalogNumber);
  const l = normalizeLot(input.lot);
  if (!c.ok) throw badRequest(c.error, { fieldErrors: { catalogNumber: c.error } });
  if (!l.ok) throw badRequest(l.error, { fieldErrors: { lot: l.error } });
  const db = await getDb();
  const [row] = await db
    .select()
    .from(productDocuments)
    .where(
      and(
        eq(productDocuments.kind, 'coa'),
        sql`lower(${productDocuments.catalogNumber}) = ${c.key}`,
        eq(productDocuments.lotKey, l.key),
        isNotNull(productDocuments.productId),
      ),
    )
    .limit(1);
  if (!row) return { found: false, message: coaNotFoundMessage(c.display, l.display), contactHref: coaContactHref(c.display, l.display) };
  const { productId: _p, fileName: _f, ...document } = toDocumentView(row);
  return { found: true, message: `Certificate of analysis for lot ${row.lot} of ${row.catalogNumber}`, document };
}

export interface PublicProductDocuments {
  catalogNumber: string;
  /** The current (newest) safety data sheet, or null. */
  sds: Omit<DocumentView, 'productId' | 'fileName'> | null;
  manuals: { title: string; url: string }[];
}

/** The product page's Documents tab and GET /api/public/products/{slug}/documents: SDS and manuals, never a COA list. */
export async function getPublicProductDocuments(product: { id: string; catalogNumber: string; manuals: { title: string; url: string }[] }): Promise<PublicProductDocuments> {
  const db = await getDb();
  const [sds] = await db
    .select()
    .from(productDocuments)
    .where(and(eq(productDocuments.productId, product.id), eq(productDocuments.kind, 'sds')))
    .orderBy(desc(productDocuments.uploadedAt))
    .limit(1);
  let view: PublicProductDocuments['sds'] = null;
  if (sds) {
    const { productId: _p, fileName: _f, ...rest } = toDocumentView(sds);
    view = rest;
  }
  return { catalogNumber: product.catalogNumber, sds: view, manuals: product.manuals };
}

/** The bytes and headers of a document file; `audience: 'public'` serves only documents that still have a product. */
export async function readDocumentFile(id: string, audience: 'public' | 'admin'): Promise<{ bytes: Buffer; downloadName: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(productDocuments)
    .where(audience === 'public' ? and(eq(productDocuments.id, id), isNotNull(productDocuments.productId)) : eq(productDocuments.id, id));
  if (!row) return null;
  const storage = await getStorage();
  const bytes = await storageCall(() => storage.get(row.storageKey));
  if (!bytes) {
    log.error('document file missing from storage', { id, key: row.storageKey });
    return null;
  }
  return { bytes, downloadName: downloadNameOf(row) };
}

/** Response headers of a served PDF: never sniffed, never run, a clean file name. */
export function pdfResponse(file: { bytes: Buffer; downloadName: string }, opts: { download?: boolean; cache?: string } = {}): Response {
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      'Content-Type': PDF_MIME_TYPE,
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': `${opts.download ? 'attachment' : 'inline'}; filename="${file.downloadName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Robots-Tag': 'noindex',
      'Cache-Control': opts.cache ?? 'private, max-age=300',
    },
  });
}

import 'server-only';
// The upload pipeline (issue 10, docs/security.md items 19–22, 35, faults R3/R6):
//   request-upload → ticket row + presigned PUT to a staging key  →  browser PUTs the file  →  finalize:
//   open ticket? staged object? bytes an image? pixels within the limit? → re-encode → the original under its
//   own key → row 'processing' → variants → 'ready' → staging object deleted, ticket marked finalized.
// The upload URL only ever names the staging key, so replaying it cannot replace a checked image; the local
// PUT route also refuses once the ticket is finalized. Any refusal deletes the staged object and the ticket
// and writes no row. Storage down → 503, no row, the ticket stays for a retry. Only keys a ticket names are
// ever deleted.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { mediaItems, productDocuments, uploadTickets, type MediaVariant, type MediaVariants } from '@/db/schema';
import { ApiError, badRequest, serviceUnavailable } from '@/lib/api/errors';
import { getStorage, isStorageUnavailableError, type StorageDriver } from '@/lib/adapters/storage';
import {
  DEFAULT_MEDIA_FOLDER,
  isStagingKey,
  isValidStorageKey,
  makeStagingKey,
  makeStorageKey,
  MAX_IMAGE_BYTES,
  UPLOAD_URL_TTL_SECONDS,
  variantKeys,
  type ImageMimeType,
  type MediaItemView,
} from '@/lib/domain/media';
import { log } from '@/lib/logger';
import { recordAudit } from '@/lib/server/audit';
import { ImageRejectedError, makeVariants, reencodeOriginal, type EncodedImage } from '@/lib/server/media/image';
import { toMediaView } from '@/lib/server/media/view';
import type { RequestUploadInput } from '@/lib/validations/media';

const DOCUMENT_KEY = /^documents\/[a-f0-9]{32}\.pdf$/;

export const STORAGE_DOWN_MESSAGE = 'Media storage is temporarily unavailable. Please try again in a moment; nothing was saved.';
export const UNKNOWN_UPLOAD_MESSAGE = 'Unknown upload: this storage key was not issued, or its upload link has expired.';
export const USED_UPLOAD_MESSAGE = 'This upload was already finalized; request a new upload link to upload again.';

type Row = typeof mediaItems.$inferSelect;

/** Runs a storage call; an unreachable store becomes a 503 ApiError. */
async function storageCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isStorageUnavailableError(err)) {
      log.error('media storage unavailable', { err });
      throw serviceUnavailable(STORAGE_DOWN_MESSAGE);
    }
    throw err;
  }
}

async function deleteQuietly(storage: StorageDriver, key: string) {
  try {
    await storage.delete(key);
  } catch (err) {
    log.warn('could not delete a refused upload', { key, err });
  }
}

// ------------------------------------------------------------------------------------------------ request-upload

export interface UploadGrant {
  uploadUrl: string;
  storageKey: string;
  headers: Record<string, string>;
  expiresAt: string;
}

/** POST /admin/images/request-upload: a server-made key, a ticket, and a PUT URL that binds type and length. */
export async function requestUpload(input: RequestUploadInput, actorEmail: string | null, folder = DEFAULT_MEDIA_FOLDER): Promise<UploadGrant> {
  const storage = await getStorage();
  const storageKey = makeStorageKey({ fileName: input.fileName, mimeType: input.mimeType as ImageMimeType, id: randomUUID(), folder });
  const stagingKey = makeStagingKey({ id: randomUUID(), mimeType: input.mimeType });
  const expiresAt = new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000);
  const db = await getDb();
  await db.insert(uploadTickets).values({
    storageKey,
    stagingKey,
    fileName: input.fileName,
    mimeType: input.mimeType,
    size: input.size,
    createdBy: actorEmail,
    expiresAt,
  });
  const signed = await storageCall(() =>
    storage.presignPut(stagingKey, { contentType: input.mimeType, contentLength: input.size, expiresIn: UPLOAD_URL_TTL_SECONDS }),
  );
  return { uploadUrl: signed.url, storageKey, headers: signed.headers, expiresAt: expiresAt.toISOString() };
}

// ------------------------------------------------------------------------------------------------------ variants

function variantOf(storage: StorageDriver, key: string, img: EncodedImage): MediaVariant {
  return { key, url: storage.publicUrl(key), width: img.width, height: img.height, size: img.bytes.length, mimeType: img.mimeType };
}

/** Writes the re-encoded original (unless already stored) and the two variants; returns the variants map. */
async function storeVariants(storage: StorageDriver, storageKey: string, original: EncodedImage, opts: { originalStored?: boolean } = {}): Promise<MediaVariants> {
  const keys = variantKeys(storageKey);
  const { thumbnail, webp } = await makeVariants(original.bytes);
  if (!opts.originalStored) await storage.put(keys.original, original.bytes, original.mimeType);
  await storage.put(keys.thumbnail, thumbnail.bytes, thumbnail.mimeType);
  await storage.put(keys.webp, webp.bytes, webp.mimeType);
  return {
    original: variantOf(storage, keys.original, original),
    thumbnail: variantOf(storage, keys.thumbnail, thumbnail),
    webp: variantOf(storage, keys.webp, webp),
  };
}

async function markFailed(id: string, reason: string) {
  const db = await getDb();
  await db.update(mediaItems).set({ status: 'failed', error: reason.slice(0, 500), updatedAt: new Date() }).where(eq(mediaItems.id, id));
}

/**
 * From a re-encoded original to a ready row: insert 'processing', make and store the variants, set 'ready'.
 * Storage down → the row is removed again and 503 is thrown (R3). Another failure → 'failed' with the reason.
 */
async function createAndProcess(
  storage: StorageDriver,
  opts: { storageKey: string; fileName: string; folder: string; createdBy: string | null; original: EncodedImage },
): Promise<Row> {
  const db = await getDb();
  // The checked original is stored before the row exists: a process killed after this point leaves a row
  // that recovery (R6) can finish from it, or an orphan the ticket's sweep removes.
  await storage.put(opts.storageKey, opts.original.bytes, opts.original.mimeType);
  const [inserted] = await db
    .insert(mediaItems)
    .values({
      storageKey: opts.storageKey,
      fileName: opts.fileName,
      folder: opts.folder,
      mimeType: opts.original.mimeType,
      size: opts.original.bytes.length,
      width: opts.original.width,
      height: opts.original.height,
      status: 'processing',
      createdBy: opts.createdBy,
    })
    .onConflictDoNothing({ target: mediaItems.storageKey })
    .returning();
  if (!inserted) {
    // A parallel finalize of the same key won the race: answer with its row.
    const [existing] = await db.select().from(mediaItems).where(eq(mediaItems.storageKey, opts.storageKey));
    return existing;
  }
  let variants: MediaVariants;
  try {
    variants = await storeVariants(storage, opts.storageKey, opts.original, { originalStored: true });
  } catch (err) {
    if (isStorageUnavailableError(err)) {
      await db.delete(mediaItems).where(eq(mediaItems.id, inserted.id));
      log.error('media storage unavailable while storing variants', { key: opts.storageKey, err });
      throw serviceUnavailable(STORAGE_DOWN_MESSAGE);
    }
    log.error('media processing failed', { key: opts.storageKey, err });
    await markFailed(inserted.id, `Processing failed: ${(err as Error).message}`);
    const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, inserted.id));
    return row;
  }
  const [ready] = await db
    .update(mediaItems)
    .set({ status: 'ready', error: null, variants, updatedAt: new Date() })
    .where(eq(mediaItems.id, inserted.id))
    .returning();
  return ready;
}

// ------------------------------------------------------------------------------------------------------ finalize

/** POST /admin/images/finalize-upload. Idempotent: a key already finalized answers with its item. */
export async function finalizeUpload(storageKey: string, actorEmail: string | null): Promise<{ item: MediaItemView; created: boolean }> {
  const db = await getDb();
  const storage = await getStorage();
  const [existing] = await db.select().from(mediaItems).where(eq(mediaItems.storageKey, storageKey));
  if (existing) return { item: toMediaView(existing, storage), created: false };

  // Only a key a ticket names is ever touched: a variant's key, another item's key or a key never issued
  // answers 400 and deletes nothing (docs/security.md item 35).
  const [ticket] = isValidStorageKey(storageKey) ? await db.select().from(uploadTickets).where(eq(uploadTickets.storageKey, storageKey)) : [];
  if (!ticket || !ticket.stagingKey || !isStagingKey(ticket.stagingKey)) throw badRequest(UNKNOWN_UPLOAD_MESSAGE);
  if (ticket.finalizedAt) throw badRequest(USED_UPLOAD_MESSAGE);
  const stagingKey = ticket.stagingKey;

  const refuse = async (message: string, status = 400): Promise<never> => {
    await deleteQuietly(storage, stagingKey);
    await db.delete(uploadTickets).where(eq(uploadTickets.storageKey, storageKey));
    throw new ApiError(status, message);
  };

  const info = await storageCall(() => storage.head(stagingKey));
  if (!info) {
    if (ticket.expiresAt.getTime() < Date.now()) await db.delete(uploadTickets).where(eq(uploadTickets.storageKey, storageKey));
    throw badRequest('The file has not been uploaded yet (no object under this storage key).');
  }
  if (info.size > MAX_IMAGE_BYTES) return refuse('The image is larger than 10 MB', 413);
  const bytes = await storageCall(() => storage.get(stagingKey));
  if (!bytes) throw badRequest('The file has not been uploaded yet (no object under this storage key).');

  let original: EncodedImage;
  try {
    original = await reencodeOriginal(bytes);
  } catch (err) {
    if (err instanceof ImageRejectedError) return refuse(err.message);
    throw err;
  }

  const row = await storageCall(() =>
    createAndProcess(storage, { storageKey, fileName: ticket.fileName, folder: storageKey.split('/')[0], createdBy: actorEmail, original }),
  );
  // The link is dead from here on: the local PUT route refuses a finalized ticket, and whatever a replayed
  // S3 URL puts back under the staging key is never served and is swept when the ticket expires.
  await db.update(uploadTickets).set({ finalizedAt: new Date() }).where(eq(uploadTickets.storageKey, storageKey));
  await deleteQuietly(storage, stagingKey);
  await recordAudit({ actorEmail: actorEmail ?? 'system', action: 'create', entityType: 'media', entityId: row.id, summary: row.fileName }).catch(() => {});
  return { item: toMediaView(row, storage), created: true };
}

/** The open (unfinalized, unexpired) ticket of a staging key, for the local upload route. */
export async function findOpenUploadTicket(stagingKey: string, now = new Date()): Promise<{ storageKey: string; size: number; mimeType: string } | null> {
  if (!isStagingKey(stagingKey)) return null;
  const db = await getDb();
  const [ticket] = await db
    .select({ storageKey: uploadTickets.storageKey, size: uploadTickets.size, mimeType: uploadTickets.mimeType })
    .from(uploadTickets)
    .where(and(eq(uploadTickets.stagingKey, stagingKey), isNull(uploadTickets.finalizedAt), gt(uploadTickets.expiresAt, now)));
  return ticket ?? null;
}

// -------------------------------------------------------------------------------------------- bytes from server

/** Import from URL and the legacy upload calls: bytes already in hand go through the same checks and variants. */
export async function ingestImageBytes(opts: { bytes: Buffer; fileName: string; folder?: string; actorEmail: string | null }): Promise<MediaItemView> {
  const storage = await getStorage();
  if (opts.bytes.length > MAX_IMAGE_BYTES) throw new ApiError(413, 'The image is larger than 10 MB');
  let original: EncodedImage & { mimeType: ImageMimeType };
  try {
    original = await reencodeOriginal(opts.bytes);
  } catch (err) {
    if (err instanceof ImageRejectedError) throw badRequest(err.message);
    throw err;
  }
  const folder = opts.folder ?? DEFAULT_MEDIA_FOLDER;
  const storageKey = makeStorageKey({ fileName: opts.fileName, mimeType: original.mimeType, id: randomUUID(), folder });
  const row = await storageCall(() =>
    createAndProcess(storage, { storageKey, fileName: opts.fileName, folder: storageKey.split('/')[0], createdBy: opts.actorEmail, original }),
  );
  await recordAudit({ actorEmail: opts.actorEmail ?? 'system', action: 'create', entityType: 'media', entityId: row.id, summary: row.fileName }).catch(() => {});
  return toMediaView(row, storage);
}

// ------------------------------------------------------------------------------------------------------ recovery

/**
 * R6: rows left in 'processing' by a killed process are finished from the stored original, or marked failed.
 * Re-running the variants is idempotent (same keys, same bytes), so a row another instance is still working on
 * ends the same way.
 */
export async function recoverStuckMedia(): Promise<{ resumed: number; failed: number }> {
  const db = await getDb();
  const storage = await getStorage();
  const stuck = await db.select().from(mediaItems).where(eq(mediaItems.status, 'processing'));
  let resumed = 0;
  let failed = 0;
  for (const row of stuck) {
    try {
      const bytes = await storage.get(row.storageKey);
      if (!bytes) throw new ImageRejectedError('The uploaded file is missing');
      const original = await reencodeOriginal(bytes);
      const variants = await storeVariants(storage, row.storageKey, original);
      await db
        .update(mediaItems)
        .set({ status: 'ready', error: null, variants, width: original.width, height: original.height, size: original.bytes.length, updatedAt: new Date() })
        .where(eq(mediaItems.id, row.id));
      resumed++;
    } catch (err) {
      const reason =
        isStorageUnavailableError(err) ? 'Storage was unavailable when processing resumed after a restart' : `Processing failed: ${(err as Error).message}`;
      await markFailed(row.id, reason);
      failed++;
    }
  }
  if (stuck.length) log.info('media recovery after restart', { resumed, failed });
  return { resumed, failed };
}

/**
 * Expired tickets: their staging object goes (also one a replayed URL put back after finalize), and for a
 * ticket that was never finalized, any original left under its key by a crashed finalize that no row owns.
 */
export async function sweepExpiredUploads(now = new Date()): Promise<number> {
  const db = await getDb();
  const storage = await getStorage();
  const expired = await db.select().from(uploadTickets).where(lt(uploadTickets.expiresAt, now));
  let swept = 0;
  for (const t of expired) {
    try {
      if (t.stagingKey && isStagingKey(t.stagingKey)) await storage.delete(t.stagingKey);
      if (!t.finalizedAt && isValidStorageKey(t.storageKey)) {
        const [row] = await db.select({ id: mediaItems.id }).from(mediaItems).where(eq(mediaItems.storageKey, t.storageKey));
        if (!row) await storage.delete(t.storageKey);
      }
      // A document ticket (docs/documents.md): a copy stored by a finalize that died before its row was written.
      if (!t.finalizedAt && DOCUMENT_KEY.test(t.storageKey)) {
        const [row] = await db.select({ id: productDocuments.id }).from(productDocuments).where(eq(productDocuments.storageKey, t.storageKey));
        if (!row) await storage.delete(t.storageKey);
      }
      await db.delete(uploadTickets).where(eq(uploadTickets.storageKey, t.storageKey));
      swept++;
    } catch (err) {
      log.warn('could not sweep an expired upload', { key: t.storageKey, err });
    }
  }
  return swept;
}

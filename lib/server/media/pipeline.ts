import 'server-only';
// The upload pipeline (issue 10, SECURITY items 19–22, faults R3/R6):
//   request-upload → ticket row + presigned PUT  →  browser PUTs the file  →  finalize:
//   ticket? object? bytes an image? pixels within the limit? → re-encode → row 'processing' → variants → 'ready'.
// Any refusal deletes the object and writes no row. Storage down → 503, no row, the ticket stays for a retry.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { mediaItems, uploadTickets, type MediaVariant, type MediaVariants } from '@/db/schema';
import { ApiError, badRequest, serviceUnavailable } from '@/lib/api/errors';
import { getStorage, StorageUnavailableError, type StorageDriver } from '@/lib/adapters/storage';
import {
  DEFAULT_MEDIA_FOLDER,
  isValidStorageKey,
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

export const STORAGE_DOWN_MESSAGE = 'Media storage is temporarily unavailable. Please try again in a moment; nothing was saved.';
export const UNKNOWN_UPLOAD_MESSAGE = 'Unknown upload: this storage key was not issued, or its upload link has expired.';

type Row = typeof mediaItems.$inferSelect;

/** Runs a storage call; an unreachable store becomes a 503 ApiError. */
async function storageCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof StorageUnavailableError) {
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
  const expiresAt = new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000);
  const db = await getDb();
  await db.insert(uploadTickets).values({
    storageKey,
    fileName: input.fileName,
    mimeType: input.mimeType,
    size: input.size,
    createdBy: actorEmail,
    expiresAt,
  });
  const signed = await storageCall(() =>
    storage.presignPut(storageKey, { contentType: input.mimeType, contentLength: input.size, expiresIn: UPLOAD_URL_TTL_SECONDS }),
  );
  return { uploadUrl: signed.url, storageKey, headers: signed.headers, expiresAt: expiresAt.toISOString() };
}

// ------------------------------------------------------------------------------------------------------ variants

function variantOf(storage: StorageDriver, key: string, img: EncodedImage): MediaVariant {
  return { key, url: storage.publicUrl(key), width: img.width, height: img.height, size: img.bytes.length, mimeType: img.mimeType };
}

/** Writes the re-encoded original and the two variants; returns the variants map. */
async function storeVariants(storage: StorageDriver, storageKey: string, original: EncodedImage): Promise<MediaVariants> {
  const keys = variantKeys(storageKey);
  const { thumbnail, webp } = await makeVariants(original.bytes);
  await storage.put(keys.original, original.bytes, original.mimeType);
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
    variants = await storeVariants(storage, opts.storageKey, opts.original);
  } catch (err) {
    if (err instanceof StorageUnavailableError) {
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

  const [ticket] = await db.select().from(uploadTickets).where(eq(uploadTickets.storageKey, storageKey));
  if (!ticket || !isValidStorageKey(storageKey)) {
    // A key we never issued: whatever sits there is not ours to keep (only keys of our own shape are touched).
    if (isValidStorageKey(storageKey)) await storageCall(() => storage.delete(storageKey));
    throw badRequest(UNKNOWN_UPLOAD_MESSAGE);
  }

  const refuse = async (message: string, status = 400): Promise<never> => {
    await deleteQuietly(storage, storageKey);
    await db.delete(uploadTickets).where(eq(uploadTickets.storageKey, storageKey));
    throw new ApiError(status, message);
  };

  const info = await storageCall(() => storage.head(storageKey));
  if (!info) {
    if (ticket.expiresAt.getTime() < Date.now()) await db.delete(uploadTickets).where(eq(uploadTickets.storageKey, storageKey));
    throw badRequest('The file has not been uploaded yet (no object under this storage key).');
  }
  if (info.size > MAX_IMAGE_BYTES) return refuse('The image is larger than 10 MB', 413);
  const bytes = await storageCall(() => storage.get(storageKey));
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
  await db.delete(uploadTickets).where(eq(uploadTickets.storageKey, storageKey));
  await recordAudit({ actorEmail: actorEmail ?? 'system', action: 'create', entityType: 'media', entityId: row.id, summary: row.fileName }).catch(() => {});
  return { item: toMediaView(row, storage), created: true };
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
        err instanceof StorageUnavailableError ? 'Storage was unavailable when processing resumed after a restart' : `Processing failed: ${(err as Error).message}`;
      await markFailed(row.id, reason);
      failed++;
    }
  }
  if (stuck.length) log.info('media recovery after restart', { resumed, failed });
  return { resumed, failed };
}

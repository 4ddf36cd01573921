import 'server-only';
// The media library: list with search, delete (objects first, then the row).
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { mediaItems } from '@/db/schema';
import { notFound, serviceUnavailable } from '@/lib/api/errors';
import { getStorage, isStorageUnavailableError } from '@/lib/adapters/storage';
import { variantKeys, type MediaItemView, type MediaStatus } from '@/lib/domain/media';
import { recordAudit } from '@/lib/server/audit';
import { announceChange, TAGS } from '@/lib/server/cache';
import { purgeOptimizedImage } from '@/lib/server/media/optimizer-cache';
import { STORAGE_DOWN_MESSAGE } from '@/lib/server/media/pipeline';
import { toMediaView } from '@/lib/server/media/view';
import { isUuid } from '@/lib/domain/ids';

/** GET /admin/images: newest first; `q` matches the file name or the URL (storage key). */
export async function listMedia(opts: { q?: string; status?: MediaStatus; limit?: number } = {}): Promise<MediaItemView[]> {
  const db = await getDb();
  const storage = await getStorage();
  const where: SQL[] = [];
  const q = opts.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(mediaItems.fileName, pattern), ilike(mediaItems.storageKey, pattern))!);
  }
  if (opts.status) where.push(eq(mediaItems.status, opts.status));
  const rows = await db
    .select()
    .from(mediaItems)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(mediaItems.createdAt))
    .limit(Math.min(opts.limit ?? 500, 1000));
  return rows.map((r) => toMediaView(r, storage));
}

export async function getMediaItem(id: string): Promise<MediaItemView | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
  return row ? toMediaView(row, await getStorage()) : null;
}

/**
 * DELETE /admin/images/{id}: removes the original and its variants, then the row, then the optimizer's copies on
 * this instance and — through the change notification — on every other one, so public pages stop serving it within
 * the page caches' seconds (docs/architecture.md "Images after a delete"). Pages that use it keep the URL.
 */
export async function deleteMedia(id: string, actorEmail: string): Promise<void> {
  if (!isUuid(id)) throw notFound('Image not found');
  const db = await getDb();
  const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
  if (!row) throw notFound('Image not found');
  const storage = await getStorage();
  const keys = new Set<string>(Object.values(variantKeys(row.storageKey)));
  for (const v of Object.values(row.variants ?? {})) if (v?.key) keys.add(v.key);
  try {
    for (const key of keys) await storage.delete(key);
  } catch (err) {
    if (isStorageUnavailableError(err)) throw serviceUnavailable(STORAGE_DOWN_MESSAGE);
    throw err;
  }
  await db.delete(mediaItems).where(eq(mediaItems.id, id));
  await purgeOptimizedImage(row.storageKey);
  await announceChange([TAGS.mediaImage(row.storageKey)], { type: 'media', id });
  await recordAudit({ actorEmail, action: 'delete', entityType: 'media', entityId: id, summary: row.fileName }).catch(() => {});
}

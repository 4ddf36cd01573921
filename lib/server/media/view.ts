import 'server-only';
import type { mediaItems } from '@/db/schema';
import type { StorageDriver } from '@/lib/adapters/storage';
import type { MediaItemView, MediaStatus } from '@/lib/domain/media';

type Row = typeof mediaItems.$inferSelect;

/** A media row as the API and pages see it (docs/conventions.md 1: never the raw row). */
export function toMediaView(row: Row, storage: StorageDriver): MediaItemView {
  const variants = row.variants ?? {};
  const url = variants.original?.url ?? storage.publicUrl(row.storageKey);
  return {
    id: row.id,
    fileName: row.fileName,
    altText: row.altText,
    folder: row.folder,
    status: (['processing', 'ready', 'failed'].includes(row.status) ? row.status : 'failed') as MediaStatus,
    error: row.error,
    storageKey: row.storageKey,
    url,
    path: url,
    thumbnailUrl: variants.thumbnail?.url ?? null,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    variants,
    createdAt: row.createdAt.toISOString(),
  };
}

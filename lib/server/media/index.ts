import 'server-only';
export { requestUpload, finalizeUpload, ingestImageBytes, recoverStuckMedia, STORAGE_DOWN_MESSAGE, UNKNOWN_UPLOAD_MESSAGE } from '@/lib/server/media/pipeline';
export { listMedia, getMediaItem, deleteMedia } from '@/lib/server/media/library';
export { importImageFromUrl } from '@/lib/server/media/import';

import 'server-only';
export { requestUpload, finalizeUpload, findOpenUploadTicket, ingestImageBytes, recoverStuckMedia, sweepExpiredUploads, STORAGE_DOWN_MESSAGE, UNKNOWN_UPLOAD_MESSAGE } from '@/lib/server/media/pipeline';
export { listMedia, getMediaItem, deleteMedia } from '@/lib/server/media/library';
export { importImageFromUrl } from '@/lib/server/media/import';
export { findMediaUsage, findMediaUsageByKey } from '@/lib/server/media/usage';

import 'server-only';
// R6: on start, items left in 'processing' by a killed process are finished or marked failed. Expired,
// never-finalized uploads are swept then and every hour.
import { recoverStuckMedia, sweepExpiredUploads } from '@/lib/server/media/pipeline';
import { log } from '@/lib/logger';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Started once per process by lib/server/background.ts. */
export async function startMediaRecovery(): Promise<void> {
  // Not awaited: recovery re-encodes images and must not delay the first page.
  void recoverStuckMedia()
    .then(() => sweepExpiredUploads())
    .catch((err) => log.error('media recovery failed', { err }));
  const g = globalThis as { __bioarkMediaSweep?: ReturnType<typeof setInterval> };
  if (!g.__bioarkMediaSweep) {
    g.__bioarkMediaSweep = setInterval(() => void sweepExpiredUploads().catch(() => {}), SWEEP_EVERY_MS);
    g.__bioarkMediaSweep.unref?.();
  }
}

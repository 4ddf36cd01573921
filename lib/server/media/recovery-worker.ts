import 'server-only';
// R6: on start, items left in 'processing' by a killed process are finished or marked failed.
import { registerBackgroundStarter } from '@/lib/server/background';
import { recoverStuckMedia } from '@/lib/server/media/pipeline';

registerBackgroundStarter('media-recovery', async () => {
  // Not awaited by requests: recovery re-encodes images and must not delay the first page.
  void recoverStuckMedia().catch(() => {});
});

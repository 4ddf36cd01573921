import 'server-only';
// Each feature's background worker is imported here so it registers itself with lib/server/background.ts.
import '@/lib/server/events';
import '@/lib/server/outbox-worker';
import '@/lib/server/media/recovery-worker';

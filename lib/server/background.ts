import 'server-only';
// Background work started once per server process (instrumentation.ts → lib/server/startup.ts). The workers
// are listed here, explicitly: this module imports them, they never import it (no registration side effects,
// no import circle — tests/unit/architecture/import-cycles.test.ts).
import { getDbHandle } from '@/db/client';
import { log } from '@/lib/logger';

interface Worker {
  name: string;
  start: () => Promise<void> | void;
}

/** Every background worker, in start order. Loaded lazily so that importing this module stays cheap. */
const WORKERS: Worker[] = [
  // Cross-instance change events: drops cache tags and relays SSE updates.
  { name: 'change-listener', start: async () => (await import('@/lib/server/events')).startChangeListener() },
  // The e-mail outbox sender.
  { name: 'outbox-worker', start: async () => (await import('@/lib/server/outbox-worker')).startOutboxWorker() },
  // Media left 'processing' by a killed process, and the hourly sweep of expired uploads.
  { name: 'media-recovery', start: async () => (await import('@/lib/server/media/recovery-worker')).startMediaRecovery() },
  // The search indexes' pending entries, merged at start and after catalogue writes (docs/search.md#speed).
  { name: 'search-index-merge', start: async () => (await import('@/lib/server/search-index')).startSearchIndexMerge() },
  // Demo checkouts of the cart left pending for a day expire, as Stripe's sessions do.
  { name: 'demo-checkout-expiry', start: async () => (await import('@/lib/server/orders/demo')).startDemoCheckoutExpiry() },
];

export async function startBackgroundWork(): Promise<void> {
  const g = globalThis as { __bioarkBackground?: boolean };
  if (g.__bioarkBackground) return;
  g.__bioarkBackground = true;
  try {
    await getDbHandle(); // migrate + seed before serving; prints the generated admin password once
  } catch (err) {
    log.error('database not ready at start; will retry on first request', { err });
  }
  for (const w of WORKERS) {
    try {
      await w.start();
      log.info('background worker started', { name: w.name });
    } catch (err) {
      log.error('background worker failed to start', { name: w.name, err });
    }
  }
}

import 'server-only';
// Background work started once per server process (instrumentation.ts). Each part registers itself here.
import { getDbHandle } from '@/db/client';
import { log } from '@/lib/logger';

type Starter = { name: string; start: () => Promise<void> | void };
const starters: Starter[] = [];

/** Feature modules add their workers (outbox sender, media resume, change listener) with this. */
export function registerBackgroundStarter(name: string, start: Starter['start']) {
  starters.push({ name, start });
}

export async function startBackgroundWork(): Promise<void> {
  const g = globalThis as { __bioarkBackground?: boolean };
  if (g.__bioarkBackground) return;
  g.__bioarkBackground = true;
  try {
    await getDbHandle(); // migrate + seed before serving; prints the generated admin password once
  } catch (err) {
    log.error('database not ready at start; will retry on first request', { err });
  }
  // Workers are imported here so that they register themselves.
  await import('@/lib/server/workers');
  for (const s of starters) {
    try {
      await s.start();
      log.info('background worker started', { name: s.name });
    } catch (err) {
      log.error('background worker failed to start', { name: s.name, err });
    }
  }
}

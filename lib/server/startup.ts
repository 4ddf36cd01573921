import 'server-only';
import { env } from '@/lib/env';
import { startBackgroundWork } from '@/lib/server/background';

export async function onServerStart(): Promise<void> {
  try {
    env();
  } catch (err) {
    console.error(`\n${(err as Error).message}\n`);
    process.exit(1);
  }
  await startBackgroundWork();
}

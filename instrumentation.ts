// Runs once when a server process starts: validate configuration (a bad value stops start with a message
// naming it), then open the database (migrate + seed) and start background work.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { onServerStart } = await import('@/lib/server/startup');
  await onServerStart();
}

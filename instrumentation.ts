// Runs once when a server process starts: validate configuration (a bad value stops start with a message
// naming it), then open the database (migrate + seed) and start background work.
import { isUnavailableError } from '@/lib/api/errors';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { onServerStart } = await import('@/lib/server/startup');
  await onServerStart();
}

/**
 * Next calls this when a page, route or action fails on the server. A page whose render failed because the
 * database (or another backing service) was unreachable is marked by its request id, and scripts/serve.mjs
 * answers it 503 with Retry-After instead of 500 — as the API does (lib/api/handler.ts).
 */
export function onRequestError(err: unknown, request: { headers: Record<string, string | string[] | undefined> }) {
  const id = request.headers['x-bioark-request-id'];
  if (typeof id !== 'string' || !isUnavailableError(err)) return;
  const g = globalThis as { __bioarkUnavailableRequests?: Set<string> };
  (g.__bioarkUnavailableRequests ??= new Set()).add(id);
}

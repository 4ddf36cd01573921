// GET /api/public/products/stream — server-sent 'update' events (with a version) whenever the catalogue
// changes on any instance; heartbeats keep proxies from closing idle streams. Capped per client address
// (docs/security.md item 29); a closed connection frees its subscription and timers at once.
import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { clientAddress } from '@/lib/server/request-info';
import { currentVersion, startChangeListener, subscribeToChanges } from '@/lib/server/events';
import { TAGS } from '@/lib/server/cache';
import { acquireStreamSlot, STREAMS_RETRY_AFTER_SECONDS } from '@/lib/server/stream-slots';

export const dynamic = 'force-dynamic';

const heartbeatMs = () => env().SSE_HEARTBEAT_MS ?? 25_000;
const RELEVANT = new Set<string>([TAGS.products, TAGS.site]);

export async function GET(req: NextRequest) {
  const slot = acquireStreamSlot(clientAddress(req));
  if ('refused' in slot) {
    return slot.refused === 'address'
      ? Response.json({ error: 'Too many open update streams from this address' }, { status: 429, headers: { 'Cache-Control': 'no-store' } })
      : Response.json(
          { error: 'Live updates are at capacity; the page works without them. Please retry later.' },
          { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(STREAMS_RETRY_AFTER_SECONDS) } },
        );
  }
  const release = slot.release;
  try {
    await startChangeListener();
  } catch {
    release();
    return Response.json({ error: 'Live updates are temporarily unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }

  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (chunk: string) => {
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          cleanup();
        }
      };
      send(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ version: currentVersion() })}\n\n`);
      const unsubscribe = subscribeToChanges((e) => {
        if (e.tags.some((t) => RELEVANT.has(t) || t.startsWith('product:'))) {
          send(`event: update\ndata: ${JSON.stringify({ version: e.version })}\n\n`);
        }
      });
      const heartbeat = setInterval(() => send(`: ping ${Date.now()}\n\n`), heartbeatMs());
      let done = false;
      cleanup = () => {
        if (done) return;
        done = true;
        clearInterval(heartbeat);
        unsubscribe();
        release();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      req.signal.addEventListener('abort', cleanup, { once: true });
    },
    cancel() {
      cleanup();
    },
  });

  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  });
}

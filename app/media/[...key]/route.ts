// GET /media/{key} — serves stored images (local disk, or S3 without a public base URL). Only keys of ready
// media items, only image content types chosen from the extension (never SVG or HTML, docs/security.md item 22), no
// path traversal; the bytes never change under a key, so they are cached for a year.
import { and, eq, like } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { getDb } from '@/db/client';
import { mediaItems } from '@/db/schema';
import { getStorage, isStorageUnavailableError } from '@/lib/adapters/storage';
import { isSafeKeyPath, mimeTypeForKey } from '@/lib/domain/media';

export const dynamic = 'force-dynamic';

// The store down (S3 unreachable, media disk unreadable): a short, uncached 503 the browser may retry — before
// this, an empty 500 with no type (found by `bench/load-topology.mjs --fault s3-down`).
const storageDown = () =>
  Response.json(
    { error: 'Media storage is temporarily unavailable. Please try again in a moment.' },
    { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } },
  );

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

async function serve(req: NextRequest, ctx: { params: Promise<{ key: string[] }> }, withBody: boolean) {
  const { key: parts } = await ctx.params;
  const key = (parts ?? []).join('/');
  const type = mimeTypeForKey(key);
  if (!isSafeKeyPath(key) || !type) return notFound();
  // A raw upload is not served before finalize has checked and re-encoded it: the key's folder must belong to a ready item.
  const dir = key.slice(0, key.lastIndexOf('/'));
  const db = await getDb();
  const [owner] = await db
    .select({ id: mediaItems.id })
    .from(mediaItems)
    .where(and(like(mediaItems.storageKey, `${dir.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`), eq(mediaItems.status, 'ready')))
    .limit(1);
  if (!owner) return notFound();
  const storage = await getStorage();
  let bytes: Buffer | null;
  try {
    bytes = await storage.get(key);
  } catch (err) {
    if (isStorageUnavailableError(err)) return storageDown();
    throw err;
  }
  if (!bytes) return notFound();
  const etag = `"${key.length.toString(16)}-${bytes.length.toString(16)}"`;
  const headers = {
    'Content-Type': type,
    'Content-Length': String(bytes.length),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Content-Disposition': 'inline',
    ETag: etag,
  };
  if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(withBody ? new Uint8Array(bytes) : null, { status: 200, headers });
}

export function GET(req: NextRequest, ctx: { params: Promise<{ key: string[] }> }) {
  return serve(req, ctx, true);
}

export function HEAD(req: NextRequest, ctx: { params: Promise<{ key: string[] }> }) {
  return serve(req, ctx, false);
}

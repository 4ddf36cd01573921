// PUT /api/media/upload/{key}?ct&len&exp&sig — local-disk direct upload. Public, like an S3 presigned PUT: the
// HMAC signature binds key, content type, exact length and expiry (docs/security.md item 19); nothing else is accepted.
// The key is always a staging key, and only while its ticket is open: once finalize has used it (or it expired)
// a replayed URL is refused (docs/security.md item 35).
import { NextResponse, type NextRequest } from 'next/server';
import { getStorage, isStorageUnavailableError } from '@/lib/adapters/storage';
import { verifyLocalUploadUrl } from '@/lib/adapters/storage/local';
import { log } from '@/lib/logger';
import { findOpenUploadTicket, STORAGE_DOWN_MESSAGE } from '@/lib/server/media';

export const dynamic = 'force-dynamic';

const refuse = (status: number, error: string) => NextResponse.json({ error }, { status, headers: { 'Cache-Control': 'private, no-store' } });

export async function PUT(req: NextRequest, ctx: { params: Promise<{ key: string[] }> }) {
  const { key: parts } = await ctx.params;
  const key = (parts ?? []).join('/');
  const storage = await getStorage();
  if (storage.kind !== 'local') return refuse(404, 'Not found');
  const check = verifyLocalUploadUrl(key, req.nextUrl.searchParams);
  if (!check.ok) return refuse(403, check.reason);
  const { claims } = check;
  const contentType = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (contentType !== claims.contentType) return refuse(403, 'Content-Type does not match the signed upload');
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) !== claims.contentLength) return refuse(403, 'Content-Length does not match the signed upload');
  if (!req.body) return refuse(400, 'Empty body');
  const ticket = await findOpenUploadTicket(key);
  if (!ticket || ticket.size !== claims.contentLength || ticket.mimeType !== claims.contentType) {
    return refuse(403, 'This upload link is no longer valid (already used or expired); request a new one');
  }

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > claims.contentLength) {
      await reader.cancel().catch(() => {});
      return refuse(403, 'Body is longer than the signed Content-Length');
    }
    chunks.push(value);
  }
  if (total !== claims.contentLength) return refuse(403, 'Body is shorter than the signed Content-Length');
  try {
    await storage.put(key, Buffer.concat(chunks), claims.contentType);
  } catch (err) {
    log.error('local upload failed', { key, err });
    // A read-only or full media disk is a passing outage, like S3 down: 503, try again (nothing was stored).
    if (isStorageUnavailableError(err)) {
      return NextResponse.json({ error: STORAGE_DOWN_MESSAGE }, { status: 503, headers: { 'Cache-Control': 'private, no-store', 'Retry-After': '5' } });
    }
    return refuse(500, 'Could not store the upload');
  }
  return new NextResponse(null, { status: 200, headers: { 'Cache-Control': 'private, no-store' } });
}

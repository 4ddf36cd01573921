import 'server-only';
// Local-disk storage (the default): files under MEDIA_DIR (.data/media). The browser uploads with an
// HMAC-signed, expiring URL to the app's own PUT route (app/api/media/upload/[...key]); the signature binds
// the key, the content type, the exact length and the expiry, like an S3 presigned PUT.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { authSecret } from '@/lib/auth/secret';
import { isSafeKeyPath, mimeTypeForKey } from '@/lib/domain/media';
import { StorageUnavailableError, type StorageDriver } from '@/lib/adapters/storage/types';

export const LOCAL_UPLOAD_PATH = '/api/media/upload';

export interface LocalUploadClaims {
  key: string;
  contentType: string;
  contentLength: number;
  expires: number; // unix seconds
}

function sign(claims: LocalUploadClaims, secret: string): string {
  const payload = ['v1', claims.key, claims.contentType, String(claims.contentLength), String(claims.expires)].join('\n');
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signLocalUploadUrl(claims: LocalUploadClaims, secret = authSecret()): string {
  const q = new URLSearchParams({ ct: claims.contentType, len: String(claims.contentLength), exp: String(claims.expires), sig: sign(claims, secret) });
  return `${LOCAL_UPLOAD_PATH}/${claims.key}?${q.toString()}`;
}

/** Checks a local upload URL: the claims it carries, its signature and expiry. Returns the claims or a reason. */
export function verifyLocalUploadUrl(
  key: string,
  search: URLSearchParams,
  now = Date.now(),
  secret = authSecret(),
): { ok: true; claims: LocalUploadClaims } | { ok: false; reason: string } {
  const claims: LocalUploadClaims = {
    key,
    contentType: search.get('ct') ?? '',
    contentLength: Number(search.get('len') ?? NaN),
    expires: Number(search.get('exp') ?? NaN),
  };
  const sig = search.get('sig') ?? '';
  if (!isSafeKeyPath(key) || !claims.contentType || !Number.isInteger(claims.contentLength) || !Number.isInteger(claims.expires)) {
    return { ok: false, reason: 'Malformed upload URL' };
  }
  const expected = Buffer.from(sign(claims, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'Invalid upload signature' };
  if (claims.expires * 1000 < now) return { ok: false, reason: 'The upload URL has expired' };
  return { ok: true, claims };
}

/**
 * A disk that cannot be written or read (read-only, full, gone, no permission: EROFS, ENOSPC, EACCES, EIO…) is
 * storage that is unavailable, as an unreachable S3 store is: callers answer 503 "nothing was saved" and write
 * no row. Before this, a read-only media disk answered uploads 500, and one that turned read-only between the
 * original and its variants left a 'failed' row behind (found by `bench/load-topology.mjs --fault media-readonly`).
 */
function diskError(err: unknown, op: string): unknown {
  const e = err as NodeJS.ErrnoException;
  if (typeof e?.code === 'string' && typeof e.syscall === 'string') {
    return new StorageUnavailableError(`Media disk ${op} failed: ${e.code}`, { cause: err });
  }
  return err;
}

export function createLocalStorage({ root }: { root: string }): StorageDriver & { root: string; fileFor: (key: string) => string } {
  const base = path.resolve(root);
  const fileFor = (key: string) => {
    if (!isSafeKeyPath(key)) throw new Error('Unsafe storage key');
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep)) throw new Error('Unsafe storage key');
    return full;
  };
  return {
    kind: 'local',
    root: base,
    fileFor,
    async presignPut(key, opts) {
      const url = signLocalUploadUrl({
        key,
        contentType: opts.contentType,
        contentLength: opts.contentLength,
        expires: Math.floor(Date.now() / 1000) + opts.expiresIn,
      });
      return { url, headers: { 'Content-Type': opts.contentType } };
    },
    async put(key, bytes) {
      const file = fileFor(key);
      // Write then rename: a reader never sees half a file.
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(tmp, bytes);
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true }).catch(() => {});
        throw diskError(err, 'write');
      }
    },
    async get(key) {
      const file = fileFor(key);
      try {
        return await readFile(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw diskError(err, 'read');
      }
    },
    async head(key) {
      const file = fileFor(key);
      try {
        const s = await stat(file);
        return s.isFile() ? { size: s.size, contentType: mimeTypeForKey(key) } : null;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw diskError(err, 'read');
      }
    },
    async delete(key) {
      const file = fileFor(key);
      try {
        await rm(file, { force: true });
      } catch (err) {
        throw diskError(err, 'delete');
      }
    },
    publicUrl(key) {
      return `/media/${key}`;
    },
  };
}

import 'server-only';
// S3-compatible storage (AWS S3, MinIO, R2, s3rver in tests). Uploads go straight from the browser with a
// presigned PUT whose signature covers the key, the content type and the exact length (docs/security.md item 19).
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { StorageUnavailableError, type StorageDriver } from '@/lib/adapters/storage/types';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** CDN or public bucket URL; without it objects are served through the app's /media route. */
  publicBaseUrl?: string;
  /**
   * The endpoint browsers use for presigned uploads when it differs from the one the server uses (e.g. in
   * docker-compose the app reaches http://minio:9000, the browser http://localhost:9000). The signature binds
   * the host, so presigning must use the address the browser will send.
   */
  uploadEndpoint?: string;
}

type SdkError = { name?: string; $metadata?: { httpStatusCode?: number } };

function isMissing(err: unknown): boolean {
  const e = err as SdkError;
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

function unavailable(err: unknown): StorageUnavailableError {
  return new StorageUnavailableError(`Storage is unavailable: ${(err as Error)?.name ?? 'error'}`, { cause: err });
}

export function makeS3ClientConfig(cfg: S3StorageConfig): S3ClientConfig {
  return {
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle,
    credentials: cfg.accessKeyId && cfg.secretAccessKey ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } : undefined,
    // A store that is down must fail fast (finalize answers 503), not hang the request.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 20_000 },
    // Only sign checksums when an operation needs them: presigned PUTs from browsers cannot add them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** The presigned PUT: content-type and content-length are signed headers, so the store refuses any other. */
export async function presignS3Put(
  client: S3Client,
  bucket: string,
  key: string,
  opts: { contentType: string; contentLength: number; expiresIn: number },
): Promise<string> {
  const command = new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: opts.contentType, ContentLength: opts.contentLength });
  return getSignedUrl(client, command, {
    expiresIn: opts.expiresIn,
    signableHeaders: new Set(['content-type', 'content-length']),
    unhoistableHeaders: new Set(['content-type', 'content-length']),
  });
}

export function createS3Storage(cfg: S3StorageConfig): StorageDriver & { client: S3Client } {
  const client = new S3Client(makeS3ClientConfig(cfg));
  const presignClient = cfg.uploadEndpoint ? new S3Client(makeS3ClientConfig({ ...cfg, endpoint: cfg.uploadEndpoint })) : client;
  const Bucket = cfg.bucket;
  const base = cfg.publicBaseUrl?.replace(/\/+$/, '');
  return {
    kind: 's3',
    client,
    async presignPut(key, opts) {
      const url = await presignS3Put(presignClient, Bucket, key, opts);
      return { url, headers: { 'Content-Type': opts.contentType } };
    },
    async put(key, bytes, contentType) {
      try {
        await client.send(
          new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
        );
      } catch (err) {
        throw unavailable(err);
      }
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) return null;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return null;
        throw unavailable(err);
      }
    },
    async head(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: Number(out.ContentLength ?? 0), contentType: out.ContentType ?? null };
      } catch (err) {
        if (isMissing(err)) return null;
        throw unavailable(err);
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (err) {
        if (isMissing(err)) return;
        throw unavailable(err);
      }
    },
    publicUrl(key) {
      return base ? `${base}/${key}` : `/media/${key}`;
    },
  };
}

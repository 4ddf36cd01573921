import 'server-only';
// The one place the storage driver is chosen: S3 when S3_BUCKET is set, else local disk (.data/media).
import { env } from '@/lib/env';
import type { StorageDriver } from '@/lib/adapters/storage/types';

export type { StorageDriver, PresignedUpload, StoredObjectInfo } from '@/lib/adapters/storage/types';
export { isStorageUnavailableError, StorageUnavailableError } from '@/lib/adapters/storage/types';

const g = globalThis as { __bioarkStorage?: StorageDriver };

export async function getStorage(): Promise<StorageDriver> {
  if (g.__bioarkStorage) return g.__bioarkStorage;
  const e = env();
  if (e.S3_BUCKET) {
    const { createS3Storage } = await import('@/lib/adapters/storage/s3');
    g.__bioarkStorage = createS3Storage({
      bucket: e.S3_BUCKET,
      region: e.S3_REGION ?? 'us-east-1',
      endpoint: e.S3_ENDPOINT,
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      publicBaseUrl: e.S3_PUBLIC_BASE_URL,
      uploadEndpoint: e.S3_UPLOAD_ENDPOINT,
    });
  } else {
    const { createLocalStorage } = await import('@/lib/adapters/storage/local');
    const { mediaDir } = await import('@/lib/paths');
    g.__bioarkStorage = createLocalStorage({ root: mediaDir() });
  }
  return g.__bioarkStorage;
}

/** Tests swap the driver (or reset it after changing env). */
export function setStorageForTests(driver: StorageDriver | undefined) {
  g.__bioarkStorage = driver;
}

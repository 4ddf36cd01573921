// One interface for object storage (docs/architecture.md: media). Drivers: S3-compatible stores, or local disk.

export interface PresignedUpload {
  /** Where the browser PUTs the file (absolute for S3, a same-origin path for local disk). */
  url: string;
  /** Headers the PUT must carry exactly (they are part of the signature). */
  headers: Record<string, string>;
}

export interface StoredObjectInfo {
  size: number;
  contentType: string | null;
}

export interface StorageDriver {
  readonly kind: 's3' | 'local';
  /** A URL for one direct upload of exactly `contentLength` bytes of `contentType`, valid `expiresIn` seconds. */
  presignPut(key: string, opts: { contentType: string; contentLength: number; expiresIn: number }): Promise<PresignedUpload>;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  head(key: string): Promise<StoredObjectInfo | null>;
  /** Removes an object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The URL pages use to show the object. */
  publicUrl(key: string): string;
}

/** The store could not be reached (or failed): callers answer 503 and write nothing. */
export class StorageUnavailableError extends Error {
  readonly code = 'STORAGE_UNAVAILABLE';
  constructor(message = 'Storage is unavailable', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

/**
 * True for a StorageUnavailableError. Checked by its code, not only `instanceof`: in the production build the
 * driver (imported on demand) and a route can hold different copies of this class, and `instanceof` missed the
 * S3 driver's error in the /media route (found by `bench/load-topology.mjs --fault s3-down`: an empty 500).
 */
export function isStorageUnavailableError(err: unknown): err is StorageUnavailableError {
  return err instanceof StorageUnavailableError || (err as { code?: unknown } | null)?.code === 'STORAGE_UNAVAILABLE';
}

'use client';
// The browser side of an upload (issue 10): ask for a signed URL, PUT the file with progress (XHR, because
// fetch has no upload progress), then finalize. Errors carry the docs/requirements.md §8 wording.
import { api } from '@/lib/client/api';
import type { MediaItemView } from '@/lib/domain/media';

export interface UploadGrant {
  uploadUrl: string;
  storageKey: string;
  headers: Record<string, string>;
}

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/** PUTs the file to the signed URL; onProgress gets 0–100. Rejects with 'Upload failed: HTTP {status}'. */
export function putWithProgress(grant: UploadGrant, file: Blob, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', grant.uploadUrl);
    for (const [k, v] of Object.entries(grant.headers ?? {})) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else reject(new UploadError(`Upload failed: HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new UploadError('Upload failed: Network error'));
    xhr.onabort = () => reject(new UploadError('Upload failed: Cancelled'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

export async function requestUploadGrant(file: File): Promise<UploadGrant> {
  try {
    return await api.post<UploadGrant>('/api/admin/images/request-upload', { fileName: file.name, mimeType: file.type, size: file.size });
  } catch (err) {
    throw new UploadError(`Upload failed: ${(err as Error).message}`);
  }
}

export async function finalizeUploadedFile(grant: UploadGrant, file: File): Promise<MediaItemView> {
  try {
    const res = await api.post<{ image: MediaItemView }>('/api/admin/images/finalize-upload', {
      storageKey: grant.storageKey,
      fileName: file.name,
      mimeType: file.type,
      size: file.size,
    });
    return res.image;
  } catch (err) {
    throw new UploadError(`Upload failed: ${(err as Error).message}`);
  }
}

/** Copies text; false when the clipboard is unavailable or refuses (docs/requirements.md §8 'Copy failed.'). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

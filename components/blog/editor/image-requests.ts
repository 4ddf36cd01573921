'use client';
// The editor's two image calls (docs/requirements.md §7): POST /api/upload-image { folder, name, dataUrl } and
// POST /api/fetch-image { folder, url, name }, both answering { path, name }. Both are admin-only.
import { DEFAULT_BLOG_IMAGE_FOLDER } from '@/lib/domain/blog';
import { IMAGE_URL_REQUIRED } from '@/lib/validations/blog';

export const CHOOSE_IMAGE_FILE = 'Please choose an image file.';
export const IMAGE_NEEDS_ADMIN = 'Adding images needs an admin session: sign in at /admin first, or type an image path into the content.';
/** A client-side cap; the server applies its own. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface StoredImage {
  path: string;
  name: string;
}

async function postJson(url: string, body: unknown): Promise<StoredImage> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new Error('Network error: the image could not be sent. Please try again.');
  }
  const data = (await res.json().catch(() => null)) as { path?: unknown; name?: unknown; error?: unknown; message?: unknown } | null;
  if (res.status === 401 || res.status === 403) throw new Error(IMAGE_NEEDS_ADMIN);
  if (res.status === 404) throw new Error('Image upload is not available on this server yet.');
  if (!res.ok || typeof data?.path !== 'string') {
    const msg = typeof data?.error === 'string' ? data.error : typeof data?.message === 'string' ? data.message : `HTTP ${res.status}`;
    throw new Error(msg);
  }
  return { path: data.path, name: typeof data.name === 'string' ? data.name : '' };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

export async function uploadImageFile(file: File, folder = DEFAULT_BLOG_IMAGE_FOLDER): Promise<StoredImage> {
  if (!file.type.startsWith('image/')) throw new Error(CHOOSE_IMAGE_FILE);
  if (file.size > MAX_UPLOAD_BYTES) throw new Error('The image is larger than 10 MB.');
  const dataUrl = await readAsDataUrl(file);
  const stored = await postJson('/api/upload-image', { folder, name: file.name, dataUrl });
  return { path: stored.path, name: stored.name || file.name };
}

export async function importImageFromUrl(url: string, folder = DEFAULT_BLOG_IMAGE_FOLDER): Promise<StoredImage> {
  const trimmed = url.trim();
  if (!trimmed) throw new Error(IMAGE_URL_REQUIRED);
  const last = trimmed.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // keep the raw segment
  }
  name ||= 'image';
  const stored = await postJson('/api/fetch-image', { folder, url: trimmed, name });
  return { path: stored.path, name: stored.name || name };
}

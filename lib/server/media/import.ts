import 'server-only';
// Import from URL (POST /admin/images/import and the blog's /fetch-image): the shared safe fetch, then the
// same checks and variants as an upload.
import type { MediaItemView } from '@/lib/domain/media';
import { ingestImageBytes } from '@/lib/server/media/pipeline';
import { safeFetch, type SafeFetchOptions } from '@/lib/server/safe-fetch';

/** A file name for an imported image: the one given, else the URL's last path segment. */
export function fileNameFromUrl(url: string, given?: string): string {
  if (given?.trim()) return given.trim();
  try {
    const last = decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).pop() ?? '');
    return last || 'imported-image';
  } catch {
    return 'imported-image';
  }
}

export async function importImageFromUrl(
  opts: { url: string; fileName?: string; folder?: string; actorEmail: string | null },
  fetchOptions?: SafeFetchOptions,
): Promise<MediaItemView> {
  const fetched = await safeFetch(opts.url, fetchOptions);
  return ingestImageBytes({ bytes: fetched.bytes, fileName: fileNameFromUrl(fetched.finalUrl, opts.fileName), folder: opts.folder, actorEmail: opts.actorEmail });
}

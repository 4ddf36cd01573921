import { env } from '@/lib/env';

// The public origin for absolute URLs of prerendered pages (metadata, JSON-LD), which have no request to take it
// from: SITE_URL. Safe on the server and at build.
export function siteUrl(): string {
  const e = env();
  const v = e.SITE_URL || e.NEXT_PUBLIC_SITE_URL || `http://localhost:${e.PORT || 3000}`;
  return v.replace(/\/+$/, '');
}

export const SITE_NAME = 'BioArk';

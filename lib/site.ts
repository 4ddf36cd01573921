// The public origin for absolute URLs (metadata, sitemap, JSON-LD). Safe on server and at build.
export function siteUrl(): string {
  const v = process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL || `http://localhost:${process.env.PORT || 3000}`;
  return v.replace(/\/+$/, '');
}

export const SITE_NAME = 'BioArk';

// The sitemap's rules (docs/architecture.md#catalogue-at-scale): which files there are, their names, and their XML.
// A sitemap file holds at most 50,000 URLs (the sitemaps.org protocol); a larger site is described by a sitemap
// index at /sitemap.xml that names the site's pages file and one file per 50,000 products. Pure: the route
// handlers (app/sitemap.xml, app/sitemaps/[file]) read the database and call these.

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export interface SitemapUrl {
  loc: string;
  lastModified?: string | null;
  changeFrequency?: ChangeFrequency;
  priority?: number;
}

/** The static pages, most important first. */
export const STATIC_SITEMAP_PATHS: readonly { path: string; priority: number; changeFrequency: ChangeFrequency }[] = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/products', priority: 0.9, changeFrequency: 'daily' },
  { path: '/services', priority: 0.9, changeFrequency: 'weekly' },
  { path: '/blog', priority: 0.8, changeFrequency: 'daily' },
  { path: '/design', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/request-quote', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/contact', priority: 0.6, changeFrequency: 'monthly' },
  { path: '/why-bioark', priority: 0.6, changeFrequency: 'monthly' },
  { path: '/investors', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/terms', priority: 0.2, changeFrequency: 'yearly' },
  { path: '/privacy', priority: 0.2, changeFrequency: 'yearly' },
];

/** How /sitemap.xml is made: one list of every URL, or an index of the pages file and `productFiles` product files. */
export type SitemapPlan = { kind: 'single' } | { kind: 'index'; productFiles: number };

/** `pageUrls`: the static pages, services and posts; `products`: the visible products. */
export function planSitemap(pageUrls: number, products: number, max = SITEMAP_MAX_URLS): SitemapPlan {
  if (pageUrls + products <= max) return { kind: 'single' };
  return { kind: 'index', productFiles: Math.max(1, Math.ceil(products / max)) };
}

/** The files a sitemap index names, in order (paths under the site's origin). */
export function sitemapFilePaths(plan: Extract<SitemapPlan, { kind: 'index' }>): string[] {
  return ['/sitemaps/pages.xml', ...Array.from({ length: plan.productFiles }, (_, i) => `/sitemaps/products-${i + 1}.xml`)];
}

export type SitemapFile = { kind: 'pages' } | { kind: 'products'; part: number };

/** '/sitemaps/{file}': 'pages.xml' or 'products-N.xml' (N from 1, no leading zero); anything else is not a file. */
export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const m = /^products-([1-9]\d{0,5})\.xml$/.exec(name);
  return m ? { kind: 'products', part: Number(m[1]) } : null;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an XML element or attribute: the five special characters as entities, characters XML forbids dropped. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);
}

/** A W3C datetime for <lastmod>, or null when the value is not a date. */
function lastmod(value: string | null | undefined): string | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function renderUrlset(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((u) => {
      const mod = lastmod(u.lastModified);
      return (
        `<url>\n<loc>${xmlText(u.loc)}</loc>\n` +
        (mod ? `<lastmod>${mod}</lastmod>\n` : '') +
        (u.changeFrequency ? `<changefreq>${u.changeFrequency}</changefreq>\n` : '') +
        (u.priority !== undefined ? `<priority>${u.priority}</priority>\n` : '') +
        '</url>\n'
      );
    })
    .join('');
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${body}</urlset>\n`;
}

export function renderSitemapIndex(files: readonly { loc: string; lastModified?: string | null }[]): string {
  const body = files
    .map((f) => {
      const mod = lastmod(f.lastModified);
      return `<sitemap>\n<loc>${xmlText(f.loc)}</loc>\n${mod ? `<lastmod>${mod}</lastmod>\n` : ''}</sitemap>\n`;
    })
    .join('');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${body}</sitemapindex>\n`;
}

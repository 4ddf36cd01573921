// JSON-LD structured data (schema.org). '<' is escaped so a product or post text can never close the script.
import { siteUrl, SITE_NAME } from '@/lib/site';
import { companyInfo } from '@/content/company';

export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl()}${path.startsWith('/') ? '' : '/'}${path}`;
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({ '@type': 'ListItem', position: i + 1, name: it.name, item: absoluteUrl(it.path) })),
  };
}

export function organizationRef() {
  return { '@type': 'Organization', name: SITE_NAME, legalName: companyInfo.legalName, url: siteUrl() };
}

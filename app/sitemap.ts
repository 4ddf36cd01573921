// /sitemap.xml: every visible product, service and blog post plus the static pages. Rendered on request (the
// build never reads the database); the reads themselves are cached with tags.
import type { MetadataRoute } from 'next';
import { listProducts, listServices } from '@/lib/server/catalog';
import { listBlogPosts } from '@/lib/server/blog';
import { siteOriginOfThisRequest } from '@/lib/server/request-info';

export const dynamic = 'force-dynamic';

const STATIC_PATHS: { path: string; priority: number; changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly' }[] = [
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

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = await siteOriginOfThisRequest();
  const [products, services, posts] = await Promise.all([listProducts(), listServices(), listBlogPosts()]);
  return [
    ...STATIC_PATHS.map((s) => ({ url: `${base}${s.path}`, changeFrequency: s.changeFrequency, priority: s.priority })),
    ...products
      .filter((p) => !p.hidden)
      .map((p) => ({ url: `${base}${p.link}`, lastModified: p.updatedAt, changeFrequency: 'weekly' as const, priority: 0.8 })),
    ...services.map((s) => ({
      url: `${base}${s.link?.startsWith('/services/') ? s.link : `/services/${s.slug}`}`,
      lastModified: s.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.8,
    })),
    ...posts.map((p) => ({ url: `${base}/blog/${p.slug}`, lastModified: p.date, changeFrequency: 'monthly' as const, priority: 0.6 })),
  ];
}

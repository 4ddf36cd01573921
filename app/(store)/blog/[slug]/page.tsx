import type { Metadata } from 'next';
import { StaticImage } from '@/components/ui/static-image';
import Link from '@/components/ui/app-link';
import { NotFoundHere } from '@/components/static/not-found-here';
import { ArrowLeftIcon as ArrowLeft } from '@/components/icons/arrow-left';
import { CalendarDaysIcon as CalendarDays } from '@/components/icons/calendar-days';
import { ClockIcon as Clock } from '@/components/icons/clock';
import { UserIcon as User } from '@/components/icons/user';
import { getBlogPostBySlug } from '@/lib/server/blog';
import { Markdown } from '@/components/markdown/markdown';
import { Badge } from '@/components/ui/badge';
import { PostActions } from '@/components/blog/post-actions';
import { formatLongDate } from '@/lib/domain/dates';
import { siteUrl, SITE_NAME } from '@/lib/site';
import { displayImage } from '@/lib/domain/media-display';

export const revalidate = 3600;
export function generateStaticParams() {
  return []; // rendered on first request from the live database, then cached (never at build)
}

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const post = await getBlogPostBySlug((await params).slug);
  if (!post) return { title: 'Post not found' };
  return {
    title: post.title,
    description: post.excerpt,
    alternates: { canonical: `/blog/${post.slug}` },
    openGraph: { type: 'article', title: post.title, description: post.excerpt, publishedTime: post.date, authors: [post.author], images: [{ url: post.coverImage, width: 1200, height: 630 }], tags: post.tags },
    twitter: { card: 'summary_large_image', title: post.title, description: post.excerpt, images: [post.coverImage] },
  };
}

export default async function BlogPostPage({ params }: { params: Params }) {
  const post = await getBlogPostBySlug((await params).slug);
  if (!post) return <NotFoundHere />;
  const url = `${siteUrl()}/blog/${post.slug}`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: [/^https?:\/\//i.test(post.coverImage) ? post.coverImage : `${siteUrl()}${post.coverImage}`],
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: SITE_NAME },
    mainEntityOfPage: url,
    keywords: post.tags.join(', '),
    articleSection: post.category,
  };

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      <Link href="/blog" className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> Back to blog
      </Link>
      <header className="mt-4">
        <Badge variant="secondary">{post.category}</Badge>
        <h1 className="mt-3 text-3xl font-semibold leading-tight tracking-tight sm:text-4xl">{post.title}</h1>
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5"><User className="size-4" aria-hidden /> {post.author}</span>
          <span className="inline-flex items-center gap-1.5"><CalendarDays className="size-4" aria-hidden /> <time dateTime={post.date}>{formatLongDate(post.date)}</time></span>
          <span className="inline-flex items-center gap-1.5"><Clock className="size-4" aria-hidden /> {post.readTime} min read</span>
        </div>
      </header>
      <div className="mt-6 overflow-hidden rounded-xl border bg-muted">
        <StaticImage {...displayImage(post.coverImage)} alt={`Cover illustration for ${post.title}`} width={1200} height={630} priority sizes="(min-width: 768px) 768px, 100vw" className="h-auto w-full" />
      </div>
      <PostActions slug={post.slug} title={post.title} initialViews={post.views} />
      <Markdown className="mt-8">{post.content}</Markdown>
      {post.tags.length > 0 && (
        <footer className="mt-10 border-t pt-6">
          <h2 className="sr-only">Tags</h2>
          <ul className="flex flex-wrap gap-2">
            {post.tags.map((t) => (
              <li key={t}>
                <Link href={`/blog?q=${encodeURIComponent(t)}`} className="inline-flex min-h-9 items-center rounded-full border px-3 text-sm hover:bg-subtle">
                  #{t}
                </Link>
              </li>
            ))}
          </ul>
        </footer>
      )}
    </article>
  );
}

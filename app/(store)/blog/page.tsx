import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { SearchIcon as Search } from '@/components/icons/search';
import { listBlogPosts } from '@/lib/server/blog';
import { BLOG_CATEGORY_ALL, BLOG_EMPTY_RESULT, blogCategories, filterBlogPosts, visibleBlogCount } from '@/lib/domain/blog';
import { BlogCard } from '@/components/blog/blog-card';
import { Input } from '@/components/ui/input';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export const metadata: Metadata = {
  title: 'Blog',
  description: 'Protocols, product guides and gene-editing know-how from the BioArk lab: DNA ladders, transfection, qPCR, CRISPR and lentivirus.',
  alternates: { canonical: '/blog' },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

function hrefFor(q: string, category: string, pages: number) {
  const sp = new URLSearchParams();
  if (q) sp.set('q', q);
  if (category && category !== BLOG_CATEGORY_ALL) sp.set('category', category);
  if (pages > 1) sp.set('page', String(pages));
  const s = sp.toString();
  return s ? `/blog?${s}` : '/blog';
}

// Search, category and the number of loaded pages live in the URL: shareable, back-button friendly and
// rendered on the server (docs/requirements.md §2: 6 per page, 'Load more' adds 6).
export default async function BlogPage({ searchParams }: { searchParams: SearchParams }) {
  const sp = await searchParams;
  const q = one(sp.q).trim().slice(0, 200);
  const category = one(sp.category).trim() || BLOG_CATEGORY_ALL;
  const pages = Math.min(Math.max(Number.parseInt(one(sp.page), 10) || 1, 1), 100);
  const posts = await listBlogPosts();
  const categories = blogCategories(posts);
  const matching = filterBlogPosts(posts, { q, category });
  const shown = matching.slice(0, visibleBlogCount(pages));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8 max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">BioArk Blog</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-5xl">Notes from the bench</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Protocols, product guides and gene-editing know-how, written by the scientists who make and test our reagents.
        </p>
      </header>

      <form method="get" action="/blog" role="search" className="mb-4 flex flex-col gap-3 sm:flex-row">
        <label htmlFor="blog-search" className="sr-only">Search posts</label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input id="blog-search" name="q" type="search" defaultValue={q} placeholder="Search posts by title, topic, tag or author..." className="pl-9" />
        </div>
        {category !== BLOG_CATEGORY_ALL && <input type="hidden" name="category" value={category} />}
        <Button type="submit">Search</Button>
      </form>

      <nav aria-label="Blog categories" className="mb-8 flex flex-wrap gap-2">
        {[BLOG_CATEGORY_ALL, ...categories].map((c) => {
          const active = c.toLowerCase() === category.toLowerCase();
          return (
            <Link
              key={c}
              href={hrefFor(q, c, 1)}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                active ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background hover:bg-subtle',
              )}
            >
              {c}
            </Link>
          );
        })}
      </nav>

      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{BLOG_EMPTY_RESULT}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Posts">
          {shown.map((post, i) => (
            <li key={post.id}>
              <BlogCard post={post} priority={i < 3} />
            </li>
          ))}
        </ul>
      )}

      <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
        Showing {shown.length} of {matching.length} post{matching.length === 1 ? '' : 's'}
      </p>
      {shown.length < matching.length && (
        <div className="mt-6 flex justify-center">
          <Link href={hrefFor(q, category, pages + 1)} scroll={false} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            Load more
          </Link>
        </div>
      )}
    </div>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { SquarePenIcon as PenSquare } from '@/components/icons/square-pen';
import { requireAdminPage } from '@/lib/auth/page-guard';
import { AdminPageHeader } from '@/components/admin/page-header';
import { BlogManager } from '@/components/admin/blog/blog-manager';
import { buttonVariants } from '@/components/ui/button';
import { getBlogMediaMap, listBlogPostsForAdmin } from '@/lib/server/blog-admin';
import { log } from '@/lib/logger';

export const metadata: Metadata = { title: 'Blog' };
export const dynamic = 'force-dynamic';

export default async function AdminBlogPage() {
  await requireAdminPage('/admin/blog');
  // A failed load is not fatal: the tab retries from the browser and falls back to its local copy (docs/requirements.md §4).
  const [posts, media] = await Promise.all([
    listBlogPostsForAdmin().catch((err) => {
      log.error('admin blog: loading posts failed', { err });
      return null;
    }),
    getBlogMediaMap().catch(() => null),
  ]);
  return (
    <>
      <AdminPageHeader
        title="Blog"
        description="Posts on /blog. Edit titles and excerpts in place; Edit opens every field and the post's images."
        actions={
          <Link href="/blog/new" className={buttonVariants({ variant: 'outline' })}>
            <PenSquare aria-hidden="true" />
            Full editor
          </Link>
        }
      />
      <BlogManager initialPosts={posts} initialMedia={media} />
    </>
  );
}

import type { Metadata } from 'next';
import Link from '@/components/ui/app-link';
import { ArrowLeftIcon as ArrowLeft } from '@/components/icons/arrow-left';
import { BlogNewForm } from '@/components/blog/editor/blog-new-form';

export const metadata: Metadata = {
  title: 'New blog post',
  description: 'Write and publish a post on the BioArk blog (admins only).',
  robots: { index: false, follow: false },
  alternates: { canonical: '/blog/new' },
};

// docs/requirements.md §2 Blog create. The form is static; who may publish is decided by POST /api/public/blog/create.
export default function BlogNewPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <Link href="/blog" className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> Back to blog
      </Link>
      <header className="mt-2 mb-8 max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">New blog post</h1>
        <p className="mt-2 text-muted-foreground">Fields marked * are required. The post appears on the blog as soon as it is published.</p>
      </header>
      <BlogNewForm />
    </div>
  );
}

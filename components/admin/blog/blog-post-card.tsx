'use client';
// One post in the Blog tab (docs/requirements.md §2 Blog admin): inline title and excerpt edit, Edit (full dialog), Open, Delete.
import * as React from 'react';
import { ExternalLinkIcon as ExternalLink } from '@/components/icons/external-link';
import { PencilIcon as Pencil } from '@/components/icons/pencil';
import { SaveIcon as Save } from '@/components/icons/save';
import { TrashIcon as Trash2 } from '@/components/icons/trash';
import { Undo2Icon as Undo2 } from '@/components/icons/undo-2';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { formatDate } from '@/lib/domain/dates';
import { useFlash } from '@/components/admin/use-flash';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { TITLE_REQUIRED } from '@/lib/validations/blog';
import { BlogEditDialog } from './blog-edit-dialog';
import type { AdminBlogPost, BlogMediaMap } from './types';

export interface PostCardActions {
  save: (post: AdminBlogPost, patch: Record<string, unknown>) => Promise<AdminBlogPost>;
  remove: (post: AdminBlogPost) => void;
  saveMedia: (postId: number, urls: string[]) => Promise<void>;
}

export function BlogPostCard({ post, media, actions }: { post: AdminBlogPost; media: BlogMediaMap; actions: PostCardActions }) {
  const [title, setTitle] = React.useState(post.title);
  const [excerpt, setExcerpt] = React.useState(post.excerpt);
  const [saving, setSaving] = React.useState(false);
  const [error, flashError] = useFlash(4_000);
  const [saved, flashSaved] = useFlash(2_000);
  const base = `post-${post.id}`;

  // A newer copy from the server (another tab, the Edit dialog) replaces what is shown when nothing is typed.
  const [shown, setShown] = React.useState(post);
  if (shown !== post) {
    setShown(post);
    if (title === shown.title) setTitle(post.title);
    if (excerpt === shown.excerpt) setExcerpt(post.excerpt);
  }

  const dirty = title !== post.title || excerpt !== post.excerpt;

  const save = async () => {
    if (!title.trim()) {
      flashError(TITLE_REQUIRED);
      return;
    }
    setSaving(true);
    try {
      await actions.save(post, { title, excerpt });
      flashSaved('Saved.');
    } catch (err) {
      flashError((err as Error).message || 'Save failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <article aria-labelledby={`${base}-heading`} data-testid="blog-post-card" data-post-id={post.id} className="flex min-w-0 flex-col overflow-hidden rounded-lg border bg-card shadow-xs">
      <div className="flex gap-3 border-b p-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- admin thumbnails of arbitrary cover paths */}
        <img src={post.coverImage} alt="" width={96} height={50} loading="lazy" className="h-[50px] w-24 shrink-0 rounded border bg-muted object-cover" />
        <div className="min-w-0 flex-1">
          <h3 id={`${base}-heading`} className="line-clamp-2 text-sm leading-snug font-semibold break-words" title={post.title}>
            {post.title}
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <Badge variant="secondary">{post.category}</Badge>
            <time dateTime={post.date}>{formatDate(post.date)}</time>
            <span className="tabular">{post.views.toLocaleString('en-US')} views</span>
          </div>
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${base}-title`} className="text-xs font-medium text-muted-foreground">
            Title
          </label>
          <Input id={`${base}-title`} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} aria-invalid={error === TITLE_REQUIRED || undefined} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${base}-excerpt`} className="text-xs font-medium text-muted-foreground">
            Excerpt
          </label>
          <Textarea id={`${base}-excerpt`} value={excerpt} onChange={(e) => setExcerpt(e.target.value)} rows={3} maxLength={1000} className="min-h-20 text-sm" />
        </div>
        <div aria-live="polite" className="min-h-5 text-sm">
          {error ? (
            <p role="alert" className="font-medium text-destructive">
              {error}
            </p>
          ) : saved ? (
            <p className="font-medium text-success">{saved}</p>
          ) : dirty ? (
            <p className="text-muted-foreground">Unsaved changes</p>
          ) : null}
        </div>
      </div>

      <footer className="flex flex-wrap items-center gap-2 border-t p-3">
        {dirty && (
          <>
            <PendingButton pending={saving} icon={<Save aria-hidden="true" />} pendingText="Saving..." size="sm" onClick={save} disabled={saving}>
              Save
            </PendingButton>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setTitle(post.title);
                setExcerpt(post.excerpt);
              }}
              disabled={saving}
            >
              <Undo2 aria-hidden="true" />
              Undo
            </Button>
          </>
        )}
        <BlogEditDialog
          post={post}
          images={media[String(post.id)] ?? []}
          onSave={(patch) => actions.save(post, patch)}
          onSaveImages={(urls) => actions.saveMedia(post.id, urls)}
          trigger={
            <Button size="sm" variant="outline" aria-label={`Edit ${post.title}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          }
        />
        <Button size="sm" variant="outline" asChild>
          <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer" aria-label={`Open ${post.title} (new tab)`}>
            <ExternalLink aria-hidden="true" />
            Open
          </a>
        </Button>
        <ConfirmAction
          title={`Delete “${post.title}”?`}
          description="The post and its image list are removed from the blog. This cannot be undone."
          onConfirm={() => actions.remove(post)}
          trigger={
            <Button size="sm" variant="ghost" className="ml-auto text-destructive hover:bg-destructive/10 hover:text-destructive" aria-label={`Delete ${post.title}`}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
        />
      </footer>
    </article>
  );
}

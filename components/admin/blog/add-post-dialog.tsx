'use client';
// docs/requirements.md §2 Blog admin Add; §5: title required ('Title is required'); everything else starts from the defaults
// (author Admin, category General, excerpt '—', readTime 5, no tags, placeholder content, fallback cover).
import * as React from 'react';
import { PlusIcon as Plus } from '@/components/icons/plus';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { api } from '@/lib/client/api';
import { createBlogPostSchema } from '@/lib/validations/blog';
import type { AdminBlogPost } from './types';

export function AddPostDialog({ onAdded }: { onAdded: (post: AdminBlogPost) => void }) {
  const [open, setOpen] = React.useState(false);
  const [title, setTitle] = React.useState('');
  const [category, setCategory] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = createBlogPostSchema.safeParse({ title, ...(category.trim() ? { category } : {}) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Title is required');
      return;
    }
    setPending(true);
    setFormError(null);
    try {
      const { post } = await api.post<{ post: AdminBlogPost }>('/api/admin/blog', parsed.data);
      onAdded(post);
      setOpen(false);
    } catch (err) {
      setFormError((err as Error).message || 'Add failed');
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) {
          setTitle('');
          setCategory('');
          setError(null);
          setFormError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add blog post</DialogTitle>
          <DialogDescription>Start from a title; author, excerpt, content and cover get defaults you can edit afterwards.</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field label="Title" required error={error}>
            <Input
              value={title}
              onChange={(e) => {
                setTitle(e.target.value);
                setError(null);
              }}
              autoFocus
              autoComplete="off"
              maxLength={200}
            />
          </Field>
          <Field label="Category" description="Leave empty for General.">
            <Input value={category} onChange={(e) => setCategory(e.target.value)} autoComplete="off" maxLength={60} />
          </Field>
          {formError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {formError}
            </p>
          )}
          <DialogFooter>
            <PendingButton pending={pending} icon={<Plus aria-hidden="true" />} pendingText="Adding..." type="submit" disabled={pending}>
              Add post
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

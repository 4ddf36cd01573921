'use client';
// The Blog tab's Edit dialog (docs/requirements.md §2 Blog admin): every post field plus the image manager. docs/requirements.md §5 on edit:
// the date becomes ISO, readTime and views numbers, tags split on commas (the shared zod schema does it).
import * as React from 'react';
import { SaveIcon as Save } from '@/components/icons/save';
import { MarkdownEditor } from '@/components/blog/editor/markdown-editor';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { ChooseFromLibrary } from '@/components/admin/media/choose-from-library';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '@/lib/client/forms';
import { updateBlogPostSchema } from '@/lib/validations/blog';
import { BlogImageManager } from './blog-image-manager';
import type { AdminBlogPost } from './types';

type Form = {
  title: string;
  slug: string;
  author: string;
  category: string;
  date: string;
  excerpt: string;
  content: string;
  coverImage: string;
  readTime: string;
  views: string;
  tags: string;
};

function formFrom(post: AdminBlogPost): Form {
  return {
    title: post.title,
    slug: post.slug,
    author: post.author,
    category: post.category,
    date: post.date.slice(0, 10),
    excerpt: post.excerpt,
    content: post.content,
    coverImage: post.coverImage,
    readTime: String(post.readTime),
    views: String(post.views),
    tags: post.tags.join(', '),
  };
}

export function BlogEditDialog({
  post,
  images,
  trigger,
  onSave,
  onSaveImages,
}: {
  post: AdminBlogPost;
  images: string[];
  trigger: React.ReactElement;
  onSave: (patch: Record<string, unknown>) => Promise<AdminBlogPost>;
  onSaveImages: (urls: string[]) => Promise<void>;
}) {
  const [open, setOpen] = React.useState(false);
  const [form, setForm] = React.useState<Form>(() => formFrom(post));
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const idBase = `edit-${post.id}`;

  const set = (k: keyof Form, v: string) => {
    setForm((f) => ({ ...f, [k]: v }));
    if (errors[k]) setErrors(({ [k]: _gone, ...rest }) => rest);
  };
  const bind = (k: keyof Form) => ({ value: form[k], onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(k, e.target.value) });

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // Keep the stored time of day when the calendar day did not change.
    const date = form.date === post.date.slice(0, 10) ? post.date : form.date;
    const payload = { ...form, date, version: post.version };
    const parsed = updateBlogPostSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setPending(true);
    setFormError(null);
    try {
      await onSave(parsed.data);
      setOpen(false);
    } catch (err) {
      const fe = fieldErrorsFromApi(err);
      setErrors(fe);
      if (!Object.keys(fe).length) setFormError((err as Error).message || 'Save failed');
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) {
          setForm(formFrom(post));
          setErrors({});
          setFormError(null);
        }
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>Edit post</DialogTitle>
          <DialogDescription>
            {post.title} · <span className="font-mono">/blog/{post.slug}</span>
          </DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-5">
          <div className="grid gap-4 md:grid-cols-2">
            <Field label="Title" required error={errors.title} className="md:col-span-2">
              <Input {...bind('title')} maxLength={200} />
            </Field>
            <Field label="Slug" error={errors.slug} description="Changing it changes the post's address.">
              <Input {...bind('slug')} className="font-mono" autoComplete="off" />
            </Field>
            <Field label="Author" error={errors.author}>
              <Input {...bind('author')} maxLength={120} />
            </Field>
            <Field label="Category" error={errors.category}>
              <Input {...bind('category')} maxLength={60} />
            </Field>
            <Field label="Date" error={errors.date}>
              <Input {...bind('date')} type="date" />
            </Field>
            <Field label="Read time (minutes)" error={errors.readTime}>
              <Input {...bind('readTime')} type="number" min={1} step={1} inputMode="numeric" className="tabular" />
            </Field>
            <Field label="Views" error={errors.views}>
              <Input {...bind('views')} type="number" min={0} step={1} inputMode="numeric" className="tabular" />
            </Field>
            <Field label="Tags" error={errors.tags} description="Comma separated." className="md:col-span-2">
              <Input {...bind('tags')} />
            </Field>
            <Field label="Cover image" error={errors.coverImage} description="A site path or an https:// URL; empty uses the default cover." className="md:col-span-2">
              <Input {...bind('coverImage')} className="font-mono text-sm" />
            </Field>
            <div className="-mt-2 md:col-span-2">
              <ChooseFromLibrary context="for the cover image" title="Choose the cover image" onPick={(url) => set('coverImage', url)} />
            </div>
            <Field label="Excerpt" error={errors.excerpt} className="md:col-span-2">
              <Textarea {...bind('excerpt')} rows={2} className="min-h-16" />
            </Field>
          </div>

          <Field label="Content" error={errors.content}>
            {(p) => (
              <MarkdownEditor
                id={p.id}
                controlProps={p}
                value={form.content}
                onChange={(v) => set('content', v)}
                rows={12}
                library
                onImageStored={(img) => {
                  if (!images.includes(img.path)) void onSaveImages([...images, img.path]).catch(() => {});
                }}
              />
            )}
          </Field>

          <BlogImageManager idBase={idBase} images={images} cover={form.coverImage} onSetCover={(url) => set('coverImage', url)} onSaveImages={onSaveImages} />

          <div aria-live="assertive">
            {formError && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {formError}
              </p>
            )}
          </div>
          <DialogFooter>
            <PendingButton pending={pending} icon={<Save aria-hidden="true" />} pendingText="Saving..." type="submit" disabled={pending}>
              Save changes
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

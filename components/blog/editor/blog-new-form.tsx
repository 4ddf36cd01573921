'use client';
// /blog/new (docs/requirements.md §2 Blog create, §5 Blog create form). The original page compared the admin e-mail and password
// with a list built into the browser; here the server checks them against the admin accounts, and a signed-in
// admin (GET /api/me) does not type them at all. 'Publish Post' then navigates to /blog. What is typed is kept as a
// draft in this browser (lib/domain/blog-draft.ts, never the credentials) until it is published or discarded, so a
// reload or the Back button does not lose a post half written.
import * as React from 'react';
import { useRouter } from 'next/navigation';
import { CircleExclamationPointIcon as CircleAlert } from '@/components/icons/circle-exclamation-point';
import { SendIcon as Send } from '@/components/icons/send';
import { ShieldCheckIcon as ShieldCheck } from '@/components/icons/shield-check';
import { announceBlogChange } from '@/components/blog/blog-events';
import { MarkdownEditor } from '@/components/blog/editor/markdown-editor';
import { ChooseFromLibrary } from '@/components/admin/media/choose-from-library';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { api, ApiRequestError } from '@/lib/client/api';
import { fieldErrorsFromApi, fieldErrorsFromZod, focusFirstError, type FieldErrors } from '@/lib/client/forms';
import { DEFAULT_READ_TIME } from '@/lib/domain/blog';
import { BLOG_DRAFT_KEY, isBlankBlogDraft, parseBlogDraft, serializeBlogDraft } from '@/lib/domain/blog-draft';
import { formatDateTime } from '@/lib/domain/dates';
import { ADMIN_VERIFICATION_FAILED, blogNewFormSchema } from '@/lib/validations/blog';

const FIELDS = ['title', 'author', 'category', 'excerpt', 'content', 'coverImage', 'readTime', 'tags', 'adminEmail', 'adminPassword'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;

const INITIAL: Values = {
  title: '',
  author: '',
  category: '',
  excerpt: '',
  content: '',
  coverImage: '',
  readTime: String(DEFAULT_READ_TIME),
  tags: '',
  adminEmail: '',
  adminPassword: '',
};

function readDraft() {
  try {
    return parseBlogDraft(window.localStorage.getItem(BLOG_DRAFT_KEY));
  } catch {
    return null;
  }
}

function writeDraft(values: Values | null) {
  try {
    if (!values || isBlankBlogDraft(values, INITIAL.readTime)) window.localStorage.removeItem(BLOG_DRAFT_KEY);
    else window.localStorage.setItem(BLOG_DRAFT_KEY, serializeBlogDraft(values, Date.now()));
  } catch {
    // Storage full or blocked: the form still works, without a draft.
  }
}

/** Who is visiting: undefined while GET /api/me is pending, null for a visitor. */
function useSignedInAdmin(): string | null | undefined {
  const [email, setEmail] = React.useState<string | null | undefined>(undefined);
  React.useEffect(() => {
    let live = true;
    fetch('/api/me', { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } })
      .then(async (r) => (r.ok ? ((await r.json()) as { user?: { email?: string } }) : null))
      .then((d) => live && setEmail(d?.user?.email ?? null))
      .catch(() => live && setEmail(null));
    return () => {
      live = false;
    };
  }, []);
  return email;
}

export function BlogNewForm() {
  const router = useRouter();
  const admin = useSignedInAdmin();
  const needsCredentials = admin === null || admin === undefined;
  const [values, setValues] = React.useState<Values>(INITIAL);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const [published, setPublished] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  const [restoredAt, setRestoredAt] = React.useState<number | null>(null);

  // The draft: restored once on opening, then kept as the writer types (and when the page goes away).
  React.useEffect(() => {
    const draft = readDraft();
    if (!draft || isBlankBlogDraft(draft.values, INITIAL.readTime)) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state restored after hydration
    setValues((prev) => ({ ...prev, ...draft.values }));
    setRestoredAt(draft.savedAt);
  }, []);
  const latest = React.useRef<Values | null>(null);
  React.useEffect(() => {
    if (values === INITIAL || published) return;
    latest.current = values;
    const t = window.setTimeout(() => writeDraft(values), 300);
    return () => window.clearTimeout(t);
  }, [values, published]);
  React.useEffect(() => {
    const flush = () => {
      if (latest.current) writeDraft(latest.current);
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);
  const discardDraft = () => {
    latest.current = null;
    writeDraft(null);
    setValues((prev) => ({ ...INITIAL, adminEmail: prev.adminEmail, adminPassword: prev.adminPassword }));
    setErrors({});
    setRestoredAt(null);
  };

  const setValue = (field: FieldName, v: string) => {
    setValues((prev) => ({ ...prev, [field]: v }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const bind = (field: FieldName) => ({
    name: field,
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(field, e.target.value),
  });

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    setFormError(null);
    const body = needsCredentials ? values : { ...values, adminEmail: '', adminPassword: '' };
    const parsed = blogNewFormSchema(needsCredentials).safeParse(body);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsFromZod(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(formRef.current, FIELDS, fieldErrors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await api.post('/api/public/blog/create', body);
      latest.current = null;
      writeDraft(null);
      setPublished(true);
      announceBlogChange();
      router.push('/blog');
      router.refresh();
    } catch (err) {
      const fieldErrors = fieldErrorsFromApi(err);
      if (Object.keys(fieldErrors).length) {
        setErrors(fieldErrors);
        focusFirstError(formRef.current, FIELDS, fieldErrors);
      }
      if (err instanceof ApiRequestError && err.status === 401) {
        setFormError(ADMIN_VERIFICATION_FAILED);
        setValue('adminPassword', '');
      } else if (!Object.keys(fieldErrors).length) {
        setFormError(err instanceof ApiRequestError && err.message ? err.message : 'The post could not be published. Please try again.');
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-describedby="blog-new-status">
      {restoredAt !== null ? (
        <div role="status" data-testid="blog-draft-restored" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border bg-subtle px-4 py-3 text-sm">
          <span>
            Restored your unsaved draft from <time dateTime={new Date(restoredAt).toISOString()}>{formatDateTime(new Date(restoredAt).toISOString())}</time>.
          </span>
          <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={discardDraft}>
            Discard draft
          </Button>
        </div>
      ) : null}
      <section className="grid gap-5 rounded-xl border bg-card p-5 sm:p-6 md:grid-cols-2" aria-labelledby="post-details">
        <h2 id="post-details" className="text-lg font-semibold md:col-span-2">
          Post details
        </h2>
        <Field label="Title" required error={errors.title} className="md:col-span-2">
          <Input {...bind('title')} autoComplete="off" maxLength={200} />
        </Field>
        <Field label="Author" required error={errors.author}>
          <Input {...bind('author')} autoComplete="name" maxLength={120} />
        </Field>
        <Field label="Category" error={errors.category} description="Leave empty for General.">
          <Input {...bind('category')} autoComplete="off" maxLength={60} placeholder="e.g. Protocols" />
        </Field>
        <Field label="Excerpt" required error={errors.excerpt} className="md:col-span-2" description="One or two sentences shown on the blog list.">
          <Textarea {...bind('excerpt')} rows={2} maxLength={1000} className="min-h-20" />
        </Field>
        <div className="flex flex-col gap-2">
          <Field label="Cover Image Path" error={errors.coverImage} description="A site path such as /images/blog/cover.webp or an https:// URL. Empty uses the default cover.">
            <Input {...bind('coverImage')} autoComplete="off" inputMode="url" placeholder="/images/blog/cover.webp" />
          </Field>
          {admin ? <ChooseFromLibrary context="for the cover image" title="Choose the cover image" onPick={(url) => setValue('coverImage', url)} /> : null}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Read Time (minutes)" error={errors.readTime}>
            <Input {...bind('readTime')} type="number" inputMode="numeric" min={1} max={600} step={1} className="tabular" />
          </Field>
          <Field label="Tags" error={errors.tags} description="Comma separated.">
            <Input {...bind('tags')} autoComplete="off" placeholder="CRISPR, qPCR" />
          </Field>
        </div>
      </section>

      <section className="flex flex-col gap-3 rounded-xl border bg-card p-5 sm:p-6" aria-labelledby="post-content">
        <div>
          <h2 id="post-content" className="text-lg font-semibold">
            Content
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Markdown, with a live preview. Images are added where the cursor is.</p>
        </div>
        <Field label="Content" labelClassName="sr-only" required error={errors.content}>
          {(p) => (
            <MarkdownEditor
              id={p.id}
              controlProps={{ ...p, name: 'content' }}
              value={values.content}
              onChange={(v) => setValue('content', v)}
              library={Boolean(admin)}
              onImageStored={(img) => {
                if (!values.coverImage) setValue('coverImage', img.path);
              }}
            />
          )}
        </Field>
      </section>

      <section className="flex flex-col gap-4 rounded-xl border bg-card p-5 sm:p-6" aria-labelledby="post-verify">
        <h2 id="post-verify" className="text-lg font-semibold">
          Admin verification
        </h2>
        {admin ? (
          <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="signed-in-admin">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>
              Signed in as <strong className="font-medium break-all text-foreground">{admin}</strong>; no credentials needed.
            </span>
          </p>
        ) : (
          <div className="grid gap-5 md:grid-cols-2">
            <p className="text-sm text-muted-foreground md:col-span-2">Only admins can publish. Your e-mail and password are checked on the server.</p>
            <Field label="Admin Email" required error={errors.adminEmail}>
              <Input {...bind('adminEmail')} type="email" autoComplete="username" inputMode="email" />
            </Field>
            <Field label="Admin Password" required error={errors.adminPassword}>
              <Input {...bind('adminPassword')} type="password" autoComplete="current-password" />
            </Field>
          </div>
        )}
      </section>

      <div id="blog-new-status" aria-live="assertive">
        {formError && (
          <p role="alert" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {formError}
          </p>
        )}
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button type="button" variant="ghost" onClick={() => router.push('/blog')}>
          Cancel
        </Button>
        <PendingButton pending={pending || published} icon={<Send aria-hidden="true" />} type="submit" size="lg" disabled={pending || published}>
          {pending ? 'Publishing...' : published ? 'Published' : 'Publish Post'}
        </PendingButton>
      </div>
    </form>
  );
}

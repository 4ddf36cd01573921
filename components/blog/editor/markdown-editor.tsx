'use client';
// The Content field of /blog/new and the admin Edit dialog (docs/requirements.md §2 Blog create): a markdown textarea with a
// live preview (the same sanitized Markdown component the post page uses), 'Upload Image' and 'Import from URL'
// which store the image through the media routes and insert ![name](path) at the cursor.
import * as React from 'react';
import { EyeIcon as Eye } from '@/components/icons/eye';
import { ImagePlusIcon as ImagePlus } from '@/components/icons/image-plus';
import { ImagesIcon as Images } from '@/components/icons/images';
import { Link2Icon as Link2 } from '@/components/icons/link-2';
import { PencilLineIcon as PencilLine } from '@/components/icons/pencil-line';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { Markdown } from '@/components/markdown/markdown';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { insertAtSelection, markdownImage } from '@/lib/domain/blog';
import { cn } from '@/lib/utils';
import { importImageFromUrl, uploadImageFile, type StoredImage } from './image-requests';

export interface MarkdownEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** aria-* from the surrounding Field (label, error, required). */
  controlProps?: Record<string, unknown>;
  /** Called after an image is stored (e.g. to offer it as the cover or add it to the media map). */
  onImageStored?: (image: StoredImage) => void;
  rows?: number;
  className?: string;
  /** Offer 'From library' (a signed-in admin only: the media library is an admin API). */
  library?: boolean;
}

export function MarkdownEditor({ id, value, onChange, controlProps, onImageStored, rows = 14, className, library = false }: MarkdownEditorProps) {
  const textareaRef = React.useRef<HTMLTextAreaElement>(null);
  const fileRef = React.useRef<HTMLInputElement>(null);
  const selection = React.useRef({ start: value.length, end: value.length });
  const [busy, setBusy] = React.useState<null | 'upload' | 'import'>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [status, setStatus] = React.useState<string | null>(null);
  const [urlOpen, setUrlOpen] = React.useState(false);
  const [url, setUrl] = React.useState('');
  // On small screens Write and Preview are two tabs; from lg up they sit side by side.
  const [mobileView, setMobileView] = React.useState<'write' | 'preview'>('write');
  const preview = React.useDeferredValue(value);

  const remember = () => {
    const el = textareaRef.current;
    if (el) selection.current = { start: el.selectionStart, end: el.selectionEnd };
  };

  const insertImage = (image: StoredImage) => {
    const { start, end } = selection.current;
    const next = insertAtSelection(value, start, end, markdownImage(image.name, image.path));
    onChange(next.text);
    selection.current = { start: next.caret, end: next.caret };
    setStatus(`Inserted ${image.name || 'image'}.`);
    onImageStored?.(image);
    requestAnimationFrame(() => {
      const el = textareaRef.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(next.caret, next.caret);
    });
  };

  const run = async (kind: 'upload' | 'import', task: () => Promise<StoredImage>) => {
    setBusy(kind);
    setError(null);
    setStatus(null);
    try {
      insertImage(await task());
      if (kind === 'import') {
        setUrl('');
        setUrlOpen(false);
      }
    } catch (err) {
      setError((err as Error).message || 'The image could not be added.');
    } finally {
      setBusy(null);
    }
  };

  const onFile = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void run('upload', () => uploadImageFile(file));
  };

  return (
    <div className={cn('flex flex-col gap-2', className)} data-testid="markdown-editor">
      <div className="flex flex-wrap items-center gap-2">
        <PendingButton pending={busy === 'upload'} icon={<ImagePlus aria-hidden="true" />} type="button" variant="outline" size="sm" onClick={() => fileRef.current?.click()} disabled={busy !== null}>
          Upload Image
        </PendingButton>
        <input ref={fileRef} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={onFile} data-testid="image-file-input" />
        <PendingButton pending={busy === 'import'} icon={<Link2 aria-hidden="true" />} type="button" variant="outline" size="sm" aria-expanded={urlOpen} onClick={() => setUrlOpen((o) => !o)} disabled={busy !== null}>
          Import from URL
        </PendingButton>
        {library ? (
          <MediaPicker
            title="Insert an image"
            onPick={(path, item) => insertImage({ path, name: item.fileName })}
            trigger={
              <Button type="button" variant="outline" size="sm" disabled={busy !== null}>
                <Images aria-hidden="true" />
                From library
                <span className="sr-only"> (insert an image into the content)</span>
              </Button>
            }
          />
        ) : null}
        <div className="ml-auto flex rounded-md border p-0.5 lg:hidden" role="group" aria-label="Editor view">
          {(['write', 'preview'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={mobileView === v}
              onClick={() => setMobileView(v)}
              className={cn(
                'inline-flex min-h-9 items-center gap-1.5 rounded px-3 text-sm font-medium text-muted-foreground',
                mobileView === v && 'bg-primary/10 text-primary',
              )}
            >
              {v === 'write' ? <PencilLine className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
              {v === 'write' ? 'Write' : 'Preview'}
            </button>
          ))}
        </div>
      </div>

      {urlOpen && (
        <div className="flex flex-col gap-2 rounded-md border bg-subtle/60 p-3 sm:flex-row sm:items-center">
          <label htmlFor={`${id}-image-url`} className="text-sm font-medium sm:shrink-0">
            Image URL
          </label>
          <Input
            id={`${id}-image-url`}
            type="url"
            inputMode="url"
            placeholder="https://example.com/figure.png"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void run('import', () => importImageFromUrl(url));
              }
            }}
          />
          <Button type="button" size="sm" onClick={() => void run('import', () => importImageFromUrl(url))} disabled={busy !== null}>
            Import
          </Button>
        </div>
      )}

      <div aria-live="polite" className="text-sm empty:hidden">
        {error ? (
          <p role="alert" className="font-medium text-destructive">
            {error}
          </p>
        ) : status ? (
          <p className="text-muted-foreground">{status}</p>
        ) : null}
      </div>

      <div className="grid gap-3 lg:grid-cols-2">
        <Textarea
          ref={textareaRef}
          id={id}
          {...controlProps}
          value={value}
          rows={rows}
          spellCheck
          onChange={(e) => {
            onChange(e.target.value);
            selection.current = { start: e.target.selectionStart, end: e.target.selectionEnd };
          }}
          onSelect={remember}
          onKeyUp={remember}
          onClick={remember}
          onBlur={remember}
          placeholder={'## Heading\n\nWrite your post in **Markdown**: lists, tables, links and images.'}
          className={cn('min-h-72 font-mono text-sm leading-relaxed field-sizing-fixed', mobileView === 'preview' && 'max-lg:hidden')}
        />
        <section
          aria-label="Preview"
          data-testid="markdown-preview"
          className={cn('min-h-72 overflow-auto rounded-md border bg-card px-4 py-3', mobileView === 'write' && 'max-lg:hidden')}
        >
          {preview.trim() ? <Markdown>{preview}</Markdown> : <p className="text-sm text-muted-foreground">The preview appears here as you type.</p>}
        </section>
      </div>
    </div>
  );
}

'use client';
// The Edit dialog's image manager (docs/requirements.md §2 Blog admin, §3 media map): the post's image URLs, add by path,
// remove, set as cover; 'Choose from library' adds a media-library image. Changes to the list are saved at once (PUT /api/blog-media); the cover is a post field
// and is saved with the dialog.
import * as React from 'react';
import { ImageIcon } from '@/components/icons/image';
import { PlusIcon as Plus } from '@/components/icons/plus';
import { StarIcon as Star } from '@/components/icons/star';
import { XIcon as X } from '@/components/icons/x';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ChooseFromLibrary } from '@/components/admin/media/choose-from-library';
import { isSafeBlogImagePath } from '@/lib/domain/blog';
import { IMAGE_PATH_INVALID, MAX_IMAGES_PER_POST } from '@/lib/validations/blog';

export function BlogImageManager({
  idBase,
  images,
  cover,
  onSetCover,
  onSaveImages,
}: {
  idBase: string;
  images: string[];
  cover: string;
  onSetCover: (url: string) => void;
  onSaveImages: (urls: string[]) => Promise<void>;
}) {
  const [path, setPath] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);

  const save = async (urls: string[]) => {
    setPending(true);
    setError(null);
    try {
      await onSaveImages(urls);
      return true;
    } catch (err) {
      setError((err as Error).message || 'Save failed');
      return false;
    } finally {
      setPending(false);
    }
  };

  const add = async (picked?: string) => {
    const url = (picked ?? path).trim();
    if (!isSafeBlogImagePath(url)) {
      setError(IMAGE_PATH_INVALID);
      return;
    }
    if (images.includes(url)) {
      setError('This image is already in the list.');
      return;
    }
    if (images.length >= MAX_IMAGES_PER_POST) {
      setError(`At most ${MAX_IMAGES_PER_POST} images per post.`);
      return;
    }
    if ((await save([...images, url])) && picked === undefined) setPath('');
  };

  return (
    <section aria-labelledby={`${idBase}-images`} className="flex flex-col gap-3 rounded-lg border p-4" data-testid="image-manager">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${idBase}-images`} className="font-semibold">
          Images <span className="tabular font-normal text-muted-foreground">({images.length})</span>
        </h3>
        {pending && <Spinner label="Saving images" />}
      </div>
      {images.length === 0 ? (
        <p className="flex items-center gap-2 rounded-md border border-dashed px-3 py-4 text-sm text-muted-foreground">
          <ImageIcon className="size-4" aria-hidden="true" /> No images yet. Add a path below or upload one in the content editor.
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {images.map((url) => {
            const isCover = url === cover;
            return (
              <li key={url} className="flex items-center gap-2 rounded-md border p-2">
                {/* eslint-disable-next-line @next/next/no-img-element -- admin thumbnails of arbitrary image paths */}
                <img src={url} alt="" width={56} height={40} loading="lazy" className="h-10 w-14 shrink-0 rounded bg-muted object-cover" />
                <span className="min-w-0 flex-1 truncate font-mono text-xs" title={url}>
                  {url}
                </span>
                {isCover ? (
                  <Badge variant="success">Cover</Badge>
                ) : (
                  <Button type="button" size="icon" variant="ghost" onClick={() => onSetCover(url)} aria-label={`Set ${url} as cover`} title="Set as cover">
                    <Star aria-hidden="true" />
                  </Button>
                )}
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                  onClick={() => void save(images.filter((u) => u !== url))}
                  disabled={pending}
                  aria-label={`Remove ${url}`}
                  title="Remove"
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${idBase}-image-path`} className="sr-only">
          Image path
        </label>
        <Input
          id={`${idBase}-image-path`}
          value={path}
          onChange={(e) => {
            setPath(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void add();
            }
          }}
          placeholder="/images/blog/figure.webp or https://…"
          aria-invalid={error ? true : undefined}
        />
        <Button type="button" variant="outline" onClick={() => void add()} disabled={pending}>
          <Plus aria-hidden="true" />
          Add image
        </Button>
      </div>
      <ChooseFromLibrary context="for the post's images" title="Add an image to this post" disabled={pending} onPick={(url) => void add(url)} />
      <div aria-live="polite">
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}

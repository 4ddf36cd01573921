'use client';
// A reusable dialog that lets product, service and blog editors pick a ready image from the media library.
// Usage: <MediaPicker onPick={(url) => setCover(url)} trigger={<Button>Choose from library</Button>} />
import * as React from 'react';
import { ImageIcon } from '@/components/icons/image';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { SearchBox } from '@/components/admin/search-box';
import { api } from '@/lib/client/api';
import { filterMedia, type MediaItemView } from '@/lib/domain/media';

export interface MediaPickerProps {
  /** Called with the picked image's URL (the re-encoded original, or the 1280 px WebP with variant="webp"). */
  onPick: (url: string, item: MediaItemView) => void;
  trigger?: React.ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title?: string;
  variant?: 'original' | 'webp';
}

export function MediaPicker({ onPick, trigger, open: openProp, onOpenChange, title = 'Choose an image', variant = 'original' }: MediaPickerProps) {
  const [openState, setOpenState] = React.useState(false);
  const open = openProp ?? openState;
  const setOpen = (v: boolean) => {
    if (openProp === undefined) setOpenState(v);
    onOpenChange?.(v);
  };
  const [items, setItems] = React.useState<MediaItemView[] | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [query, setQuery] = React.useState('');

  React.useEffect(() => {
    if (!open) return;
    let live = true;
    api
      .get<{ images: MediaItemView[] }>('/api/admin/images?status=ready')
      .then((res) => {
        if (!live) return;
        setItems(res.images);
        setError(null);
      })
      .catch((err: Error) => {
        if (live) setError(`Request failed: ${err.message}`);
      });
    return () => {
      live = false;
    };
  }, [open]);

  const visible = items ? filterMedia(items, query) : [];

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Images from the Media tab. Upload new ones there.</DialogDescription>
        </DialogHeader>
        <SearchBox aria-label="Search images" placeholder="Search by file name or URL" value={query} onValueChange={setQuery} />
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : items === null ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="aspect-[4/3]" />
            ))}
          </div>
        ) : visible.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
            {items.length === 0 ? 'No images yet. Upload them in the Media tab.' : 'No images match your search.'}
          </p>
        ) : (
          <ul className="grid max-h-[60dvh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-4" aria-label="Images">
            {visible.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => {
                    onPick(variant === 'webp' ? (item.variants.webp?.url ?? item.url) : item.url, item);
                    setOpen(false);
                  }}
                  className="group flex w-full flex-col overflow-hidden rounded-md border bg-card text-left transition-colors hover:border-primary focus-visible:border-primary"
                >
                  <span className="relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden bg-muted">
                    {item.thumbnailUrl ? (
                      // eslint-disable-next-line @next/next/no-img-element
                      <img src={item.thumbnailUrl} alt="" loading="lazy" className="absolute inset-0 size-full object-contain" />
                    ) : (
                      <ImageIcon className="size-6 text-muted-foreground" aria-hidden="true" />
                    )}
                  </span>
                  <span className="truncate px-2 py-1.5 text-xs font-medium group-hover:text-primary">{item.fileName}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end">
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

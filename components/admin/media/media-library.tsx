'use client';
// The Media tab (docs/requirements.md §2 Media library, issue 10): search by file name or URL, Upload (image files only),
// Refresh, drag and drop of several files with a progress bar each, and the grid of images.
import * as React from 'react';
import { ImagePlusIcon as ImagePlus } from '@/components/icons/image-plus';
import { RefreshCwIcon as RefreshCw } from '@/components/icons/refresh-cw';
import { UploadIcon as Upload } from '@/components/icons/upload';
import { XIcon as X } from '@/components/icons/x';
import { MediaCard, type MediaCardItem } from '@/components/admin/media/media-card';
import { UploadQueue, type UploadEntry } from '@/components/admin/media/upload-queue';
import { copyText, finalizeUploadedFile, putWithProgress, requestUploadGrant, UploadError } from '@/components/admin/media/upload-client';
import { useHydrated } from '@/components/admin/use-hydrated';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { SearchBox } from '@/components/admin/search-box';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/client/api';
import { EMPTY_MEDIA_TEXT, filterMedia, isImageFileType, mediaMarkdown, PLEASE_CHOOSE_IMAGE, type MediaItemView, type MediaUsage } from '@/lib/domain/media';
import { imageCountText, imagesShownText } from '@/lib/domain/media-display';
import { cn } from '@/lib/utils';

const PARALLEL_UPLOADS = 3;
const POLL_MS = 2_000;

function alertError(title: string) {
  toast({ title, variant: 'destructive' });
}

export function MediaLibrary({ initialItems }: { initialItems: MediaItemView[] }) {
  const [items, setItems] = React.useState(initialItems);
  const [query, setQuery] = React.useState('');
  const [uploads, setUploads] = React.useState<UploadEntry[]>([]);
  const [refreshing, setRefreshing] = React.useState(false);
  const [dragging, setDragging] = React.useState(false);
  const fileInput = React.useRef<HTMLInputElement>(null);
  const dragDepth = React.useRef(0);
  const mounted = useHydrated();

  const visible = filterMedia(items, query);
  const placeholders = uploads.filter((u) => u.phase === 'processing');

  const patchUpload = (id: string, patch: Partial<UploadEntry>) => setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...patch } : u)));
  const upsertItem = (item: MediaItemView) => setItems((list) => [item, ...list.filter((x) => x.id !== item.id)]);

  const refresh = React.useCallback(async (quiet = false) => {
    if (!quiet) setRefreshing(true);
    try {
      const res = await api.get<{ images: MediaItemView[] }>('/api/admin/images');
      setItems(res.images);
    } catch (err) {
      if (!quiet) alertError(`Request failed: ${(err as Error).message}`);
    } finally {
      if (!quiet) setRefreshing(false);
    }
  }, []);

  // Items another tab or a restart left in 'processing' are polled until they settle.
  const anyProcessing = items.some((i) => i.status === 'processing');
  React.useEffect(() => {
    if (!anyProcessing) return;
    const t = setInterval(() => void refresh(true), POLL_MS);
    return () => clearInterval(t);
  }, [anyProcessing, refresh]);

  const uploadOne = async (entry: UploadEntry) => {
    try {
      const grant = await requestUploadGrant(entry.file);
      await putWithProgress(grant, entry.file, (progress) => patchUpload(entry.id, { progress }));
      patchUpload(entry.id, { phase: 'processing', progress: 100, storageKey: grant.storageKey });
      const item = await finalizeUploadedFile(grant, entry.file);
      upsertItem(item);
      setUploads((list) => list.filter((u) => u.id !== entry.id));
      if (item.status === 'failed') alertError(`Upload failed: ${item.error ?? 'processing failed'}`);
    } catch (err) {
      const message = err instanceof UploadError ? err.message : `Upload failed: ${(err as Error).message}`;
      patchUpload(entry.id, { phase: 'failed', error: message });
      alertError(message);
    }
  };

  const startUploads = async (files: File[]) => {
    if (!files.length) return;
    const images = files.filter((f) => isImageFileType(f.type));
    if (images.length < files.length) alertError(PLEASE_CHOOSE_IMAGE);
    if (!images.length) return;
    const entries: UploadEntry[] = images.map((file) => ({
      id: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
      file,
      name: file.name,
      progress: 0,
      phase: 'uploading',
    }));
    setUploads((list) => [...list.filter((u) => u.phase !== 'failed'), ...entries]);
    const queue = [...entries];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await uploadOne(next);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, entries.length) }, worker));
  };

  const onPick = (e: React.ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    void startUploads(files);
  };

  const onDrop = (e: React.DragEvent) => {
    e.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    void startUploads(Array.from(e.dataTransfer.files ?? []));
  };

  const hasFiles = (e: React.DragEvent) => Array.from(e.dataTransfer.types ?? []).includes('Files');

  const copyPath = async (item: MediaCardItem) => {
    const ok = await copyText(item.path);
    if (ok) toast({ title: 'Path copied', description: item.path });
    else alertError('Copy failed.');
    return ok;
  };

  const copyMarkdown = async (item: MediaCardItem) => {
    const md = mediaMarkdown(item.fileName, item.path);
    const ok = await copyText(md);
    if (ok) toast({ title: 'Markdown copied', description: md });
    else alertError('Copy failed.');
    return ok;
  };

  const loadUsage = async (item: MediaCardItem) => (await api.get<{ usage: MediaUsage }>(`/api/admin/images/${encodeURIComponent(item.id)}/usage`)).usage;

  const remove = async (item: MediaCardItem) => {
    const before = items;
    setItems((list) => list.filter((x) => x.id !== item.id));
    try {
      await api.del(`/api/admin/images/${encodeURIComponent(item.id)}`);
      toast({ title: 'Image deleted', description: item.fileName });
    } catch (err) {
      setItems(before);
      alertError(`Delete failed: ${(err as Error).message || 'unknown'}`);
    }
  };

  const empty = items.length === 0 && placeholders.length === 0;

  return (
    <section
      aria-label="Media library"
      className="relative flex flex-col gap-4"
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        dragDepth.current++;
        setDragging(true);
      }}
      onDragOver={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        dragDepth.current = Math.max(0, dragDepth.current - 1);
        if (dragDepth.current === 0) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox boxClassName="w-full sm:max-w-sm" aria-label="Search images" placeholder="Search by file name or URL" value={query} onValueChange={setQuery}>
          {query ? (
            <button
              type="button"
              onClick={() => setQuery('')}
              aria-label="Clear search"
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-muted-foreground hover:text-foreground"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </SearchBox>
        <div className="flex gap-2">
          <PendingButton pending={refreshing} icon={<RefreshCw aria-hidden="true" />} type="button" variant="outline" onClick={() => void refresh()} disabled={!mounted || refreshing} className="flex-1 sm:flex-none">
            Refresh
          </PendingButton>
          <Button type="button" onClick={() => fileInput.current?.click()} disabled={!mounted} className="flex-1 sm:flex-none">
            <Upload aria-hidden="true" />
            Upload
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/*"
            multiple
            hidden
            aria-label="Choose images to upload"
            data-testid="media-file-input"
            onChange={onPick}
          />
        </div>
      </div>

      <button
        type="button"
        onClick={() => fileInput.current?.click()}
        disabled={!mounted}
        className={cn(
          'flex w-full items-center justify-center gap-2 rounded-lg border border-dashed px-4 py-4 text-sm text-muted-foreground transition-colors duration-150',
          'hover:border-primary/60 hover:bg-primary/5 hover:text-foreground',
          dragging && 'border-primary bg-primary/10 text-foreground',
        )}
      >
        <ImagePlus className="size-5 shrink-0" aria-hidden="true" />
        <span>
          {dragging ? 'Drop the images to upload them' : 'Drag and drop images here, or click to choose.'}{' '}
          <span className="hidden sm:inline">JPEG, PNG, WebP, GIF or AVIF, up to 10 MB each.</span>
        </span>
      </button>

      <UploadQueue entries={uploads} onDismiss={(id) => setUploads((list) => list.filter((u) => u.id !== id))} />

      <div aria-live="polite" className="sr-only">
        {refreshing ? 'Refreshing images' : imagesShownText(visible.length)}
      </div>

      {empty ? (
        <p className="rounded-lg border border-dashed bg-card px-4 py-12 text-center text-sm text-muted-foreground">{EMPTY_MEDIA_TEXT}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            <span className="tabular">{imageCountText(visible.length, items.length)}</span>
          </p>
          {visible.length === 0 && placeholders.length === 0 ? (
            <p className="rounded-lg border border-dashed bg-card px-4 py-10 text-center text-sm text-muted-foreground">No images match your search.</p>
          ) : (
            <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,15rem),1fr))] gap-4">
              {placeholders.map((u) => (
                <MediaCard
                  key={u.id}
                  pending
                  item={{ id: u.id, fileName: u.name, path: u.storageKey ?? '', url: '', status: 'processing', error: null, thumbnailUrl: null, width: null, height: null, size: u.file.size }}
                />
              ))}
              {visible.map((item) => (
                <MediaCard key={item.id} item={item} onCopyPath={copyPath} onCopyMarkdown={copyMarkdown} onDelete={remove} onLoadUsage={loadUsage} />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}

'use client';
// One image of the library (docs/requirements.md §2 Media library): thumbnail, file name, path, a 'processing…' badge while
// processing, Copy Path, Copy Markdown, Delete with confirmation.
import * as React from 'react';
import { TriangleExclamationPointIcon as AlertTriangle } from '@/components/icons/triangle-exclamation-point';
import { CheckIcon as Check } from '@/components/icons/check';
import { CopyIcon as Copy } from '@/components/icons/copy';
import { FileCodeCornerIcon as FileCode2 } from '@/components/icons/file-code-corner';
import { ImageIcon } from '@/components/icons/image';
import { TrashIcon as Trash2 } from '@/components/icons/trash';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { MEDIA_USE_KIND_LABEL, mediaUsageHeading, mediaUsageMore, type MediaItemView, type MediaUsage } from '@/lib/domain/media';
import { cn } from '@/lib/utils';

export type MediaCardItem = Pick<MediaItemView, 'id' | 'fileName' | 'path' | 'url' | 'status' | 'error' | 'thumbnailUrl' | 'width' | 'height' | 'size'>;

function formatBytes(n: number): string {
  if (!n) return '';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

export function ProcessingBadge() {
  return (
    <Badge variant="warning" className="gap-1.5">
      <Spinner label={null} className="size-3" />
      processing…
    </Badge>
  );
}

type UsageState = 'idle' | 'loading' | 'error' | MediaUsage;

/** Where the image is used, under the Delete confirmation's text: loaded when the dialog opens. */
function MediaUsageList({ usage }: { usage: UsageState }) {
  if (usage === 'idle') return null;
  const more = typeof usage === 'object' ? mediaUsageMore(usage) : null;
  return (
    <div className="text-left text-sm text-muted-foreground" aria-live="polite" aria-busy={usage === 'loading'} data-testid="media-usage">
      {usage === 'loading' ? <p>Checking where it is used…</p> : null}
      {usage === 'error' ? <p>Could not check where it is used.</p> : null}
      {typeof usage === 'object' ? (
        <>
          <p className="font-medium text-foreground">{mediaUsageHeading(usage.total)}</p>
          {usage.uses.length ? (
            <ul className="mt-1.5 space-y-1" aria-label="Pages that use this image">
              {usage.uses.map((u) => (
                <li key={`${u.kind}:${u.id}`} className="flex min-w-0 gap-2">
                  <span className="w-20 shrink-0">{MEDIA_USE_KIND_LABEL[u.kind]}</span>
                  <a href={u.href} target="_blank" rel="noopener noreferrer" className="min-w-0 break-words text-foreground underline underline-offset-2 hover:text-primary">
                    {u.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {more ? <p className="mt-1">{more}</p> : null}
        </>
      ) : null}
    </div>
  );
}

export function MediaCard({
  item,
  onCopyPath,
  onCopyMarkdown,
  onDelete,
  onLoadUsage,
  pending = false,
}: {
  item: MediaCardItem;
  onCopyPath?: (item: MediaCardItem) => Promise<boolean>;
  onCopyMarkdown?: (item: MediaCardItem) => Promise<boolean>;
  onDelete?: (item: MediaCardItem) => void;
  /** Where the image is used (GET /api/admin/images/{id}/usage), listed in the Delete confirmation. */
  onLoadUsage?: (item: MediaCardItem) => Promise<MediaUsage>;
  /** A local placeholder while the upload is being finalized: no actions yet. */
  pending?: boolean;
}) {
  const [copied, setCopied] = React.useState<'path' | 'md' | null>(null);
  const [usage, setUsage] = React.useState<UsageState>('idle');
  const usageRequest = React.useRef(0);
  const loadUsage = (open: boolean) => {
    const request = ++usageRequest.current;
    if (!open || !onLoadUsage) return;
    setUsage('loading');
    onLoadUsage(item).then(
      (u) => request === usageRequest.current && setUsage(u),
      () => request === usageRequest.current && setUsage('error'),
    );
  };
  const timer = React.useRef<ReturnType<typeof setTimeout> | null>(null);
  React.useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const copy = async (which: 'path' | 'md') => {
    const ok = await (which === 'path' ? onCopyPath : onCopyMarkdown)?.(item);
    if (!ok) return;
    setCopied(which);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), 1_500);
  };
  const processing = item.status === 'processing';
  const failed = item.status === 'failed';
  const titleId = `media-${item.id}-title`;
  const meta = [item.width && item.height ? `${item.width} × ${item.height}` : '', formatBytes(item.size)].filter(Boolean).join(' · ');

  return (
    <article
      aria-labelledby={titleId}
      data-testid="media-card"
      data-status={item.status}
      className="flex min-w-0 flex-col overflow-hidden rounded-lg border bg-card shadow-xs"
    >
      <div className="relative aspect-[16/10] bg-muted sm:aspect-[4/3]">
        {item.thumbnailUrl && !processing ? (
          // Thumbnails are our own 320 px WebP variants: a plain img avoids re-optimising them.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={item.thumbnailUrl} alt={item.fileName} loading="lazy" decoding="async" className="size-full object-contain" />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground" aria-hidden="true">
            {failed ? <AlertTriangle className="size-8 text-destructive" /> : <ImageIcon className={cn('size-8', processing && 'animate-pulse motion-reduce:animate-none')} />}
          </div>
        )}
        <div className="absolute top-2 left-2 flex gap-1.5">
          {processing ? <ProcessingBadge /> : null}
          {failed ? <Badge variant="destructive">failed</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="min-w-0">
          <h3 id={titleId} className="truncate text-sm font-medium" title={item.fileName}>
            {item.fileName}
          </h3>
          <p className="mt-0.5 font-mono text-xs break-all text-muted-foreground" data-testid="media-path">
            {item.path}
          </p>
          {meta ? <p className="tabular mt-0.5 text-xs text-muted-foreground">{meta}</p> : null}
          {failed && item.error ? <p className="mt-1 text-xs text-destructive">{item.error}</p> : null}
        </div>
        {pending ? null : (
          <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
            <Button type="button" variant="outline" size="sm" onClick={() => copy('path')} disabled={failed} aria-label={`Copy Path of ${item.fileName}`}>
              {copied === 'path' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              Copy Path
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => copy('md')} disabled={failed} aria-label={`Copy Markdown of ${item.fileName}`}>
              {copied === 'md' ? <Check aria-hidden="true" /> : <FileCode2 aria-hidden="true" />}
              Copy Markdown
            </Button>
            <ConfirmAction
              title="Delete this image?"
              description={
                <>
                  <span className="font-medium text-foreground">{item.fileName}</span> and its thumbnail and WebP copies will be removed. Pages that
                  still use it will show a missing image.
                </>
              }
              details={<MediaUsageList usage={usage} />}
              onOpenChange={loadUsage}
              onConfirm={() => onDelete?.(item)}
              trigger={
                <Button type="button" variant="ghost" size="sm" className="text-destructive hover:text-destructive" aria-label={`Delete ${item.fileName}`}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              }
            />
          </div>
        )}
      </div>
    </article>
  );
}

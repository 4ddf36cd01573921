'use client';
// The admin inboxes' master–detail layout (Quotes and Messages): the list on the left with its title, count and
// a one-line summary, skeleton rows while loading and an empty text; the selected item on the right. On small
// screens one pane shows at a time (the detail has its own "Back to list").
import type { ReactNode, Ref } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

const PANE_HEIGHT = 'lg:h-[calc(100dvh-13rem)] lg:min-h-[480px]';

export function InboxPanes({
  titleId,
  title,
  count,
  summary,
  summaryTestId,
  loading,
  emptyText,
  listLabel,
  rows,
  detailRef,
  detail,
  placeholder,
}: {
  titleId: string;
  title: string;
  /** Rows shown and in all, for the count after the title ("12", or "3 of 12" when filtered); null while loading. */
  count: { shown: number; total: number } | null;
  summary: ReactNode;
  summaryTestId?: string;
  loading: boolean;
  /** Shown when there are no rows (null rows while loading show skeletons instead). */
  emptyText: string;
  listLabel: string;
  rows: ReactNode[];
  detailRef: Ref<HTMLDivElement>;
  /** The selected item, or null for the placeholder. */
  detail: ReactNode | null;
  placeholder: { icon: ReactNode; text: string };
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(300px,380px)_1fr]">
      <section aria-labelledby={titleId} className={cn('flex min-w-0 flex-col rounded-lg border bg-card shadow-xs', PANE_HEIGHT, detail && 'max-lg:hidden')}>
        <div className="sticky top-14 z-10 flex items-center justify-between gap-2 rounded-t-lg border-b bg-card px-4 py-3 lg:static">
          <h2 id={titleId} className="text-sm font-semibold">
            {title} <span className="tabular font-normal text-muted-foreground">({count ? (count.shown === count.total ? count.total : `${count.shown} of ${count.total}`) : '…'})</span>
          </h2>
          <span className="text-xs font-medium text-muted-foreground" data-testid={summaryTestId}>
            {summary}
          </span>
        </div>
        <div aria-busy={loading} className="min-h-0 flex-1 overflow-y-auto">
          {loading ? (
            <div className="flex flex-col gap-2 p-3">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="h-16 w-full" />
              ))}
            </div>
          ) : rows.length === 0 ? (
            <p className="px-4 py-10 text-center text-sm text-muted-foreground">{emptyText}</p>
          ) : (
            <ul className="divide-y" aria-label={listLabel}>
              {rows}
            </ul>
          )}
        </div>
      </section>

      <div
        ref={detailRef}
        tabIndex={-1}
        className={cn('min-w-0 rounded-lg border bg-card p-4 shadow-xs outline-none sm:p-6 lg:overflow-y-auto', PANE_HEIGHT, !detail && 'max-lg:hidden')}
      >
        {detail ?? (
          <div className="flex h-full min-h-60 flex-col items-center justify-center gap-3 text-center text-sm text-muted-foreground">
            {placeholder.icon}
            <p>{placeholder.text}</p>
          </div>
        )}
      </div>
    </div>
  );
}

/** A row of an inbox list: the whole row is the button that selects it. */
export function inboxRowClass(active: boolean, layout: string): string {
  return cn('flex w-full cursor-pointer px-4 py-3 text-left transition-colors hover:bg-surface focus-visible:-outline-offset-2', layout, active && 'bg-primary/10 hover:bg-primary/10');
}

export function RequestFailed({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="rounded-md border border-destructive/25 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
      Request failed: {error}
    </p>
  ) : null;
}

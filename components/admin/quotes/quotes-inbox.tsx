'use client';
// The Quotes inbox (docs/requirements.md §2, §4, §7): search, 'Mark all read', a list with a count (newest first, unread dot),
// opening a quote marks it read, a detail pane, Delete with confirmation. Changes are optimistic; a failed
// call puts the quote back and says why. The sidebar badge follows the unread count; new quotes are polled.
import * as React from 'react';
import { CheckCheckIcon as CheckCheck } from '@/components/icons/check-check';
import { InboxIcon as Inbox } from '@/components/icons/inbox';
import { RefreshCwIcon as RefreshCw } from '@/components/icons/refresh-cw';
import { useAdminPortal } from '@/components/admin/admin-context';
import { SearchBox } from '@/components/admin/search-box';
import { formatDate } from '@/lib/domain/dates';
import { QuoteDetail } from '@/components/admin/quotes/quote-detail';
import { PendingButton } from '@/components/ui/pending-button';
import { InboxPanes, RequestFailed, inboxRowClass } from '@/components/admin/inbox/inbox-panes';
import { useUrlSelection } from '@/components/admin/inbox/use-url-selection';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/client/api';
import { countUnread, filterQuotes, quoteRowLabel, quoteSenderName, sortQuotesNewestFirst, unreadIds } from '@/lib/domain/admin-portal';
import { labelFor, SERVICE_TYPES } from '@/lib/domain/quote-options';
import type { QuoteView } from '@/lib/types/admin';
import { cn } from '@/lib/utils';

export const QUOTES_POLL_MS = 30_000;

async function fetchQuotes(): Promise<QuoteView[]> {
  const res = await api.get<{ quotes: QuoteView[] }>('/api/quotes', { cache: 'no-store' });
  return sortQuotesNewestFirst(res.quotes ?? []);
}

export function QuotesInbox({ initialSelectedId }: { initialSelectedId?: string }) {
  const { setUnreadQuotes } = useAdminPortal();
  const [quotes, setQuotes] = React.useState<QuoteView[] | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [query, setQuery] = React.useState('');
  const { selectedId, setSelectedId, open: openRow, backToList } = useUrlSelection(initialSelectedId);
  const [refreshing, setRefreshing] = React.useState(false);
  const [markingAll, setMarkingAll] = React.useState(false);
  const detailRef = React.useRef<HTMLDivElement>(null);

  const load = React.useCallback(async () => {
    setRefreshing(true);
    try {
      const list = await fetchQuotes();
      setQuotes(list);
      setError(null);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setRefreshing(false);
    }
  }, []);

  // Poll for new quotes while the tab is visible.
  React.useEffect(() => {
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, QUOTES_POLL_MS);
    return () => window.clearInterval(id);
  }, [load]);

  // The sidebar badge is the number of quotes with read false (docs/requirements.md §7).
  React.useEffect(() => {
    if (quotes) setUnreadQuotes(countUnread(quotes));
  }, [quotes, setUnreadQuotes]);

  // The selection lives in the URL (?id=); opening a quote is a history entry (useUrlSelection).

  const setRead = React.useCallback(async (q: QuoteView, read: boolean) => {
    setQuotes((list) => list?.map((x) => (x.id === q.id ? { ...x, read } : x)) ?? list);
    try {
      await api.put(`/api/quotes/${encodeURIComponent(q.id)}/read`, { read });
    } catch (err) {
      setQuotes((list) => list?.map((x) => (x.id === q.id ? { ...x, read: q.read } : x)) ?? list);
      toast({ title: `Request failed: ${(err as Error).message}`, variant: 'destructive' });
    }
  }, []);

  const setAnswered = React.useCallback(async (q: QuoteView, answered: boolean) => {
    try {
      const res = await api.put<{ quote: QuoteView }>(`/api/quotes/${encodeURIComponent(q.id)}/answered`, { answered });
      setQuotes((list) => list?.map((x) => (x.id === q.id ? res.quote : x)) ?? list);
    } catch (err) {
      toast({ title: `Request failed: ${(err as Error).message}`, variant: 'destructive' });
    }
  }, []);

  const open = (q: QuoteView) => {
    openRow(q.id);
    if (!q.read) void setRead(q, true);
    // On small screens the detail replaces the list: move focus to it.
    requestAnimationFrame(() => detailRef.current?.focus());
  };

  // Load when the tab opens; a quote opened from the URL (?id=) is marked read once the list is there.
  React.useEffect(() => {
    let cancelled = false;
    fetchQuotes()
      .then((list) => {
        if (cancelled) return;
        setQuotes(list);
        if (!initialSelectedId) return;
        const q = list.find((x) => x.id === initialSelectedId);
        if (!q) setSelectedId(null);
        else if (!q.read) void setRead(q, true);
      })
      .catch((err: Error) => {
        if (!cancelled) setError(err.message);
      });
    return () => {
      cancelled = true;
    };
  }, [initialSelectedId, setRead, setSelectedId]);

  const markAllRead = async () => {
    setMarkingAll(true);
    try {
      // docs/requirements.md §7: list the quotes, then send a read call for each unread one.
      const fresh = await fetchQuotes();
      const ids = unreadIds(fresh);
      setQuotes(fresh.map((x) => ({ ...x, read: true })));
      const results = await Promise.allSettled(ids.map((id) => api.put(`/api/quotes/${encodeURIComponent(id)}/read`, { read: true })));
      const failed = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
      if (failed.length) {
        toast({ title: `Request failed: ${(failed[0].reason as Error).message}`, description: `${failed.length} of ${ids.length} quotes are still unread.`, variant: 'destructive' });
        await load();
      } else if (ids.length) {
        toast({ title: ids.length === 1 ? '1 quote marked as read' : `${ids.length} quotes marked as read` });
      }
    } catch (err) {
      toast({ title: `Request failed: ${(err as Error).message}`, variant: 'destructive' });
    } finally {
      setMarkingAll(false);
    }
  };

  const remove = async (q: QuoteView) => {
    const before = quotes;
    setQuotes((list) => list?.filter((x) => x.id !== q.id) ?? list);
    setSelectedId((id) => (id === q.id ? null : id));
    try {
      await api.del(`/api/quotes/${encodeURIComponent(q.id)}`);
      toast({ title: 'Quote deleted' });
    } catch (err) {
      setQuotes(before);
      toast({ title: `Delete failed: ${(err as Error).message || 'unknown'}`, variant: 'destructive' });
    }
  };

  const all = quotes ?? [];
  const visible = filterQuotes(all, query);
  const unread = countUnread(all);
  const selected = all.find((q) => q.id === selectedId) ?? null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox boxClassName="flex-1 sm:max-w-md" aria-label="Search quotes" placeholder="Search name, e-mail, company, service…" value={query} onValueChange={setQuery} />
        <div className="flex gap-2 sm:ml-auto">
          <PendingButton variant="outline" onClick={() => void load()} disabled={refreshing} aria-label="Refresh quotes" pending={refreshing} icon={<RefreshCw aria-hidden="true" />}>
            <span className="max-sm:sr-only">Refresh</span>
          </PendingButton>
          <PendingButton onClick={markAllRead} disabled={markingAll || unread === 0} pending={markingAll} icon={<CheckCheck aria-hidden="true" />}>
            Mark all read
          </PendingButton>
        </div>
      </div>

      <RequestFailed error={error} />

      <InboxPanes
        titleId="quotes-list-title"
        title="Quotes"
        count={quotes ? { shown: visible.length, total: all.length } : null}
        summary={quotes ? (unread ? `${unread} unread` : 'All read') : ''}
        summaryTestId="quotes-unread-count"
        loading={quotes === null}
        emptyText="No quotes found."
        listLabel="Quotes, newest first"
        rows={visible.map((q) => {
          const active = q.id === selectedId;
          return (
            <li key={q.id}>
              <button
                type="button"
                onClick={() => open(q)}
                aria-current={active ? 'true' : undefined}
                // A concise name (the visible preview of the project description stays out of it).
                aria-label={quoteRowLabel(q, labelFor(SERVICE_TYPES, q.serviceType), formatDate(q.createdAt))}
                data-unread={!q.read || undefined}
                data-testid="quote-row"
                data-inbox-row={q.id}
                className={inboxRowClass(active, 'gap-3')}
              >
                <span className="mt-1.5 flex size-2.5 shrink-0 items-center justify-center">
                  {q.read ? null : <span className="size-2.5 rounded-full bg-accent ring-2 ring-accent/30" aria-hidden="true" />}
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={cn('truncate text-sm', q.read ? 'font-medium' : 'font-semibold')}>
                      {q.read ? null : <span className="sr-only">Unread: </span>}
                      {quoteSenderName(q)}
                    </span>
                    <time dateTime={q.createdAt} className="shrink-0 text-xs text-muted-foreground">
                      {formatDate(q.createdAt)}
                    </time>
                  </span>
                  <span className="truncate text-xs text-muted-foreground">
                    {[q.company, labelFor(SERVICE_TYPES, q.serviceType)].filter(Boolean).join(' · ') || q.email}
                  </span>
                  <span className="line-clamp-1 text-xs text-muted-foreground/90">{q.projectDescription}</span>
                </span>
              </button>
            </li>
          );
        })}
        detailRef={detailRef}
        detail={
          selected ? (
            <QuoteDetail quote={selected} onBack={backToList} onDelete={remove} onMarkUnread={(q) => void setRead(q, false)} onSetAnswered={(q, a) => void setAnswered(q, a)} />
          ) : null
        }
        placeholder={{ icon: <Inbox className="size-8 text-muted-foreground/60" aria-hidden="true" />, text: 'Select a quote from the list to view details.' }}
      />
    </div>
  );
}

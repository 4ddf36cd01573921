'use client';
// The Activity tab: every admin change (who, when, what entity, a short diff), newest first, with filters kept
// in the URL so reload and back work.
import * as React from 'react';
import { usePathname } from 'next/navigation';
import { ChevronDownIcon as ChevronDown } from '@/components/icons/chevron-down';
import { FunnelXIcon as FilterX } from '@/components/icons/funnel-x';
import { RefreshCwIcon as RefreshCw } from '@/components/icons/refresh-cw';
import { formatDateTime } from '@/lib/domain/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { PendingButton } from '@/components/ui/pending-button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { api } from '@/lib/client/api';
import { diffRows } from '@/lib/domain/admin-portal';
import type { AuditEntryView } from '@/lib/types/admin';
import { EMPTY_FILTERS, type ActivityFilters } from '@/components/admin/activity/filters';
import { SearchBox } from '@/components/admin/search-box';


interface Facets {
  actions: string[];
  entityTypes: string[];
  actors: string[];
}

interface AuditPage {
  entries: AuditEntryView[];
  nextCursor: number | null;
  facets?: Facets;
}

function toQuery(f: ActivityFilters, before?: number | null): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) sp.set(k, v);
  if (before) sp.set('before', String(before));
  return sp.toString();
}

const ACTION_VARIANT: Record<string, 'success' | 'destructive' | 'warning' | 'secondary' | 'buy'> = {
  create: 'success',
  delete: 'destructive',
  hide: 'destructive',
  import: 'warning',
  reset: 'warning',
  settings: 'buy',
  rebuild: 'buy',
};

function ActionBadge({ action }: { action: string }) {
  return (
    <Badge variant={ACTION_VARIANT[action] ?? 'secondary'} className="capitalize">
      {action}
    </Badge>
  );
}

function DiffDetails({ entry }: { entry: AuditEntryView }) {
  const rows = diffRows(entry.diff);
  if (!rows.length) return <span className="text-muted-foreground">—</span>;
  return (
    <details className="group">
      <summary className="inline-flex min-h-9 cursor-pointer list-none items-center gap-1 rounded-md text-sm font-medium text-primary hover:underline">
        {rows.length === 1 ? '1 field' : `${rows.length} fields`}
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <dl className="mt-2 grid gap-1.5 text-xs">
        {rows.map((r) => (
          <div key={r.field} className="rounded-md bg-surface p-2">
            <dt className="font-mono font-medium">{r.field}</dt>
            <dd className="mt-0.5 break-words">
              <span className="text-muted-foreground line-through decoration-destructive/50">{r.before}</span>
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> changed to </span>
              <span>{r.after}</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export function ActivityLog({ initialFilters }: { initialFilters: ActivityFilters }) {
  const pathname = usePathname();
  const [filters, setFilters] = React.useState(initialFilters);
  const [query, setQuery] = React.useState(initialFilters.q);
  const [entries, setEntries] = React.useState<AuditEntryView[] | null>(null);
  const [cursor, setCursor] = React.useState<number | null>(null);
  const [facets, setFacets] = React.useState<Facets>({ actions: [], entityTypes: [], actors: [] });
  const [loadingMore, setLoadingMore] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [reloads, setReloads] = React.useState(0);
  const [loadedKey, setLoadedKey] = React.useState<string | null>(null);
  const key = `${toQuery(filters)}#${reloads}`;
  const loading = loadedKey !== key;

  React.useEffect(() => {
    let cancelled = false;
    const qs = toQuery(filters);
    // Native replaceState keeps the URL in step without a server round trip (Next syncs its router with it).
    window.history.replaceState(null, '', qs ? `${pathname}?${qs}` : pathname);
    api
      .get<AuditPage>(`/api/admin/audit?${qs}`)
      .then((page) => {
        if (cancelled) return;
        setEntries(page.entries);
        setCursor(page.nextCursor);
        if (page.facets) setFacets(page.facets);
        setError(null);
      })
      .catch((err: Error) => {
        if (!cancelled) setError(err.message);
      })
      .finally(() => {
        if (!cancelled) setLoadedKey(`${qs}#${reloads}`);
      });
    return () => {
      cancelled = true;
    };
  }, [filters, reloads, pathname]);

  // The text search waits for a pause in typing.
  React.useEffect(() => {
    if (query === filters.q) return;
    const t = setTimeout(() => setFilters((f) => ({ ...f, q: query })), 300);
    return () => clearTimeout(t);
  }, [query, filters.q]);

  const loadMore = async () => {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await api.get<AuditPage>(`/api/admin/audit?${toQuery(filters, cursor)}`);
      setEntries((list) => [...(list ?? []), ...page.entries]);
      setCursor(page.nextCursor);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setLoadingMore(false);
    }
  };

  const set = (k: keyof ActivityFilters) => (e: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    setFilters((f) => ({ ...f, [k]: e.target.value }));
  const filtered = Object.values(filters).some(Boolean);
  const withCurrent = (list: string[], v: string) => (v && !list.includes(v) ? [...list, v] : list);

  return (
    <div className="flex flex-col gap-4">
      <div role="search" aria-label="Filter activity" className="grid gap-3 rounded-lg border bg-card p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-4 2xl:grid-cols-7">
        <div className="flex flex-col gap-2 sm:col-span-2">
          <Label htmlFor="activity-q">Search</Label>
          <SearchBox id="activity-q" placeholder="Summary, entity or e-mail" value={query} onValueChange={setQuery} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="activity-action">Action</Label>
          <NativeSelect id="activity-action" value={filters.action} onChange={set('action')}>
            <option value="">All actions</option>
            {withCurrent(facets.actions, filters.action).map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="activity-entity">Entity</Label>
          <NativeSelect id="activity-entity" value={filters.entityType} onChange={set('entityType')}>
            <option value="">All entities</option>
            {withCurrent(facets.entityTypes, filters.entityType).map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="activity-actor">Who</Label>
          <NativeSelect id="activity-actor" value={filters.actor} onChange={set('actor')}>
            <option value="">Everyone</option>
            {withCurrent(facets.actors, filters.actor).map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="activity-from">From</Label>
          <Input id="activity-from" type="date" value={filters.from} onChange={set('from')} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="activity-to">To</Label>
          <Input id="activity-to" type="date" value={filters.to} onChange={set('to')} />
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {loading ? 'Loading…' : entries ? `${entries.length}${cursor ? '+' : ''} ${entries.length === 1 ? 'entry' : 'entries'}` : ''}
        </p>
        <div className="flex gap-2">
          {filtered ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setQuery('');
                setFilters(EMPTY_FILTERS);
              }}
            >
              <FilterX aria-hidden="true" />
              Clear filters
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => setReloads((n) => n + 1)} disabled={loading}>
            <RefreshCw aria-hidden="true" />
            Refresh
          </Button>
        </div>
      </div>

      {error ? (
        <p role="alert" className="rounded-md border border-destructive/25 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
          Request failed: {error}
        </p>
      ) : null}

      <div aria-busy={loading} className="rounded-lg border bg-card shadow-xs">
        {entries === null ? (
          <div className="flex flex-col gap-2 p-4">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : entries.length === 0 ? (
          <p className="px-4 py-10 text-center text-sm text-muted-foreground">No activity matches these filters.</p>
        ) : (
          <>
            {/* Small screens: one card per entry. */}
            <ul className="divide-y md:hidden">
              {entries.map((e) => (
                <li key={e.id} className="flex flex-col gap-1.5 p-4 text-sm">
                  <div className="flex items-center justify-between gap-2">
                    <ActionBadge action={e.action} />
                    <time dateTime={e.createdAt} className="text-xs text-muted-foreground">
                      {formatDateTime(e.createdAt)}
                    </time>
                  </div>
                  <p className="break-words">{e.summary || '—'}</p>
                  <p className="text-xs text-muted-foreground">
                    {e.actorEmail} · {e.entityType}
                    {e.entityId ? ` ${e.entityId}` : ''}
                  </p>
                  {e.diff && Object.keys(e.diff).length ? <DiffDetails entry={e} /> : null}
                </li>
              ))}
            </ul>
            <Table containerClassName="hidden max-h-[70vh] md:block" aria-label="Activity">
              <TableHeader sticky>
                <TableRow>
                  <TableHead>When</TableHead>
                  <TableHead>Who</TableHead>
                  <TableHead>Action</TableHead>
                  <TableHead>Entity</TableHead>
                  <TableHead className="w-[40%]">Summary</TableHead>
                  <TableHead>Changes</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {entries.map((e) => (
                  <TableRow key={e.id} className="align-top">
                    <TableCell className="whitespace-nowrap text-muted-foreground">
                      <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                    </TableCell>
                    <TableCell className="max-w-48 truncate" title={e.actorEmail}>
                      {e.actorEmail}
                    </TableCell>
                    <TableCell>
                      <ActionBadge action={e.action} />
                    </TableCell>
                    <TableCell className="max-w-48">
                      <span className="font-medium">{e.entityType}</span>
                      {e.entityId ? <span className="block truncate text-xs text-muted-foreground" title={e.entityId}>{e.entityId}</span> : null}
                    </TableCell>
                    <TableCell className="break-words whitespace-normal">{e.summary || '—'}</TableCell>
                    <TableCell>
                      <DiffDetails entry={e} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </div>
      {cursor ? (
        <div className="flex justify-center">
          <PendingButton pending={loadingMore} variant="outline" onClick={loadMore} disabled={loadingMore}>
            Load more
          </PendingButton>
        </div>
      ) : null}
    </div>
  );
}

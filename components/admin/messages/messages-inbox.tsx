'use client';
// The Messages tab (docs/accounts.md): contact-form messages, newest first, with search and a status filter; a
// detail pane with the message and its status — Submitted, Being reviewed, Answered — which the customer's
// account shows. Opening a message does not change it: the status is set on purpose. The selection lives in the
// URL (?id=) so a reload opens the same message, and opening one is a history entry: Back returns to the list.
import * as React from 'react';
import Link from 'next/link';
import { ArrowLeftIcon as ArrowLeft } from '@/components/icons/arrow-left';
import { BuildingComplexIcon as Building2 } from '@/components/icons/building-complex';
import { CheckIcon as Check } from '@/components/icons/check';
import { MailIcon as Mail } from '@/components/icons/mail';
import { MapPinIcon as MapPin } from '@/components/icons/map-pin';
import { MessageSquareIcon as MessageSquare } from '@/components/icons/message-square';
import { RefreshCwIcon as RefreshCw } from '@/components/icons/refresh-cw';
import { UserIcon as User } from '@/components/icons/user';
import { InboxPanes, RequestFailed, inboxRowClass } from '@/components/admin/inbox/inbox-panes';
import { useUrlSelection } from '@/components/admin/inbox/use-url-selection';
import { SearchBox } from '@/components/admin/search-box';
import { Badge } from '@/components/ui/badge';
import { PendingButton } from '@/components/ui/pending-button';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/client/api';
import { REQUEST_STATUS_LABEL, REQUEST_STATUSES, type RequestStatus } from '@/lib/domain/account-data';
import { filterContactMessages, inboxRowLabel, quoteSenderName } from '@/lib/domain/admin-portal';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import type { ContactMessageView } from '@/lib/types/admin';
import { cn } from '@/lib/utils';

const STATUS_BADGE: Record<RequestStatus, 'quote' | 'secondary' | 'outline'> = { submitted: 'quote', reviewing: 'outline', answered: 'secondary' };

function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <Badge variant={STATUS_BADGE[status]} data-testid="message-status">
      {REQUEST_STATUS_LABEL[status]}
    </Badge>
  );
}

function replyMailto(m: ContactMessageView): string {
  return `mailto:${encodeURIComponent(m.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Re: ${m.subjectLabel}`)}`;
}

async function fetchMessages(): Promise<ContactMessageView[]> {
  const res = await api.get<{ messages: ContactMessageView[] }>('/api/admin/contact-messages', { cache: 'no-store' });
  return res.messages ?? [];
}

export function MessagesInbox({ initialSelectedId }: { initialSelectedId?: string }) {
  const [messages, setMessages] = React.useState<ContactMessageView[] | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [query, setQuery] = React.useState('');
  const [status, setStatus] = React.useState<'' | RequestStatus>('');
  const { selectedId, setSelectedId, open: openRow, backToList } = useUrlSelection(initialSelectedId);
  const [refreshing, setRefreshing] = React.useState(false);
  const [saving, setSaving] = React.useState<RequestStatus | null>(null);
  const detailRef = React.useRef<HTMLDivElement>(null);

  const load = React.useCallback(async () => {
    setRefreshing(true);
    try {
      setMessages(await fetchMessages());
      setError(null);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setRefreshing(false);
    }
  }, []);

  // Load when the tab opens; an id from the URL that is not in the list is dropped.
  React.useEffect(() => {
    let cancelled = false;
    fetchMessages()
      .then((list) => {
        if (cancelled) return;
        setMessages(list);
        if (initialSelectedId && !list.some((m) => m.id === initialSelectedId)) setSelectedId(null);
      })
      .catch((err: Error) => {
        if (!cancelled) setError(err.message);
      });
    return () => {
      cancelled = true;
    };
  }, [initialSelectedId, setSelectedId]);

  async function setMessageStatus(m: ContactMessageView, next: RequestStatus) {
    setSaving(next);
    try {
      const res = await api.put<{ message: ContactMessageView }>(`/api/admin/contact-messages/${encodeURIComponent(m.id)}/status`, { status: next });
      setMessages((list) => list?.map((x) => (x.id === m.id ? res.message : x)) ?? list);
      toast({ title: `Marked ${REQUEST_STATUS_LABEL[next].toLowerCase()}`, description: `The sender sees “${REQUEST_STATUS_LABEL[next]}” in their account.` });
    } catch (err) {
      toast({ title: `Request failed: ${(err as Error).message}`, variant: 'destructive' });
    } finally {
      setSaving(null);
    }
  }

  const all = messages ?? [];
  const visible = filterContactMessages(all, query, status);
  const selected = all.find((m) => m.id === selectedId) ?? null;
  const waiting = all.filter((m) => m.status === 'submitted').length;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox boxClassName="flex-1 sm:max-w-md" aria-label="Search messages" placeholder="Search name, e-mail, company, subject, message…" value={query} onValueChange={setQuery} />
        <div className="flex gap-2 sm:ml-auto">
          <NativeSelect
            aria-label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value as '' | RequestStatus)}
            wrapperClassName="w-44"
          >
            <option value="">Every status</option>
            {REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {REQUEST_STATUS_LABEL[s]}
              </option>
            ))}
          </NativeSelect>
          <PendingButton variant="outline" onClick={() => void load()} disabled={refreshing} aria-label="Refresh messages" pending={refreshing} icon={<RefreshCw aria-hidden="true" />}>
            <span className="max-sm:sr-only">Refresh</span>
          </PendingButton>
        </div>
      </div>

      <RequestFailed error={error} />

      <InboxPanes
        titleId="messages-list-title"
        title="Messages"
        count={messages ? { shown: visible.length, total: all.length } : null}
        summary={messages ? (waiting ? `${waiting} submitted` : 'None waiting') : ''}
        loading={messages === null}
        emptyText={all.length ? 'No message matches.' : 'No contact messages yet.'}
        listLabel="Messages, newest first"
        rows={visible.map((m) => {
          const active = m.id === selectedId;
          return (
            <li key={m.id}>
              <button
                type="button"
                onClick={() => {
                  openRow(m.id);
                  requestAnimationFrame(() => detailRef.current?.focus());
                }}
                aria-current={active ? 'true' : undefined}
                // A concise name (the visible preview of the message stays out of it).
                aria-label={inboxRowLabel([quoteSenderName(m), m.subjectLabel, m.company, formatDate(m.createdAt), REQUEST_STATUS_LABEL[m.status]])}
                data-testid="message-row"
                data-inbox-row={m.id}
                className={inboxRowClass(active, 'flex-col gap-0.5')}
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className={cn('truncate text-sm', m.status === 'submitted' ? 'font-semibold' : 'font-medium')}>{quoteSenderName(m)}</span>
                  <time dateTime={m.createdAt} className="shrink-0 text-xs text-muted-foreground">
                    {formatDate(m.createdAt)}
                  </time>
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-xs text-muted-foreground">{[m.subjectLabel, m.company].filter(Boolean).join(' · ')}</span>
                  <StatusBadge status={m.status} />
                </span>
                <span className="line-clamp-1 text-xs text-muted-foreground/90">{m.message}</span>
              </button>
            </li>
          );
        })}
        detailRef={detailRef}
        detail={
          selected ? (
            <article aria-labelledby="message-detail-title" className="flex flex-col gap-5">
              <Button variant="ghost" size="sm" className="w-fit lg:hidden" onClick={backToList}>
                <ArrowLeft aria-hidden="true" />
                Back to list
              </Button>
              <header className="flex flex-col gap-3 border-b pb-4">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="outline">{selected.subjectLabel}</Badge>
                  <StatusBadge status={selected.status} />
                </div>
                <h2 id="message-detail-title" className="text-xl font-semibold tracking-tight break-words">
                  {quoteSenderName(selected)}
                </h2>
                <p className="text-sm text-muted-foreground">
                  Received <time dateTime={selected.createdAt}>{formatDateTime(selected.createdAt)}</time>
                  {selected.answeredAt ? (
                    <>
                      {' · '}answered <time dateTime={selected.answeredAt}>{formatDateTime(selected.answeredAt)}</time>
                    </>
                  ) : null}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button asChild size="sm">
                    <a href={replyMailto(selected)}>
                      <Mail aria-hidden="true" />
                      Reply by e-mail
                    </a>
                  </Button>
                  {selected.customerId ? (
                    <Button asChild size="sm" variant="outline">
                      <Link href={`/admin/customers/${selected.customerId}`}>
                        <User aria-hidden="true" />
                        Customer account
                      </Link>
                    </Button>
                  ) : null}
                </div>
              </header>

              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Status the sender sees</legend>
                <div className="flex flex-wrap gap-2" role="group" aria-label="Set status">
                  {REQUEST_STATUSES.map((s) => {
                    const current = selected.status === s;
                    return (
                      <PendingButton
                        key={s}
                        type="button"
                        size="sm"
                        variant={current ? 'default' : 'outline'}
                        aria-pressed={current}
                        disabled={saving !== null}
                        onClick={() => (current ? undefined : void setMessageStatus(selected, s))}
                        pending={saving === s}
                        icon={current ? <Check aria-hidden="true" /> : null}
                      >
                        {REQUEST_STATUS_LABEL[s]}
                      </PendingButton>
                    );
                  })}
                </div>
              </fieldset>

              <section className="flex flex-col gap-2">
                <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  <MessageSquare className="size-3.5" aria-hidden="true" />
                  Message
                </h3>
                <p className="rounded-md border bg-surface p-3 text-sm leading-relaxed break-words whitespace-pre-wrap" data-testid="message-body">
                  {selected.message}
                </p>
              </section>

              <div className="grid gap-5 md:grid-cols-2">
                <section className="flex flex-col gap-2">
                  <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    <User className="size-3.5" aria-hidden="true" />
                    Contact
                  </h3>
                  <p className="min-w-0 text-sm break-all">
                    <a href={`mailto:${selected.email}`} className="font-medium text-primary underline-offset-4 hover:underline">
                      {selected.email}
                    </a>
                  </p>
                </section>
                <section className="flex flex-col gap-2">
                  <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    <Building2 className="size-3.5" aria-hidden="true" />
                    Organisation
                  </h3>
                  <p className="text-sm">{selected.company || <span className="text-muted-foreground">—</span>}</p>
                </section>
              </div>
              {selected.submittedByAddress ? (
                <section className="flex flex-col gap-2">
                  <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    <MapPin className="size-3.5" aria-hidden="true" />
                    Submitted from
                  </h3>
                  <p className="font-mono text-xs">{selected.submittedByAddress}</p>
                </section>
              ) : null}
            </article>
          ) : null
        }
        placeholder={{ icon: <MessageSquare className="size-8 text-muted-foreground/60" aria-hidden="true" />, text: 'Select a message from the list to read it.' }}
      />
    </div>
  );
}

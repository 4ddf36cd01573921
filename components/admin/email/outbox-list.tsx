'use client';
// The outbox of the Email tab: the latest e-mails with status, attempts and last error, counts per status,
// and Retry now for waiting or failed ones. Polls while visible. Why nothing is sent (SMTP not configured…) is
// said once, above the settings form (email-settings.tsx), not repeated here.
import * as React from 'react';
import { RefreshCwIcon } from '@/components/icons/refresh-cw';
import { RotateCwIcon } from '@/components/icons/rotate-cw';
import { formatDateTime } from '@/lib/domain/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/client/api';
import type { OutboxStatus } from '@/lib/domain/outbox';
import type { OutboxItemView, OutboxView } from '@/lib/types/email';

export const OUTBOX_POLL_MS = 15_000;

const STATUS_BADGE: Record<OutboxStatus, { label: string; variant: 'secondary' | 'warning' | 'success' | 'destructive' | 'outline' }> = {
  pending: { label: 'Pending', variant: 'warning' },
  sending: { label: 'Sending', variant: 'outline' },
  sent: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
};

const KIND_LABELS: Record<string, string> = {
  quote: 'Quote',
  contact: 'Contact',
  'order-customer': 'Order (customer)',
  'order-admin': 'Order (admin)',
};

export interface OutboxListHandle {
  reload: () => Promise<void>;
}

export function OutboxList({ initial, ref }: { initial: OutboxView; ref?: React.Ref<OutboxListHandle> }) {
  const [view, setView] = React.useState(initial);
  const [loading, setLoading] = React.useState(false);
  const [retrying, setRetrying] = React.useState<string | null>(null);

  const load = React.useCallback(async () => {
    setLoading(true);
    try {
      setView(await api.get<OutboxView>('/api/admin/outbox', { cache: 'no-store' }));
    } catch (err) {
      toast({ variant: 'destructive', title: `Request failed: ${(err as Error).message}` });
    } finally {
      setLoading(false);
    }
  }, []);

  React.useImperativeHandle(ref, () => ({ reload: load }), [load]);

  React.useEffect(() => {
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, OUTBOX_POLL_MS);
    return () => window.clearInterval(id);
  }, [load]);

  async function retry(body: { id: string } | { allFailed: true }, key: string) {
    setRetrying(key);
    try {
      const r = await api.post<{ retried: number }>('/api/admin/outbox', body);
      toast({ title: r.retried ? `Queued ${r.retried} e-mail${r.retried === 1 ? '' : 's'} again` : 'Nothing to retry' });
      // The worker sends in the background; look again shortly.
      await load();
      window.setTimeout(() => void load(), 2_000);
    } catch (err) {
      toast({ variant: 'destructive', title: `Request failed: ${(err as Error).message}` });
    } finally {
      setRetrying(null);
    }
  }

  const c = view.counts;
  return (
    <section aria-labelledby="outbox-title" className="rounded-lg border bg-card shadow-xs">
      <div className="flex flex-col gap-3 border-b p-5 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="outbox-title" className="font-semibold">
            Outbox
          </h2>
          <p className="mt-1 text-sm text-muted-foreground tabular-nums" data-testid="outbox-counts">
            {c.pending} pending · {c.sending} sending · {c.sent} sent · {c.failed} failed
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <PendingButton pending={loading} icon={<RefreshCwIcon aria-hidden="true" />} type="button" variant="outline" size="sm" onClick={() => void load()} disabled={loading}>
            Refresh
          </PendingButton>
          <Button type="button" variant="outline" size="sm" onClick={() => void retry({ allFailed: true }, 'all')} disabled={!c.failed || retrying !== null}>
            <RotateCwIcon aria-hidden="true" />
            Retry all failed
          </Button>
        </div>
      </div>
      {view.items.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-muted-foreground">No e-mails yet.</p>
      ) : (
        <ul className="divide-y" aria-label="Outgoing e-mails">
          {view.items.map((item) => (
            <OutboxRow key={item.id} item={item} busy={retrying === item.id} disabled={retrying !== null} onRetry={() => void retry({ id: item.id }, item.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OutboxRow({ item, busy, disabled, onRetry }: { item: OutboxItemView; busy: boolean; disabled: boolean; onRetry: () => void }) {
  const badge = STATUS_BADGE[item.status] ?? STATUS_BADGE.pending;
  const canRetry = item.status === 'failed' || item.status === 'pending';
  return (
    <li className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-start sm:justify-between" data-testid="outbox-row" data-status={item.status}>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={badge.variant}>{badge.label}</Badge>
          <span className="text-xs text-muted-foreground">{KIND_LABELS[item.kind] ?? item.kind}</span>
          {item.resentAfterRestart ? (
            <Badge variant="outline" title="A worker stopped after handing this e-mail to the SMTP server and before recording it; it was sent again with the same Message-ID, so the recipient may see two copies.">
              sent again after a restart
            </Badge>
          ) : null}
        </div>
        <p className="truncate text-sm font-medium" title={item.subject}>
          {item.subject}
        </p>
        <p className="text-xs text-muted-foreground">
          To {item.to || 'the admin recipients'} · created {formatDateTime(item.createdAt)}
          {item.sentAt ? ` · sent ${formatDateTime(item.sentAt)}` : ''}
          {item.status === 'pending' && item.attempts > 0 && item.nextAttemptAt ? ` · next try ${formatDateTime(item.nextAttemptAt)}` : ''}
          {' · '}
          <span className="tabular-nums">
            {item.attempts} attempt{item.attempts === 1 ? '' : 's'}
          </span>
        </p>
        {item.lastError ? (
          <p className="text-xs break-words text-destructive">
            <span className="font-medium">Last error:</span> {item.lastError}
          </p>
        ) : null}
      </div>
      {canRetry ? (
        <PendingButton pending={busy} icon={<RotateCwIcon aria-hidden="true" />} type="button" variant="outline" size="sm" onClick={onRetry} disabled={disabled} className="shrink-0">
          Retry now
        </PendingButton>
      ) : null}
    </li>
  );
}

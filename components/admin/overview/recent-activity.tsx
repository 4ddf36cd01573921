// The latest audit entries on the Overview, linking to the Activity tab.
import Link from 'next/link';
import { formatDateTime } from '@/lib/domain/dates';
import { Badge } from '@/components/ui/badge';
import type { AuditEntryView } from '@/lib/types/admin';

export function RecentActivity({ entries }: { entries: AuditEntryView[] }) {
  return (
    <section aria-labelledby="recent-activity" className="rounded-lg border bg-card shadow-xs">
      <div className="flex items-center justify-between border-b px-4 py-3">
        <h2 id="recent-activity" className="font-semibold">
          Recent activity
        </h2>
        <Link href="/admin/activity" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          View all
        </Link>
      </div>
      {entries.length === 0 ? (
        <p className="px-4 py-6 text-sm text-muted-foreground">No changes recorded yet.</p>
      ) : (
        <ul className="divide-y">
          {entries.map((e) => (
            <li key={e.id} className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-3">
              <Badge variant="secondary" className="w-fit capitalize">
                {e.action}
              </Badge>
              <span className="min-w-0 flex-1 truncate">{e.summary || `${e.entityType} ${e.entityId ?? ''}`}</span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {e.actorEmail} · {formatDateTime(e.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

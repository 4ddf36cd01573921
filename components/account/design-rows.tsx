// A saved design version's choices as labelled rows (the wizard's own summary).
import { buildDesignSummary, summaryRows } from '@/lib/domain/design/summary';
import { parseDesign } from '@/lib/domain/design/url';

export function DesignRows({ query, className }: { query: string; className?: string }) {
  const rows = summaryRows(buildDesignSummary(parseDesign(query))).filter((r) => r.value);
  return (
    <dl className={className ?? 'grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2'}>
      {rows.map((r) => (
        <div key={r.label} className="flex min-w-0 gap-1.5">
          <dt className="shrink-0 text-muted-foreground">{r.label}:</dt>
          <dd className="min-w-0 break-words">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

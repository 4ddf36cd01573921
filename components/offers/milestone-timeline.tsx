// A service order's timeline (docs/offers.md): done milestones with their date and note, the rest still to come.
import { CheckIcon } from '@/components/icons/check';
import { formatDate } from '@/lib/domain/dates';
import type { MilestoneView } from '@/lib/types/offers';
import { cn } from '@/lib/utils';


export function MilestoneTimeline({ milestones }: { milestones: readonly MilestoneView[] }) {
  const next = milestones.find((m) => !m.doneAt)?.id;
  return (
    <section aria-labelledby="timeline-heading" className="rounded-lg border bg-card p-5 shadow-xs">
      <h2 id="timeline-heading" className="text-base font-semibold">
        Project timeline
      </h2>
      <ol className="mt-4 space-y-0" aria-label="Milestones">
        {milestones.map((m, i) => (
          <li key={m.id} className="relative flex gap-3 pb-5 last:pb-0" data-testid="milestone" data-done={m.doneAt ? 'true' : 'false'}>
            {i < milestones.length - 1 ? <span aria-hidden="true" className={cn('absolute top-7 left-3 h-[calc(100%-1.5rem)] w-px', m.doneAt ? 'bg-success/50' : 'bg-border')} /> : null}
            <span
              aria-hidden="true"
              className={cn(
                'relative mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                m.doneAt ? 'border-success bg-success text-white' : m.id === next ? 'border-primary bg-primary/10' : 'border-border bg-background',
              )}
            >
              {m.doneAt ? <CheckIcon className="size-3.5" /> : null}
            </span>
            <div className="min-w-0 text-sm">
              <p className={cn('font-medium', !m.doneAt && 'text-muted-foreground')}>
                {m.label}
                <span className="sr-only">{m.doneAt ? ' (done)' : ' (to come)'}</span>
              </p>
              {m.doneAt ? (
                <p className="text-muted-foreground">
                  <time dateTime={m.doneAt}>{formatDate(m.doneAt)}</time>
                  {m.note ? <span className="block whitespace-pre-line text-foreground">{m.note}</span> : null}
                </p>
              ) : m.id === next ? (
                <p className="text-muted-foreground">In progress</p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

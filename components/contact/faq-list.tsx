'use client';
// docs/requirements.md §2 Contact: four FAQ entries as a disclosure list (WAI-ARIA disclosure pattern: a heading with a
// button that says whether its answer is expanded; one or more open; the first open at first). A few lines
// of state instead of the Radix accordion keep the contact page's first load ~5 KB lighter. Answers are in
// the server HTML either way.
import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/icons/chevron-down';
import type { FaqEntry } from '@/content/types';
import { cn } from '@/lib/utils';

export function FaqList({ entries }: { entries: FaqEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const baseId = useId();
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  return (
    <div className="rounded-lg border bg-card px-5">
      {entries.map((e, i) => {
        const expanded = open.has(i);
        const panelId = `${baseId}-faq-${i}`;
        return (
          <div key={e.question} className="border-b last:border-b-0">
            <h3 className="flex">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(i)}
                className="flex min-h-11 flex-1 cursor-pointer items-center justify-between gap-4 rounded-md py-3 text-left text-base font-medium transition-colors hover:text-primary"
              >
                {e.question}
                <ChevronDownIcon
                  className={cn('pointer-events-none size-4 shrink-0 text-muted-foreground transition-transform duration-200', expanded && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
            </h3>
            <div id={panelId} hidden={!expanded} className="pb-4 text-sm leading-relaxed text-muted-foreground">
              {e.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}

'use client';
// The right-hand summary card (docs/requirements.md §2): a gene structure picture with chips for the chosen parts, every choice,
// the indicative price and lead time, design warnings, and the summary actions (share link, JSON, print).
import * as React from 'react';
import { TriangleExclamationPointIcon as AlertTriangleIcon } from '@/components/icons/triangle-exclamation-point';
import { FileBracesIcon as FileJsonIcon } from '@/components/icons/file-braces';
import { LinkIcon } from '@/components/icons/link';
import { PrinterIcon } from '@/components/icons/printer';
import { RotateCcwIcon } from '@/components/icons/rotate-ccw';
import { XIcon } from '@/components/icons/x';
import { Button } from '@/components/ui/button';
import type { ConstructMap } from '@/lib/domain/design/construct-map';
import type { IndicativePrice } from '@/lib/domain/design/pricing';
import { formatPriceRange } from '@/lib/domain/design/pricing';
import type { QuotedDesign } from '@/lib/domain/design/storage';
import { summaryRows, type DesignSummary } from '@/lib/domain/design/summary';
import type { DesignWarning } from '@/lib/domain/design/warnings';
import { formatCents } from '@/lib/domain/money';
import { cn } from '@/lib/utils';

const CHIP_CLASSES: Record<string, string> = {
  end: 'border-slate-300 bg-slate-100 text-slate-800',
  promoter: 'border-primary/30 bg-primary/10 text-primary',
  target: 'border-accent/60 bg-accent/15 text-accent-foreground',
  tag: 'border-violet-300 bg-violet-50 text-violet-800',
  reporter: 'border-green-300 bg-green-50 text-green-800',
  selection: 'border-slate-300 bg-slate-100 text-slate-800',
};

/** The gene structure picture: the parts as chips on a strand, 5′ to 3′. */
export function GeneStructure({ map }: { map: ConstructMap }) {
  return (
    <figure className="flex flex-col gap-2" aria-labelledby="gene-structure-title">
      <figcaption id="gene-structure-title" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Gene structure
      </figcaption>
      {map.parts.length ? (
        <ol className="relative flex flex-wrap items-center gap-1.5 before:absolute before:inset-x-0 before:top-1/2 before:-z-0 before:h-0.5 before:bg-border" aria-label="Chosen parts, 5′ to 3′">
          {map.parts.map((p) => (
            <li key={p.id} className="relative z-10">
              <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium', CHIP_CLASSES[p.kind])} title={p.description}>
                {p.label}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">Your parts appear here as you choose them.</p>
      )}
      {map.backbone ? <p className="text-xs text-muted-foreground">on a {map.backbone.toLowerCase()}</p> : null}
    </figure>
  );
}

export function PriceBlock({ price }: { price: IndicativePrice }) {
  const range = formatPriceRange(price);
  return (
    <section aria-labelledby="price-title" className="rounded-lg border bg-surface p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id="price-title" className="text-sm font-semibold">
          Indicative price
        </h3>
        <span className="rounded-full border border-primary/30 bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">Indicative</span>
      </div>
      <p className="mt-2 text-2xl font-semibold tracking-tight tabular-nums" data-testid="indicative-price">
        {price.lowCents === null ? <span className="text-base font-medium text-muted-foreground">Price {range}</span> : range}
      </p>
      <p className="mt-1 text-sm">
        <span className="text-muted-foreground">Lead time: </span>
        <span className="font-medium" data-testid="lead-time">
          {price.leadTime}
        </span>
      </p>
      {price.lines.length ? (
        <ul className="mt-3 flex flex-col gap-1 border-t pt-3 text-sm">
          {price.lines.map((l) => (
            <li key={l.label} className="flex justify-between gap-3">
              <span className={cn(l.optional && 'text-muted-foreground')}>
                {l.label}
                {l.catalogNumber ? <span className="ml-1 font-mono text-xs text-muted-foreground">{l.catalogNumber}</span> : null}
                {l.optional ? <span className="text-xs"> (optional)</span> : null}
              </span>
              <span className="tabular-nums">{l.optional ? '+' : ''}{formatCents(l.cents)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {price.onRequest.length ? (
        <p className="mt-2 text-xs text-muted-foreground">Quoted on request: {price.onRequest.join(', ')}.</p>
      ) : null}
      <p className="mt-2 text-xs text-muted-foreground">From our published kit and lentivirus prices; the final price comes with your quote.</p>
    </section>
  );
}

export function WarningsList({ warnings }: { warnings: DesignWarning[] }) {
  if (!warnings.length) return null;
  return (
    <section aria-labelledby="warnings-title" className="rounded-lg border border-warning/30 bg-warning/5 p-4">
      <h3 id="warnings-title" className="flex items-center gap-1.5 text-sm font-semibold text-warning">
        <AlertTriangleIcon className="size-4" aria-hidden="true" />
        Design checks
      </h3>
      <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-sm" data-testid="design-warnings">
        {warnings.map((w) => (
          <li key={w.id}>{w.message}</li>
        ))}
      </ul>
    </section>
  );
}

export function SummaryCard({
  summary,
  map,
  price,
  warnings,
  quoteList,
  onCopyLink,
  onDownloadJson,
  onPrint,
  onReset,
  onRemoveQuoted,
  onOpenQuoted,
  canShare,
}: {
  summary: DesignSummary;
  map: ConstructMap;
  price: IndicativePrice;
  warnings: DesignWarning[];
  quoteList: QuotedDesign[];
  onCopyLink: () => void;
  onDownloadJson: () => void;
  onPrint: () => void;
  onReset: () => void;
  onRemoveQuoted: (link: string) => void;
  onOpenQuoted: (link: string) => void;
  canShare: boolean;
}) {
  return (
    <aside aria-labelledby="summary-title" className="flex flex-col gap-5 rounded-xl border bg-card p-5 shadow-xs sm:p-6 lg:sticky lg:top-24">
      <h2 id="summary-title" className="text-lg font-semibold tracking-tight">
        Your design
      </h2>
      <GeneStructure map={map} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm" data-testid="design-summary">
        {summaryRows(summary).map((r) => (
          <React.Fragment key={r.label}>
            <dt className="text-muted-foreground">{r.label}</dt>
            <dd className={cn('min-w-0 font-medium break-words', r.value === '—' && 'font-normal text-muted-foreground')}>{r.value}</dd>
          </React.Fragment>
        ))}
      </dl>
      <PriceBlock price={price} />
      <WarningsList warnings={warnings} />
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCopyLink} disabled={!canShare}>
          <LinkIcon aria-hidden="true" />
          Copy link
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onDownloadJson} disabled={!canShare}>
          <FileJsonIcon aria-hidden="true" />
          JSON
          <span className="sr-only"> summary download</span>
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onPrint} disabled={!canShare}>
          <PrinterIcon aria-hidden="true" />
          Print summary
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onReset} disabled={!canShare}>
          <RotateCcwIcon aria-hidden="true" />
          Start over
        </Button>
      </div>
      {quoteList.length ? (
        <section aria-labelledby="quote-list-title" className="border-t pt-4">
          <h3 id="quote-list-title" className="text-sm font-semibold">
            Added to quote ({quoteList.length})
          </h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {quoteList.map((d) => (
              <li key={d.link} className="flex items-center justify-between gap-2">
                <a
                  href={d.link}
                  onClick={(e) => {
                    if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                    e.preventDefault();
                    onOpenQuoted(d.link);
                  }}
                  className="min-w-0 truncate text-primary underline-offset-4 hover:underline"
                >
                  {d.title}
                </a>
                <Button type="button" variant="ghost" size="icon" className="size-8 shrink-0" onClick={() => onRemoveQuoted(d.link)} aria-label={`Remove ${d.title} from the quote`}>
                  <XIcon aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-muted-foreground">Submit to Quote sends these with the current design.</p>
        </section>
      ) : null}
    </aside>
  );
}

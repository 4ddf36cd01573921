'use client';
// The gene design wizard (docs/requirements.md §2, §4): six steps driven by the pure state machine in lib/domain/design. The
// design lives in the URL (a history entry per step, so Back walks the steps and a shared link restores the
// design) and as a draft in localStorage, restored on return when the URL carries no design.
// URL updates use window.history.pushState/replaceState, which Next's App Router integrates with (no server
// round trip for a query change on this static page).
import * as React from 'react';
import { useLastNonNull } from '@/hooks/use-last-non-null';
import { ArrowLeftIcon } from '@/components/icons/arrow-left';
import { ArrowRightIcon } from '@/components/icons/arrow-right';
import { ListPlusIcon } from '@/components/icons/list-plus';
import { SendIcon } from '@/components/icons/send';
import { useSearchParams } from 'next/navigation';
import { flushSync } from 'react-dom';
import { ConstructMapView } from '@/components/design/construct-map';
import { StepContent } from '@/components/design/step-content';
import { SaveDesign } from '@/components/design/save-design';
import { SummaryCard } from '@/components/design/summary-card';
import { whenPageSettled } from '@/lib/client/page-settled';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { deriveConstructMap } from '@/lib/domain/design/construct-map';
import { calculateIndicativePrice } from '@/lib/domain/design/pricing';
import { addToQuoteList, DRAFT_STORAGE_KEY, parseQuoteList, QUOTE_LIST_STORAGE_KEY, serializeQuoteList, type QuotedDesign } from '@/lib/domain/design/storage';
import { buildDesignSummary, designProjectDescription } from '@/lib/domain/design/summary';
import { hasDesignParams, parseDesign, serializeDesign } from '@/lib/domain/design/url';
import { nextSavedDesignId, savedDesignIdFrom, wizardQuery, type SavedDesignEvent } from '@/lib/domain/account-data';
import { designWarnings } from '@/lib/domain/design/warnings';
import {
  STEPS,
  STEP_COUNT,
  STEP_SHORT_TITLES,
  STEP_TITLES,
  canGoBack,
  canGoNext,
  canQuote,
  furthestReachableStep,
  isStepComplete,
  progressPercent,
  wizardReducer,
  type StepNumber,
  type WizardState,
} from '@/lib/domain/design/wizard';
import { cn } from '@/lib/utils';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // docs/requirements.md §8: local-storage read failures fall back to defaults silently
  }
}

function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage full or blocked: the URL still holds the design
  }
}

function downloadText(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** On arrival: a design in the URL wins; otherwise the saved draft comes back. */
function bootWizard(query: string): { state: WizardState; draftRestored: boolean; quoteList: QuotedDesign[] } {
  if (typeof window === 'undefined') return { state: parseDesign(query), draftRestored: false, quoteList: [] };
  const quoteList = parseQuoteList(readStorage(QUOTE_LIST_STORAGE_KEY));
  if (hasDesignParams(query)) return { state: parseDesign(query), draftRestored: false, quoteList };
  const draft = readStorage(DRAFT_STORAGE_KEY);
  const restored = draft && hasDesignParams(draft) ? parseDesign(draft) : null;
  if (restored && serializeDesign(restored)) return { state: restored, draftRestored: true, quoteList };
  return { state: parseDesign(''), draftRestored: false, quoteList };
}


// The quote dialog (Radix Dialog and the form) loads when first wanted: on the way to the button, once the
// page has settled, or on click. It stays out of the wizard's first load.
const loadQuoteDialog = () => import('@/components/design/design-quote-dialog').then((m) => m.DesignQuoteDialog);
const preloadQuoteDialog = () => void loadQuoteDialog().catch(() => undefined);
const DesignQuoteDialog = React.lazy(() => loadQuoteDialog().then((C) => ({ default: C })));

// The printable summary is hidden on screen; it loads once the page has settled (for the browser's own Print)
// or when the Print button is pressed, which waits for it before printing.
const loadPrintableSummary = () => import('@/components/design/printable-summary').then((m) => m.PrintableSummary);
type PrintableSummaryComponent = Awaited<ReturnType<typeof loadPrintableSummary>>;

export function DesignWizard() {
  const searchParams = useSearchParams();
  // This subtree renders on the client only (useSearchParams under Suspense on a static page), so the first
  // render may read the URL and localStorage.
  const [boot] = React.useState(() => bootWizard(searchParams.toString()));
  const [state, dispatch] = React.useReducer(wizardReducer, boot.state);
  const [draftRestored, setDraftRestored] = React.useState(boot.draftRestored);
  const [quoteList, setQuoteList] = React.useState<QuotedDesign[]>(boot.quoteList);
  // A design opened from the account (docs/accounts.md): saving makes its next version; ?quote=1 opens the quote
  // dialog. The id stays in the URL (?saved=<id>), so a reload keeps editing the same design.
  const [savedId, dispatchSaved] = React.useReducer(
    (current: string | null, event: SavedDesignEvent) => nextSavedDesignId(current, event),
    searchParams,
    (params) => savedDesignIdFrom(params),
  );
  const [dialogOpen, setDialogOpen] = React.useState(() => searchParams.get('quote') === '1' && canQuote(boot.state));
  const dialogOpened = useLastNonNull(dialogOpen || null) !== null;
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const lastStep = React.useRef(state.step);
  const ready = React.useRef(false);
  const synced = React.useRef(false);

  const [PrintableSummary, setPrintableSummary] = React.useState<PrintableSummaryComponent | null>(null);
  React.useEffect(
    () =>
      whenPageSettled(() => {
        preloadQuoteDialog();
        loadPrintableSummary().then((c) => setPrintableSummary(() => c), () => undefined);
      }),
    [],
  );
  async function onPrint() {
    if (!PrintableSummary) {
      const component = await loadPrintableSummary();
      // Committed synchronously, so the summary is on the page when the print dialog takes its snapshot.
      flushSync(() => setPrintableSummary(() => component));
    }
    window.print();
  }

  React.useEffect(() => {
    ready.current = true;
    // The browser's Back/Forward: the URL is the source of truth.
    const onPop = () => {
      dispatchSaved({ type: 'history', idInUrl: savedDesignIdFrom(window.location.search) });
      dispatch({ type: 'restore', state: parseDesign(window.location.search) });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // State → URL (a new history entry when the step changes) and → draft. The saved design being edited rides
  // along in the URL; the draft holds the design only.
  React.useEffect(() => {
    if (!ready.current) return;
    const design = serializeDesign(state);
    const query = wizardQuery(design, savedId);
    const current = window.location.search.replace(/^\?/, '');
    if (query !== current) {
      const url = query ? `${window.location.pathname}?${query}` : window.location.pathname;
      // The arrival sync (a restored draft) replaces; afterwards a step change is a new history entry.
      const stepChanged = synced.current && parseDesign(current).step !== state.step;
      if (stepChanged) window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    }
    synced.current = true;
    writeStorage(DRAFT_STORAGE_KEY, design || null);
  }, [state, savedId]);

  // Focus moves to the new step's heading (not on the first render).
  React.useEffect(() => {
    if (lastStep.current !== state.step) {
      lastStep.current = state.step;
      headingRef.current?.focus();
    }
  }, [state.step]);

  const summary = React.useMemo(() => buildDesignSummary(state), [state]);
  const map = React.useMemo(() => deriveConstructMap(state.selection), [state.selection]);
  const price = React.useMemo(() => calculateIndicativePrice(state.selection), [state.selection]);
  const warnings = React.useMemo(() => designWarnings(state.selection), [state.selection]);
  const percent = progressPercent(state.selection);
  const reachable = furthestReachableStep(state.selection);
  const quotable = canQuote(state);
  const hasChoices = serializeDesign(state) !== '';
  const otherDesigns = quoteList.filter((d) => d.link !== summary.designLink).map((d) => `${d.title} — ${d.link}`);

  function updateQuoteList(list: QuotedDesign[]) {
    setQuoteList(list);
    writeStorage(QUOTE_LIST_STORAGE_KEY, list.length ? serializeQuoteList(list) : null);
  }

  function onAddToQuote() {
    updateQuoteList(addToQuoteList(quoteList, serializeDesign(state)));
    toast({ title: 'Added to quote', description: 'Design added to your quote. Submit to Quote when you are ready.' });
  }

  async function onCopyLink() {
    const url = `${window.location.origin}${summary.designLink.replace(/st=6/, `st=${state.step}`)}`;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied to clipboard' });
    } catch {
      toast({ variant: 'destructive', title: 'Failed to copy to clipboard', description: url });
    }
  }

  function onDownloadJson() {
    const body = {
      summary,
      constructMap: { backbone: map.backbone, parts: map.parts.map(({ label, description, kind }) => ({ kind, label, description })) },
      priceLines: price.lines,
      quotedOnRequest: price.onRequest,
      exportedAt: new Date().toISOString(),
    };
    downloadText('gene-design-summary.json', `${JSON.stringify(body, null, 2)}\n`, 'application/json');
  }

  return (
    <>
      <div className="grid gap-8 print:hidden lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="design-step-heading" className="rounded-xl border bg-card p-5 shadow-xs sm:p-8">
            <div className="flex flex-col gap-3">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <p className="font-medium text-primary">
                  Step {state.step} of {STEP_COUNT}
                </p>
                <p className="text-muted-foreground tabular-nums">{percent}% complete</p>
              </div>
              <div
                role="progressbar"
                aria-label="Design progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={`${percent}% complete`}
                className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full w-full bg-primary transition-transform duration-200" style={{ transform: `translateX(-${100 - percent}%)` }} />
              </div>
              <nav aria-label="Wizard steps">
                <ol className="grid grid-cols-6 gap-1">
                  {STEPS.map((s) => {
                    const done = isStepComplete(state.selection, s) && s <= reachable;
                    const current = s === state.step;
                    const enabled = s <= reachable;
                    return (
                      <li key={s} className="min-w-0">
                        <button
                          type="button"
                          disabled={!enabled}
                          aria-current={current ? 'step' : undefined}
                          onClick={() => dispatch({ type: 'goTo', step: s as StepNumber })}
                          className={cn(
                            'flex min-h-11 w-full flex-col items-center gap-0.5 rounded-md px-1 py-1 text-xs transition-colors',
                            'hover:bg-subtle disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent',
                            current ? 'font-semibold text-primary' : 'text-muted-foreground',
                          )}
                        >
                          <span
                            aria-hidden="true"
                            className={cn(
                              'flex size-6 items-center justify-center rounded-full border text-[11px] tabular-nums',
                              current && 'border-primary bg-primary text-primary-foreground',
                              !current && done && 'border-primary/40 bg-primary/10 text-primary',
                            )}
                          >
                            {s}
                          </span>
                          <span className="hidden truncate sm:block">{STEP_SHORT_TITLES[s]}</span>
                          <span className="sr-only">
                            {`Step ${s}: ${STEP_SHORT_TITLES[s]}`}
                            {done ? ' (done)' : ''}
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ol>
              </nav>
            </div>

            <h2 id="design-step-heading" ref={headingRef} tabIndex={-1} className="mt-6 mb-1 text-xl font-semibold tracking-tight outline-none sm:text-2xl">
              Step {state.step}: {STEP_TITLES[state.step]}
            </h2>
            <p className="mb-5 text-sm text-muted-foreground">
              {state.step <= 3
                ? 'Choose one; the next step opens by itself.'
                : state.step === 4
                  ? 'A promoter and a selection marker are required; tag and reporter are optional.'
                  : state.step === 5
                    ? 'Search a target gene (confirm its name and species) or pick a control.'
                    : 'Choose one or more formats.'}
            </p>
            {draftRestored ? (
              <p className="mb-4 rounded-md border bg-surface px-3 py-2 text-sm" role="status">
                Your saved draft was restored.{' '}
                <button type="button" className="font-medium text-primary underline-offset-4 hover:underline" onClick={() => { dispatch({ type: 'reset' }); dispatchSaved({ type: 'reset' }); setDraftRestored(false); }}>
                  Start over
                </button>
              </p>
            ) : null}

            <StepContent state={state} dispatch={dispatch} />

            <SaveDesign query={serializeDesign(state)} savedId={savedId} suggestedName={designProjectDescription(state)} onSaved={(id) => dispatchSaved({ type: 'saved', id })} />

            <div className="mt-8 flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:items-center sm:justify-between">
              <Button type="button" variant="outline" onClick={() => dispatch({ type: 'back' })} disabled={!canGoBack(state)}>
                <ArrowLeftIcon aria-hidden="true" />
                Back
              </Button>
              {state.step < STEP_COUNT ? (
                <Button type="button" onClick={() => dispatch({ type: 'next' })} disabled={!canGoNext(state)}>
                  Next
                  <ArrowRightIcon aria-hidden="true" />
                </Button>
              ) : (
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Button type="button" size="lg" variant="outline" disabled={!quotable} onClick={onAddToQuote}>
                    <ListPlusIcon aria-hidden="true" />
                    Add to Quote
                  </Button>
                  <Button
                    type="button"
                    size="lg"
                    variant="accent"
                    disabled={!quotable}
                    aria-haspopup="dialog"
                    aria-expanded={dialogOpen}
                    onPointerEnter={preloadQuoteDialog}
                    onFocus={preloadQuoteDialog}
                    onClick={() => setDialogOpen(true)}
                    className="w-full sm:w-auto"
                  >
                    <SendIcon aria-hidden="true" />
                    Submit to Quote
                  </Button>
                  {/* mounted from the first opening on, so closing runs its course and focus returns to the button */}
                  {dialogOpened ? (
                    <React.Suspense fallback={null}>
                      <DesignQuoteDialog
                        state={state}
                        otherDesigns={otherDesigns}
                        open={dialogOpen}
                        onOpenChange={setDialogOpen}
                        onSubmitted={() => updateQuoteList([])}
                      />
                    </React.Suspense>
                  ) : null}
                </div>
              )}
            </div>
          </section>

          <section aria-labelledby="construct-map-heading" className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
            <h2 id="construct-map-heading" className="mb-3 text-lg font-semibold tracking-tight">
              Construct map
            </h2>
            <ConstructMapView map={map} />
          </section>
        </div>

        <SummaryCard
          summary={summary}
          map={map}
          price={price}
          warnings={warnings}
          quoteList={quoteList}
          canShare={hasChoices}
          onCopyLink={onCopyLink}
          onDownloadJson={onDownloadJson}
          onPrint={() => void onPrint()}
          onReset={() => {
            dispatch({ type: 'reset' });
            dispatchSaved({ type: 'reset' });
            setDraftRestored(false);
          }}
          onRemoveQuoted={(link) => updateQuoteList(quoteList.filter((d) => d.link !== link))}
          onOpenQuoted={(link) => dispatch({ type: 'restore', state: parseDesign(link.replace(/^\/design\??/, '')) })}
        />
      </div>
      {PrintableSummary ? <PrintableSummary summary={summary} map={map} price={price} warnings={warnings} /> : null}
    </>
  );
}


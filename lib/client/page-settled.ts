// Deferring non-urgent browser work (live-update streams, code for menus and dialogs) until the page has
// settled, so the first load's network and main thread go to what the visitor sees.
/** How long after the page's load event deferred work (the home lists' live updates) waits. */
export const SETTLE_DELAY_MS = 5000;

/**
 * Runs `fn` once the page has settled: after the window's load event, SETTLE_DELAY_MS more, and an idle
 * moment of the main thread. Live updates are not needed in a visit's first seconds; starting them later
 * keeps the first load's network and main thread for what the visitor sees (and lets a long-lived stream
 * start only once the page is quiet). Returns a cancel function.
 */
export function whenPageSettled(fn: () => void, delayMs = SETTLE_DELAY_MS): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let idle: number | null = null;
  const run = () => {
    if (!cancelled) fn();
  };
  const afterLoad = () => {
    timer = setTimeout(() => {
      timer = null;
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, delayMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    if (timer) clearTimeout(timer);
    if (idle !== null && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
  };
}

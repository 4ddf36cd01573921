// Keyboard focus after a confirmed delete (docs/design.md Admin: confirmations for destructive actions). The
// confirmation dialog gives focus back to its trigger, the row's Delete button; once the row is removed the focus
// falls to the page body, and a keyboard or screen-reader user starts again from the top. When that happens the
// fallback (the portal's main region) takes focus instead. Focus moved anywhere else in the meantime is left alone.

export interface RemovalWatchDeps {
  /** Calls back after changes to the page; returns a function that stops it. */
  observe: (onChange: () => void) => () => void;
  /** The element that has focus now (null when none). */
  activeElement: () => Element | null;
  /** True when nothing in particular has focus (the body, or nothing). */
  isIdle: (el: Element | null) => boolean;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (id: unknown) => void;
}

/** Watches `el` until it leaves the page (then focuses `fallback()` if focus was lost) or `timeoutMs` passes. */
export function focusFallbackWhenRemoved(
  el: { isConnected: boolean },
  fallback: () => { focus: () => void } | null,
  deps: RemovalWatchDeps,
  timeoutMs = 15_000,
): () => void {
  let done = false;
  let stopObserving: () => void = () => {};
  let timer: unknown = null;
  const stop = () => {
    if (done) return;
    done = true;
    stopObserving();
    if (timer !== null) deps.clearTimer(timer);
  };
  const check = () => {
    if (done || el.isConnected) return;
    stop();
    if (deps.isIdle(deps.activeElement())) fallback()?.focus();
  };
  stopObserving = deps.observe(check);
  timer = deps.setTimer(stop, timeoutMs);
  return stop;
}

/** The browser's wiring of focusFallbackWhenRemoved: a MutationObserver on the document body. */
export function browserRemovalWatchDeps(): RemovalWatchDeps {
  return {
    observe: (onChange) => {
      const mo = new MutationObserver(onChange);
      mo.observe(document.body, { childList: true, subtree: true });
      return () => mo.disconnect();
    },
    activeElement: () => document.activeElement,
    isIdle: (el) => el === null || el === document.body || el === document.documentElement,
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (id) => window.clearTimeout(id as number),
  };
}

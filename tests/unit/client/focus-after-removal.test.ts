// Focus after a confirmed delete: the row's Delete button leaves the page and focus would fall to the body; the
// main region takes it instead, unless focus already moved elsewhere, and the watch ends on its own.
import { focusFallbackWhenRemoved, type RemovalWatchDeps } from '@/lib/client/focus-after-removal';

const BODY = { tag: 'body' } as unknown as Element;
const OTHER = { tag: 'input' } as unknown as Element;

function harness(active: Element | null) {
  let onChange: (() => void) | null = null;
  let timer: (() => void) | null = null;
  const state = { active, observing: false, focused: 0 };
  const deps: RemovalWatchDeps = {
    observe: (cb) => {
      onChange = cb;
      state.observing = true;
      return () => {
        state.observing = false;
      };
    },
    activeElement: () => state.active,
    isIdle: (el) => el === null || el === BODY,
    setTimer: (fn) => {
      timer = fn;
      return 1;
    },
    clearTimer: () => {
      timer = null;
    },
  };
  const fallback = { focus: () => void state.focused++ };
  return { state, deps, fallback, change: () => onChange?.(), expire: () => timer?.() };
}

test.each([
  ['the row is removed and focus fell to the body: the fallback takes it', BODY, true, 1],
  ['the row is removed and nothing has focus: the fallback takes it', null, true, 1],
  ['the row is removed but focus moved to another field: left alone', OTHER, true, 0],
  ['the row stays (the delete failed): nothing happens', BODY, false, 0],
])('%s', (_label, active, removed, focused) => {
  const h = harness(active);
  const el = { isConnected: true };
  focusFallbackWhenRemoved(el, () => h.fallback, h.deps);
  h.change(); // an unrelated change first
  expect(h.state.focused).toBe(0);
  if (removed) el.isConnected = false;
  h.change();
  h.change();
  expect(h.state.focused).toBe(focused);
  expect(h.state.observing).toBe(!removed);
});

test('the watch ends after the timeout: a later removal moves nothing', () => {
  const h = harness(BODY);
  const el = { isConnected: true };
  focusFallbackWhenRemoved(el, () => h.fallback, h.deps, 1000);
  h.expire();
  expect(h.state.observing).toBe(false);
  el.isConnected = false;
  h.change();
  expect(h.state.focused).toBe(0);
});

test('no fallback on the page: nothing throws', () => {
  const h = harness(BODY);
  const el = { isConnected: true };
  focusFallbackWhenRemoved(el, () => null, h.deps);
  el.isConnected = false;
  expect(() => h.change()).not.toThrow();
});

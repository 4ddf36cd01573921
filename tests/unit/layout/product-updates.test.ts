// The product update stream on the client (docs/requirements.md §9, issue 11): one shared EventSource per tab; on an error it
// closes and reopens after 3 s while someone listens; reloads are debounced to 400 ms after an update and
// scheduled 3 s after an error; nothing is left open or pending once the last listener goes.
import { reloadScheduler, reopenDelay, subscribeToProductUpdates } from '@/components/layout/product-updates';
import { SETTLE_DELAY_MS, whenPageSettled } from '@/lib/client/page-settled';

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  listeners: Record<string, (() => void)[]> = {};
  onerror: (() => void) | null = null;
  closed = false;
  constructor(public url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: () => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  close() {
    this.closed = true;
  }
  emit(type: string) {
    this.listeners[type]?.forEach((fn) => fn());
  }
}

const open = () => FakeEventSource.instances.filter((s) => !s.closed);

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => {
  jest.useRealTimers();
});

test('listeners share one connection, and the last unsubscribe closes it', () => {
  const a = { onUpdate: jest.fn() };
  const b = { onUpdate: jest.fn() };
  const offA = subscribeToProductUpdates(a);
  const offB = subscribeToProductUpdates(b);
  expect(FakeEventSource.instances).toHaveLength(1);
  expect(FakeEventSource.instances[0].url).toBe('/api/public/products/stream');
  FakeEventSource.instances[0].emit('update');
  expect(a.onUpdate).toHaveBeenCalledTimes(1);
  expect(b.onUpdate).toHaveBeenCalledTimes(1);
  offA();
  expect(open()).toHaveLength(1);
  offB();
  expect(open()).toHaveLength(0);
});

test('a stream error closes the connection and reopens it after exactly 3 s', () => {
  const l = { onUpdate: jest.fn(), onError: jest.fn() };
  const off = subscribeToProductUpdates(l);
  const first = FakeEventSource.instances[0];
  first.onerror?.();
  expect(first.closed).toBe(true);
  expect(l.onError).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(2999);
  expect(FakeEventSource.instances).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(FakeEventSource.instances).toHaveLength(2);
  expect(open()).toHaveLength(1);
  off();
  expect(open()).toHaveLength(0);
});

test('no reopen once nobody listens, and no timer left behind', () => {
  const off = subscribeToProductUpdates({ onUpdate: () => {} });
  FakeEventSource.instances[0].onerror?.();
  off();
  expect(jest.getTimerCount()).toBe(0);
  jest.advanceTimersByTime(10_000);
  expect(FakeEventSource.instances).toHaveLength(1);
});

test('reloads: 400 ms after the last of a burst of updates, 3 s after an error, none after cancel', () => {
  const reload = jest.fn();
  const s = reloadScheduler(reload);
  s.onUpdate();
  jest.advanceTimersByTime(300);
  s.onUpdate();
  jest.advanceTimersByTime(399);
  expect(reload).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(reload).toHaveBeenCalledTimes(1);

  s.onError?.();
  jest.advanceTimersByTime(2999);
  expect(reload).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  expect(reload).toHaveBeenCalledTimes(2);

  s.onUpdate();
  s.cancel();
  jest.advanceTimersByTime(10_000);
  expect(reload).toHaveBeenCalledTimes(2);
  expect(jest.getTimerCount()).toBe(0);
});

describe('whenPageSettled: deferred work waits for load, the settle delay and an idle moment', () => {
  type Listener = () => void;
  let loadListeners: Listener[];
  let idleCallbacks: Listener[];
  beforeEach(() => {
    loadListeners = [];
    idleCallbacks = [];
    const g = globalThis as Record<string, unknown>;
    g.document = { readyState: 'loading' };
    g.window = {
      addEventListener: (type: string, fn: Listener) => type === 'load' && loadListeners.push(fn),
      removeEventListener: (type: string, fn: Listener) => (loadListeners = loadListeners.filter((l) => l !== fn)),
      requestIdleCallback: (fn: Listener) => idleCallbacks.push(fn),
      cancelIdleCallback: () => (idleCallbacks = []),
    };
  });
  afterEach(() => {
    const g = globalThis as Record<string, unknown>;
    delete g.document;
    delete g.window;
  });

  test('nothing runs before load; after load it runs SETTLE_DELAY_MS later, in an idle callback', () => {
    const fn = jest.fn();
    whenPageSettled(fn);
    jest.advanceTimersByTime(60_000);
    expect(fn).not.toHaveBeenCalled();
    loadListeners.forEach((l) => l());
    jest.advanceTimersByTime(SETTLE_DELAY_MS - 1);
    expect(idleCallbacks).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(fn).not.toHaveBeenCalled();
    idleCallbacks.forEach((c) => c());
    expect(fn).toHaveBeenCalledTimes(1);
  });

  test('an already loaded page only waits for the delay; cancel stops it at any stage', () => {
    (globalThis as { document: { readyState: string } }).document.readyState = 'complete';
    const fn = jest.fn();
    const cancel = whenPageSettled(fn, 100);
    jest.advanceTimersByTime(100);
    expect(idleCallbacks).toHaveLength(1);
    cancel();
    idleCallbacks.forEach((c) => c());
    expect(fn).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);

    const fn2 = jest.fn();
    const cancel2 = whenPageSettled(fn2, 100);
    cancel2();
    jest.advanceTimersByTime(1000);
    expect(idleCallbacks).toHaveLength(0);
    expect(fn2).not.toHaveBeenCalled();
  });
});

test.each([
  [1, 3_000],
  [2, 6_000],
  [3, 12_000],
  [5, 48_000],
  [6, 60_000],
  [20, 60_000],
])('reopening after %p failures in a row waits %p ms (a server at its stream cap is not hammered)', (failures, ms) => {
  expect(reopenDelay(failures, () => 0.5)).toBe(ms);
  if (failures > 1) {
    expect(reopenDelay(failures, () => 0)).toBe(Math.round(ms * 0.8));
    expect(reopenDelay(failures, () => 1)).toBe(Math.round(ms * 1.2));
  }
});

test('failures in a row back off; a stream that opens (ready) starts again from 3 s', () => {
  const off = subscribeToProductUpdates({ onUpdate: () => {}, onError: () => {} });
  FakeEventSource.instances[0].onerror?.();
  jest.advanceTimersByTime(3_000);
  expect(FakeEventSource.instances).toHaveLength(2);
  FakeEventSource.instances[1].onerror?.();
  jest.advanceTimersByTime(4_700); // the second reopen waits 6 s ± 20 %
  expect(FakeEventSource.instances).toHaveLength(2);
  jest.advanceTimersByTime(2_600);
  expect(FakeEventSource.instances).toHaveLength(3);
  FakeEventSource.instances[2].emit('ready');
  FakeEventSource.instances[2].onerror?.();
  jest.advanceTimersByTime(3_000);
  expect(FakeEventSource.instances).toHaveLength(4);
  off();
});

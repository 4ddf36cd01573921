// The admin's client mirror (docs/requirements.md §4): after a save the products config is copied to local storage and
// the products-changed event fires — but a catalogue above PRODUCTS_MIRROR_MAX products is not fetched (its config
// is megabytes and would not fit the browser's storage); the entry says so and the event still fires.
import { mirrorProductsChanged, PRODUCTS_MIRROR_MAX } from '@/components/admin/catalog/mirror';
import { PRODUCTS_CONFIG_STORAGE_KEY } from '@/lib/domain/catalog-admin';
import { PRODUCTS_CHANGED_EVENT } from '@/lib/domain/storefront';

let fetched: string[] = [];
let stored: Record<string, string> = {};
let events = 0;

beforeAll(() => {
  const target = new EventTarget();
  Object.assign(target, { localStorage: { setItem: (k: string, v: string) => (stored[k] = v) } });
  (globalThis as { window?: unknown }).window = target;
  target.addEventListener(PRODUCTS_CHANGED_EVENT, () => events++);
});

beforeEach(() => {
  jest.useFakeTimers();
  fetched = [];
  stored = {};
  events = 0;
  globalThis.fetch = (async (url: string) => {
    fetched.push(url);
    return new Response(JSON.stringify({ products: [], hidden: [] }), { status: 200 });
  }) as typeof fetch;
});

afterEach(() => jest.useRealTimers());

async function settle() {
  await jest.advanceTimersByTimeAsync(300);
}

test.each([
  [0, true],
  [20, true],
  [PRODUCTS_MIRROR_MAX, true],
  [PRODUCTS_MIRROR_MAX + 1, false],
  [100_000, false],
])('a catalogue of %d products is mirrored: %s; the event fires either way', async (size, mirrored) => {
  mirrorProductsChanged(size);
  await settle();
  expect(fetched).toEqual(mirrored ? ['/api/products-config'] : []);
  const entry = JSON.parse(stored[PRODUCTS_CONFIG_STORAGE_KEY]);
  expect(entry.config).toEqual(mirrored ? { products: [], hidden: [] } : null);
  expect(entry.tooLarge ?? false).toBe(!mirrored);
  expect(events).toBe(1);
});

test('quick saves give one fetch and one event', async () => {
  mirrorProductsChanged(10);
  mirrorProductsChanged(10);
  mirrorProductsChanged(10);
  await settle();
  expect(fetched).toHaveLength(1);
  expect(events).toBe(1);
});

// Attack replay item 5 (docs/security.md item 33): the page cache was bounded by count only — 1,000 distinct ?q= values
// grew memory by 249 MB and the 5,000-entry cap allowed about 1.2 GB. It is now bounded by bytes (LRU), and
// pages a visitor can create at will (catalogue searches, not-found pages) share a tenth of it.
/* eslint-disable @typescript-eslint/no-require-imports */
type Handler = {
  get: (key: string, ctx?: unknown) => Promise<{ value: unknown } | null>;
  set: (key: string, data: unknown, ctx?: unknown) => Promise<void>;
};
type Store = { entries: Map<string, unknown>; bytes: number; tailBytes: number; clear: () => void };

function loadHandler(maxMb: number): { handler: Handler; store: () => Store } {
  const saved = process.env.PAGE_CACHE_MAX_MB;
  process.env.PAGE_CACHE_MAX_MB = String(maxMb);
  delete (globalThis as { __bioarkPageCache?: unknown }).__bioarkPageCache;
  let Cls: new () => Handler = null as never;
  jest.isolateModules(() => {
    Cls = require('@/lib/cache/cache-handler.cjs');
  });
  if (saved === undefined) delete process.env.PAGE_CACHE_MAX_MB;
  else process.env.PAGE_CACHE_MAX_MB = saved;
  const handler = new Cls();
  return { handler, store: () => (globalThis as unknown as { __bioarkPageCache: Store }).__bioarkPageCache };
}

const page = (kb: number, status = 200) => ({ kind: 'APP_PAGE', html: 'x'.repeat(kb * 1024), rscData: Buffer.alloc(kb * 256), status, headers: {} });
const searchKey = (q: string) => `/products/browse/all~all~1~${Buffer.from(q).toString('base64url')}`;

afterAll(() => {
  delete (globalThis as { __bioarkPageCache?: unknown }).__bioarkPageCache;
});

test('item 5: 1,000 distinct searches stay within the tail share; the catalogue and product pages stay cached', async () => {
  const { handler, store } = loadHandler(20); // 20 MB cache, 2 MB for the tail
  await handler.set('/products/browse/all~all~1~', page(250), { tags: ['products'] });
  await handler.set('/products/gn8k-dna-marker', page(160), { tags: ['products'] });
  for (let i = 0; i < 1000; i++) await handler.set(searchKey(`random query ${i}`), page(250), { tags: ['products'] });
  const s = store();
  expect(s.tailBytes).toBeLessThanOrEqual(2 * 1024 * 1024);
  expect(s.bytes).toBeLessThanOrEqual(20 * 1024 * 1024);
  expect(await handler.get('/products/browse/all~all~1~')).not.toBeNull();
  expect(await handler.get('/products/gn8k-dna-marker')).not.toBeNull();
  expect(await handler.get(searchKey('random query 999'))).not.toBeNull(); // the newest searches are kept
  expect(await handler.get(searchKey('random query 0'))).toBeNull();
});

test('item 5: not-found pages count as the tail too', async () => {
  const { handler, store } = loadHandler(10);
  for (let i = 0; i < 300; i++) await handler.set(`/products/no-such-${i}`, page(40, 404));
  expect(store().tailBytes).toBeLessThanOrEqual(1024 * 1024);
});

test('item 5: past the byte budget the least recently used page goes first', async () => {
  const { handler, store } = loadHandler(2);
  await handler.set('/a', page(500));
  await handler.set('/b', page(500));
  await handler.get('/a'); // /a is now the most recently used
  await handler.set('/c', page(500));
  await handler.set('/d', page(500));
  expect(store().bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
  expect(await handler.get('/b')).toBeNull();
  expect(await handler.get('/a')).not.toBeNull();
  expect(await handler.get('/d')).not.toBeNull();
});

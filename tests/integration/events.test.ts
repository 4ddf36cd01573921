// Change events: NOTIFY reaches LISTENers (PGlite in-process, PostgreSQL across connections), the SSE stream
// relays 'update' events, the per-address cap holds, and closed streams free their subscriptions.
import { NextRequest } from 'next/server';
import { GET as stream } from '@/app/api/public/products/stream/route';
import { announceChange, TAGS } from '@/lib/server/cache';
import { startChangeListener, subscribeToChanges, subscriberCount } from '@/lib/server/events';
import { maxStreamsPerAddress, openStreamCount } from '@/lib/server/stream-slots';

function open(address = '203.0.113.7') {
  const controller = new AbortController();
  const req = new NextRequest('http://localhost:3000/api/public/products/stream', {
    headers: { 'x-forwarded-for': address },
    signal: controller.signal,
  });
  return { controller, res: stream(req) };
}

async function readUntil(res: Response, pattern: RegExp, ms = 5000): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value);
    if (pattern.test(text)) break;
  }
  reader.releaseLock();
  return text;
}

beforeAll(async () => {
  await startChangeListener();
});

test('announceChange reaches subscribers through NOTIFY/LISTEN', async () => {
  const got = new Promise<string[]>((resolve) => {
    const off = subscribeToChanges((e) => {
      off();
      resolve(e.tags);
    });
  });
  await announceChange([TAGS.products, TAGS.product('fp-badm3362')]);
  await expect(got).resolves.toEqual([TAGS.products, TAGS.product('fp-badm3362')]);
});

test('the stream sends ready, then an update event with a version after a product change', async () => {
  const { controller, res } = open();
  const response = await res;
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  const first = await readUntil(response, /event: ready/);
  expect(first).toMatch(/event: ready/);
  setTimeout(() => void announceChange([TAGS.products]), 50);
  const next = await readUntil(response, /event: update/);
  expect(next).toMatch(/event: update\ndata: \{"version":\d+\}/);
  controller.abort();
});

test('connections per address are capped and released on close', async () => {
  const address = '198.51.100.9';
  const opened = await Promise.all(Array.from({ length: maxStreamsPerAddress() }, () => open(address)).map(async (o) => ({ ...o, response: await o.res })));
  expect(opened.every((o) => o.response.status === 200)).toBe(true);
  const extra = await open(address).res;
  expect(extra.status).toBe(429);
  for (const o of opened) o.controller.abort();
  await new Promise((r) => setTimeout(r, 20));
  expect(openStreamCount(address)).toBe(0);
});

test('1,000 opened and closed streams leak no subscriptions or slots', async () => {
  const before = subscriberCount();
  for (let i = 0; i < 1000; i++) {
    const o = open(`192.0.2.${i % 250}`);
    const res = await o.res;
    expect(res.status).toBe(200);
    o.controller.abort();
  }
  await new Promise((r) => setTimeout(r, 50));
  expect(subscriberCount()).toBe(before);
  expect(openStreamCount()).toBe(0);
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { MAX_BODY, PageMicrocache, replayHeaders, requestKey, storableSeconds } from '@/lib/http/page-microcache.mjs';

const PUBLIC = 'public, s-maxage=5, stale-while-revalidate=60';

describe('requestKey: which requests may be answered from the microcache', () => {
  const cases: [string, string, string, Record<string, string>, boolean][] = [
    ['a plain page', 'GET', '/', {}, true],
    ['a page with a query', 'GET', '/products?q=taq', {}, true],
    ['HEAD', 'HEAD', '/', {}, false],
    ['POST', 'POST', '/contact', {}, false],
    ['an API call', 'GET', '/api/public/products', {}, false],
    ['a build asset', 'GET', '/_next/static/chunks/a.js', {}, false],
    ['the admin portal', 'GET', '/admin/products', {}, false],
    ['a bearer token', 'GET', '/', { authorization: 'Bearer x' }, false],
    ['an admin session', 'GET', '/', { cookie: 'theme=dark; bioark.session=abc' }, false],
    ['a secure admin session', 'GET', '/', { cookie: '__Secure-bioark.session=abc' }, false],
    ['another cookie', 'GET', '/', { cookie: 'theme=dark; not-bioark.sessionx=1' }, true],
    ['a client navigation (RSC)', 'GET', '/products', { rsc: '1' }, false],
    ['a router prefetch', 'GET', '/products', { 'next-router-prefetch': '1' }, false],
    ['a segment prefetch', 'GET', '/products', { 'next-router-segment-prefetch': '/_tree' }, false],
    ['a router state tree', 'GET', '/products', { 'next-router-state-tree': '%5B%5D' }, false],
    ['a server action', 'GET', '/', { 'next-action': 'abc' }, false],
    ['an absolute-form URL', 'GET', 'http://evil.example/', {}, false],
    ['the account page', 'GET', '/account', {}, false],
    ['an account order page with the customer cookie', 'GET', '/account/orders/x', { cookie: 'bioark.customer=abc' }, false],
    ['the account page with a query', 'GET', '/account?x=1', {}, false],
    ['a public page with the customer cookie: still one shared page', 'GET', '/', { cookie: 'bioark.customer=abc' }, true],
    ['a page merely starting with "account"', 'GET', '/accounting-services', {}, true],
  ];
  it.each(cases)('%s', (_name, method, url, headers, cacheable) => {
    expect(requestKey(method, url, headers) !== null).toBe(cacheable);
  });

  it('keys by URL and Accept-Encoding (Next compresses per request)', () => {
    expect(requestKey('GET', '/', { 'accept-encoding': 'gzip' })).not.toBe(requestKey('GET', '/', {}));
    expect(requestKey('GET', '/a', {})).not.toBe(requestKey('GET', '/b', {}));
    expect(requestKey('GET', '/a?x=1', {})).not.toBe(requestKey('GET', '/a', {}));
  });
});

describe('storableSeconds: which responses may be replayed, and for how long', () => {
  const cases: [string, number, Record<string, string | string[]>, number, number][] = [
    ['a public page', 200, { 'cache-control': PUBLIC }, 2, 2],
    ['a shorter s-maxage wins', 200, { 'cache-control': 'public, s-maxage=1' }, 2, 1],
    ['microcache off', 200, { 'cache-control': PUBLIC }, 0, 0],
    ['no Cache-Control', 200, {}, 2, 0],
    ['private', 200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, 2, 0],
    ['public without s-maxage', 200, { 'cache-control': 'public, max-age=60' }, 2, 0],
    ['s-maxage without public', 200, { 'cache-control': 's-maxage=31536000' }, 2, 0],
    ['public but no-store', 200, { 'cache-control': 'public, s-maxage=5, no-store' }, 2, 0],
    ['s-maxage=0', 200, { 'cache-control': 'public, s-maxage=0' }, 2, 0],
    ['a 404', 404, { 'cache-control': PUBLIC }, 2, 0],
    ['a redirect', 308, { 'cache-control': PUBLIC }, 2, 0],
    ['a Set-Cookie', 200, { 'cache-control': PUBLIC, 'set-cookie': ['a=b'] }, 2, 0],
  ];
  it.each(cases)('%s', (_name, status, headers, max, seconds) => {
    expect(storableSeconds(status, headers, max)).toBe(seconds);
  });

  it('replays the response headers without those Node writes itself, and marks Next’s cache header a hit', () => {
    expect(replayHeaders({ 'Content-Type': 'text/html', date: 'x', connection: 'keep-alive', 'content-length': '3', 'transfer-encoding': 'chunked', 'x-nextjs-cache': 'MISS' })).toEqual({
      'content-type': 'text/html',
      'x-nextjs-cache': 'HIT',
    });
  });
});

/** A server whose "Next" handler is a stub that counts its calls, in front of which sits the microcache. */
function harness(options: ConstructorParameters<typeof PageMicrocache>[0], respond: (req: IncomingMessage, res: ServerResponse, n: number) => void) {
  const cache = new PageMicrocache(options);
  let calls = 0;
  const server: Server = createServer((req, res) => {
    if (cache.handle(req, res)) return;
    calls++;
    respond(req, res, calls);
  });
  const ready = new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
  return { cache, ready, calls: () => calls, close: () => new Promise((r) => server.close(r)) };
}

const page = (body: string, headers: Record<string, string> = {}) => (_req: IncomingMessage, res: ServerResponse) => {
  res.setHeader('cache-control', PUBLIC);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.write(body.slice(0, 3));
  res.end(Buffer.from(body.slice(3)));
};

describe('PageMicrocache in front of a handler', () => {
  let now = 1_000_000;
  let generation = 0;
  const clock = { now: () => now, generation: () => generation };
  beforeEach(() => {
    now = 1_000_000;
    generation = 0;
  });

  it('answers a repeated public page from memory with the same status, headers and bytes', async () => {
    const h = harness({ seconds: 2, ...clock }, page('<p>hello ünïcode</p>', { etag: '"v1"', 'x-nextjs-cache': 'MISS' }));
    const base = await h.ready;
    const first = await fetch(`${base}/`);
    const firstBody = await first.text();
    const second = await fetch(`${base}/`);
    expect(await second.text()).toBe(firstBody);
    expect(firstBody).toBe('<p>hello ünïcode</p>');
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('cache-control')).toBe(PUBLIC);
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(firstBody)));
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(first.headers.get('x-microcache')).toBeNull();
    expect(second.headers.get('x-microcache')).toBe('HIT');
    expect(h.calls()).toBe(1);
    expect(h.cache.stats).toEqual({ hits: 1, stored: 1 });
    // A conditional request with the recorded ETag gets a 304 without a body.
    const conditional = await fetch(`${base}/`, { headers: { 'if-none-match': '"v1"' } });
    expect(conditional.status).toBe(304);
    expect(await conditional.text()).toBe('');
    await h.close();
  });

  it('asks the handler again once the lifetime has passed', async () => {
    const h = harness({ seconds: 2, ...clock }, (req, res, n) => page(`<p>render ${n}</p>`)(req, res));
    const base = await h.ready;
    expect(await (await fetch(`${base}/x`)).text()).toBe('<p>render 1</p>');
    now += 1_999;
    expect(await (await fetch(`${base}/x`)).text()).toBe('<p>render 1</p>');
    now += 1;
    expect(await (await fetch(`${base}/x`)).text()).toBe('<p>render 2</p>');
    await h.close();
  });

  it('drops what it holds as soon as a cache tag is invalidated (an admin change)', async () => {
    const h = harness({ seconds: 2, ...clock }, (req, res, n) => page(`<p>price ${n}</p>`)(req, res));
    const base = await h.ready;
    expect(await (await fetch(`${base}/products/a`)).text()).toBe('<p>price 1</p>');
    generation++;
    expect(await (await fetch(`${base}/products/a`)).text()).toBe('<p>price 2</p>');
    expect(await (await fetch(`${base}/products/a`)).text()).toBe('<p>price 2</p>');
    expect(h.calls()).toBe(2);
    await h.close();
  });

  it('does not keep a render that was in progress while an invalidation happened', async () => {
    const h = harness({ seconds: 2, ...clock }, (req, res, n) => {
      if (n === 1) generation++; // the admin change lands while the first render is on its way
      page(`<p>render ${n}</p>`)(req, res);
    });
    const base = await h.ready;
    expect(await (await fetch(`${base}/`)).text()).toBe('<p>render 1</p>');
    expect(await (await fetch(`${base}/`)).text()).toBe('<p>render 2</p>');
    expect(await (await fetch(`${base}/`)).text()).toBe('<p>render 2</p>');
    await h.close();
  });

  it('never replays private answers, cookies, errors, admin sessions or client navigations', async () => {
    const h = harness({ seconds: 2, ...clock }, (req, res, n) => {
      if (req.url === '/private') res.setHeader('cache-control', 'private, no-store');
      else res.setHeader('cache-control', PUBLIC);
      if (req.url === '/cookie') res.setHeader('set-cookie', 'x=1');
      if (req.url === '/missing') res.statusCode = 404;
      res.end(`render ${n}`);
    });
    const base = await h.ready;
    for (const path of ['/private', '/cookie', '/missing']) {
      const a = await (await fetch(`${base}${path}`)).text();
      const b = await (await fetch(`${base}${path}`)).text();
      expect(b).not.toBe(a);
    }
    await fetch(`${base}/page`);
    const before = h.calls();
    await fetch(`${base}/page`, { headers: { cookie: 'bioark.session=s' } });
    await fetch(`${base}/page`, { headers: { rsc: '1' } });
    await fetch(`${base}/page`, { headers: { authorization: 'Bearer t' } });
    expect(h.calls()).toBe(before + 3);
    expect(h.cache.stats.hits).toBe(0);
    await h.close();
  });

  it('keeps compressed and plain answers apart', async () => {
    const h = harness({ seconds: 2, ...clock }, (req, res) => {
      res.setHeader('cache-control', PUBLIC);
      if (String(req.headers['accept-encoding']).includes('gzip')) {
        res.setHeader('content-encoding', 'gzip');
        res.end(gzipSync('<p>zipped</p>'));
      } else res.end('<p>plain</p>');
    });
    const base = await h.ready;
    for (let i = 0; i < 2; i++) {
      expect(await (await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } })).text()).toBe('<p>zipped</p>');
      expect(await (await fetch(`${base}/`, { headers: { 'accept-encoding': 'identity' } })).text()).toBe('<p>plain</p>');
    }
    expect(h.calls()).toBe(2);
    await h.close();
  });

  it('does not keep answers over its size limit, and evicts the oldest beyond its entry budget', async () => {
    const big = 'x'.repeat(MAX_BODY + 1);
    const h = harness({ seconds: 2, maxEntries: 2, ...clock }, (req, res) => (req.url === '/big' ? page(big)(req, res) : page(`<p>${req.url}</p>`)(req, res)));
    const base = await h.ready;
    expect((await (await fetch(`${base}/big`)).text()).length).toBe(big.length);
    expect(h.cache.entries.size).toBe(0);
    for (const p of ['/a', '/b', '/c']) await (await fetch(`${base}${p}`)).text();
    expect([...h.cache.entries.keys()].map((k) => k.split('\n')[0])).toEqual(['/b', '/c']);
    expect(h.cache.bytes).toBe(Buffer.byteLength('<p>/b</p>') + Buffer.byteLength('<p>/c</p>'));
    await h.close();
  });
});

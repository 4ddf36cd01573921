// Holding a page until it is complete (lib/http/html-response.mjs): the bytes, status and headers the client
// gets, with Next-like writers (writeHead, flushHeaders, chunked writes) on a real HTTP server.
import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { chooseEncoding, FinishedPages, holdPageResponse, isPageRequest } from '@/lib/http/html-response.mjs';

describe('chooseEncoding', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    ['*', 'br'],
  ])('%p → %p', (header, enc) => expect(chooseEncoding(header)).toBe(enc));
});

test.each([
  ['GET', '/', {}, true],
  ['GET', '/products?q=x', {}, true],
  ['HEAD', '/', {}, false],
  ['GET', '/_next/static/chunks/a.js', {}, false],
  ['GET', '/api/health', {}, false],
  ['GET', '/media/a/b.jpg', {}, false],
  ['GET', '/manuals/BADM3362.pdf', {}, false],
  ['GET', '/products', { rsc: '1' }, false],
])('isPageRequest %s %s %o → %p', (method, url, headers, page) => {
  expect(isPageRequest({ method, url, headers } as unknown as IncomingMessage)).toBe(page);
});

let server: Server;
let base = '';
let writer: (req: IncomingMessage, res: ServerResponse) => void = () => {};

beforeAll(async () => {
  server = createServer((req, res) => {
    holdPageResponse(req, res, {
      onPage: (html, status) => ({
        html: html.replace('PLACEHOLDER', 'filled'),
        status: status === 500 && req.url === '/down' ? 503 : undefined,
        headers: { 'content-security-policy': `length ${html.length}` },
      }),
      onOversize: () => ({ 'content-security-policy': 'oversize' }),
    });
    writer(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const page = '<!doctype html><html><body>' + 'x'.repeat(4000) + 'PLACEHOLDER</body></html>';

test('a streamed page (flushHeaders, several writes) arrives whole, transformed, with its headers, compressed', async () => {
  writer = (_req, res) => {
    res.statusCode = 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.flushHeaders();
    res.write(page.slice(0, 100));
    res.write(Buffer.from(page.slice(100, 3000)));
    setTimeout(() => res.end(page.slice(3000)), 20);
  };
  const res = await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-security-policy')).toBe(`length ${page.length}`);
  expect(res.headers.get('content-encoding')).toBe('gzip');
  expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
  const text = await res.text(); // fetch decompresses
  expect(text).toBe(page.replace('PLACEHOLDER', 'filled'));
});

test('writeHead with headers, brotli, and a 500 turned into 503', async () => {
  writer = (_req, res) => {
    res.writeHead(500, { 'Content-Type': 'text/html', 'X-From-Next': 'yes' });
    res.end(page);
  };
  const raw = await new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    httpGet(`${base}/down`, { headers: { 'accept-encoding': 'br' } }, (r) => {
      const chunks: Buffer[] = [];
      r.on('data', (c) => chunks.push(c));
      r.on('end', () => resolve({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
  expect(raw.status).toBe(503);
  expect(raw.headers['x-from-next']).toBe('yes');
  expect(raw.headers['content-encoding']).toBe('br');
  expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
  expect(brotliDecompressSync(raw.body).toString()).toContain('filled');
});

test('anything that is not HTML passes through untouched', async () => {
  writer = (_req, res) => {
    res.writeHead(302, { location: '/elsewhere' });
    res.end();
  };
  const redirect = await fetch(`${base}/`, { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get('content-security-policy')).toBeNull();
  writer = (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  };
  const json = await fetch(`${base}/`);
  expect(await json.json()).toEqual({ ok: true });
  expect(json.headers.get('content-security-policy')).toBeNull();
});

test('a small page is not compressed', async () => {
  writer = (_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end('<p>PLACEHOLDER</p>');
  };
  const res = await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } });
  expect(res.headers.get('content-encoding')).toBeNull();
  expect(await res.text()).toBe('<p>filled</p>');
});

describe('finished pages (FinishedPages)', () => {
  let calls = 0;
  let sends: number[] = [];
  let cached: Server;
  let cachedBase = '';
  let status = 200;
  let body = page;
  beforeAll(async () => {
    const cache = new FinishedPages({ maxEntries: 2, maxBytes: 1024 * 1024 });
    cached = createServer((req, res) => {
      holdPageResponse(
        req,
        res,
        {
          variant: String(req.headers['x-variant'] ?? ''),
          onPage: (html) => {
            calls += 1;
            return { html: html.replace('PLACEHOLDER', `call ${calls}`), headers: { 'x-call': String(calls) } };
          },
          onOversize: () => ({}),
          onSend: (status) => {
            sends.push(status);
            res.setHeader('x-sent', String(sends.length));
          },
        },
        cache,
      );
      res.writeHead(status, { 'content-type': 'text/html' });
      res.end(body);
    });
    await new Promise<void>((r) => cached.listen(0, '127.0.0.1', () => r()));
    cachedBase = `http://127.0.0.1:${(cached.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => cached.close(() => r())));

  const get = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${cachedBase}/`, { headers: { 'accept-encoding': 'br', ...headers } });
    return { status: res.status, call: res.headers.get('x-call'), encoding: res.headers.get('content-encoding'), sent: res.headers.get('x-sent'), text: await res.text() };
  };

  test('the same bytes are rewritten and compressed once, then replayed with their headers', async () => {
    calls = 0;
    sends = [];
    const first = await get();
    const second = await get();
    expect(first).toEqual({ status: 200, call: '1', encoding: 'br', sent: '1', text: page.replace('PLACEHOLDER', 'call 1') });
    expect(second).toEqual({ ...first, sent: '2' });
    expect(calls).toBe(1);
    // onSend ran for the replay too, with the final status, and its header change was sent.
    expect(sends).toEqual([200, 200]);
  });

  test('another encoding, variant or page is rewritten again; the oldest entry goes first', async () => {
    calls = 0;
    body = page.replace('x', 'y');
    await get();
    expect((await get({ 'accept-encoding': 'gzip' })).encoding).toBe('gzip');
    expect((await get({ 'x-variant': 'https' })).call).toBe('3');
    expect(calls).toBe(3);
    expect((await get()).call).toBe('4'); // evicted (two entries at most)
    body = page;
  });

  test('only 200 and 404 answers are kept', async () => {
    calls = 0;
    status = 500;
    await get();
    await get();
    expect(calls).toBe(2);
    status = 404;
    await get();
    await get();
    expect(calls).toBe(3);
    status = 200;
  });
});

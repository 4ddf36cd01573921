// docs/security.md items 16–18: the server-side fetch of an admin-given URL (image import, the blog's fetch-image).
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { getDb } from '@/db/client';
import { mediaItems } from '@/db/schema';
import { POST as importRoute } from '@/app/api/admin/images/import/route';
import { POST as fetchImageRoute } from '@/app/api/fetch-image/route';
import { isForbiddenAddress } from '@/lib/domain/media';
import { importImageFromUrl } from '@/lib/server/media';
import { safeFetch, SAFE_FETCH_LIMITS, setSafeFetchResolverForTests, type Resolver } from '@/lib/server/safe-fetch';
import { adminHeaders, callRoute } from '@/tests/helpers/api';
import { makePng } from '@/tests/helpers/media';

let png: Buffer;
let port: number;
let server: http.Server;
let connections = 0;
const hits: Record<string, number> = {};

beforeAll(async () => {
  png = await makePng(64, 48);
  server = http.createServer((req, res) => {
    const p = req.url ?? '/';
    hits[p] = (hits[p] ?? 0) + 1;
    const m = /^\/hop\/(\d+)$/.exec(p);
    if (m) {
      const n = Number(m[1]);
      res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/image.png' }).end();
    } else if (p === '/to-loopback') res.writeHead(302, { location: `http://127.0.0.1:${port}/secret` }).end();
    else if (p === '/to-metadata') res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    else if (p === '/image.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (p === '/html') res.writeHead(200, { 'content-type': 'image/png' }).end('<html><script>alert(1)</script></html>');
    else if (p === '/huge') {
      // 11 MB with no Content-Length: the cap must count bytes.
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(1024 * 1024, 1);
      let sent = 0;
      const pump = () => {
        while (sent < 11 && res.write(chunk)) sent++;
        if (sent >= 11) res.end();
        else res.once('drain', pump);
      };
      pump();
    } else if (p === '/declared-huge') res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(2 * 1024 * 1024 * 1024) }).end();
    else if (p === '/drip') {
      res.writeHead(200, { 'content-type': 'image/png' });
      const t = setInterval(() => res.write(Buffer.from([0x89])), 1000);
      res.on('close', () => clearInterval(t));
    } else res.writeHead(200).end('secret');
  });
  server.on('connection', (sock) => {
    connections++;
    sock.on('error', () => {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  setSafeFetchResolverForTests(undefined);
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

/** A fake DNS where *.public.test names resolve to loopback, for a test server "on the internet". */
const fakeDns: Resolver = async (host) => {
  if (host.endsWith('.public.test')) return [{ address: '127.0.0.1', family: 4 }];
  if (host === 'intranet.example.test') return [{ address: '10.1.2.3', family: 4 }];
  if (host === 'mixed.example.test') return [{ address: '93.184.216.34', family: 4 }, { address: '192.168.1.1', family: 4 }];
  if (host === 'v6-private.example.test') return [{ address: 'fd00::1', family: 6 }];
  throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
};
/** Only the test server's public-looking names may use loopback; every other address follows the real rule. */
const allowTestServer = (address: string, host: string) => host.endsWith('.public.test') || !isForbiddenAddress(address);
const opts = { resolve: fakeDns, isAllowedAddress: allowTestServer };

describe('docs/security.md item 16: refused with 400 and no connection made', () => {
  const urls = [
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://127.0.0.1:5432/',
    'http://localhost:3000/api/users',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://2130706433/',
    'http://0x7f.1/',
    'file:///etc/passwd',
    'gopher://127.0.0.1:25/_HELO',
    'http://0.0.0.0/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.1/',
    'http://100.64.0.1/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[fd00:ec2::254]/',
    'http://224.0.0.1/',
    'http://[ff02::1]/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'ftp://example.com/x.png',
    'http://user:pass@example.com/x.png',
  ];

  test.each(urls)('POST /api/admin/images/import %s → 400', async (url) => {
    const before = connections;
    const resolver = jest.fn(fakeDns);
    setSafeFetchResolverForTests(resolver);
    const res = await callRoute(importRoute as never, { body: { url, fileName: 'x.png' }, headers: await adminHeaders() });
    expect(res.status).toBe(400);
    expect(typeof res.json.error).toBe('string');
    expect(resolver).not.toHaveBeenCalled();
    expect(connections).toBe(before);
  });

  test.each(['127.0.0.1', '[::1]', '[::ffff:127.0.0.1]', '2130706433', '0x7f.1', '127.1', 'localhost', '[::ffff:7f00:1]'])(
    'the loopback test server as http://%s:PORT/ is never reached',
    async (host) => {
      const before = connections;
      await expect(safeFetch(`http://${host}:${port}/image.png`, { resolve: fakeDns })).rejects.toMatchObject({ status: 400 });
      expect(connections).toBe(before);
    },
  );

  test('the blog fetch-image call goes through the same checks', async () => {
    setSafeFetchResolverForTests(fakeDns);
    const res = await callRoute(fetchImageRoute as never, { body: { folder: 'blog', url: 'http://169.254.169.254/', name: 'x' }, headers: await adminHeaders() });
    expect(res.status).toBe(400);
  });

  test('no media row was written by any refused import', async () => {
    const db = await getDb();
    expect(await db.select().from(mediaItems)).toHaveLength(0);
  });
});

describe('docs/security.md item 17: DNS answers and redirects are checked on every hop', () => {
  test('the test server itself serves an image on a public-looking name (the pinned address is used)', async () => {
    const res = await safeFetch(`http://img.public.test:${port}/image.png`, opts);
    expect(res.mimeType).toBe('image/png');
    expect(res.bytes.equals(png)).toBe(true);
  });

  test('a public URL that redirects to 127.0.0.1 is refused and the target never hit', async () => {
    hits['/secret'] = 0;
    await expect(safeFetch(`http://img.public.test:${port}/to-loopback`, opts)).rejects.toMatchObject({ status: 400 });
    expect(hits['/secret']).toBe(0);
  });

  test('a redirect to the metadata address is refused', async () => {
    await expect(safeFetch(`http://img.public.test:${port}/to-metadata`, opts)).rejects.toMatchObject({ status: 400 });
  });

  test.each(['intranet.example.test', 'mixed.example.test', 'v6-private.example.test'])('a host resolving to a private address (%s) is refused', async (host) => {
    const before = connections;
    await expect(safeFetch(`http://${host}:${port}/image.png`, opts)).rejects.toMatchObject({ status: 400 });
    expect(connections).toBe(before);
  });

  test('3 redirects are followed; a 4th is refused', async () => {
    expect((await safeFetch(`http://img.public.test:${port}/hop/2`, opts)).redirects).toBe(3);
    await expect(safeFetch(`http://img.public.test:${port}/hop/3`, opts)).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/redirects/) });
  });

  test('the route imports a public image into the library with its variants', async () => {
    setSafeFetchResolverForTests(fakeDns);
    // The route uses the real address rule, so it must refuse the loopback test server even on a public name.
    const res = await callRoute(importRoute as never, { body: { url: `http://img.public.test:${port}/image.png`, fileName: 'gel.png' }, headers: await adminHeaders() });
    expect(res.status).toBe(400);
  });
});

describe('import from URL: the image with its variants', () => {
  test('a public image is imported: ready, with variants.original, thumbnail and webp', async () => {
    const image = await importImageFromUrl({ url: `http://img.public.test:${port}/hop/0`, actorEmail: 'admin@bioark.test' }, opts);
    expect(image.status).toBe('ready');
    expect(image.fileName).toBe('image.png');
    expect(image.variants.original).toMatchObject({ mimeType: 'image/png', width: 64, height: 48 });
    expect(image.variants.thumbnail?.mimeType).toBe('image/webp');
    expect(image.variants.webp?.mimeType).toBe('image/webp');
  });
});

describe('docs/security.md item 18: size and time caps', () => {
  test('the limits are 10 MB, 10 s and 3 redirects', () => {
    expect(SAFE_FETCH_LIMITS).toEqual({ maxBytes: 10 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 3 });
  });

  test('an 11 MB body without Content-Length is aborted at 10 MB (413)', async () => {
    await expect(safeFetch(`http://img.public.test:${port}/huge`, opts)).rejects.toMatchObject({ status: 413 });
  });

  test('a declared 2 GB Content-Length is refused before reading (413)', async () => {
    await expect(safeFetch(`http://img.public.test:${port}/declared-huge`, opts)).rejects.toMatchObject({ status: 413 });
  });

  test('a false Content-Length (short header, long body) yields no image', async () => {
    const liar = net.createServer((sock) => {
      sock.on('error', () => {});
      sock.once('data', () => {
        sock.write('HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: 100\r\nConnection: close\r\n\r\n');
        sock.end(Buffer.alloc(3 * 1024 * 1024, 0x41));
      });
    });
    await new Promise<void>((r) => liar.listen(0, '127.0.0.1', r));
    const liarPort = (liar.address() as AddressInfo).port;
    try {
      // Either the parser stops at the declared 100 bytes (not an image: 400) or it fails on the extra data (502).
      const err = await safeFetch(`http://liar.public.test:${liarPort}/x.png`, opts).catch((e) => e);
      expect([400, 502]).toContain(err.status);
    } finally {
      liar.close();
    }
  });

  test('a 1 byte/s drip is aborted by the time cap (504)', async () => {
    const started = Date.now();
    await expect(safeFetch(`http://img.public.test:${port}/drip`, { ...opts, timeoutMs: 1_500 })).rejects.toMatchObject({ status: 504 });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  test('bytes that are not an image are refused', async () => {
    await expect(safeFetch(`http://img.public.test:${port}/html`, opts)).rejects.toMatchObject({ status: 400 });
  });
});

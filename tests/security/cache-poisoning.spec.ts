// Shared caches cannot be poisoned (issue 24 part 5): a visitor who sends another Host, X-Forwarded-Host/Proto,
// Forwarded, odd query strings, an Accept-Encoding or a cookie never makes the in-process microcache
// (scripts/serve.mjs) or the nginx cache of deploy/nginx.conf serve the next, ordinary visitor a page that
// names another origin, is encoded in a way they did not ask for, or differs from what they get otherwise.
import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from '../helpers/playwright';
import { startProdServer, startShippedNginx, testPort, type ProdServer } from '../helpers/prod-server';

test.describe.configure({ mode: 'serial' });

const EVIL = 'evil.example';
const PAGES = ['/', '/products/gn8k-dna-marker'];

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function get(base: string, pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: pathname, method: 'GET', headers: { 'accept-encoding': 'identity', ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const enc = res.headers['content-encoding'];
        let body = raw;
        try {
          if (enc === 'br') body = zlib.brotliDecompressSync(raw);
          else if (enc === 'gzip') body = zlib.gunzipSync(raw);
        } catch {
          body = raw;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The parts of a page that name an origin: canonical, Open Graph URL, JSON-LD ids and every absolute link. */
function origins(html: string): string[] {
  return [...new Set([...html.matchAll(/https?:\/\/[a-z0-9.-]+(?::\d+)?/gi)].map((m) => m[0].toLowerCase()))].filter((o) => !/schema\.org|w3\.org/.test(o)).sort();
}

const ATTEMPTS: [string, string, Record<string, string>][] = [
  ['another Host', '', { host: EVIL }],
  ['another Host with a port', '', { host: `${EVIL}:8443` }],
  ['X-Forwarded-Host', '', { 'x-forwarded-host': EVIL }],
  ['X-Forwarded-Proto https + Host', '', { 'x-forwarded-proto': 'https', 'x-forwarded-host': EVIL }],
  ['Forwarded', '', { forwarded: `host=${EVIL};proto=https` }],
  ['X-Forwarded-Port and X-Original-URL', '', { 'x-forwarded-port': '8443', 'x-original-url': '/admin', 'x-rewrite-url': '/admin' }],
  ['brotli only', '', { 'accept-encoding': 'br' }],
  ['gzip only', '', { 'accept-encoding': 'gzip' }],
  ['an odd Accept-Encoding', '', { 'accept-encoding': 'br;q=1, *;q=0, evil' }],
  ['a session-like cookie', '', { cookie: 'bioark.session=forged; other=1' }],
  ['odd query strings', `?utm_source=${EVIL}&q=%3Cscript%3E&__proto__=1&a=${'x'.repeat(500)}`, {}],
];

async function expectClean(base: string, page: string, baseline: Answer, label: string) {
  for (const accept of ['identity', 'gzip', 'br, gzip']) {
    const res = await get(base, page, { 'accept-encoding': accept });
    expect(res.status, `${label} → ${page} (${accept})`).toBe(200);
    const enc = res.headers['content-encoding'];
    if (enc) expect(accept.split(/,\s*/), `${label}: ${enc} sent to a client accepting ${accept}`).toContain(enc);
    expect(res.text, `${label}: ${page} names ${EVIL}`).not.toContain(EVIL);
    expect(origins(res.text), `${label}: ${page} origins`).toEqual(origins(baseline.text));
  }
}

async function runAttempts(base: string, pages: string[], warm: (page: string) => Promise<void>) {
  for (const page of pages) {
    const baseline = await get(base, page);
    expect(baseline.status).toBe(200);
    expect(origins(baseline.text).length, `${page} names its origin (canonical)`).toBeGreaterThan(0);
    for (const [label, query, headers] of ATTEMPTS) {
      await warm(page);
      await get(base, `${page}${query}`, headers); // the poisoning attempt, possibly stored by a cache
      await expectClean(base, page, baseline, label);
    }
  }
}

test.describe('the in-process microcache', () => {
  let server: ProdServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startProdServer('cache-poisoning', testPort(11));
  });
  test.afterAll(async () => server?.stop());

  test('no request changes what the next visitor gets', async () => {
    test.setTimeout(240_000);
    // Each attempt first waits out the microcache (2 s), so the attempt is the request that fills it.
    await runAttempts(server.url, PAGES, async () => {
      await new Promise((r) => setTimeout(r, 2_100));
    });
  });
});

test.describe('the nginx cache of deploy/nginx.conf', () => {
  let server: ProdServer;
  let nginx: Awaited<ReturnType<typeof startShippedNginx>>;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startProdServer('cache-poisoning-nginx', testPort(12), { TRUST_PROXY: '1' });
    nginx = await startShippedNginx('cache-poisoning', testPort(13), testPort(12));
  });
  test.afterAll(async () => {
    await nginx?.stop();
    await server?.stop();
  });

  test('no request through nginx changes what the next visitor gets', async () => {
    test.skip(!nginx && !process.env.CI, 'nginx is not installed (apt-get install -y nginx); CI installs it');
    expect(nginx, 'nginx is required in CI').not.toBeNull();
    test.setTimeout(300_000);
    const cached = await get(nginx!.url, '/products');
    await get(nginx!.url, '/products');
    expect(['HIT', 'MISS', 'UPDATING', 'STALE', 'EXPIRED']).toContain(String((await get(nginx!.url, '/products')).headers['x-cache-status']));
    expect(cached.status).toBe(200);
    // Each attempt waits out nginx's 5 s validity (and the app's 2 s microcache) so the attempt refills both.
    await runAttempts(nginx!.url, ['/products/gn8k-dna-marker'], async () => {
      await new Promise((r) => setTimeout(r, 5_200));
    });
  });

  test('customer account pages are never looked up in or stored to the nginx cache (docs/accounts.md)', async () => {
    test.skip(!nginx && !process.env.CI, 'nginx is not installed (apt-get install -y nginx); CI installs it');
    for (const path of ['/account', '/account/sign-in', '/account/verify', '/account/orders/00000000-0000-4000-8000-000000000000']) {
      for (let i = 0; i < 3; i++) {
        const res = await get(nginx!.url, path, i === 1 ? { cookie: 'bioark.customer=x' } : {});
        expect(res.headers['x-cache-status'], path).toBe('BYPASS');
        expect(String(res.headers['cache-control']), path).toContain('no-store');
      }
    }
  });
});

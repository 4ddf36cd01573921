// Attack replay, client addresses and shared limits (docs/security.md items 32, 33; docs/security.md): against the
// production build. Before the fix, with TRUST_PROXY unset, the client address was the right-most hop of a
// client-sent X-Forwarded-For: 120 quote posts a minute all passed by changing the header, the forged value was
// stored as the submitter's address, 5,000 update streams stayed open from one client, one client filled the
// site-wide form cap in seconds (every visitor then got 429), and X-Forwarded-Host satisfied the Origin check.
// A second real visitor is a second loopback address (127.0.0.2), so the server sees a different socket peer.
import http from 'node:http';
import { expect, test } from '../helpers/playwright';
import { startProdServer, testPort, TEST_ADMIN, type ProdServer } from '../helpers/prod-server';

let server: ProdServer;
let token = '';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  server = await startProdServer('addresses', testPort(3), { SSE_MAX_PER_ADDRESS: '20', SSE_MAX_TOTAL: '30' });
  const res = await fetch(`${server.url}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
  token = ((await res.json()) as { token: string }).token;
});

test.afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request from a chosen local address (127.0.0.x), with any headers. */
function send(base: string, path: string, opts: { method?: string; from?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  const url = new URL(path, base);
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: opts.method ?? (payload ? 'POST' : 'GET'),
        localAddress: opts.from ?? '127.0.0.1',
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}), ...(opts.headers ?? {}) },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

const quote = (n: number, email = `visitor${n}@lab.test`) => ({
  firstName: 'Forged',
  lastName: `Hop ${n}`,
  email,
  company: 'Replay Lab',
  serviceType: 'cloning',
  projectDescription: `Replay submission ${n}`,
  idempotencyKey: `xff-replay-${Date.now()}-${n}`,
});

test('item 3: a forged X-Forwarded-For changes neither the per-address limit nor the stored submitter address', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 14; i++) {
    const res = await send(server.url, '/api/quote', { body: quote(i, 'forger@lab.test'), headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } });
    statuses.push(res.status);
  }
  expect(statuses.filter((s) => s === 201)).toHaveLength(10);
  expect(statuses.slice(10).every((s) => s === 429)).toBe(true);

  const list = await fetch(`${server.url}/api/quotes`, { headers: { authorization: `Bearer ${token}` } });
  const { quotes } = (await list.json()) as { quotes: { email: string; submittedByAddress: string | null }[] };
  const mine = quotes.filter((q) => q.email === 'forger@lab.test');
  expect(mine).toHaveLength(10);
  expect(new Set(mine.map((q) => q.submittedByAddress))).toEqual(new Set(['127.0.0.1']));
});

test('item 3: X-Forwarded-Host and X-Forwarded-Proto from a client change neither the origin check nor the site’s URLs', async () => {
  // An admin write from another origin that claims, by header, to be that origin.
  const write = await send(server.url, '/api/admin/outbox', {
    headers: { authorization: `Bearer ${token}`, origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    body: { allFailed: true },
  });
  expect(write.status).toBe(403);
  // The demo checkout's return page is built on the origin the request really reached.
  const checkout = await send(server.url, '/stripe-api/create-checkout-session', {
    from: '127.0.0.5',
    headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    body: { items: [{ id: 'BADM3362', name: 'x', price: 1, quantity: 1, imageUrl: '', variant: '500 μL' }] },
  });
  expect(checkout.status).toBe(200);
  const { url } = JSON.parse(checkout.body) as { url: string };
  expect(new URL(url).origin).toBe(server.url);
});

test('item 4: one client cannot lock everyone else out of the forms', async () => {
  // 700 posts in about as many seconds as the original replay took, each with a new forged X-Forwarded-For.
  let refused = 0;
  for (let batch = 0; batch < 35; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(server.url, '/api/contact', {
        from: '127.0.0.9',
        headers: { 'x-forwarded-for': `203.0.113.${(batch * 20 + i) % 250}` },
        body: { firstName: 'Flood', lastName: `${batch}-${i}`, email: 'flood@evil.test', subject: 'general', message: 'spam', idempotencyKey: `flood-${Date.now()}-${batch}-${i}` },
      })),
    );
    refused += answers.filter((a) => a.status === 429).length;
  }
  expect(refused).toBeGreaterThanOrEqual(680);
  // Another visitor still gets through, with both forms.
  const visitorQuote = await send(server.url, '/api/quote', { from: '127.0.0.2', body: quote(1000, 'real.visitor@lab.test') });
  expect(visitorQuote.status).toBe(201);
  const visitorMessage = await send(server.url, '/api/contact', {
    from: '127.0.0.2',
    body: { firstName: 'Real', lastName: 'Visitor', email: 'real.visitor@lab.test', subject: 'products', message: 'Do you ship to Norway?', idempotencyKey: `visitor-${Date.now()}` },
  });
  expect(visitorMessage.status).toBe(201);
});

/** Opens an SSE stream and keeps it open; resolves with its status once the headers arrive. */
function openStream(base: string, from: string, forged?: string): Promise<{ status: number; retryAfter?: string; close: () => void }> {
  const url = new URL('/api/public/products/stream', base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, localAddress: from, agent: false, headers: forged ? { 'x-forwarded-for': forged } : {} },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, close: () => req.destroy() });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test('item 5: update streams are capped per real address and for the whole process (503 with Retry-After)', async () => {
  const open: { close: () => void }[] = [];
  try {
    // 25 streams from one client, each claiming another address: only the per-address cap's 20 are accepted.
    const first = await Promise.all(Array.from({ length: 25 }, (_, i) => openStream(server.url, '127.0.0.3', `192.0.2.${i + 1}`)));
    open.push(...first);
    expect(first.filter((s) => s.status === 200)).toHaveLength(20);
    expect(first.filter((s) => s.status === 429)).toHaveLength(5);
    // Ten more from a second address fill the process-wide cap of 30 …
    const second = await Promise.all(Array.from({ length: 10 }, () => openStream(server.url, '127.0.0.4')));
    open.push(...second);
    expect(second.every((s) => s.status === 200)).toBe(true);
    // … and a third address is told to come back later.
    const third = await openStream(server.url, '127.0.0.6');
    open.push(third);
    expect(third.status).toBe(503);
    expect(Number(third.retryAfter)).toBeGreaterThan(0);
  } finally {
    for (const s of open) s.close();
  }
  // Closed streams free their slots.
  await expect.poll(async () => (await openStream(server.url, '127.0.0.6').then((s) => (s.close(), s.status))), { timeout: 10_000 }).toBe(200);
});

test('item 3: behind TRUST_PROXY=1 the client is the hop our proxy added, not one the client wrote', async () => {
  const proxied = await startProdServer('addresses-proxy', testPort(4), { TRUST_PROXY: '1' });
  try {
    const signin = await fetch(`${proxied.url}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
    const bearer = ((await signin.json()) as { token: string }).token;
    // As nginx forwards it: the client's own (forged) value, then the address nginx saw.
    const res = await send(proxied.url, '/api/quote', { body: quote(1, 'proxied@lab.test'), headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.50' } });
    expect(res.status).toBe(201);
    const list = await fetch(`${proxied.url}/api/quotes`, { headers: { authorization: `Bearer ${bearer}` } });
    const { quotes } = (await list.json()) as { quotes: { email: string; submittedByAddress: string | null }[] };
    expect(quotes.find((q) => q.email === 'proxied@lab.test')?.submittedByAddress).toBe('203.0.113.50');
  } finally {
    await proxied.stop();
  }
});

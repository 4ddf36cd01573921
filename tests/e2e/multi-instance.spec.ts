// Several instances (docs/architecture.md "Scale-out", issue 11): two app processes on different ports share one
// PostgreSQL. An admin price change on instance A must reach an EventSource client on instance B within 2 s
// (NOTIFY → B relays) and B's product page must show the new price (NOTIFY → B drops its cached pages).
// Needs PostgreSQL (TEST_PG_URL, default the local server); CI always has it, elsewhere the test skips.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import postgres from 'postgres';
import { expect, test } from '../helpers/playwright';
import { E2E_ADMIN } from '../../playwright.config';
import { pgReachable } from '../helpers/prod-server';

const PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT_A = Number(process.env.E2E_PORT ?? 3100) + 50;
const PORT_B = PORT_A + 1;
const PRODUCT_ID = 'fp-badm3362';
const PRODUCT_PATH = '/products/gn8k-dna-marker';

let dbName = '';
let dbUrl = '';
const servers: ChildProcess[] = [];

function startInstance(port: number): ChildProcess {
  const root = path.resolve(__dirname, '../..');
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'ignore'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: dbUrl,
      AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      NEXTAUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      NEXTAUTH_URL: `http://localhost:${port}`,
      SITE_URL: `http://localhost:${port}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      MEDIA_DIR: `.data/e2e-multi/media-${port}`,
      STRIPE_SECRET_KEY: '',
      LOG_LEVEL: 'warn',
    },
  });
  servers.push(child);
  return child;
}

async function waitHealthy(port: number, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`instance on port ${port} did not become healthy`);
}

test.describe('two instances on one PostgreSQL', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    test.skip(!(await pgReachable()) && process.env.CI !== 'true', 'PostgreSQL not reachable (CI runs this)');
    dbName = `bioark_multi_${Date.now()}`;
    const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${dbName}`);
    await admin.end();
    const u = new URL(PG_URL);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
    // A first, alone, so migrations and the seed run once; B then finds them done.
    startInstance(PORT_A);
    await waitHealthy(PORT_A);
    startInstance(PORT_B);
    await waitHealthy(PORT_B);
  });

  test.afterAll(async () => {
    // End each instance's whole process group so no instance outlives the test.
    for (const s of servers) {
      try {
        process.kill(-s.pid!, 'SIGTERM');
      } catch {
        s.kill('SIGTERM');
      }
    }
    await new Promise((r) => setTimeout(r, 1000));
    if (dbName) {
      const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${dbName} with (force)`).catch(() => {});
      await admin.end();
    }
  });

  test('an admin price change on A reaches an EventSource client on B within 2 s and B serves the new price', async ({ page }) => {
    const A = `http://localhost:${PORT_A}`;
    const B = `http://localhost:${PORT_B}`;

    // Warm B's page cache with the old price first, so the test proves the cached page is dropped.
    const before = await (await fetch(B + PRODUCT_PATH)).text();
    expect(before).toContain('$39.00');

    // An EventSource client on B, recording when each 'update' arrives.
    await page.goto(B + '/cart');
    await page.evaluate(() => {
      const w = window as unknown as { __updates: number[]; __ready: boolean };
      w.__updates = [];
      w.__ready = false;
      const es = new EventSource('/api/public/products/stream');
      es.addEventListener('ready', () => (w.__ready = true));
      es.addEventListener('update', () => w.__updates.push(Date.now()));
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __ready: boolean }).__ready)).toBe(true);

    // Sign in on A and change the price there.
    const signin = await fetch(`${A}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json', origin: A }, body: JSON.stringify(E2E_ADMIN) });
    expect(signin.status).toBe(200);
    const { token } = (await signin.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: A };
    const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
    const [row] = await sql<{ version: number; options: { label: string; priceCents: number | null }[] }[]>`select version, options from products where id = ${PRODUCT_ID}`;
    await sql.end();
    const options = row.options.map((o, i) => (i === 0 ? { ...o, priceCents: 4100 } : o));
    // B's microcache (scripts/serve.mjs) now holds the old page for its 2 s: the change must drop it.
    for (let i = 0; i < 2; i++) expect(await (await fetch(B + PRODUCT_PATH)).text()).toContain('$39.00');
    const changedAt = await page.evaluate(() => Date.now());
    const res = await fetch(`${A}/api/admin/products/${PRODUCT_ID}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ version: row.version, options }),
    });
    expect(res.status).toBe(200);

    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __updates: number[] }).__updates.length), { timeout: 2000, intervals: [50] })
      .toBeGreaterThan(0);
    const arrivedAt = await page.evaluate(() => (window as unknown as { __updates: number[] }).__updates[0]);
    expect(arrivedAt - changedAt).toBeLessThan(2000);

    // The NOTIFY that brought the event invalidated B's caches first: B's very next answer has the new price.
    expect(await (await fetch(B + PRODUCT_PATH)).text()).toContain('$41.00');
    await page.goto(B + PRODUCT_PATH);
    await expect(page.getByText('$41.00').first()).toBeVisible();
  });
});

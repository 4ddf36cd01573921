/**
 * Every route handler under app/api and app/stripe-api, fuzzed with hostile bodies, params and query strings
 * (tests/fuzz/hostile.ts): the answer is a 4xx JSON error (never a 5xx, never a success), nothing is written —
 * the database is compared table by table before and after each route's batch — and /api/health still
 * answers. Valid contact messages and quotes with arbitrary Unicode text are stored exactly as sent.
 * Runs on PGlite and PostgreSQL; fixed seed in CI (tests/fuzz/config.ts).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { getDb } from '@/db/client';
import { resetEnvForTests } from '@/lib/env';
import { contactMessages, quotes } from '@/db/schema';
import { GET as health } from '@/app/api/health/route';
import { POST as postContact } from '@/app/api/contact/route';
import { adminHeaders, callRoute, TEST_ORIGIN } from '@/tests/helpers/api';
import { fuzzParams, FUZZ_RUNS } from '@/tests/fuzz/config';
import { HUGE_STRING_TOKEN, hostileRawBody, hostileString, wrongTypeToken, deepObject } from '@/tests/fuzz/hostile';

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const ROOT = path.resolve(__dirname, '../../..');
const API_RUNS = Math.max(5, Math.round(FUZZ_RUNS / 4));

beforeAll(() => {
  // The webhook answers 503 "not configured" without a secret; with one, an unsigned body must be refused.
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_fuzz_0123456789';
  resetEnvForTests();
});

// Tables a refused request may still touch: the rate-limit counters every public request consumes.
const VOLATILE_TABLES = new Set(['rate_limits']);
// Routes whose whole job is to count, whatever they are sent.
const COUNTING_ROUTES: Record<string, string[]> = { 'GET /api/metrics/hit': ['site_metrics'] };

// Handlers whose answer does not depend on a body: fuzzed through params/query only, or left to their own tests.
const BODY_IGNORED = new Set([
  'POST /api/logout', // ends the caller's session; tests/security/sessions
  'POST /api/admin/restart', // revalidates the page cache; no input
  'POST /api/csp-report', // accepts any report (204) and stores nothing; checked below for "writes nothing"
  'POST /api/admin/products/[id]/reset',
  'POST /api/admin/services/[id]/reset',
  'POST /api/public/blog/[slug]/view',
  'DELETE /api/admin/blog/[id]',
  'DELETE /api/admin/images/[id]',
  'DELETE /api/admin/products/[id]',
  'DELETE /api/admin/services/[id]',
  'DELETE /api/quotes/[id]',
  'DELETE /api/users/[key]',
  'PUT /api/quotes/[id]/read',
]);

interface RouteEntry {
  route: string; // '/api/admin/products/[id]'
  file: string;
  dynamic: string[]; // param names, '...key' for catch-alls
  methods: Set<Method>;
}

function exportedMethods(file: string): Set<Method> {
  const source = readFileSync(file, 'utf8');
  const found = [...source.matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b|\bas\s+(GET|POST|PUT|PATCH|DELETE)\b/g)];
  return new Set(found.map((m) => (m[1] ?? m[2]) as Method));
}

function routeFiles(dir: string, base: string): RouteEntry[] {
  const out: RouteEntry[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...routeFiles(full, `${base}/${name}`));
    else if (name === 'route.ts') {
      const dynamic = [...base.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]);
      out.push({ route: base, file: full, dynamic, methods: exportedMethods(full) });
    }
  }
  return out;
}

const ROUTES = [...routeFiles(path.join(ROOT, 'app/api'), '/api'), ...routeFiles(path.join(ROOT, 'app/stripe-api'), '/stripe-api')]
  .filter((r) => !r.route.startsWith('/api/auth/')) // next-auth's own handler: sign-in tests cover it
  .filter((r) => !r.route.endsWith('/stream')); // a server-sent event stream never ends; tests/security covers it

async function dbFingerprint(): Promise<Record<string, string>> {
  const db = await getDb();
  const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, string>[];
  const tables = rowsOf(await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`))
    .map((r) => r.table_name)
    .filter((t) => !VOLATILE_TABLES.has(t) && !t.startsWith('__drizzle'));
  const out: Record<string, string> = {};
  for (const t of tables) {
    const [row] = rowsOf(await db.execute(sql.raw(`select count(*)::text as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${t}" x`)));
    out[t] = `${row.n}:${row.h}`;
  }
  return out;
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}

let ipCounter = 0;
function freshAddress(): string {
  ipCounter += 1;
  // A new /24 network each time: the form limits count per address and per network.
  return `10.${(ipCounter >> 8) & 255}.${ipCounter & 255}.7`;
}

async function headersFor(route: string): Promise<Record<string, string>> {
  const base = { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': freshAddress() };
  const isAdmin = /^\/api\/(admin|products-config|services-config|blog$|blog-media|users|quotes|smtp|upload-image|fetch-image|me)/.test(route);
  return isAdmin ? { ...base, ...(await adminHeaders()) } : base;
}

function paramsFrom(entry: RouteEntry, values: string[]): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  entry.dynamic.forEach((name, i) => {
    const v = values[i % values.length] ?? 'x';
    if (name.startsWith('...')) params[name.slice(3)] = v.split('/');
    else params[name] = v;
  });
  return params;
}

function expectRefusal(label: string, res: { status: number; json: Record<string, unknown> | null; text: string }) {
  if (res.status < 400 || res.status > 499) {
    throw new Error(`${label}: expected a 4xx refusal, got ${res.status} ${res.text.slice(0, 200)}`);
  }
  if (!res.json || typeof res.json.error !== 'string' || res.json.error.length === 0) {
    throw new Error(`${label}: a ${res.status} without a JSON error message: ${res.text.slice(0, 200)}`);
  }
}

async function expectHealthy() {
  const res = await callRoute(health as unknown as Handler, { method: 'GET', path: '/api/health' });
  expect(res.status).toBe(200);
}

const modules = new Map<string, Record<string, unknown>>();
async function handlerOf(entry: RouteEntry, method: Method): Promise<Handler | null> {
  if (!modules.has(entry.file)) modules.set(entry.file, (await import(entry.file)) as Record<string, unknown>);
  const h = modules.get(entry.file)![method];
  return typeof h === 'function' ? (h as Handler) : null;
}

const BODY_METHODS: Method[] = ['POST', 'PUT', 'PATCH'];

describe('hostile bodies: every JSON route answers 4xx JSON and writes nothing', () => {
  for (const entry of ROUTES) {
    for (const method of BODY_METHODS) {
      const key = `${method} ${entry.route}`;
      if (BODY_IGNORED.has(key) || !entry.methods.has(method)) continue;
      test(key, async () => {
        const handler = await handlerOf(entry, method);
        if (!handler) return;
        const before = await dbFingerprint();
        await fc.assert(
          fc.asyncProperty(hostileRawBody, fc.array(hostileString, { minLength: 1, maxLength: 2 }), async (rawBody, paramValues) => {
            const res = await callRoute(handler, {
              method,
              path: entry.route,
              rawBody,
              headers: { ...(await headersFor(entry.route)), 'content-type': 'application/json' },
              params: paramsFrom(entry, entry.dynamic.length ? ['00000000-0000-4000-8000-000000000000', ...paramValues] : paramValues),
            });
            expectRefusal(key, res);
          }),
          fuzzParams(API_RUNS),
        );
        expect(changedTables(before, await dbFingerprint())).toEqual([]);
        await expectHealthy();
      });
    }
  }
});

describe('hostile params and query strings never crash a route or write', () => {
  for (const entry of ROUTES) {
    const methods: Method[] = entry.dynamic.length ? ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] : ['GET'];
    for (const method of methods) {
      const key = `${method} ${entry.route}`;
      if (!entry.methods.has(method)) continue;
      test(key, async () => {
        const handler = await handlerOf(entry, method);
        if (!handler) return;
        const before = await dbFingerprint();
        await fc.assert(
          fc.asyncProperty(fc.array(hostileString, { minLength: 1, maxLength: 3 }), fc.array(fc.tuple(hostileString, hostileString), { maxLength: 4 }), async (paramValues, query) => {
            const qs = new URLSearchParams();
            for (const [k, v] of query) qs.append(k.slice(0, 50), v);
            for (let i = 0; i < 3; i += 1) qs.append('category', paramValues[0]); // repeated parameters
            const res = await callRoute(handler, {
              method,
              path: `${entry.route}?${qs.toString()}`,
              headers: await headersFor(entry.route),
              params: paramsFrom(entry, paramValues),
              ...(method === 'GET' || method === 'DELETE' ? {} : { rawBody: '{}' }),
            });
            if (res.status >= 500) throw new Error(`${key}: ${res.status} ${res.text.slice(0, 200)}`);
            if (entry.dynamic.length && method !== 'GET' && res.status < 400) {
              throw new Error(`${key}: hostile params were accepted (${res.status})`);
            }
          }),
          fuzzParams(API_RUNS),
        );
        const allowed = new Set(COUNTING_ROUTES[key] ?? []);
        expect(changedTables(before, await dbFingerprint()).filter((t) => !allowed.has(t))).toEqual([]);
        await expectHealthy();
      });
    }
  }
});

describe('absurd sizes and shapes', () => {
  const bodies: [string, string][] = [
    ['a 10 MB string field', `{"firstName":${HUGE_STRING_TOKEN},"lastName":"x","email":"a@b.test","subject":"products","message":"x"}`],
    ['objects nested 10,000 deep', deepObject(10_000)],
  ];
  test.each(bodies)('%s is refused by every public form with 4xx JSON', async (_label, rawBody) => {
    const before = await dbFingerprint();
    for (const route of ['/api/contact', '/api/quote', '/api/public/quick-order', '/stripe-api/create-checkout-session', '/api/signin']) {
      const entry = ROUTES.find((r) => r.route === route)!;
      const handler = (await handlerOf(entry, 'POST'))!;
      const res = await callRoute(handler, { method: 'POST', path: route, rawBody, headers: { ...(await headersFor(route)), 'content-type': 'application/json' } });
      expectRefusal(route, res);
    }
    expect(changedTables(before, await dbFingerprint())).toEqual([]);
    await expectHealthy();
  });
});

describe('valid input with arbitrary text is stored exactly', () => {
  beforeEach(async () => {
    // The hostile batches above spent the shared form allowance; these posts are a fresh minute's traffic.
    await (await getDb()).execute(sql`delete from rate_limits`);
  });
  // Text a researcher may type: any Unicode (no lone surrogates — a browser's form sends UTF-8), trimmed by the form.
  const text = (max: number) =>
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: max }).filter((s) => s.trim().length > 0 && !/[\u0000]/.test(s));
  const email = fc.tuple(fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.stringMatching(/^[a-z0-9]{1,20}$/)).map(([l, d]) => `${l}@${d}.test`);

  test('contact messages', async () => {
    const db = await getDb();
    await fc.assert(
      fc.asyncProperty(text(100), text(100), email, fc.option(text(200), { nil: undefined }), text(2000), async (firstName, lastName, mail, company, message) => {
        const body = { firstName, lastName, email: mail, company, subject: 'products', message };
        const res = await callRoute(postContact as unknown as Handler, { method: 'POST', path: '/api/contact', body, headers: await headersFor('/api/contact') });
        if (res.status !== 201) throw new Error(`${res.status} ${res.text.slice(0, 200)}`);
        const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, res.json.id as unknown as string));
        expect(row).toMatchObject({ firstName: firstName.trim(), lastName: lastName.trim(), email: mail, company: (company ?? '').trim(), message: message.trim() });
      }),
      fuzzParams(API_RUNS),
    );
  });

  test('wrong types in an otherwise valid contact message are refused and write nothing', async () => {
    const handler = postContact as unknown as Handler;
    const before = await dbFingerprint();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('firstName', 'lastName', 'email', 'subject', 'message', 'formElapsedMs', 'idempotencyKey'), wrongTypeToken, async (field, token) => {
        const valid: Record<string, string> = { firstName: '"Ada"', lastName: '"Lovelace"', email: '"ada@lab.test"', subject: '"products"', message: '"Hello"' };
        valid[field] = token;
        const rawBody = `{${Object.entries(valid).map(([k, v]) => `"${k}":${v}`).join(',')}}`;
        const res = await callRoute(handler, { method: 'POST', path: '/api/contact', rawBody, headers: { ...(await headersFor('/api/contact')), 'content-type': 'application/json' } });
        // formElapsedMs/idempotencyKey set to a valid-looking integer token are fine; everything else is refused.
        if (res.status === 201) {
          if (!((field === 'formElapsedMs' && /^-?\d+$/.test(token) && Number(token) >= 0) || false)) throw new Error(`accepted ${field}=${token}`);
          return;
        }
        expectRefusal(`contact ${field}=${token.slice(0, 40)}`, res);
      }),
      fuzzParams(API_RUNS),
    );
    const changed = changedTables(before, await dbFingerprint()).filter((t) => t !== 'contact_messages' && t !== 'email_outbox');
    expect(changed).toEqual([]);
  });

  test('quote requests keep their text', async () => {
    const db = await getDb();
    const { POST: postQuote } = await import('@/app/api/quote/route');
    const { quoteRequestSchema } = await import('@/lib/validations/quote');
    const serviceType = quoteRequestSchema.shape.serviceType.options[0];
    await fc.assert(
      fc.asyncProperty(text(100), text(100), email, text(200), text(3000), async (firstName, lastName, mail, company, projectDescription) => {
        const body = { firstName, lastName, email: mail, company, serviceType, projectDescription };
        const res = await callRoute(postQuote as unknown as Handler, { method: 'POST', path: '/api/quote', body, headers: await headersFor('/api/quote') });
        if (res.status !== 201) throw new Error(`${res.status} ${res.text.slice(0, 300)}`);
        const [row] = await db.select().from(quotes).where(eq(quotes.id, (res.json.quote as unknown as { id: string }).id));
        expect(row).toMatchObject({ firstName: firstName.trim(), lastName: lastName.trim(), email: mail, company: company.trim(), projectDescription: projectDescription.trim() });
      }),
      fuzzParams(API_RUNS),
    );
  });
});

// Helpers for the admin-route security suite: find every route file, decide which methods are public, and
// check that a handler refuses every kind of missing or bad session.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { encode } from 'next-auth/jwt';
import { callRoute, TEST_ORIGIN } from '@/tests/helpers/api';

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

const APP_DIR = path.resolve(__dirname, '../../app');
/** Route handlers live under app/api (the content API) and app/stripe-api (payments). */
export const ROUTE_ROOTS = ['api', 'stripe-api'];

/** Every route file, as its path under app/ without the file name, e.g. 'api/users/[key]'. */
export function listRouteFiles(): { route: string; file: string }[] {
  const out: { route: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/^route\.(ts|tsx|js|mjs)$/.test(name)) {
        out.push({ route: path.relative(APP_DIR, dir).split(path.sep).join('/'), file: full });
      }
    }
  };
  for (const root of ROUTE_ROOTS) {
    const dir = path.join(APP_DIR, root);
    try {
      if (statSync(dir).isDirectory()) walk(dir);
    } catch {
      // The folder may not exist in every branch.
    }
  }
  return out.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * The only public route handlers. Everything else under app/api and app/stripe-api must answer 401 without a
 * valid admin session. Keep this list short: a new public endpoint is a decision, written down here.
 * `**` matches any sub-path.
 */
export const PUBLIC_ROUTES: { route: string; methods: readonly HttpMethod[] | '*'; why: string }[] = [
  { route: 'api/public/**', methods: '*', why: 'public catalogue, blog and the product update stream (docs/requirements.md §7 /public/*)' },
  { route: 'api/auth/**', methods: '*', why: "next-auth's own sign-in, CSRF, session and sign-out endpoints" },
  { route: 'api/signin', methods: ['POST'], why: 'API sign-in (docs/requirements.md §7 POST /signin)' },
  { route: 'api/health', methods: ['GET', 'HEAD'], why: 'load-balancer health check' },
  { route: 'api/[...missing]', methods: '*', why: 'unknown API paths: a JSON 404, no data' },
  { route: 'api/metrics/hit', methods: '*', why: 'home page hit counter (docs/requirements.md §7)' },
  { route: 'api/csp-report', methods: ['POST'], why: "browsers' Content-Security-Policy violation reports (logged, nothing stored)" },
  { route: 'api/quote', methods: ['POST'], why: 'the full quote form (docs/requirements.md §7 POST /quote)' },
  { route: 'api/quotes', methods: ['POST'], why: 'product and design quotes (docs/requirements.md §7 POST /quotes); GET stays admin-only' },
  { route: 'api/contact', methods: ['POST'], why: 'the contact form (docs/requirements.md §7 POST /contact)' },
  { route: 'api/blog', methods: ['GET'], why: 'docs/requirements.md §7: GET /blog is the public fallback of GET /public/blog' },
  { route: 'api/media/upload/**', methods: ['PUT'], why: 'local-disk direct upload, like an S3 presigned PUT: accepted only with an HMAC-signed, expiring URL from request-upload' },
  { route: 'stripe-api/webhook', methods: ['POST'], why: 'Stripe webhook (verified by its signature)' },
  { route: 'stripe-api/create-checkout-session', methods: ['POST'], why: 'visitor checkout (prices come from the database)' },
  { route: 'api/account/sign-in', methods: ['POST'], why: 'a customer asks for a sign-in link (same answer for every address; docs/accounts.md)' },
  { route: 'api/account/verify', methods: ['POST'], why: "a customer exchanges a sign-in link's one-time token for a customer session" },
  { route: 'api/account/session', methods: ['GET'], why: 'whether a customer is signed in (null for everyone else), read by the header after load' },
  { route: 'api/offers/**', methods: '*', why: "the customer's offer link: view the PDF, accept by card or PO, decline; the 128-bit token in the path is the credential (docs/offers.md)" },
];

function routeMatches(pattern: string, route: string): boolean {
  if (pattern.endsWith('/**')) {
    const base = pattern.slice(0, -3);
    return route === base || route.startsWith(`${base}/`);
  }
  return pattern === route;
}

export function isPublic(route: string, method: string): boolean {
  return PUBLIC_ROUTES.some((p) => routeMatches(p.route, route) && (p.methods === '*' || (p.methods as readonly string[]).includes(method)));
}

/** Dynamic segments filled with harmless values: [id] → 'x-test', [...slug] → ['a', 'b']. */
export function paramsFor(route: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const seg of route.split('/')) {
    const m = seg.match(/^\[\[?(\.\.\.)?([^\]]+)\]?\]$/);
    if (m) params[m[2]] = m[1] ? ['a', 'b'] : '00000000-0000-4000-8000-000000000000';
  }
  return params;
}

export function urlPathFor(route: string): string {
  return (
    '/' +
    route
      .split('/')
      .filter((s) => !/^\(.*\)$/.test(s))
      .map((s) => (/^\[\[?\.\.\./.test(s) ? 'a/b' : /^\[/.test(s) ? '00000000-0000-4000-8000-000000000000' : s))
      .join('/')
  );
}

export const FORGED_SECRET = 'an-attacker-secret-an-attacker-secret-0123';

export interface BadCredentials {
  forged: string;
  expired: string;
  revoked: string;
}

/** Tokens an attacker might hold: signed with another secret, expired, or revoked by logout. */
export async function makeBadTokens(user: { id: string; email: string; name: string; role: string; tokenVersion: number }, secret: string): Promise<BadCredentials> {
  const claims = { sub: user.id, email: user.email, name: user.name, role: user.role, tv: user.tokenVersion };
  return {
    forged: await encode({ secret: FORGED_SECRET, token: claims, maxAge: 3600 }),
    expired: await encode({ secret, token: claims, maxAge: -60 }),
    // The caller bumps the account's token version after minting this one (logout).
    revoked: await encode({ secret, token: claims, maxAge: 3600 }),
  };
}

type Handler = Parameters<typeof callRoute>[0];

export interface GuardCase {
  name: string;
  headers: Record<string, string>;
  query?: string;
}

export function guardCases(bad: BadCredentials): GuardCase[] {
  return [
    { name: 'no session', headers: {} },
    { name: 'no session, extra query params', headers: {}, query: '?_rsc=1&admin=1&debug=true' },
    { name: 'x-middleware-subrequest', headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' } },
    { name: 'forged bearer token', headers: { authorization: `Bearer ${bad.forged}` } },
    { name: 'forged cookie', headers: { cookie: `bioark.session=${bad.forged}` } },
    { name: 'expired bearer token', headers: { authorization: `Bearer ${bad.expired}` } },
    { name: 'expired cookie', headers: { cookie: `bioark.session=${bad.expired}` } },
    { name: 'bearer token after logout', headers: { authorization: `Bearer ${bad.revoked}` } },
    { name: 'cookie after logout', headers: { cookie: `bioark.session=${bad.revoked}` } },
    { name: 'garbage bearer token', headers: { authorization: 'Bearer not-a-token' } },
  ];
}

/** Calls the handler once per case; returns a description of every case that was not refused with 401. */
export async function findGuardFailures(handler: Handler, route: string, method: string, cases: GuardCase[]): Promise<string[]> {
  const failures: string[] = [];
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  for (const c of cases) {
    const res = await callRoute(handler, {
      method,
      path: urlPathFor(route) + (c.query ?? ''),
      params: paramsFor(route),
      headers: { ...c.headers, ...(hasBody ? { origin: TEST_ORIGIN, 'content-type': 'application/json' } : {}) },
      ...(hasBody ? { rawBody: '{}' } : {}),
    });
    if (res.status !== 401) {
      failures.push(`${method} /${route} with ${c.name}: ${res.status} ${res.text.slice(0, 120)}`);
      continue;
    }
    const keys = res.json && typeof res.json === 'object' ? Object.keys(res.json) : [];
    if (keys.some((k) => k !== 'error')) failures.push(`${method} /${route} with ${c.name}: 401 but the body carries ${keys.join(', ')}`);
    if (!/no-store/.test(res.headers.get('cache-control') ?? '')) failures.push(`${method} /${route} with ${c.name}: 401 without Cache-Control no-store`);
  }
  return failures;
}

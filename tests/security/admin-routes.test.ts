// docs/security.md items 2, 3, 7 and 30 for EVERY route handler: the route files are found at test time, and each
// exported method that is not on the short public allow-list (route-guard.ts) must answer 401 — with no
// session, extra query params, `x-middleware-subrequest`, a forged, an expired or a logged-out token (as
// bearer and as cookie) — with only `{ error }` in the body and Cache-Control no-store. A new admin route
// that forgets withAdmin/requireAdmin makes this suite fail.
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { adminUsers } from '@/db/schema';
import { revokeSessions } from '@/lib/server/admin-signin';
import { json, withAdmin, withPublic } from '@/lib/api/handler';
import {
  findGuardFailures,
  guardCases,
  HTTP_METHODS,
  isPublic,
  listRouteFiles,
  makeBadTokens,
  PUBLIC_ROUTES,
  type GuardCase,
} from '@/tests/security/route-guard';

const routes = listRouteFiles();
let cases: GuardCase[] = [];

beforeAll(async () => {
  const db = await getDb();
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.email, process.env.ADMIN_EMAIL!));
  const bad = await makeBadTokens(admin, process.env.AUTH_SECRET!);
  // "Logout": the account's token version moves on, so `bad.revoked` is a replayed old token.
  await revokeSessions(admin.id, admin.email);
  cases = guardCases(bad);
});

describe('route enumeration', () => {
  test('finds the route files of the content API, including the admin portal ones', () => {
    const names = routes.map((r) => r.route);
    for (const expected of ['api/users', 'api/users/upsert', 'api/users/[key]', 'api/me', 'api/logout', 'api/admin/restart', 'api/admin/audit', 'api/admin/overview', 'api/signin', 'api/health']) {
      expect(names).toContain(expected);
    }
  });

  test('the public allow-list stays short and explicit', () => {
    // 14 shop and API routes plus the 3 customer sign-in routes (docs/accounts.md).
    expect(PUBLIC_ROUTES.length).toBeLessThanOrEqual(18);
    for (const p of PUBLIC_ROUTES) expect(p.why.length).toBeGreaterThan(10);
    expect(isPublic('api/quotes', 'GET')).toBe(false);
    expect(isPublic('api/quotes', 'POST')).toBe(true);
    expect(isPublic('api/quotes/[id]', 'DELETE')).toBe(false);
    expect(isPublic('api/admin/images/request-upload', 'POST')).toBe(false);
    expect(isPublic('api/users', 'GET')).toBe(false);
    expect(isPublic('api/me', 'GET')).toBe(false);
  });
});

describe('the guard check itself can fail', () => {
  // Proof that this suite catches an unguarded route: a public handler that returns data is reported.
  test('an unguarded handler is reported for every case', async () => {
    const leaky = withPublic(async () => json({ users: [{ email: 'leak@example.test' }] }));
    const failures = await findGuardFailures(leaky as never, 'api/leaky', 'GET', cases);
    expect(failures).toHaveLength(cases.length);
  });

  test('a handler that checks only for the presence of a cookie is reported', async () => {
    const naive = withPublic(async ({ req }) =>
      req.headers.get('cookie') || req.headers.get('authorization') ? json({ secret: 1 }) : json({ error: 'no' }, { status: 401 }),
    );
    const failures = await findGuardFailures(naive as never, 'api/naive', 'POST', cases);
    expect(failures.length).toBeGreaterThanOrEqual(6);
  });

  test('a withAdmin handler passes', async () => {
    const guarded = withAdmin(async () => ({ secret: 1 }));
    expect(await findGuardFailures(guarded as never, 'api/guarded', 'DELETE', cases)).toEqual([]);
  });
});

describe.each(routes.map((r) => [r.route, r.file] as const))('/%s', (route, file) => {
  test('every admin-only method refuses a missing, forged, expired or revoked session with 401', async () => {
    const mod = (await import(file)) as Record<string, unknown>;
    const methods = HTTP_METHODS.filter((m) => typeof mod[m] === 'function');
    expect(methods.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const method of methods) {
      if (isPublic(route, method)) continue;
      failures.push(...(await findGuardFailures(mod[method] as never, route, method, cases)));
    }
    expect(failures).toEqual([]);
  });
});

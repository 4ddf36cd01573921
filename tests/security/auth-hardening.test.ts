// docs/security.md items 5–9 and 30 for the admin sign-in: rate limits (also while rotating X-Forwarded-For), the
// same answer for unknown e-mails, argon2id parameters and the input cap, the Origin check on admin writes,
// logout replay (bearer and cookie, API and next-auth), cookie attributes and no-store answers.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { adminUsers, rateLimits } from '@/db/schema';
import { POST as signin } from '@/app/api/signin/route';
import { GET as me } from '@/app/api/me/route';
import { POST as logout } from '@/app/api/logout/route';
import { GET as listUsers } from '@/app/api/users/route';
import { POST as upsertUser } from '@/app/api/users/upsert/route';
import { GET as audit } from '@/app/api/admin/audit/route';
import { GET as overview } from '@/app/api/admin/overview/route';
import { POST as restart } from '@/app/api/admin/restart/route';
import { authOptions, SESSION_COOKIE } from '@/lib/auth/options';
import { resetEnvForTests } from '@/lib/env';
import { ARGON2_OPTIONS, hashPassword, MAX_PASSWORD_LENGTH as HASH_MAX, verifyPassword } from '@/lib/auth/password';
import { INVALID_CREDENTIALS, NOT_AUTHORIZED, TOO_MANY_ATTEMPTS } from '@/lib/server/admin-signin';
import { MAX_PASSWORD_LENGTH as FORM_MAX } from '@/lib/validations/users';
import { adminHeaders, callRoute, TEST_ORIGIN } from '@/tests/helpers/api';

const EMAIL = process.env.ADMIN_EMAIL!;
const PASSWORD = process.env.ADMIN_PASSWORD!;

async function clearLimits() {
  const db = await getDb();
  await db.delete(rateLimits);
}

function signinAs(email: string, password: string, address = '198.51.100.7') {
  return callRoute(signin, { path: '/api/signin', body: { email, password }, headers: { 'x-forwarded-for': address } });
}

beforeEach(clearLimits);

describe('docs/security.md item 8: sign-in rate limits and uniform answers', () => {
  test('an unknown e-mail gets exactly the answer of a wrong password', async () => {
    const wrong = await signinAs(EMAIL, 'not the password');
    const unknown = await signinAs('nobody@bioark.test', 'not the password', '198.51.100.8');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ error: INVALID_CREDENTIALS });
    expect(unknown.json).toEqual(wrong.json);
  });

  test('30 wrong passwords a minute for one account, rotating X-Forwarded-For: 429 after a few', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await signinAs(EMAIL, `wrong-${i}`, `203.0.113.${i + 1}`)).status);
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThan(0);
    expect(first429).toBeLessThanOrEqual(10);
    expect(statuses.slice(first429).every((s) => s === 429)).toBe(true);
    const locked = await signinAs(EMAIL, PASSWORD, '203.0.113.200');
    expect(locked.status).toBe(429);
    expect(locked.json.error).toBe(TOO_MANY_ATTEMPTS);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('the per-address limit stops one client trying many accounts; other clients are unaffected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await signinAs(`user${i}@bioark.test`, 'guess', '192.0.2.50')).status);
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(21);
    const other = await signinAs(EMAIL, PASSWORD, '192.0.2.51');
    expect(other.status).toBe(200);
  });

  test('a successful sign-in clears the account counter', async () => {
    for (let i = 0; i < 3; i++) await signinAs(EMAIL, 'wrong');
    expect((await signinAs(EMAIL, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await signinAs(EMAIL, 'wrong')).status).toBe(401);
  });

  test("the portal's next-auth credentials provider applies the same checks and messages", async () => {
    const provider = authOptions().providers[0] as unknown as { options: { authorize: (c: unknown, r: unknown) => Promise<unknown> } };
    const authorize = (email: string, password: string) =>
      provider.options.authorize({ email, password }, { headers: { 'x-forwarded-for': '198.51.100.99' } });
    await expect(authorize(EMAIL, 'wrong')).rejects.toThrow(INVALID_CREDENTIALS);
    await expect(authorize('ghost@bioark.test', 'wrong')).rejects.toThrow(INVALID_CREDENTIALS);
    const user = (await authorize(EMAIL, PASSWORD)) as { email: string; role: string };
    expect(user).toMatchObject({ email: EMAIL, role: 'Admin' });
    for (let i = 0; i < 6; i++) await authorize(EMAIL, 'wrong').catch(() => {});
    await expect(authorize(EMAIL, PASSWORD)).rejects.toThrow(TOO_MANY_ATTEMPTS);
  });

  test("an account whose role is not Admin: 'You are not authorized to access Admin Portal', and its tokens stop working", async () => {
    const db = await getDb();
    const res = await callRoute(upsertUser, { body: { email: 'viewer@bioark.test', password: 'viewer-password-1' }, headers: await adminHeaders() });
    expect(res.status).toBe(201);
    const ok = await signinAs('viewer@bioark.test', 'viewer-password-1');
    expect(ok.status).toBe(200);
    await db.update(adminUsers).set({ role: 'Viewer' }).where(eq(adminUsers.email, 'viewer@bioark.test'));
    const refused = await signinAs('viewer@bioark.test', 'viewer-password-1');
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(NOT_AUTHORIZED);
    const replay = await callRoute(me, { headers: { authorization: `Bearer ${ok.json.token}` } });
    expect(replay.status).toBe(401);
  });
});

describe('docs/security.md item 9: password storage', () => {
  test('argon2id with m ≥ 19456 KiB and t ≥ 2', async () => {
    expect(ARGON2_OPTIONS.memoryCost).toBeGreaterThanOrEqual(19456);
    expect(ARGON2_OPTIONS.timeCost).toBeGreaterThanOrEqual(2);
    const h = await hashPassword('a fine password');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/);
    const [, m, t] = h.match(/m=(\d+),t=(\d+)/)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
  });

  test('an admin created through the API is stored as argon2id; the hash never leaves the server', async () => {
    const res = await callRoute(upsertUser, { body: { email: 'hash-check@bioark.test', password: 'hash-check-password' }, headers: await adminHeaders() });
    expect(res.status).toBe(201);
    expect(res.text).not.toMatch(/argon2|passwordHash|password/i);
    const db = await getDb();
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, 'hash-check@bioark.test'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain('hash-check-password');
    const list = await callRoute(listUsers, { headers: await adminHeaders() });
    expect(list.text).not.toMatch(/argon2|passwordHash/);
  });

  test('over-long passwords are refused before hashing (no hashing DoS)', async () => {
    expect(FORM_MAX).toBe(HASH_MAX);
    const long = 'x'.repeat(HASH_MAX + 1);
    await expect(hashPassword(long)).rejects.toThrow();
    expect(await verifyPassword(await hashPassword('short-password'), long)).toBe(false);
    const create = await callRoute(upsertUser, { body: { email: 'long@bioark.test', password: long }, headers: await adminHeaders() });
    expect(create.status).toBe(400);
    const started = Date.now();
    const sign = await signinAs(EMAIL, 'y'.repeat(1000));
    expect(sign.status).toBe(401);
    expect(Date.now() - started).toBeLessThan(5_000);
    const huge = await callRoute(signin, { body: { email: EMAIL, password: 'z'.repeat(20_000) } });
    expect([400, 413]).toContain(huge.status);
  });
});

describe('docs/security.md item 5: cross-site writes to admin endpoints are refused', () => {
  test('Origin: https://evil.example with a valid cookie → 403 and nothing written', async () => {
    const token = (await adminHeaders()).authorization.replace('Bearer ', '');
    const cookie = `${SESSION_COOKIE}=${token}`;
    const evil = await callRoute(upsertUser, {
      body: { email: 'csrf@bioark.test', password: 'csrf-password-1' },
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    const site = await callRoute(upsertUser, {
      body: { email: 'csrf2@bioark.test', password: 'csrf-password-1' },
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(site.status).toBe(403);
    const restartEvil = await callRoute(restart, { method: 'POST', headers: { cookie, origin: 'https://evil.example' } });
    expect(restartEvil.status).toBe(403);
    const db = await getDb();
    const rows = await db.select().from(adminUsers).where(sql`${adminUsers.email} like 'csrf%'`);
    expect(rows).toHaveLength(0);
    const same = await callRoute(upsertUser, {
      body: { email: 'csrf3@bioark.test', password: 'csrf-password-1' },
      headers: { cookie, origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(same.status).toBe(201);
  });
});

describe('docs/security.md item 7: logout revokes every token', () => {
  test('after POST /api/logout the old bearer token and cookie get 401; a new sign-in works', async () => {
    const signed = await signinAs(EMAIL, PASSWORD);
    expect(signed.status).toBe(200);
    expect(signed.json.user).toEqual({ email: EMAIL, name: expect.any(String), role: 'Admin' });
    const token = signed.json.token as string;
    expect((await callRoute(me, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await callRoute(me, { headers: { cookie: `${SESSION_COOKIE}=${token}` } })).status).toBe(200);

    const out = await callRoute(logout, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE.replace('.', '\\.')}=;`));

    expect((await callRoute(me, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await callRoute(me, { headers: { cookie: `${SESSION_COOKIE}=${token}` } })).status).toBe(401);
    expect((await callRoute(listUsers, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await callRoute(logout, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(401);

    const again = await signinAs(EMAIL, PASSWORD);
    expect((await callRoute(me, { headers: { authorization: `Bearer ${again.json.token}` } })).status).toBe(200);
  });

  test("the portal's Logout (next-auth signOut event) revokes the cookie token too", async () => {
    const signed = await signinAs(EMAIL, PASSWORD);
    const token = signed.json.token as string;
    const db = await getDb();
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, EMAIL));
    await authOptions().events!.signOut!({ token: { sub: row.id, email: row.email }, session: undefined as never });
    expect((await callRoute(me, { headers: { cookie: `${SESSION_COOKIE}=${token}` } })).status).toBe(401);
  });
});

describe('docs/security.md item 6 and 30: cookie attributes and no-store answers', () => {
  test('the session cookie is HttpOnly and SameSite=Lax; Secure in production', () => {
    const opts = authOptions().cookies!.sessionToken!.options;
    expect(opts).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
    const prev = { env: process.env.NODE_ENV, site: process.env.SITE_URL };
    const at = (origin: string) => ({ headers: new Headers({ host: new URL(origin).host }), url: `${origin}/api/auth/session` });
    try {
      Object.assign(process.env, { NODE_ENV: 'production', SITE_URL: 'https://shop.example.com' });
      resetEnvForTests();
      expect(authOptions().cookies!.sessionToken!.options.secure).toBe(true);
      expect(authOptions(at('http://192.168.1.5:3000')).cookies!.sessionToken!.options.secure).toBe(true);
      // Without SITE_URL the address the request reached decides: plain http on a LAN name cannot hold Secure
      // cookies (the admin could never sign in there); localhost and 127.0.0.1 can.
      delete process.env.SITE_URL;
      resetEnvForTests();
      expect(authOptions(at('http://192.168.1.5:3000')).cookies!.sessionToken!.options.secure).toBe(false);
      expect(authOptions(at('http://127.0.0.1:3000')).cookies!.sessionToken!.options.secure).toBe(true);
      expect(authOptions(at('http://localhost:3000')).cookies!.sessionToken!.options.secure).toBe(true);
    } finally {
      Object.assign(process.env, { NODE_ENV: prev.env });
      if (prev.site === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = prev.site;
      resetEnvForTests();
    }
  });

  test.each([
    ['GET /api/me', me],
    ['GET /api/users', listUsers],
    ['GET /api/admin/audit', audit],
    ['GET /api/admin/overview', overview],
  ] as const)('%s answers with Cache-Control: private, no-store', async (_name, handler) => {
    const res = await callRoute(handler as never, { headers: await adminHeaders() });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  test('POST /api/signin answers are not stored either', async () => {
    const res = await signinAs(EMAIL, PASSWORD);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

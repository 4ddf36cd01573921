// docs/requirements.md §2 Admins, §3 User, §5 Add admin, §7 users calls: GET /api/users, POST /api/users/upsert,
// DELETE /api/users/{email or id}. Runs on PGlite and PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { adminUsers, auditLog } from '@/db/schema';
import { GET as listUsers } from '@/app/api/users/route';
import { POST as upsert } from '@/app/api/users/upsert/route';
import { DELETE as remove } from '@/app/api/users/[key]/route';
import { GET as me } from '@/app/api/me/route';
import { POST as signin } from '@/app/api/signin/route';
import { issueToken } from '@/lib/auth/session';
import { SESSION_COOKIE } from '@/lib/auth/options';
import { verifyPassword } from '@/lib/auth/password';
import { CANNOT_DELETE_LAST, CANNOT_DELETE_SELF, deleteAdminUser, EMAIL_NOT_EDITABLE, EMAIL_TAKEN } from '@/lib/server/users';
import { EMAIL_AND_PASSWORD_REQUIRED } from '@/lib/validations/users';
import { adminHeaders, callRoute, TEST_ORIGIN } from '@/tests/helpers/api';

type User = { id: string; email: string; name: string; role: string; address: string };

async function tokenFor(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(adminUsers).where(sql`lower(${adminUsers.email}) = ${email.toLowerCase()}`);
  return issueToken(row);
}

async function create(email: string, password = 'a-good-password', name?: string) {
  return callRoute(upsert, { body: { email, password, ...(name ? { name } : {}) }, headers: await adminHeaders() });
}

describe('GET /api/users', () => {
  test('lists the admins with role Admin and no password hashes', async () => {
    const res = await callRoute(listUsers, { headers: await adminHeaders() });
    expect(res.status).toBe(200);
    const users = res.json.users as unknown as User[];
    expect(users.map((u) => u.email)).toContain(process.env.ADMIN_EMAIL);
    for (const u of users) {
      expect(u.role).toBe('Admin');
      expect(Object.keys(u).sort()).toEqual(['address', 'createdAt', 'email', 'id', 'lastLoginAt', 'name', 'role']);
    }
  });

  test('401 without a session', async () => {
    expect((await callRoute(listUsers)).status).toBe(401);
  });
});

describe('POST /api/users/upsert — create', () => {
  test('creates an admin (201), lower-cases the e-mail, forces role Admin and audits it', async () => {
    const res = await callRoute(upsert, {
      body: { email: 'New.Admin@BioArk.test', name: 'New Admin', password: 'new-admin-password', role: 'Superuser' },
      headers: await adminHeaders(),
    });
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({ email: 'new.admin@bioark.test', name: 'New Admin', role: 'Admin', address: '' });
    const db = await getDb();
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, 'new.admin@bioark.test'));
    expect(row.role).toBe('Admin');
    expect(await verifyPassword(row.passwordHash, 'new-admin-password')).toBe(true);
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, 'new.admin@bioark.test'));
    expect(entries.map((e) => e.action)).toContain('create');
    expect(JSON.stringify(entries)).not.toContain('new-admin-password');
    // The new admin can sign in.
    const s = await callRoute(signin, { body: { email: 'new.admin@bioark.test', password: 'new-admin-password' } });
    expect(s.status).toBe(200);
  });

  test('the full name is optional', async () => {
    const res = await create('no-name@bioark.test');
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({ name: '' });
  });

  test.each([
    ['no password', { email: 'nopass@bioark.test' }],
    ['an empty password', { email: 'nopass@bioark.test', password: '' }],
    ['no e-mail', { password: 'a-good-password' }],
    ['an empty e-mail', { email: '  ', password: 'a-good-password' }],
  ])("'Email and password are required' with %s", async (_label, body) => {
    const res = await callRoute(upsert, { body, headers: await adminHeaders() });
    expect(res.status).toBe(400);
    expect(res.json.error).toContain(EMAIL_AND_PASSWORD_REQUIRED);
  });

  test.each([
    ['an invalid e-mail', { email: 'not-an-email', password: 'a-good-password' }, 'email'],
    ['a short password', { email: 'short@bioark.test', password: 'short' }, 'password'],
    ['a CR/LF in the e-mail', { email: 'a@b.test\r\nBcc: x@y.test', password: 'a-good-password' }, 'email'],
    ['a non-JSON body', null, null],
  ])('400 for %s', async (_label, body, field) => {
    const res =
      body === null
        ? await callRoute(upsert, { method: 'POST', rawBody: '{oops', headers: { ...(await adminHeaders()), 'content-type': 'application/json' } })
        : await callRoute(upsert, { body, headers: await adminHeaders() });
    expect(res.status).toBe(400);
    expect(typeof res.json.error).toBe('string');
    if (field) expect(res.json.fieldErrors).toHaveProperty(field);
  });
});

describe('POST /api/users/upsert — update', () => {
  test('a known e-mail updates name and address; a password sent without resetPassword is ignored', async () => {
    await create('editor@bioark.test', 'editor-password-1', 'Editor');
    const res = await callRoute(upsert, {
      body: { email: 'EDITOR@bioark.test', name: 'Edited Name', address: '1 Lab Way\nBoston, MA', password: 'ignored-password', role: 'Owner' },
      headers: await adminHeaders(),
    });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ email: 'editor@bioark.test', name: 'Edited Name', address: '1 Lab Way\nBoston, MA', role: 'Admin' });
    const db = await getDb();
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, 'editor@bioark.test'));
    expect(await verifyPassword(row.passwordHash, 'editor-password-1')).toBe(true);
    expect(await verifyPassword(row.passwordHash, 'ignored-password')).toBe(false);
    const [entry] = await db.select().from(auditLog).where(sql`${auditLog.entityId} = 'editor@bioark.test' and ${auditLog.action} = 'update'`);
    expect(entry.diff).toMatchObject({ name: ['Editor', 'Edited Name'] });
  });

  test('the Add Admin form (createOnly) with a known e-mail, in any case, is refused and changes nothing', async () => {
    await create('named@bioark.test', 'named-password-1', 'Named Admin');
    const res = await callRoute(upsert, {
      body: { email: 'NAMED@bioark.test', name: '', password: 'other-password-1', role: 'Admin', createOnly: true },
      headers: await adminHeaders(),
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ error: EMAIL_TAKEN, fieldErrors: { email: EMAIL_TAKEN } });
    const db = await getDb();
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, 'named@bioark.test'));
    expect(row.name).toBe('Named Admin');
    expect(await verifyPassword(row.passwordHash, 'named-password-1')).toBe(true);
    // A new e-mail with createOnly is an ordinary add.
    const added = await callRoute(upsert, { body: { email: 'fresh@bioark.test', password: 'fresh-password-1', createOnly: true }, headers: await adminHeaders() });
    expect(added.status).toBe(201);
  });

  test('by id: the e-mail cannot be changed', async () => {
    const created = await create('fixed@bioark.test');
    const id = (created.json.user as unknown as User).id;
    const res = await callRoute(upsert, { body: { id, email: 'changed@bioark.test', name: 'X' }, headers: await adminHeaders() });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(EMAIL_NOT_EDITABLE);
    const ok = await callRoute(upsert, { body: { id, email: 'fixed@bioark.test', name: 'Fixed' }, headers: await adminHeaders() });
    expect(ok.status).toBe(200);
    expect(ok.json.user).toMatchObject({ id, email: 'fixed@bioark.test', name: 'Fixed' });
  });

  test('an unknown id → 404', async () => {
    const res = await callRoute(upsert, {
      body: { id: '00000000-0000-4000-8000-000000000000', email: 'ghost@bioark.test', name: 'X' },
      headers: await adminHeaders(),
    });
    expect(res.status).toBe(404);
  });

  test("an explicit reset changes the password and signs that account's sessions out", async () => {
    await create('resettable@bioark.test', 'old-password-1');
    const oldToken = await tokenFor('resettable@bioark.test');
    expect((await callRoute(me, { headers: { authorization: `Bearer ${oldToken}` } })).status).toBe(200);
    const missing = await callRoute(upsert, { body: { email: 'resettable@bioark.test', resetPassword: true }, headers: await adminHeaders() });
    expect(missing.status).toBe(400);
    const res = await callRoute(upsert, {
      body: { email: 'resettable@bioark.test', password: 'new-password-1', resetPassword: true },
      headers: await adminHeaders(),
    });
    expect(res.status).toBe(200);
    expect((await callRoute(me, { headers: { authorization: `Bearer ${oldToken}` } })).status).toBe(401);
    expect((await callRoute(signin, { body: { email: 'resettable@bioark.test', password: 'old-password-1' } })).status).toBe(401);
    expect((await callRoute(signin, { body: { email: 'resettable@bioark.test', password: 'new-password-1' } })).status).toBe(200);
  });

  test('resetting your own password keeps you signed in: a fresh cookie (or bearer token) comes back', async () => {
    await create('self-reset@bioark.test', 'self-password-1');
    const token = await tokenFor('self-reset@bioark.test');
    const viaCookie = await callRoute(upsert, {
      body: { email: 'self-reset@bioark.test', password: 'self-password-2', resetPassword: true },
      headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: TEST_ORIGIN },
    });
    expect(viaCookie.status).toBe(200);
    const setCookie = viaCookie.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/bioark\.session=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    const fresh = setCookie.match(/bioark\.session=([^;]+);/)![1];
    expect((await callRoute(me, { headers: { cookie: `${SESSION_COOKIE}=${fresh}` } })).status).toBe(200);
    expect((await callRoute(me, { headers: { cookie: `${SESSION_COOKIE}=${token}` } })).status).toBe(401);

    const bearer = await callRoute(upsert, {
      body: { email: 'self-reset@bioark.test', password: 'self-password-3', resetPassword: true },
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(bearer.status).toBe(200);
    expect(typeof bearer.json.token).toBe('string');
    expect((await callRoute(me, { headers: { authorization: `Bearer ${bearer.json.token}` } })).status).toBe(200);
  });
});

describe('DELETE /api/users/{email or id}', () => {
  test('deletes by e-mail and by id, audits it, and the deleted account loses access at once', async () => {
    await create('del-by-email@bioark.test');
    const byId = await create('del-by-id@bioark.test');
    const victimToken = await tokenFor('del-by-email@bioark.test');
    const a = await callRoute(remove, { method: 'DELETE', params: { key: 'DEL-BY-EMAIL@bioark.test' }, headers: await adminHeaders() });
    expect(a.status).toBe(200);
    expect(a.json).toMatchObject({ ok: true });
    expect((await callRoute(me, { headers: { authorization: `Bearer ${victimToken}` } })).status).toBe(401);
    const id = (byId.json.user as unknown as User).id;
    const b = await callRoute(remove, { method: 'DELETE', params: { key: id }, headers: await adminHeaders() });
    expect(b.status).toBe(200);
    const list = await callRoute(listUsers, { headers: await adminHeaders() });
    const emails = (list.json.users as unknown as User[]).map((u) => u.email);
    expect(emails).not.toContain('del-by-email@bioark.test');
    expect(emails).not.toContain('del-by-id@bioark.test');
    const db = await getDb();
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'delete'));
    expect(entries.map((e) => e.entityId)).toEqual(expect.arrayContaining(['del-by-email@bioark.test', 'del-by-id@bioark.test']));
  });

  test('an e-mail given URL-encoded works too', async () => {
    await create('plus+tag@bioark.test');
    const res = await callRoute(remove, { method: 'DELETE', params: { key: 'plus%2Btag%40bioark.test' }, headers: await adminHeaders() });
    expect(res.status).toBe(200);
  });

  test('you cannot delete yourself', async () => {
    const res = await callRoute(remove, { method: 'DELETE', params: { key: process.env.ADMIN_EMAIL! }, headers: await adminHeaders() });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(CANNOT_DELETE_SELF);
  });

  test('an unknown admin → 404', async () => {
    const res = await callRoute(remove, { method: 'DELETE', params: { key: 'nobody@bioark.test' }, headers: await adminHeaders() });
    expect(res.status).toBe(404);
  });

  test('the last admin is never deleted, even when two admins delete each other at the same moment', async () => {
    const db = await getDb();
    // Leave exactly two admins: the seeded one and "other".
    const seeded = process.env.ADMIN_EMAIL!;
    await create('other@bioark.test');
    await db.delete(adminUsers).where(sql`${adminUsers.email} not in (${seeded}, 'other@bioark.test')`);
    const rows = await db.select().from(adminUsers);
    expect(rows).toHaveLength(2);
    const [a, b] = rows;
    const results = await Promise.allSettled([deleteAdminUser(b.email, a), deleteAdminUser(a.email, b)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(String(rejected.reason.message)).toBe(CANNOT_DELETE_LAST);
    expect(await db.select().from(adminUsers)).toHaveLength(1);
  });
});

// Attack replay, sessions (docs/security.md item 7; docs/security.md): before the fix a cookie revoked by logout still
// got its user from next-auth's GET /api/auth/session, with a refreshed cookie and a new 8-hour window, although
// every admin route refused it. Signed in through the real login card, in Chromium.
import { expect, test } from '../helpers/playwright';
import { E2E_ADMIN } from '../../playwright.config';

test('item 11: a cookie revoked by logout gets no session from /api/auth/session, and is cleared', async ({ page, context, baseURL }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin(\/)?$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'bioark.session');
  expect(cookie?.value).toBeTruthy();
  const header = { cookie: `bioark.session=${cookie!.value}` };

  const live = await page.request.get('/api/auth/session', { headers: header });
  expect(((await live.json()) as { user?: { email?: string } }).user?.email).toBe(E2E_ADMIN.email);

  // Logout from the portal revokes every token of the account.
  const logout = await page.request.post('/api/logout', { headers: { ...header, origin: new URL(baseURL!).origin } });
  expect(logout.status()).toBe(200);

  const replay = await page.request.get('/api/auth/session', { headers: header });
  expect(replay.status()).toBe(200);
  expect(await replay.json()).toEqual({});
  const setCookie = replay.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
  const refreshed = setCookie.filter((v) => v.startsWith('bioark.session='));
  // Either no new cookie at all, or one that clears it — never a refreshed session.
  for (const v of refreshed) expect(v).toMatch(/bioark\.session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i);
  expect((await page.request.get('/api/me', { headers: header })).status()).toBe(401);
});

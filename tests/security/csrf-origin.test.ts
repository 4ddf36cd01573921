// Attack replay items 3 and 12 (docs/security.md items 5, 32): cookie-authenticated writes must show they come from a
// page of this site. Before the fix a write with neither Origin nor Referer was accepted, the Origin check
// compared hosts only (https://… passed for an http site), and a client-sent X-Forwarded-Host satisfied it.
import { POST as retryOutbox } from '@/app/api/admin/outbox/route';
import { SESSION_COOKIE } from '@/lib/auth/options';
import { adminToken, callRoute, TEST_ORIGIN } from '@/tests/helpers/api';

async function write(headers: Record<string, string>) {
  return callRoute(retryOutbox as never, { path: '/api/admin/outbox', body: { allFailed: true }, headers });
}

async function cookie(): Promise<Record<string, string>> {
  return { cookie: `${SESSION_COOKIE}=${await adminToken()}`, host: new URL(TEST_ORIGIN).host };
}

test.each<[string, Record<string, string>, number]>([
  ['neither Origin nor Sec-Fetch-Site', {}, 403],
  ['Sec-Fetch-Site: same-origin (a same-origin fetch that sent no Origin)', { 'sec-fetch-site': 'same-origin' }, 200],
  ['Origin of this site', { origin: TEST_ORIGIN }, 200],
  ['Origin of this host with another scheme', { origin: TEST_ORIGIN.replace('http:', 'https:') }, 403],
  ['Origin of this host on another port', { origin: 'http://localhost:3001' }, 403],
  ['Origin of another site', { origin: 'https://evil.example' }, 403],
  ['Origin null (a sandboxed frame)', { origin: 'null' }, 403],
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, 403],
  ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site', origin: 'http://blog.localhost:3000' }, 403],
  ['another Origin and a client-sent X-Forwarded-Host naming it', { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }, 403],
])('item 12: a cookie-session write with %s → %p', async (_label, headers, status) => {
  const res = await write({ ...(await cookie()), ...headers });
  expect(res.status).toBe(status);
  if (status === 403) expect(res.json.error).toMatch(/Cross-site request refused/);
});

test('item 12: API clients with a bearer token send no Origin and are not affected', async () => {
  const res = await write({ authorization: `Bearer ${await adminToken()}` });
  expect(res.status).toBe(200);
});

test('item 12: a bearer request that does send a foreign Origin is still refused', async () => {
  const res = await write({ authorization: `Bearer ${await adminToken()}`, origin: 'https://evil.example' });
  expect(res.status).toBe(403);
});

// The generic request helper (docs/requirements.md §7/§8): JSON in and out, credentials sent, bases /api and /content-api,
// errors carry the server's `error` or `message` else 'HTTP {status}', and a 401/403 from a non-public call
// raises the admin-session-expired event with status, url and message.
import { ADMIN_SESSION_EXPIRED_EVENT, api, apiRequest, ApiRequestError, isPublicApiCall } from '@/lib/client/api';

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];
let events: CustomEvent[] = [];
let nextResponse: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(() => {
  const target = new EventTarget();
  (globalThis as { window?: unknown }).window = target;
  target.addEventListener(ADMIN_SESSION_EXPIRED_EVENT, (e) => events.push(e as CustomEvent));
});

beforeEach(() => {
  calls = [];
  events = [];
  nextResponse = { status: 200, body: {} };
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const text = typeof nextResponse.body === 'string' ? nextResponse.body : JSON.stringify(nextResponse.body);
    return new Response(text, { status: nextResponse.status });
  }) as typeof fetch;
});

test('sends JSON with credentials and parses the JSON answer', async () => {
  nextResponse = { status: 200, body: { user: { email: 'a@b.test' } } };
  const res = await api.post('/users/upsert', { email: 'a@b.test' });
  expect(res).toEqual({ user: { email: 'a@b.test' } });
  expect(calls[0].url).toBe('/api/users/upsert');
  expect(calls[0].init.method).toBe('POST');
  expect(calls[0].init.credentials).toBe('same-origin');
  expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  expect(calls[0].init.body).toBe('{"email":"a@b.test"}');
});

test.each([
  ['/api/users', undefined, '/api/users'],
  ['users', undefined, '/api/users'],
  ['/content-api/quotes', undefined, '/content-api/quotes'],
  ['/quotes', '/content-api', '/content-api/quotes'],
  ['/stripe-api/create-checkout-session', undefined, '/stripe-api/create-checkout-session'],
])('path %s with base %s → %s', async (path, base, url) => {
  await apiRequest(path, { base });
  expect(calls[0].url).toBe(url);
});

test.each([
  [{ error: 'Email and password are required' }, 400, 'Email and password are required'],
  [{ message: 'Nope' }, 500, 'Nope'],
  // A zod 400 names the fields for API clients; people see the field messages alone (Admin → Search, Email (SMTP)).
  [{ error: 'terms: Enter at least two different terms', fieldErrors: { terms: 'Enter at least two different terms' } }, 400, 'Enter at least two different terms'],
  [
    { error: 'host: Host must not contain spaces; toEmails: Not a valid e-mail address: x', fieldErrors: { host: 'Host must not contain spaces', toEmails: 'Not a valid e-mail address: x' } },
    400,
    'Host must not contain spaces; Not a valid e-mail address: x',
  ],
  [{ error: 'Conflict', fieldErrors: { name: 'Taken' } }, 409, 'Conflict'],
  [{}, 502, 'HTTP 502'],
  ['<html>bad gateway</html>', 502, 'HTTP 502'],
])('a failed answer %j (%i) throws %s', async (body, status, message) => {
  nextResponse = { status, body };
  const err = (await api.get('/api/users').catch((e) => e)) as ApiRequestError;
  expect(err).toBeInstanceOf(ApiRequestError);
  expect(err.message).toBe(message);
  expect(err.status).toBe(status);
});

test.each([
  ['GET', '/api/users', 401, true],
  ['GET', '/api/me', 401, true],
  ['DELETE', '/api/quotes/123', 403, true],
  ['PUT', '/api/quotes/123/read', 401, true],
  ['GET', '/api/quotes', 401, true],
  ['GET', '/content-api/users', 401, true],
  ['POST', '/api/quotes', 401, false],
  ['POST', '/api/quote', 403, false],
  ['POST', '/api/contact', 401, false],
  ['POST', '/api/signin', 401, false],
  ['GET', '/api/public/products', 401, false],
  ['GET', '/content-api/public/products', 401, false],
  ['GET', '/api/users', 500, false],
  ['GET', '/api/users', 404, false],
])('%s %s answering %i raises the session-expired event: %s', async (method, path, status, raised) => {
  nextResponse = { status, body: { error: 'Admin session required' } };
  await apiRequest(path, { method }).catch(() => {});
  expect(events).toHaveLength(raised ? 1 : 0);
  if (raised) expect(events[0].detail).toEqual({ status, url: path, message: 'Admin session required' });
});

test.each([
  ['/api/public/blog', 'GET', true],
  ['/api/publicity', 'GET', false],
  ['/api/quotes?x=1', 'POST', true],
  ['/api/quotes/', 'POST', true],
  ['/api/quotes/abc', 'POST', false],
  ['/api/quote', 'GET', false],
  ['http://localhost:3000/api/contact', 'POST', true],
  ['/api/auth/session', 'GET', true],
])('isPublicApiCall(%s, %s) → %s', (url, method, expected) => {
  expect(isPublicApiCall(url, method)).toBe(expected);
});

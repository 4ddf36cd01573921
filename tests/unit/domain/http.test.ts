import { buildApiPath, errorMessageFromResponse, formErrorMessage } from '@/lib/domain/http';

describe('buildApiPath (docs/requirements.md §7 Paths not already under /api, /content-api or /stripe-api get an /api prefix)', () => {
  test.each<[string, string, string | undefined, string]>([
    ['a bare path gets an /api prefix', '/public/products', undefined, '/api/public/products'],
    ['a path under /api is kept', '/api/quotes', undefined, '/api/quotes'],
    ['a path under /content-api is kept', '/content-api/public/blog', undefined, '/content-api/public/blog'],
    ['a path under /stripe-api is kept', '/stripe-api/create-checkout-session', undefined, '/stripe-api/create-checkout-session'],
    ['a path without a leading slash gets one', 'quotes', undefined, '/api/quotes'],
    ['/apiary is not under /api', '/apiary', undefined, '/api/apiary'],
    ['a query string is kept', '/api?x=1', undefined, '/api?x=1'],
    ['the base can be overridden (Base path defaults to /content-api and can be overridden)', '/public/products', '/content-api', '/content-api/public/products'],
    ['a trailing slash on the base is dropped', '/me', '/content-api/', '/content-api/me'],
    ['an absolute URL is left alone', 'https://uploads.example.com/put?sig=1', undefined, 'https://uploads.example.com/put?sig=1'],
  ])('%s', (_label, path, base, expected) => {
    expect(base === undefined ? buildApiPath(path) : buildApiPath(path, base)).toBe(expected);
  });
});

describe("errorMessageFromResponse (docs/requirements.md §8 Request failure: the server's error or message, else 'HTTP {status}')", () => {
  test.each<[string, number, unknown, string]>([
    ["the server's error field", 400, { error: 'Name is required' }, 'Name is required'],
    ['error wins over message', 400, { error: 'E', message: 'M' }, 'E'],
    ["the server's message field", 500, { message: 'Boom' }, 'Boom'],
    ['a nested error.message', 422, { error: { message: 'Bad row 3' } }, 'Bad row 3'],
    ["else 'HTTP {status}' (no body)", 502, null, 'HTTP 502'],
    ["else 'HTTP {status}' (text body)", 500, '<html>oops</html>', 'HTTP 500'],
    ["else 'HTTP {status}' (blank fields)", 404, { error: '  ', message: '' }, 'HTTP 404'],
  ])('%s', (_label, status, body, expected) => {
    expect(errorMessageFromResponse(status, body)).toBe(expected);
  });
});

describe('formErrorMessage (docs/conventions.md 5: a form shows field messages without internal field names)', () => {
  test.each([
    ['a 400 for one field gives that field’s message alone', 400, { error: 'email: Enter a valid email address', fieldErrors: { email: 'Enter a valid email address' } }, 'Enter a valid email address'],
    [
      'a 400 for several fields gives their messages, no keys',
      400,
      { error: 'name: Name is required; message: Message is required', fieldErrors: { name: 'Name is required', message: 'Message is required' } },
      'Name is required; Message is required',
    ],
    ['nested keys are left out too', 400, { error: 'billing.postalCode: Required', fieldErrors: { 'billing.postalCode': 'Required' } }, 'Required'],
    ['the same message twice is said once', 400, { error: 'a: Required; b: Required', fieldErrors: { a: 'Required', b: 'Required' } }, 'Required'],
    ['a 400 without field errors keeps its message', 400, { error: 'Request body must be valid JSON' }, 'Request body must be valid JSON'],
    ['empty field errors fall back to the message', 400, { error: 'Invalid request', fieldErrors: {} }, 'Invalid request'],
    ['another status keeps its message', 429, { error: 'Too many requests', fieldErrors: { email: 'x' } }, 'Too many requests'],
    ['no body reads HTTP status', 500, null, 'HTTP 500'],
  ])('%s', (_rule, status, body, expected) => {
    expect(formErrorMessage(status, body)).toBe(expected);
  });
});

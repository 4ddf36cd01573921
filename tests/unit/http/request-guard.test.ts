// Requests answered before Next sees them (replay item 9): 405 for methods no route serves, 400 for paths
// that do not decode.
import { refuseRequest } from '@/lib/http/request-guard.mjs';

test.each([
  ['GET', '/', null],
  ['POST', '/api/quote', null],
  ['OPTIONS', '/api/health', null],
  ['GET', '/products?q=%E0%A4%A', null], // a sloppy query string is Next's to read, not an error
  ['GET', '/products/caf%C3%A9', null],
  ['TRACE', '/', 405],
  ['TRACK', '/api/health', 405],
  ['CONNECT', '/', 405],
  ['PROPFIND', '/admin', 405],
  ['GET', '/media/%c0%ae%c0%ae/x.jpg', 400],
  ['GET', '/products/%ff', 400],
  ['GET', '/a%', 400],
  ['GET', '/blog/a%00b', 400],
  ['GET', 'http://evil.example/', 400],
  ['GET', '*', 400],
])('%s %s → %p', (method, url, status) => {
  const refusal = refuseRequest(method, url);
  if (status === null) expect(refusal).toBeNull();
  else expect(refusal?.status).toBe(status);
});

test('405 names the methods that are allowed', () => {
  expect(refuseRequest('TRACE', '/')?.headers?.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
});

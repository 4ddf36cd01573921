// Who the client is (docs/security.md item 32): the socket's peer, unless TRUST_PROXY names our proxies.
import type { IncomingMessage } from 'node:http';
import { applyClientAddress, normalizeAddress, parseTrustProxy, resolveClientAddress } from '@/lib/http/client-address.mjs';

describe('parseTrustProxy', () => {
  test.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['no', 0],
    ['true', 1],
    ['yes', 1],
    ['1', 1],
    ['2', 2],
    ['9', 9],
  ])('%p → %p proxies', (value, hops) => expect(parseTrustProxy(value as string | undefined)).toBe(hops));
  test.each(['10', 'maybe', '-1', '1.5'])('%p is refused with a message', (value) => expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/));
});

describe('normalizeAddress', () => {
  test.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['2001:DB8::1', '2001:db8::1'],
    ['evil.example', null],
    ['', null],
    ['1.2.3.4.5', null],
  ])('%p → %p', (value, out) => expect(normalizeAddress(value)).toBe(out));
});

describe('resolveClientAddress', () => {
  test.each([
    ['no proxy: the peer, whatever X-Forwarded-For says', { peer: '::ffff:127.0.0.1', forwardedFor: '1.2.3.4', trustedHops: 0 }, '127.0.0.1'],
    ['no proxy, no header', { peer: '192.0.2.7', trustedHops: 0 }, '192.0.2.7'],
    ['one proxy: the hop it appended', { peer: '10.0.0.2', forwardedFor: '6.6.6.6, 203.0.113.9', trustedHops: 1 }, '203.0.113.9'],
    ['one proxy, the client sent nothing', { peer: '10.0.0.2', forwardedFor: '203.0.113.9', trustedHops: 1 }, '203.0.113.9'],
    ['one proxy that sent no header: the peer', { peer: '10.0.0.2', trustedHops: 1 }, '10.0.0.2'],
    ['two proxies (CDN then nginx)', { peer: '10.0.0.2', forwardedFor: '6.6.6.6, 198.51.100.4, 172.16.0.9', trustedHops: 2 }, '198.51.100.4'],
    ['a garbage hop falls back toward the trusted side', { peer: '10.0.0.2', forwardedFor: 'x, <script>', trustedHops: 1 }, '10.0.0.2'],
    ['more proxies configured than hops: the left-most', { peer: '10.0.0.2', forwardedFor: '203.0.113.1', trustedHops: 5 }, '203.0.113.1'],
  ])('%s', (_label, opts, out) => expect(resolveClientAddress(opts)).toBe(out));
});

describe('applyClientAddress rewrites the forwarding headers Next will see', () => {
  const request = (headers: Record<string, string>) => ({ headers: { ...headers }, socket: { remoteAddress: '::ffff:127.0.0.1' } }) as unknown as IncomingMessage;
  test('without a proxy, client-sent forwarding headers are dropped', () => {
    const req = request({ 'x-forwarded-for': '1.2.3.4', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-real-ip': '5.6.7.8', forwarded: 'for=1.2.3.4', host: 'shop.test' });
    expect(applyClientAddress(req, 0)).toBe('127.0.0.1');
    expect(req.headers).toEqual({ 'x-forwarded-for': '127.0.0.1', host: 'shop.test' });
  });
  test("behind a trusted proxy its X-Forwarded-Host/Proto are kept", () => {
    const req = request({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'shop.example.com', 'x-forwarded-proto': 'https', 'x-real-ip': '5.6.7.8' });
    expect(applyClientAddress(req, 1)).toBe('203.0.113.9');
    expect(req.headers).toEqual({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'shop.example.com', 'x-forwarded-proto': 'https' });
  });
});

// The site works at whatever address the visitor reached (issue 19): without SITE_URL, checkout's return URLs
// are built on the origin of the request; with SITE_URL, on SITE_URL. A client-sent successUrl/cancelUrl is
// accepted only on the site (a path, or an absolute URL of the site or of the address used) — anything else is
// a 400 naming the field, and no URL the server answers leads off the site.
import { NextRequest } from 'next/server';
import { POST as createSession } from '@/app/stripe-api/create-checkout-session/route';
import { resetEnvForTests } from '@/lib/env';

jest.setTimeout(60_000);

const saved = { SITE_URL: process.env.SITE_URL, STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY };

beforeAll(() => {
  delete process.env.STRIPE_SECRET_KEY; // demo payments: the "hosted checkout" is this site's own page
});

afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
});

function useSiteUrl(value: string | undefined) {
  if (value === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = value;
  resetEnvForTests();
}

/** A browser's POST to the checkout endpoint of the site reached at `origin`. */
async function checkout(origin: string, extra: Record<string, unknown> = {}) {
  const req = new NextRequest(new URL('/stripe-api/create-checkout-session', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, host: new URL(origin).host },
    body: JSON.stringify({ items: [{ id: 'BADM3362', name: 'GN8K DNA Marker', price: 7500, quantity: 1, imageUrl: '/x.webp', variant: '2 x 500 μL' }], ...extra }),
  });
  const res = await createSession(req, { params: Promise.resolve({}) });
  return { status: res.status, json: (await res.json()) as { url?: string; error?: string; fieldErrors?: Record<string, string> } };
}

describe('SITE_URL unset: the origin is the one the request reached', () => {
  beforeAll(() => useSiteUrl(undefined));

  test.each(['http://127.0.0.1:3999', 'http://shop.lan:8080', 'http://localhost:3000'])('at %s the checkout page is on that origin', async (origin) => {
    const res = await checkout(origin, { successUrl: '/cart?success=1', cancelUrl: '/cart?canceled=1' });
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/checkout/demo/[0-9a-f-]{36}$`));
  });

  test('absolute return URLs of the same origin are accepted (what older clients send)', async () => {
    const origin = 'http://127.0.0.1:3999';
    const res = await checkout(origin, { successUrl: `${origin}/cart?success=1`, cancelUrl: `${origin}/cart?canceled=1` });
    expect(res.status).toBe(200);
    expect(res.json.url!.startsWith(`${origin}/`)).toBe(true);
  });

  test('a return URL on another origin is refused with the reason', async () => {
    const res = await checkout('http://127.0.0.1:3999', { successUrl: 'http://localhost:3999/cart?success=1' });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('successUrl must be a page of this site');
  });
});

describe('SITE_URL set to another origin than the one used', () => {
  const SITE = 'https://shop.example.com';
  beforeAll(() => useSiteUrl(SITE));

  test.each([
    ['a foreign successUrl', { successUrl: 'https://evil.example/cart?success=1' }, 'successUrl'],
    ['a foreign cancelUrl', { cancelUrl: 'https://evil.example/' }, 'cancelUrl'],
    ['a scheme-relative successUrl', { successUrl: '//evil.example/cart' }, 'successUrl'],
    ['a javascript: cancelUrl', { cancelUrl: 'javascript:alert(1)' }, 'cancelUrl'],
    ['credentials in a successUrl of the site', { successUrl: `https://user:pw@shop.example.com/cart` }, 'successUrl'],
  ])('%s → 400 naming the field; nothing to redirect to', async (_label, body, field) => {
    const res = await checkout('http://127.0.0.1:3999', body);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(`${field} must be a page of this site`);
    expect(res.json.url).toBeUndefined();
  });

  test('paths and URLs of the address used are accepted; the checkout page is on SITE_URL', async () => {
    for (const extra of [{ successUrl: '/cart?success=1' }, { successUrl: 'http://127.0.0.1:3999/cart?success=1' }, {}]) {
      const res = await checkout('http://127.0.0.1:3999', extra);
      expect(res.status).toBe(200);
      expect(new URL(res.json.url!).origin).toBe(SITE);
    }
  });
});

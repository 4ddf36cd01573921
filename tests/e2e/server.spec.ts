// The production server (scripts/serve.mjs): public pages are replayed from its in-process microcache, an
// admin change drops them at once, and signed-in admins, bearer clients and client navigations always reach
// Next. Anonymous requests use Node's fetch: Playwright's request context keeps the session cookie.
import { test, expect } from '../helpers/playwright';
import { E2E_ADMIN } from '../../playwright.config';
import { SESSION_COOKIE } from '../../lib/auth/session-cookie.mjs';

type AdminProduct = { id: string; slug: string; version: number; quoteOnly: boolean; options: { label: string; priceCents: number | null }[] };

test('a public page is replayed from memory byte for byte, and an admin change shows on the very next request', async ({ request, baseURL }) => {
  const signin = await request.post('/api/signin', { data: E2E_ADMIN });
  expect(signin.status()).toBe(200);
  const { token } = (await signin.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, origin: baseURL! };
  const { products } = (await (await request.get('/api/admin/products', { headers: auth })).json()) as { products: AdminProduct[] };
  const product = products.filter((p) => !p.quoteOnly && (p.options[0]?.priceCents ?? 0) > 0).at(-1)!;
  const url = `${baseURL}/products/${product.slug}`;

  const first = await fetch(url);
  const firstBody = await first.text();
  const second = await fetch(url);
  expect(second.headers.get('x-microcache')).toBe('HIT');
  expect(await second.text()).toBe(firstBody);
  expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
  expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));

  // Never from memory: an admin session cookie, a bearer token, a client navigation (RSC), a HEAD.
  const bypass: Record<string, string>[] = [{ cookie: `${SESSION_COOKIE}=${token}` }, { authorization: `Bearer ${token}` }, { rsc: '1' }];
  for (const headers of bypass) {
    const res = await fetch(url, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-microcache'), JSON.stringify(Object.keys(headers))).toBeNull();
    await res.arrayBuffer();
  }
  expect((await fetch(url, { method: 'HEAD' })).headers.get('x-microcache')).toBeNull();

  const original = product.options;
  const changed = original.map((o, i) => (i === 0 ? { ...o, priceCents: 123456 } : o));
  const patch = await request.patch(`/api/admin/products/${product.id}`, { headers: auth, data: { version: product.version, options: changed } });
  expect(patch.status()).toBe(200);
  try {
    const after = await fetch(url);
    expect(after.headers.get('x-microcache')).toBeNull();
    expect(await after.text()).toContain('$1,234.56');
  } finally {
    const { product: current } = (await patch.json()) as { product: AdminProduct };
    const restore = await request.patch(`/api/admin/products/${product.id}`, { headers: auth, data: { version: current.version, options: original } });
    expect(restore.status()).toBe(200);
  }
});

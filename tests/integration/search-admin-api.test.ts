// Admin → Search API: synonym groups (admin only, validated, audited) and the CSV export; the public log endpoint.
import { adminHeaders, callRoute } from '@/tests/helpers/api';
import * as synonymsRoute from '@/app/api/admin/search/synonyms/route';
import * as synonymRoute from '@/app/api/admin/search/synonyms/[id]/route';
import * as exportRoute from '@/app/api/admin/search/export/route';
import * as logRoute from '@/app/api/public/search/log/route';
import * as suggestRoute from '@/app/api/public/search/suggest/route';
import * as searchRoute from '@/app/api/public/search/route';
import { querySynonymGroups, searchProducts } from '@/lib/server/search';

let auth: Record<string, string>;
beforeAll(async () => {
  auth = await adminHeaders();
});

test('synonym groups: admin only, at least two terms, tidied, and used by the next search', async () => {
  expect((await callRoute(synonymsRoute.POST, { method: 'POST', body: { terms: 'a, b' } })).status).toBe(401);
  const bad = await callRoute(synonymsRoute.POST, { method: 'POST', headers: auth, body: { terms: 'only-one' } });
  expect(bad.status).toBe(400);
  const created = await callRoute(synonymsRoute.POST, { method: 'POST', headers: auth, body: { terms: ' Gizmotron ,  SYBR Green ' } });
  expect(created.status).toBe(200);
  const { group } = created.json as unknown as { group: { id: number; terms: string } };
  expect(group.terms).toBe('gizmotron, sybr green');
  const found = await searchProducts('gizmotron', { synonyms: await querySynonymGroups() });
  expect(found.items.map((p) => p.slug)).toContain('sybr-green-qpcr-mix');

  // The same terms again, in any order, are refused; the group itself may be saved unchanged.
  const again = await callRoute(synonymsRoute.POST, { method: 'POST', headers: auth, body: { terms: 'sybr green, GIZMOTRON' } });
  expect(again.status).toBe(409);
  expect(again.json).toMatchObject({ error: 'These terms are already a group: gizmotron, sybr green', fieldErrors: { terms: 'These terms are already a group: gizmotron, sybr green' } });
  const other = await callRoute(synonymsRoute.POST, { method: 'POST', headers: auth, body: { terms: 'gizmotron, lentivirus, sprocket' } });
  expect(other.status).toBe(200);
  const otherId = (other.json as unknown as { group: { id: number } }).group.id;
  expect((await callRoute(synonymRoute.PATCH, { method: 'PATCH', headers: auth, params: { id: String(otherId) }, body: { terms: 'Sybr Green, gizmotron' } })).status).toBe(409);
  expect((await callRoute(synonymRoute.PATCH, { method: 'PATCH', headers: auth, params: { id: String(group.id) }, body: { terms: 'gizmotron, sybr green' } })).status).toBe(200);
  expect((await callRoute(synonymRoute.DELETE, { method: 'DELETE', headers: auth, params: { id: String(otherId) } })).status).toBe(200);

  const patched = await callRoute(synonymRoute.PATCH, { method: 'PATCH', headers: auth, params: { id: String(group.id) }, body: { terms: 'gizmotron, lentivirus' } });
  expect(patched.status).toBe(200);
  expect((await searchProducts('gizmotron', { synonyms: await querySynonymGroups() })).items.map((p) => p.slug)).toContain('lentivirus-control-stock');

  expect((await callRoute(synonymRoute.DELETE, { method: 'DELETE', headers: auth, params: { id: String(group.id) } })).status).toBe(200);
  expect((await callRoute(synonymRoute.DELETE, { method: 'DELETE', headers: auth, params: { id: String(group.id) } })).status).toBe(404);
  expect((await callRoute(synonymRoute.DELETE, { method: 'DELETE', headers: auth, params: { id: 'abc' } })).status).toBe(404);
});

test('searches are logged through the public endpoint and exported as CSV', async () => {
  const logged = await callRoute(logRoute.POST, { method: 'POST', body: { q: 'unlisted zebrafish thing' } });
  expect(logged.status).toBe(202);
  expect((await callRoute(logRoute.POST, { method: 'POST', body: { q: 'x\u0000' } })).status).toBe(400);
  const csv = await callRoute(exportRoute.GET, { method: 'GET', headers: auth });
  expect(csv.status).toBe(200);
  expect(csv.text).toContain('unlisted zebrafish thing,1,0,');
  expect((await callRoute(exportRoute.GET, { method: 'GET' })).status).toBe(401);
});

test('without JavaScript the results page counts a search through its image: same-site only, always a GIF', async () => {
  const path = `/api/public/search/log?q=${encodeURIComponent('nojs axolotl reagent')}`;
  const counted = await callRoute(logRoute.GET, { method: 'GET', path, headers: { 'sec-fetch-site': 'same-origin' } });
  expect(counted.status).toBe(200);
  expect(counted.headers.get('content-type')).toBe('image/gif');
  expect(counted.headers.get('cache-control')).toBe('private, no-store');
  expect(counted.headers.get('x-search-counted')).toBe('1');
  const foreign = await callRoute(logRoute.GET, { method: 'GET', path, headers: { 'sec-fetch-site': 'cross-site' } });
  expect(foreign.status).toBe(200);
  expect(foreign.headers.get('x-search-counted')).toBe('0');
  const empty = await callRoute(logRoute.GET, { method: 'GET', path: '/api/public/search/log' });
  expect(empty.status).toBe(200);
  expect(empty.headers.get('x-search-counted')).toBe('0');
  const nul = await callRoute(logRoute.GET, { method: 'GET', path: '/api/public/search/log?q=nul%00query', headers: { 'sec-fetch-site': 'same-origin' } });
  expect(nul.status).toBe(200);
  expect(nul.headers.get('x-search-counted')).toBe('0');
  const csv = await callRoute(exportRoute.GET, { method: 'GET', headers: auth });
  expect(csv.text).toContain('nojs axolotl reagent,1,10,');
});

test('suggestions answer JSON with a short shared cache', async () => {
  const res = await callRoute(suggestRoute.GET, { method: 'GET', path: '/api/public/search/suggest?q=marker' });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toMatch(/s-maxage=10/);
  const body = res.json as unknown as { products: { name: string }[]; total: number };
  expect(body.products.length).toBeGreaterThan(0);
  expect(body.products.length).toBeLessThanOrEqual(6);
});

test('Server-Timing gives the whole search first, then each step (docs/search.md#speed)', async () => {
  const steps = (header: string | null) => (header ?? '').split(', ').map((e) => e.split(';dur=')[0]);
  const search = await callRoute(searchRoute.GET, { method: 'GET', path: '/api/public/search?q=dna+marker' });
  expect(search.status).toBe(200);
  expect(search.json.products[0]).toMatchObject({ matchedDetail: null });
  expect(search.headers.get('server-timing')).toMatch(/^search;dur=\d+\.\d\d, prepare;dur=\d+\.\d\d, window;dur=/);
  expect(steps(search.headers.get('server-timing'))).toEqual(expect.arrayContaining(['search', 'prepare', 'window', 'page', 'fetch']));
  const suggest = await callRoute(suggestRoute.GET, { method: 'GET', path: '/api/public/search/suggest?q=dna' });
  expect(steps(suggest.headers.get('server-timing'))).toEqual(expect.arrayContaining(['search', 'synonyms', 'prepare', 'window', 'fetch', 'others']));
  const total = Number(/^search;dur=([\d.]+)/.exec(suggest.headers.get('server-timing') ?? '')?.[1]);
  const parts = (suggest.headers.get('server-timing') ?? '').split(', ').slice(1).map((e) => Number(e.split(';dur=')[1]));
  expect(parts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(total + 0.05 * parts.length);
});

test('a product found through a key feature says which, with the text cut to show the word', async () => {
  const res = await callRoute(searchRoute.GET, { method: 'GET', path: '/api/public/search?q=puromycin' });
  expect(res.status).toBe(200);
  expect(res.json.total).toBeGreaterThan(0);
  for (const p of res.json.products as { matchedDetail: unknown }[]) {
    expect(Object.keys(p)).toEqual(['id', 'name', 'catalogNumber', 'link', 'quoteOnly', 'listPriceCents', 'matchedDetail']);
    expect(p.matchedDetail).toEqual({ label: expect.stringMatching(/^(Key feature|Specification)$/), text: expect.stringMatching(/puromycin/i) });
  }
});

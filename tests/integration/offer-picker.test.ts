// The offer editor's product lookup (docs/offers.md): GET /api/admin/offers/products?q=… answers at most 20 products
// with a catalogue number — the exact number first, then the spec's search rule in catalogue order — and a page of
// an offer gets the products of its lines only, never the whole catalogue.
import { adminHeaders, callRoute } from '@/tests/helpers/api';
import * as pickerRoute from '@/app/api/admin/offers/products/route';
import { offerPickerProductsFor, PICKER_LIMIT } from '@/lib/server/offer-picker';
import { matchesCatalogSearch } from '@/lib/domain/catalog';
import { queryProducts } from '@/lib/server/catalog';

let auth: Record<string, string>;
beforeAll(async () => {
  auth = await adminHeaders();
});

const pick = (q: string) => callRoute(pickerRoute.GET, { method: 'GET', headers: auth, path: `/api/admin/offers/products?q=${encodeURIComponent(q)}` });
const catalogNumbers = (res: { json: Record<string, unknown> }) => (res.json.products as { catalogNumber: string }[]).map((p) => p.catalogNumber);

test('the exact catalogue number comes first, with its options and prices', async () => {
  const res = await pick('badm3362');
  expect(res.status).toBe(200);
  expect(catalogNumbers(res)[0]).toBe('BADM3362');
  expect((res.json.products as unknown[])[0]).toMatchObject({ id: 'fp-badm3362', name: 'GN8K DNA Marker', listPriceCents: 4700 });
});

test.each(['BADM', 'marker', 'dna', 'knock', '%', 'no such thing'])('q %j: the products of the spec rule that have a catalogue number, in catalogue order', async (q) => {
  const all = await queryProducts({ includeHidden: true });
  const expected = all.filter((p) => p.catalogNumber && matchesCatalogSearch(p, q)).slice(0, PICKER_LIMIT).map((p) => p.catalogNumber);
  const got = catalogNumbers(await pick(q));
  const exact = all.find((p) => p.catalogNumber.toLowerCase() === q.toLowerCase());
  expect(got).toEqual(exact ? [exact.catalogNumber, ...expected.filter((c) => c !== exact.catalogNumber)].slice(0, PICKER_LIMIT) : expected);
});

test('an empty query answers nothing; a long one is refused', async () => {
  expect((await pick('')).json).toEqual({ products: [] });
  expect((await pick('  ')).json).toEqual({ products: [] });
  const long = await pick('x'.repeat(201));
  expect(long.status).toBe(400);
  expect(long.json.error).toMatch(/q must be at most 200 characters/);
});

test('an offer page gets the products of its lines only, whatever the case of the number', async () => {
  const found = await offerPickerProductsFor(['bapm2083', 'BADM3362', ' badm3362 ', '', 'NOPE']);
  expect(found.map((p) => p.catalogNumber).sort()).toEqual(['BADM3362', 'BAPM2083']);
  expect(await offerPickerProductsFor([])).toEqual([]);
});

test('the lookup refuses a request without a session', async () => {
  expect((await callRoute(pickerRoute.GET, { method: 'GET', path: '/api/admin/offers/products?q=badm' })).status).toBe(401);
});

// Attack replay item 14 (docs/security.md item 14 of docs/security.md): duplicate catalogue numbers were accepted by
// create and by import, and quick order then resolved only one of them. Now one visible product holds a
// number (case and surrounding spaces ignored): create/edit answer 409 naming the holder, import lists a row
// error, and a unique index closes the race between two admins.
import { POST as createProduct } from '@/app/api/admin/products/route';
import { PATCH as patchProduct, DELETE as deleteProduct } from '@/app/api/admin/products/[id]/route';
import { POST as resetProduct } from '@/app/api/admin/products/[id]/reset/route';
import { POST as importProducts } from '@/app/api/admin/products/import/route';
import { getDbHandle } from '@/db/client';
import { adminHeaders, callRoute } from '@/tests/helpers/api';

async function create(name: string, catalogNumber: string) {
  return callRoute(createProduct as never, { body: { name, catalogNumber, description: 'x' }, headers: await adminHeaders() });
}

test.each([['BADM3362'], ['badm3362'], ['  BADM3362  ']])('item 14: creating a product with the number %p of GN8K → 409 naming it', async (number) => {
  const res = await create('GN8K copy', number);
  expect(res.status).toBe(409);
  expect(res.json.error).toBe("Catalog number BADM3362 is already used by 'GN8K DNA Marker' (fp-badm3362)".replace('BADM3362', number.trim()));
  expect(res.json.productId).toBe('fp-badm3362');
  expect((res.json.fieldErrors as Record<string, string>).catalogNumber).toMatch(/already used/);
});

test('item 14: editing a product to take another product’s number → 409; its own number and a new one are fine', async () => {
  const made = await create('Taq Polymerase', 'BAT-0001');
  expect(made.status).toBe(201);
  const product = made.json.product as { id: string; version: number };
  const headers = await adminHeaders();
  const taken = await callRoute(patchProduct as never, { method: 'PATCH', params: { id: product.id }, body: { version: product.version, catalogNumber: 'bsy3320' }, headers });
  expect(taken.status).toBe(409);
  expect(taken.json.error).toMatch(/already used by 'SYBR Green qPCR Mix' \(fp-bsy3320\)/);
  const same = await callRoute(patchProduct as never, { method: 'PATCH', params: { id: product.id }, body: { version: product.version, catalogNumber: 'bat-0001', name: 'Taq Polymerase HS' }, headers });
  expect(same.status).toBe(200);
});

test('item 14: an import with a duplicate number is refused with a row error naming both, and writes nothing', async () => {
  const body = {
    products: [
      { id: 'custom-dup-a', name: 'Marker A', category: 'reagents-markers' },
      { id: 'custom-dup-b', name: 'Marker B', category: 'reagents-markers' },
    ],
    details: { 'custom-dup-a': { catalogNumber: 'DUP-1' }, 'custom-dup-b': { catalogNumber: 'dup-1' } },
  };
  const res = await callRoute(importProducts as never, { path: '/api/admin/products/import', rawBody: JSON.stringify(body), headers: { ...(await adminHeaders()), 'content-type': 'application/json' } });
  expect(res.status).toBe(400);
  const errors = res.json.errors as { path: string; message: string }[];
  expect(errors).toEqual(expect.arrayContaining([expect.objectContaining({ message: "catalog number dup-1 is already used by 'Marker A' (custom-dup-a)" })]));
  // Nor against a built-in.
  const clash = await callRoute(importProducts as never, {
    path: '/api/admin/products/import',
    rawBody: JSON.stringify({ details: { 'fp-badm3364': { catalogNumber: 'BADM3363' } } }),
    headers: { ...(await adminHeaders()), 'content-type': 'application/json' },
  });
  expect(clash.status).toBe(400);
  expect(JSON.stringify(clash.json.errors)).toMatch(/catalog number BADM3363 is already used by/);
});

test('item 14: a hidden (deleted) built-in gives its number up; resetting it while taken → 409', async () => {
  const headers = await adminHeaders();
  const hidden = await callRoute(deleteProduct as never, { method: 'DELETE', params: { id: 'fp-bapm2083' }, headers });
  expect(hidden.status).toBe(200);
  const again = await create('Prestained Marker (new lot)', 'BAPM2083');
  expect(again.status).toBe(201);
  const reset = await callRoute(resetProduct as never, { params: { id: 'fp-bapm2083' }, body: {}, headers });
  expect(reset.status).toBe(409);
  expect(reset.json.error).toMatch(/Catalog number BAPM2083 is already used by 'Prestained Marker \(new lot\)'/);
});

test('item 14: the database refuses a duplicate even past the checks (two admins at once)', async () => {
  const handle = await getDbHandle();
  await expect(
    handle.exec(`insert into products (id, slug, name, catalog_number) values ('race-1', 'race-1', 'Race', 'BSY3323')`),
  ).rejects.toThrow(/products_catalog_number_uq|duplicate key/);
});

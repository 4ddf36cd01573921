// Manuals (docs/documents.md "Manuals"): every manual a visible product lists is served at /manuals/{file}.pdf as a
// PDF generated from the product's data; names no product lists, hidden products' manuals, path tricks and safety
// data sheets are 404s. Migration 0016 takes the seeded SDS entries out of an existing database's built-in products.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { GET as manualRoute } from '@/app/manuals/[file]/route';
import { reshapeProduct } from '@/lib/server/catalog';
import { callRoute } from '@/tests/helpers/api';
import { extractPdfText } from '@/tests/helpers/pdf';

async function getManual(file: string) {
  const res = await manualRoute(new Request(`http://localhost:3000/manuals/${file}`), { params: Promise.resolve({ file }) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const fileOf = (url: string) => url.slice('/manuals/'.length);

describe('GET /manuals/{file}.pdf', () => {
  test('a seeded product manual: a PDF of the product, served inline with the public documents\' headers', async () => {
    const res = await getManual('BADM3362.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="BADM3362.pdf"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    expect(res.headers.get('content-length')).toBe(String(res.bytes.length));
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = extractPdfText(res.bytes);
    // the manual's title, with its em dash drawn as WinAnsi 0x97 (extractPdfText reads bytes as latin1)
    expect(text).toContain('GN8K DNA Marker \x97 Product Manual');
    expect(text).toContain('BADM3362');
    expect(text).toContain('Ready-to-load DNA ladder');
    expect(text).toContain('2 x 500 \u00b5L'); // a pack size; Greek mu drawn as the micro sign
    expect(text).toContain('-20\u00b0C, stable for 24 months');
    expect(text).toContain('Double-intensity reference bands');
    expect(text).toContain('Sizing accuracy.');
    expect(text).toContain('For research use only. Not for use in diagnostic procedures.');
    expect(text).toContain('BioArk Technologies, Inc.');
    expect(text).not.toMatch(/Safety Data Sheet/i);
  });

  test('every manual every seeded product lists is served (none is a dead link)', async () => {
    const db = await getDb();
    const rows = await db.select().from(products).where(eq(products.builtin, true));
    const urls = rows.flatMap((r) => r.manuals.map((m) => m.url));
    expect(urls.length).toBeGreaterThanOrEqual(35);
    for (const url of urls) {
      const res = await getManual(fileOf(url));
      expect({ url, status: res.status, pdf: res.bytes.subarray(0, 5).toString('latin1') }).toEqual({ url, status: 200, pdf: '%PDF-' });
    }
  });

  test('a long markdown guide wraps onto further pages, each with the notice', async () => {
    const res = await getManual('GEP-KI01.pdf');
    expect(res.status).toBe(200);
    const text = extractPdfText(res.bytes);
    expect(text).toContain('Knock-In and Tagging \x97 Service Guide');
    expect(text).toContain('Page 1 of');
    expect(text.match(/For research use only/g)?.length).toBeGreaterThanOrEqual(2);
  });

  test.each([
    ['a name no product lists', 'NOPE123.pdf'],
    ['the removed SDS address', 'BADM3362-SDS.pdf'],
    ['another extension', 'BADM3362.html'],
    ['an encoded ../', '..%2F..%2Fpackage.json'],
    ['a decoded ../', '../BADM3362.pdf'],
    ['an encoded slash inside a name', 'x%2FBADM3362.pdf'],
    ['a decoded slash inside a name', 'x/BADM3362.pdf'],
    ['a dot-dot name', '..BADM3362.pdf'],
    ['a NUL', 'BADM3362\u0000.pdf'],
    ['an empty name', ''],
  ])('404: %s', async (_label, file) => {
    const res = await getManual(file);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toBe('application/pdf');
  });

  test("a hidden product's manual is a 404; shown again it is served", async () => {
    const db = await getDb();
    await db.update(products).set({ hidden: true }).where(eq(products.id, 'fp-badm3363'));
    try {
      expect((await getManual('BADM3363.pdf')).status).toBe(404);
    } finally {
      await db.update(products).set({ hidden: false }).where(eq(products.id, 'fp-badm3363'));
    }
    expect((await getManual('BADM3363.pdf')).status).toBe(200);
  });

  test('a manual an admin lists under an SDS title is never generated', async () => {
    const db = await getDb();
    const [row] = await db.select().from(products).where(eq(products.id, 'fp-badm3364'));
    await db
      .update(products)
      .set({ manuals: [...row.manuals, { title: 'Safety Data Sheet (SDS)', url: '/manuals/BADM3364-safety.pdf' }] })
      .where(eq(products.id, row.id));
    try {
      expect((await getManual('BADM3364-safety.pdf')).status).toBe(404);
    } finally {
      await db.update(products).set({ manuals: row.manuals }).where(eq(products.id, row.id));
    }
  });

  test('through callRoute (a NextRequest) as the router calls it', async () => {
    const res = await callRoute(manualRoute as never, { path: '/manuals/BAL100688-optimisation.pdf', params: { file: 'BAL100688-optimisation.pdf' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('seeded manuals and migration 0016', () => {
  test('the seed lists no SDS manual: the Documents panel\'s SDS section is the only source', async () => {
    const db = await getDb();
    const rows = await db.select().from(products).where(eq(products.builtin, true));
    const all = rows.flatMap((r) => [...r.manuals, ...(r.seed?.manuals ?? [])]);
    expect(all.filter((m) => /SDS|safety data sheet/i.test(`${m.title} ${m.url}`))).toEqual([]);
    expect(rows.every((r) => !reshapeProduct(r).overridden)).toBe(true);
  });

  test('an existing database loses the stale SDS entries of built-in products, and only those', async () => {
    const db = await getDb();
    const sdsOf = (cat: string) => ({ title: 'Safety Data Sheet (SDS)', url: `/manuals/${cat}-SDS.pdf` });
    const [plain] = await db.select().from(products).where(eq(products.id, 'fp-badm3362'));
    const [edited] = await db.select().from(products).where(eq(products.id, 'fp-bal100688'));
    // as the old seed wrote them: the SDS entry last, in the manuals and in the seed values
    await db.update(products).set({ manuals: [...plain.manuals, sdsOf('BADM3362')], seed: { ...plain.seed!, manuals: [...plain.seed!.manuals, sdsOf('BADM3362')] } }).where(eq(products.id, plain.id));
    // an admin's edit: a renamed manual and an extra link, with the old SDS entry left in the middle
    const adminManuals = [{ title: 'Renamed manual', url: edited.manuals[0].url }, sdsOf('BAL100688'), { title: 'Our own protocol', url: 'https://example.org/p.pdf' }];
    await db.update(products).set({ manuals: adminManuals, seed: { ...edited.seed!, manuals: [...edited.seed!.manuals, sdsOf('BAL100688')] } }).where(eq(products.id, edited.id));
    // a custom product keeps whatever it lists
    const customId = 'custom-manuals-sds';
    await db.insert(products).values({ ...plain, id: customId, slug: 'custom-manuals-sds', catalogNumber: 'CUST-1', builtin: false, seed: null, manuals: [sdsOf('CUST-1')] });

    const migration = readFileSync(path.resolve(__dirname, '../../db/migrations/0016_manuals_without_sds.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const [plainAfter] = await db.select().from(products).where(eq(products.id, plain.id));
    expect(plainAfter.manuals).toEqual(plain.manuals);
    expect(plainAfter.seed).toEqual(plain.seed);
    expect(reshapeProduct(plainAfter).overridden).toBe(false);
    const [editedAfter] = await db.select().from(products).where(eq(products.id, edited.id));
    expect(editedAfter.manuals).toEqual([adminManuals[0], adminManuals[2]]);
    expect(editedAfter.seed).toEqual(edited.seed);
    const [custom] = await db.select().from(products).where(eq(products.id, customId));
    expect(custom.manuals).toEqual([sdsOf('CUST-1')]);
    await db.delete(products).where(eq(products.id, customId));
    await db.update(products).set({ manuals: edited.manuals }).where(eq(products.id, edited.id));
  });
});

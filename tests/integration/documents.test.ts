// Issue 22 (docs/documents.md) with the local-disk driver and with S3 (s3rver on loopback): upload → lookup →
// download round trip; the refused files (HTML/SVG renamed .pdf, truncated, /JavaScript, /Launch, too large)
// store nothing; COA lookups are rate-limited and answer alike for an unknown catalogue number and an unknown
// lot; deleting a product keeps its documents for the admin, and deleting them leaves nothing in storage.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import S3rver from 's3rver';
import { getDb } from '@/db/client';
import { auditLog, productDocuments, uploadTickets } from '@/db/schema';
import { POST as createProductRoute } from '@/app/api/admin/products/route';
import { DELETE as deleteProductRoute } from '@/app/api/admin/products/[id]/route';
import { GET as listDocumentsRoute } from '@/app/api/admin/documents/route';
import { POST as requestUploadRoute } from '@/app/api/admin/documents/request-upload/route';
import { POST as finalizeRoute } from '@/app/api/admin/documents/finalize/route';
import { POST as bulkPreviewRoute } from '@/app/api/admin/documents/bulk-preview/route';
import { DELETE as deleteDocumentRoute } from '@/app/api/admin/documents/[id]/route';
import { GET as adminFileRoute } from '@/app/api/admin/documents/[id]/file/route';
import { GET as coaRoute } from '@/app/api/public/coa/route';
import { GET as productDocumentsRoute } from '@/app/api/public/products/[slug]/documents/route';
import { GET as publicFileRoute } from '@/app/api/public/documents/[id]/route';
import { PUT as localPutRoute } from '@/app/api/media/upload/[...key]/route';
import { getStorage, setStorageForTests, type StorageDriver } from '@/lib/adapters/storage';
import { createLocalStorage } from '@/lib/adapters/storage/local';
import { createS3Storage } from '@/lib/adapters/storage/s3';
import { COA_LOOKUP_LIMIT } from '@/lib/server/documents';
import { sweepExpiredUploads } from '@/lib/server/media';
import { PDF_MESSAGES } from '@/lib/domain/documents';
import { adminHeaders, callRoute, TEST_ORIGIN } from '@/tests/helpers/api';
import { HOSTILE_FILES, makePdf } from '@/tests/helpers/pdf';

type Grant = { uploadUrl: string; storageKey: string; headers: Record<string, string> };
type Driver = 'local' | 's3';

const BUCKET = 'bioark-docs';
let s3dir: string;
let s3server: S3rver;
let s3port: number;

beforeAll(async () => {
  s3dir = mkdtempSync(path.join(os.tmpdir(), 's3rver-docs-'));
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  s3port = ((await s3server.run()) as AddressInfo).port;
});

afterAll(async () => {
  setStorageForTests(undefined);
  await s3server?.close().catch(() => {});
  rmSync(s3dir, { recursive: true, force: true });
});

function useDriver(driver: Driver): StorageDriver {
  const storage =
    driver === 's3'
      ? createS3Storage({ bucket: BUCKET, region: 'us-east-1', endpoint: `http://127.0.0.1:${s3port}`, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' })
      : createLocalStorage({ root: mkdtempSync(path.join(os.tmpdir(), 'bioark-docs-local-')) });
  setStorageForTests(storage);
  return storage;
}

let ipCounter = 0;
const freshIp = () => `10.22.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

describe.each<Driver>(['local', 's3'])('documents with the %s driver', (driver) => {
  let storage: StorageDriver;
  const touchedKeys: string[] = [];
  let productA: { id: string; slug: string; catalogNumber: string };
  let productB: { id: string; slug: string; catalogNumber: string };
  const tag = driver.toUpperCase();

  beforeAll(async () => {
    storage = useDriver(driver);
    expect((await getStorage()).kind).toBe(driver);
    const make = async (name: string, catalogNumber: string) => {
      const res = await callRoute(createProductRoute as never, { body: { name, catalogNumber, description: 'Test product' }, headers: await adminHeaders() });
      expect(res.status).toBe(201);
      return res.json.product as unknown as { id: string; slug: string; catalogNumber: string };
    };
    productA = await make(`Docs ${tag} A`, `DOC-${tag}-100`);
    productB = await make(`Docs ${tag} B`, `DOC-${tag}-200`);
  });

  async function put(g: Grant, bytes: Buffer): Promise<number> {
    if (driver === 's3') {
      const res = await fetch(g.uploadUrl, { method: 'PUT', headers: g.headers, body: new Uint8Array(bytes) });
      return res.status;
    }
    const url = new URL(g.uploadUrl, TEST_ORIGIN);
    const key = decodeURIComponent(url.pathname.replace('/api/media/upload/', '')).split('/');
    const req = new NextRequest(url, { method: 'PUT', headers: { ...g.headers, 'content-length': String(bytes.length) }, body: new Uint8Array(bytes) });
    return (await localPutRoute(req, { params: Promise.resolve({ key }) })).status;
  }

  function stagingKeyOf(g: Grant): string {
    const p = new URL(g.uploadUrl, TEST_ORIGIN).pathname;
    return decodeURIComponent(driver === 's3' ? p.replace(`/${BUCKET}/`, '') : p.replace('/api/media/upload/', ''));
  }

  async function upload(bytes: Buffer, fileName: string, meta: Record<string, unknown>) {
    const grantRes = await callRoute(requestUploadRoute as never, { body: { fileName, size: bytes.length, mimeType: 'application/pdf' }, headers: await adminHeaders() });
    expect(grantRes.status).toBe(201);
    const grant = grantRes.json as unknown as Grant;
    touchedKeys.push(grant.storageKey, stagingKeyOf(grant));
    expect(await put(grant, bytes)).toBe(200);
    const res = await callRoute(finalizeRoute as never, { body: { storageKey: grant.storageKey, ...meta }, headers: await adminHeaders() });
    return { grant, res };
  }

  async function lookup(catalogNumber: string, lot: string, ip = freshIp()) {
    const qs = new URLSearchParams({ catalogNumber, lot });
    return callRoute(coaRoute as never, { path: `/api/public/coa?${qs}`, headers: { 'x-forwarded-for': ip } });
  }

  async function download(url: string) {
    const id = url.split('/').pop()!.split('?')[0];
    const req = new NextRequest(new URL(url, TEST_ORIGIN));
    const res = await publicFileRoute(req, { params: Promise.resolve({ id }) });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  async function documentRows() {
    const db = await getDb();
    return db.select().from(productDocuments);
  }

  test('COA: upload → lookup (trimmed, any case) → download as a clean application/pdf', async () => {
    const pdf = makePdf({ text: `COA ${tag} L2401` });
    const { res } = await upload(pdf, 'scan 0042 (final).pdf', { productId: productA.id, kind: 'coa', lot: 'L2401', manufacturedOn: '2026-01-10', expiresOn: '2028-01-10' });
    expect(res.status).toBe(201);
    const doc = res.json.document as unknown as { id: string; lot: string; catalogNumber: string };
    expect(doc).toMatchObject({ lot: 'L2401', catalogNumber: productA.catalogNumber });

    const found = await lookup(`  ${productA.catalogNumber.toLowerCase()} `, ' l2401 ');
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({ found: true, document: { lot: 'L2401', manufacturedOn: '2026-01-10', expiresOn: '2028-01-10', kind: 'coa' } });
    const url = (found.json.document as unknown as { url: string }).url;
    expect(url).toBe(`/api/public/documents/${doc.id}`);

    const file = await download(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe(`inline; filename="COA_${productA.catalogNumber}_L2401.pdf"`);
    expect(file.bytes.equals(pdf)).toBe(true);
    const attachment = await download(`${url}?download=1`);
    expect(attachment.headers.get('content-disposition')).toBe(`attachment; filename="COA_${productA.catalogNumber}_L2401.pdf"`);

    const db = await getDb();
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, doc.id));
    expect(audit.map((a) => a.summary)).toEqual([`Added COA for lot L2401 of ${productA.catalogNumber} (scan 0042 (final).pdf)`]);
  });

  test('a new COA for the same lot replaces the old one and its file', async () => {
    const before = (await documentRows()).find((r) => r.productId === productA.id && r.lotKey === 'l2401')!;
    const { res } = await upload(makePdf({ text: 'v2' }), 'v2.pdf', { productId: productA.id, kind: 'coa', lot: 'l2401' });
    expect(res.status).toBe(200);
    expect(res.json.replaced).toBe(true);
    const rows = (await documentRows()).filter((r) => r.productId === productA.id && r.lotKey === 'l2401');
    expect(rows).toHaveLength(1);
    expect(await storage.head(before.storageKey)).toBeNull();
    expect(await storage.head(rows[0].storageKey)).not.toBeNull();
  });

  test('SDS: the newest version is current; the public list has SDS and manuals, never COAs', async () => {
    const first = await upload(makePdf({ text: 'SDS v1' }), 'sds-v1.pdf', { productId: productA.id, kind: 'sds' });
    expect(first.res.status).toBe(201);
    await new Promise((r) => setTimeout(r, 5));
    const second = await upload(makePdf({ text: 'SDS v2' }), 'sds-v2.pdf', { productId: productA.id, kind: 'sds' });
    expect(second.res.status).toBe(201);
    const res = await callRoute(productDocumentsRoute as never, { path: `/api/public/products/${productA.slug}/documents`, params: { slug: productA.slug } });
    expect(res.status).toBe(200);
    const sds = res.json.sds as unknown as { id: string; url: string; downloadName: string };
    expect(sds.id).toBe((second.res.json.document as unknown as { id: string }).id);
    expect(Object.keys(res.json).sort()).toEqual(['catalogNumber', 'manuals', 'sds']);
    expect(res.text).not.toContain('L2401');
    const file = await download(sds.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(new RegExp(`^inline; filename="SDS_${productA.catalogNumber}_\\d{4}-\\d{2}-\\d{2}\\.pdf"$`));
    const admin = await callRoute(listDocumentsRoute as never, { path: `/api/admin/documents?productId=${productA.id}`, headers: await adminHeaders() });
    expect((admin.json.documents as unknown as { kind: string }[]).filter((d) => d.kind === 'sds')).toHaveLength(2);
  });

  test.each([
    ['an HTML file renamed .pdf', HOSTILE_FILES.html, PDF_MESSAGES.notPdf],
    ['an SVG file renamed .pdf', HOSTILE_FILES.svg, PDF_MESSAGES.notPdf],
    ['a truncated PDF', HOSTILE_FILES.truncated, PDF_MESSAGES.truncated],
    ['a PDF with /JavaScript', HOSTILE_FILES.javascript, PDF_MESSAGES.active('JavaScript')],
    ['a PDF with /Launch', HOSTILE_FILES.launch, PDF_MESSAGES.active('Launch')],
  ])('refused: %s — a clear message, nothing stored', async (_label, make, message) => {
    const before = await documentRows();
    const { grant, res } = await upload(make(), 'BAD_L1.pdf', { productId: productB.id, kind: 'coa', lot: 'L-BAD' });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(message);
    expect(await documentRows()).toEqual(before);
    expect(await storage.head(grant.storageKey)).toBeNull();
    expect(await storage.head(stagingKeyOf(grant))).toBeNull();
    const db = await getDb();
    expect(await db.select().from(uploadTickets).where(eq(uploadTickets.storageKey, grant.storageKey))).toEqual([]);
    expect((await lookup(productB.catalogNumber, 'L-BAD')).json.found).toBe(false);
  });

  test('refused: a 200 MB file is not granted an upload, and an over-20 MB staged object is deleted', async () => {
    const big = await callRoute(requestUploadRoute as never, { body: { fileName: 'huge.pdf', size: 200 * 1024 * 1024 }, headers: await adminHeaders() });
    expect(big.status).toBe(400);
    expect(big.json.error).toBe('size: The file is larger than 20 MB');

    const grantRes = await callRoute(requestUploadRoute as never, { body: { fileName: 'x.pdf', size: 1000 }, headers: await adminHeaders() });
    const grant = grantRes.json as unknown as Grant;
    touchedKeys.push(grant.storageKey, stagingKeyOf(grant));
    const oversized = Buffer.alloc(20 * 1024 * 1024 + 10, 0x20);
    oversized.write('%PDF-1.7\n', 0, 'latin1');
    await storage.put(stagingKeyOf(grant), oversized, 'application/pdf'); // as if the signed size were bypassed
    const before = await documentRows();
    const res = await callRoute(finalizeRoute as never, { body: { storageKey: grant.storageKey, productId: productB.id, kind: 'sds' }, headers: await adminHeaders() });
    expect(res.status).toBe(413);
    expect(res.json.error).toBe(PDF_MESSAGES.tooLarge);
    expect(await documentRows()).toEqual(before);
    expect(await storage.head(stagingKeyOf(grant))).toBeNull();
  });

  test('a non-PDF name or type is not granted an upload; an image ticket cannot be finalized as a document', async () => {
    const asPng = await callRoute(requestUploadRoute as never, { body: { fileName: 'x.pdf', size: 10, mimeType: 'image/png' }, headers: await adminHeaders() });
    expect(asPng.status).toBe(400);
    const html = await callRoute(requestUploadRoute as never, { body: { fileName: 'x.html', size: 10 }, headers: await adminHeaders() });
    expect(html.status).toBe(400);
    const bogus = await callRoute(finalizeRoute as never, { body: { storageKey: 'media/2026/01/x/y.jpg', productId: productB.id, kind: 'sds' }, headers: await adminHeaders() });
    expect(bogus.status).toBe(400);
  });

  test('bulk preview: {catalogNumber}_{lot}.pdf matched to products; unmatched files listed', async () => {
    const res = await callRoute(bulkPreviewRoute as never, {
      body: {
        files: [
          { fileName: `${productA.catalogNumber}_L2401.pdf`, size: 1000 },
          { fileName: `${productB.catalogNumber.toLowerCase()}_B7.pdf`, size: 1000 },
          { fileName: `${productB.catalogNumber}_B8.PDF`, size: 1000 },
          { fileName: 'NOPE-1_L1.pdf', size: 1000 },
          { fileName: 'notes.txt', size: 10 },
        ],
      },
      headers: await adminHeaders(),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ matched: 3, unmatched: 2 });
    expect(res.json.items).toEqual([
      { fileName: `${productA.catalogNumber}_L2401.pdf`, matched: true, catalogNumber: productA.catalogNumber, lot: 'L2401', productId: productA.id, productName: `Docs ${tag} A`, replaces: true },
      { fileName: `${productB.catalogNumber.toLowerCase()}_B7.pdf`, matched: true, catalogNumber: productB.catalogNumber, lot: 'B7', productId: productB.id, productName: `Docs ${tag} B`, replaces: false },
      { fileName: `${productB.catalogNumber}_B8.PDF`, matched: true, catalogNumber: productB.catalogNumber, lot: 'B8', productId: productB.id, productName: `Docs ${tag} B`, replaces: false },
      { fileName: 'NOPE-1_L1.pdf', matched: false, error: 'No product has catalog number NOPE-1' },
      { fileName: 'notes.txt', matched: false, error: 'The file name does not end in .pdf' },
    ]);
    expect(await documentRows()).toEqual(await documentRows());
  });

  test('unknown catalogue number and unknown lot get the same answer', async () => {
    const unknownLot = await lookup(productA.catalogNumber, 'ZZ99');
    const unknownNumber = await lookup('NOPE-999', 'ZZ99');
    expect(unknownLot.status).toBe(200);
    expect(unknownNumber.status).toBe(200);
    expect(Object.keys(unknownLot.json).sort()).toEqual(Object.keys(unknownNumber.json).sort());
    expect(unknownLot.json).toEqual({
      found: false,
      message: `No certificate for lot ZZ99 of ${productA.catalogNumber} — contact support`,
      contactHref: `/contact?subject=technical&message=${encodeURIComponent(`Please send me the certificate of analysis for lot ZZ99 of catalog number ${productA.catalogNumber}.`).replace(/%20/g, '+')}`,
    });
    expect(unknownNumber.json.message).toBe('No certificate for lot ZZ99 of NOPE-999 — contact support');
    expect([...unknownLot.headers.keys()].sort()).toEqual([...unknownNumber.headers.keys()].sort());
  });

  test.each([
    ['path traversal in the catalogue number', '../../etc/passwd', 'L1'],
    ['path traversal in the lot', 'X1', '../../etc'],
    ['a NUL in the lot', 'X1', 'L\u00001'],
    ['an over-long lot', 'X1', 'L'.repeat(300)],
    ['an over-long catalogue number', 'X'.repeat(300), 'L1'],
    ['a missing lot', 'X1', ''],
  ])('lookup refused: %s', async (_label, catalogNumber, lot) => {
    const res = await lookup(catalogNumber, lot);
    expect(res.status).toBe(400);
    expect(typeof res.json.error).toBe('string');
  });

  test(`lookups are rate-limited (${COA_LOOKUP_LIMIT} a minute per address)`, async () => {
    const ip = freshIp();
    for (let i = 0; i < COA_LOOKUP_LIMIT; i += 1) expect((await lookup(productA.catalogNumber, `R${i}`, ip)).status).toBe(200);
    const limited = await lookup(productA.catalogNumber, 'L2401', ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await lookup(productA.catalogNumber, 'L2401')).status).toBe(200);
  });

  test('hostile document ids answer 404 JSON', async () => {
    for (const id of ['../../etc/passwd', 'x', '00000000-0000-4000-8000-000000000000']) {
      const res = await callRoute(publicFileRoute as never, { path: `/api/public/documents/${encodeURIComponent(id)}`, params: { id } });
      expect(res.status).toBe(404);
      expect(res.json.error).toBe('Document not found');
    }
  });

  test('an expired document upload that a crashed finalize left behind is swept from storage', async () => {
    const grantRes = await callRoute(requestUploadRoute as never, { body: { fileName: 'crash.pdf', size: 100 }, headers: await adminHeaders() });
    const grant = grantRes.json as unknown as Grant;
    touchedKeys.push(grant.storageKey, stagingKeyOf(grant));
    await storage.put(stagingKeyOf(grant), makePdf(), 'application/pdf');
    await storage.put(grant.storageKey, makePdf(), 'application/pdf'); // stored, but no row was written
    const db = await getDb();
    await db.update(uploadTickets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(uploadTickets.storageKey, grant.storageKey));
    await sweepExpiredUploads();
    expect(await storage.head(grant.storageKey)).toBeNull();
    expect(await storage.head(stagingKeyOf(grant))).toBeNull();
  });

  test('deleting a product keeps its documents for the admin; deleting those leaves nothing in storage', async () => {
    const { res } = await upload(makePdf({ text: 'B lot' }), 'b.pdf', { productId: productB.id, kind: 'coa', lot: 'B1' });
    expect(res.status).toBe(201);
    const docId = (res.json.document as unknown as { id: string }).id;
    expect((await lookup(productB.catalogNumber, 'B1')).json.found).toBe(true);

    const del = await callRoute(deleteProductRoute as never, { method: 'DELETE', path: `/api/admin/products/${productB.id}`, params: { id: productB.id }, headers: await adminHeaders() });
    expect(del.status).toBe(200);

    const orphaned = await callRoute(listDocumentsRoute as never, { path: '/api/admin/documents?orphaned=1', headers: await adminHeaders() });
    const docs = orphaned.json.documents as unknown as { id: string; catalogNumber: string; lot: string; url: string }[];
    expect(docs.find((d) => d.id === docId)).toMatchObject({ catalogNumber: productB.catalogNumber, lot: 'B1', url: `/api/admin/documents/${docId}/file` });
    const adminFile = await callRoute(adminFileRoute as never, { path: `/api/admin/documents/${docId}/file`, params: { id: docId }, headers: await adminHeaders() });
    expect(adminFile.status).toBe(200);
    expect(adminFile.headers.get('content-type')).toBe('application/pdf');
    expect((await download(`/api/public/documents/${docId}`)).status).toBe(404);
    expect((await lookup(productB.catalogNumber, 'B1')).json.found).toBe(false);

    // Delete every document of this driver's products: nothing may remain in storage under any key we used.
    const db = await getDb();
    const mine = await db.select().from(productDocuments).where(sql`${productDocuments.catalogNumber} like ${`DOC-${tag}-%`}`);
    expect(mine.length).toBeGreaterThan(0);
    for (const d of mine) {
      const r = await callRoute(deleteDocumentRoute as never, { method: 'DELETE', path: `/api/admin/documents/${d.id}`, params: { id: d.id }, headers: await adminHeaders() });
      expect(r.status).toBe(200);
    }
    expect(await db.select().from(productDocuments).where(sql`${productDocuments.catalogNumber} like ${`DOC-${tag}-%`}`)).toEqual([]);
    for (const key of touchedKeys) expect([key, await storage.head(key)]).toEqual([key, null]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, docId));
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });
});

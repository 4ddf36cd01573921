// Issue 10 with the local-disk driver (the default): request-upload → signed PUT → finalize → variants served;
// the hostile files of SECURITY items 19–22 are refused with nothing stored; R6 recovery after a restart.
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { getDb } from '@/db/client';
import { mediaItems, uploadTickets } from '@/db/schema';
import { GET as listImages } from '@/app/api/admin/images/route';
import { POST as requestUploadRoute } from '@/app/api/admin/images/request-upload/route';
import { POST as finalizeRoute } from '@/app/api/admin/images/finalize-upload/route';
import { DELETE as deleteRoute } from '@/app/api/admin/images/[id]/route';
import { POST as uploadImageRoute } from '@/app/api/upload-image/route';
import { PUT as putRoute } from '@/app/api/media/upload/[...key]/route';
import { GET as serveRoute } from '@/app/media/[...key]/route';
import { getStorage } from '@/lib/adapters/storage';
import { createLocalStorage } from '@/lib/adapters/storage/local';
import { recoverStuckMedia } from '@/lib/server/media';
import type { MediaItemView } from '@/lib/domain/media';
import { adminHeaders, callRoute, TEST_ORIGIN } from '@/tests/helpers/api';
import { HTML_AS_JPEG, makeJpeg, makePixelFloodPng, makePng, SVG_WITH_SCRIPT } from '@/tests/helpers/media';

type Grant = { uploadUrl: string; storageKey: string; headers: Record<string, string> };

async function requestUpload(fileName: string, mimeType: string, size: number) {
  return callRoute(requestUploadRoute as never, { body: { fileName, mimeType, size }, headers: await adminHeaders() });
}

async function put(grant: Grant, bytes: Buffer, headers: Record<string, string> = grant.headers) {
  const url = new URL(grant.uploadUrl, TEST_ORIGIN);
  const key = decodeURIComponent(url.pathname.replace('/api/media/upload/', '')).split('/');
  const req = new NextRequest(url, { method: 'PUT', headers: { ...headers, 'content-length': String(bytes.length) }, body: new Uint8Array(bytes) });
  return putRoute(req, { params: Promise.resolve({ key }) });
}

async function finalize(storageKey: string) {
  return callRoute(finalizeRoute as never, { body: { storageKey }, headers: await adminHeaders() });
}

async function serve(url: string) {
  const key = url.replace(/^\/media\//, '').split('/');
  const res = await serveRoute(new NextRequest(new URL(url, TEST_ORIGIN)), { params: Promise.resolve({ key }) });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function uploadAndFinalize(fileName: string, mimeType: string, bytes: Buffer) {
  const grant = await requestUpload(fileName, mimeType, bytes.length);
  expect(grant.status).toBe(201);
  const g = grant.json as unknown as Grant;
  const putRes = await put(g, bytes);
  expect(putRes.status).toBe(200);
  return { grant: g, res: await finalize(g.storageKey) };
}

async function rowsFor(storageKey: string) {
  const db = await getDb();
  return db.select().from(mediaItems).where(eq(mediaItems.storageKey, storageKey));
}

describe('upload → finalize → variants (local disk)', () => {
  test('a JPEG becomes a ready item with a 320 px thumbnail, a 1280 px WebP and a re-encoded original without EXIF', async () => {
    const jpeg = await makeJpeg(2000, 1000);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { grant, res } = await uploadAndFinalize('Lab Bench Photo.JPG', 'image/jpeg', jpeg);
    expect(grant.storageKey).toMatch(/^media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/lab-bench-photo\.jpg$/);
    expect(grant.uploadUrl).toMatch(/^\/api\/media\/upload\/media\/.+\?ct=image%2Fjpeg&len=\d+&exp=\d+&sig=/);
    expect(res.status).toBe(201);
    const image = res.json.image as unknown as MediaItemView;
    expect(image).toMatchObject({ fileName: 'Lab Bench Photo.JPG', status: 'ready', mimeType: 'image/jpeg', width: 2000, height: 1000 });
    expect(image.variants.thumbnail).toMatchObject({ width: 320, height: 160, mimeType: 'image/webp' });
    expect(image.variants.webp).toMatchObject({ width: 1280, height: 640, mimeType: 'image/webp' });
    expect(image.path).toBe(`/media/${grant.storageKey}`);

    for (const v of [image.variants.thumbnail!, image.variants.webp!, image.variants.original!]) {
      const served = await serve(v.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(v.mimeType);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(served.bytes).metadata();
      expect(meta.width).toBe(v.width);
      expect(meta.exif).toBeUndefined();
    }
    // The ticket is used up.
    const db = await getDb();
    expect(await db.select().from(uploadTickets).where(eq(uploadTickets.storageKey, grant.storageKey))).toHaveLength(0);
  });

  test('finalize is idempotent: the same key answers the same item, one row', async () => {
    const png = await makePng(300, 200);
    const { grant, res } = await uploadAndFinalize('diagram.png', 'image/png', png);
    expect(res.status).toBe(201);
    const again = await finalize(grant.storageKey);
    expect(again.status).toBe(200);
    expect((again.json.image as unknown as MediaItemView).id).toBe((res.json.image as unknown as MediaItemView).id);
    expect(await rowsFor(grant.storageKey)).toHaveLength(1);
  });

  test('GET /api/admin/images lists items newest first and searches by file name or URL', async () => {
    const all = await callRoute(listImages as never, { headers: await adminHeaders() });
    expect(all.status).toBe(200);
    const images = all.json.images as unknown as MediaItemView[];
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(images[0].fileName).toBe('diagram.png');
    const byName = await callRoute(listImages as never, { path: '/api/admin/images?q=BENCH', headers: await adminHeaders() });
    expect((byName.json.images as unknown as MediaItemView[]).map((i) => i.fileName)).toEqual(['Lab Bench Photo.JPG']);
    const byUrl = await callRoute(listImages as never, { path: '/api/admin/images?q=diagram.png', headers: await adminHeaders() });
    expect((byUrl.json.images as unknown as MediaItemView[]).map((i) => i.fileName)).toEqual(['diagram.png']);
  });

  test('DELETE removes the row and every object', async () => {
    const { res } = await uploadAndFinalize('to-delete.png', 'image/png', await makePng(120, 90));
    const image = res.json.image as unknown as MediaItemView;
    const storage = (await getStorage()) as ReturnType<typeof createLocalStorage>;
    const keys = [image.variants.original!.key, image.variants.thumbnail!.key, image.variants.webp!.key];
    for (const k of keys) expect(existsSync(storage.fileFor(k))).toBe(true);
    const del = await callRoute(deleteRoute as never, { method: 'DELETE', params: { id: image.id }, headers: { ...(await adminHeaders()), origin: TEST_ORIGIN } });
    expect(del.status).toBe(200);
    for (const k of keys) expect(existsSync(storage.fileFor(k))).toBe(false);
    expect(await rowsFor(image.storageKey)).toHaveLength(0);
    expect((await serve(image.url)).status).toBe(404);
    const again = await callRoute(deleteRoute as never, { method: 'DELETE', params: { id: image.id }, headers: await adminHeaders() });
    expect(again.status).toBe(404);
  });
});

describe('SECURITY item 19: what request-upload accepts', () => {
  test.each([
    ['text/html', 'page.html', 1000],
    ['image/svg+xml', 'logo.svg', 1000],
    ['image/png', 'huge.png', 500 * 1024 * 1024],
    ['image/png', 'empty.png', 0],
  ])('%s %s of %d bytes → 400', async (mimeType, fileName, size) => {
    const res = await requestUpload(fileName, mimeType, size);
    expect(res.status).toBe(400);
  });

  test('a file name with ../ cannot steer the key', async () => {
    const res = await requestUpload('../../etc/passwd.png', 'image/png', 100);
    expect(res.status).toBe(201);
    const key = (res.json as unknown as Grant).storageKey;
    expect(key).not.toContain('..');
    expect(key).toMatch(/^media\/\d{4}\/\d{2}\/[0-9a-f-]+\/etc-passwd\.png$/);
  });

  test('the signed PUT refuses another content type, another length, a changed key and a bad signature', async () => {
    const png = await makePng(50, 50);
    const g = (await requestUpload('a.png', 'image/png', png.length)).json as unknown as Grant;
    expect((await put(g, png, { 'Content-Type': 'text/html' })).status).toBe(403);
    expect((await put(g, Buffer.concat([png, Buffer.alloc(10)]))).status).toBe(403);
    expect((await put({ ...g, uploadUrl: g.uploadUrl.replace('/a.png', '/b.png') }, png)).status).toBe(403);
    expect((await put({ ...g, uploadUrl: g.uploadUrl.replace(/sig=.*/, 'sig=AAAA') }, png)).status).toBe(403);
    const storage = await getStorage();
    expect(await storage.head(g.storageKey)).toBeNull();
  });
});

describe('SECURITY items 20–22: finalize refuses, deletes the object, writes no row', () => {
  const cases: [string, string, string, () => Promise<Buffer> | Buffer][] = [
    ['an HTML file renamed .jpg', 'evil.jpg', 'image/jpeg', () => HTML_AS_JPEG],
    ['a truncated PNG', 'cut.png', 'image/png', async () => (await makePng(400, 300)).subarray(0, 2000)],
    ['a 14000×14000 PNG (pixel flood)', 'flood.png', 'image/png', () => makePixelFloodPng()],
    ['an SVG with <script> declared as PNG', 'vector.png', 'image/png', () => SVG_WITH_SCRIPT],
  ];
  test.each(cases)('%s', async (_label, fileName, mimeType, make) => {
    const bytes = await make();
    const { grant, res } = await uploadAndFinalize(fileName, mimeType, bytes);
    expect(res.status).toBe(400);
    expect(typeof res.json.error).toBe('string');
    const storage = await getStorage();
    expect(await storage.head(grant.storageKey)).toBeNull();
    expect(await rowsFor(grant.storageKey)).toHaveLength(0);
    // The ticket is spent: a retry with the same key is an unknown upload.
    expect((await finalize(grant.storageKey)).status).toBe(400);
  });

  test('a key never issued → 400, the object deleted, no row', async () => {
    const storage = await getStorage();
    const key = 'media/2026/01/00000000-0000-4000-8000-000000000001/planted.png';
    await storage.put(key, await makePng(20, 20), 'image/png');
    const res = await finalize(key);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/not issued/);
    expect(await storage.head(key)).toBeNull();
    expect(await rowsFor(key)).toHaveLength(0);
  });

  test('a key with ../ → 400 and nothing touched', async () => {
    const res = await finalize('../../../etc/passwd');
    expect(res.status).toBe(400);
  });

  test('legacy POST /api/upload-image: an SVG data URL is refused; a PNG data URL answers { path, name }', async () => {
    const headers = await adminHeaders();
    const svg = await callRoute(uploadImageRoute as never, {
      body: { folder: 'blog', name: 'x.svg', dataUrl: `data:image/svg+xml;base64,${SVG_WITH_SCRIPT.toString('base64')}` },
      headers,
    });
    expect(svg.status).toBe(400);
    const png = await makePng(64, 64);
    const ok = await callRoute(uploadImageRoute as never, { body: { folder: 'blog', name: 'cover.png', dataUrl: `data:image/png;base64,${png.toString('base64')}` }, headers });
    expect(ok.status).toBe(200);
    expect(ok.json.path).toMatch(/^\/media\/blog\/\d{4}\/\d{2}\/[0-9a-f-]+\/cover\.png$/);
    expect(ok.json.name).toBe('cover.png');
    expect((await serve(ok.json.path as unknown as string)).status).toBe(200);
  });

  test('the media route serves no traversal, no raw upload before finalize, and nothing that is not an image', async () => {
    expect((await serve('/media/../../etc/passwd.png')).status).toBe(404);
    const g = (await requestUpload('raw.png', 'image/png', (await makePng(30, 30)).length)).json as unknown as Grant;
    await put(g, await makePng(30, 30));
    expect((await serve(`/media/${g.storageKey}`)).status).toBe(404);
    expect((await serve('/media/media/2026/01/x/evil.svg')).status).toBe(404);
    expect((await serve('/media/media/2026/01/x/evil.html')).status).toBe(404);
  });
});

describe('R6: a killed process leaves nothing stuck in processing', () => {
  test('recovery finishes items whose original is stored and fails those whose file is missing', async () => {
    const storage = await getStorage();
    const db = await getDb();
    const key = 'media/2026/02/00000000-0000-4000-8000-00000000000a/half-done.jpg';
    await storage.put(key, await makeJpeg(700, 500), 'image/jpeg');
    await db.insert(mediaItems).values([
      { storageKey: key, fileName: 'half-done.jpg', mimeType: 'image/jpeg', status: 'processing' },
      { storageKey: 'media/2026/02/00000000-0000-4000-8000-00000000000b/gone.png', fileName: 'gone.png', mimeType: 'image/png', status: 'processing' },
    ]);
    const result = await recoverStuckMedia();
    expect(result).toEqual({ resumed: 1, failed: 1 });
    const rows = await db.select().from(mediaItems).where(eq(mediaItems.status, 'processing'));
    expect(rows).toHaveLength(0);
    const [done] = await rowsFor(key);
    expect(done.status).toBe('ready');
    expect(done.variants.thumbnail?.width).toBe(320);
    const [gone] = await rowsFor('media/2026/02/00000000-0000-4000-8000-00000000000b/gone.png');
    expect(gone.status).toBe('failed');
    expect(gone.error).toMatch(/missing/);
  });
});

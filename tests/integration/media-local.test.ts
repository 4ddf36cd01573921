// Issue 10 with the local-disk driver (the default): request-upload → signed PUT → finalize → variants served;
// the hostile files of docs/security.md items 19–22 are refused with nothing stored; R6 recovery after a restart.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
import { getStorage, setStorageForTests, type StorageDriver } from '@/lib/adapters/storage';
import { createLocalStorage } from '@/lib/adapters/storage/local';
import { recoverStuckMedia, sweepExpiredUploads } from '@/lib/server/media';
import { TAGS } from '@/lib/server/cache';
import { handleNotification } from '@/lib/server/events';
import { resetEnvForTests } from '@/lib/env';
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

/** The staging key a grant's upload URL names (never the stored original's key, docs/security.md item 35). */
function stagingKeyOf(grant: Grant): string {
  return decodeURIComponent(new URL(grant.uploadUrl, TEST_ORIGIN).pathname.replace('/api/media/upload/', ''));
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
    // The browser uploads to a staging key; the checked original is written under storageKey by finalize.
    expect(grant.uploadUrl).toMatch(/^\/api\/media\/upload\/_staging\/[0-9a-f]{32}\.jpg\?ct=image%2Fjpeg&len=\d+&exp=\d+&sig=/);
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
    // The ticket is used up: marked finalized (kept until it expires, for the sweep of its staging key).
    const db = await getDb();
    const tickets = await db.select().from(uploadTickets).where(eq(uploadTickets.storageKey, grant.storageKey));
    expect(tickets).toHaveLength(1);
    expect(tickets[0].finalizedAt).toBeInstanceOf(Date);
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

describe("a deleted image leaves Next's image optimizer cache (docs/architecture.md \"Images after a delete\")", () => {
  // The optimizer's own key (next/dist/server/image-optimizer): what it writes under .next/cache/images/{key}/.
  const { ImageOptimizerCache } = jest.requireActual('next/dist/server/image-optimizer') as {
    ImageOptimizerCache: { getCacheKey(p: { href: string; width: number; quality: number; mimeType: string }): string };
  };
  let cacheDir: string;
  const entry = (href: string, width: number, mimeType: string) => path.join(cacheDir, ImageOptimizerCache.getCacheKey({ href, width, quality: 75, mimeType }));
  const fakeEntry = (dir: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, '31536000.99999999999999.etag.up.webp'), 'optimized bytes');
  };

  beforeAll(() => {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'bioark-image-cache-'));
    process.env.NEXT_IMAGE_CACHE_DIR = cacheDir;
    resetEnvForTests();
  });
  afterAll(() => {
    delete process.env.NEXT_IMAGE_CACHE_DIR;
    resetEnvForTests();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  test('DELETE drops every optimized copy of its original and variants, and no other image\'s', async () => {
    const { res } = await uploadAndFinalize('cached-gel.png', 'image/png', await makePng(120, 90));
    const image = res.json.image as unknown as MediaItemView;
    const { res: otherRes } = await uploadAndFinalize('other-gel.png', 'image/png', await makePng(100, 80));
    const other = otherRes.json.image as unknown as MediaItemView;
    const mine = [entry(image.variants.webp!.url, 640, 'image/avif'), entry(image.variants.webp!.url, 1920, 'image/webp'), entry(image.variants.thumbnail!.url, 384, ''), entry(image.url, 1080, 'image/avif')];
    const theirs = entry(other.variants.webp!.url, 640, 'image/avif');
    for (const dir of [...mine, theirs]) fakeEntry(dir);
    const del = await callRoute(deleteRoute as never, { method: 'DELETE', params: { id: image.id }, headers: { ...(await adminHeaders()), origin: TEST_ORIGIN } });
    expect(del.status).toBe(200);
    for (const dir of mine) expect(existsSync(dir)).toBe(false);
    expect(existsSync(theirs)).toBe(true);
  });

  test('a delete announced by another instance purges this one\'s copies too', async () => {
    const key = 'media/2026/11/5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d/elsewhere.png';
    const dir = entry(`/media/media/2026/11/5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d/w1280.webp`, 828, 'image/webp');
    fakeEntry(dir);
    handleNotification(JSON.stringify({ tags: [TAGS.mediaImage(key)], entity: { type: 'media' }, version: Date.now(), origin: 'another-instance' }));
    for (let i = 0; i < 50 && existsSync(dir); i++) await new Promise((r) => setTimeout(r, 20));
    expect(existsSync(dir)).toBe(false);
  });
});

describe('docs/security.md item 19: what request-upload accepts', () => {
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
    expect((await put({ ...g, uploadUrl: g.uploadUrl.replace(/_staging\/[0-9a-f]{4}/, '_staging/ffff') }, png)).status).toBe(403);
    expect((await put({ ...g, uploadUrl: g.uploadUrl.replace(/sig=.*/, 'sig=AAAA') }, png)).status).toBe(403);
    const storage = await getStorage();
    expect(await storage.head(stagingKeyOf(g))).toBeNull();
    expect(await storage.head(g.storageKey)).toBeNull();
  });
});

describe('docs/security.md items 20–22: finalize refuses, deletes the object, writes no row', () => {
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
    expect(await storage.head(stagingKeyOf(grant))).toBeNull();
    expect(await storage.head(grant.storageKey)).toBeNull();
    expect(await rowsFor(grant.storageKey)).toHaveLength(0);
    // The ticket is spent: a retry with the same key is an unknown upload.
    expect((await finalize(grant.storageKey)).status).toBe(400);
  });

  test('a key never issued → 400, no row, and nothing deleted (only a ticket\'s keys are ever touched, item 35)', async () => {
    const storage = await getStorage();
    const key = 'media/2026/01/00000000-0000-4000-8000-000000000001/planted.png';
    await storage.put(key, await makePng(20, 20), 'image/png');
    const res = await finalize(key);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(/not issued/);
    expect(await storage.head(key)).not.toBeNull();
    expect(await rowsFor(key)).toHaveLength(0);
    expect((await serve(`/media/${key}`)).status).toBe(404); // and never served: no ready item owns it
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
    expect((await serve(`/media/${stagingKeyOf(g)}`)).status).toBe(404);
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

describe('docs/security.md item 35: an upload link is dead once its upload is finalized', () => {
  test('a replayed PUT is refused, the stored original stays the re-encoded one, and finalize cannot run twice', async () => {
    const jpeg = await makeJpeg(600, 400, true);
    const { grant, res } = await uploadAndFinalize('replayed.jpg', 'image/jpeg', jpeg);
    expect(res.status).toBe(201);
    const storage = await getStorage();
    const original = await storage.get(grant.storageKey);
    expect(original!.includes('secret-exif-owner')).toBe(false);
    expect(await storage.head(stagingKeyOf(grant))).toBeNull(); // the staged upload is gone
    expect((await put(grant, jpeg)).status).toBe(403);
    expect((await storage.get(grant.storageKey))!.equals(original!)).toBe(true);
    expect(await storage.head(stagingKeyOf(grant))).toBeNull();
    // Idempotent: the same key answers the same item, nothing is processed again.
    const again = await finalize(grant.storageKey);
    expect(again.status).toBe(200);
  });

  test("finalize with a variant's key deletes nothing", async () => {
    const { res } = await uploadAndFinalize('variants.jpg', 'image/jpeg', await makeJpeg(1500, 800, false));
    const image = res.json.image as unknown as MediaItemView;
    const storage = await getStorage();
    for (const v of ['thumbnail', 'webp'] as const) {
      const key = image.variants[v]!.key;
      expect((await finalize(key)).status).toBe(400);
      expect(await storage.head(key)).not.toBeNull();
    }
  });

  test('after expiry the sweep removes a staged object a replay put back, and keeps the item', async () => {
    const png = await makePng(60, 60);
    const { grant, res } = await uploadAndFinalize('swept.png', 'image/png', png);
    expect(res.status).toBe(201);
    const storage = await getStorage();
    // As a replayed S3 URL would (the local route refuses it): an object under the staging key again.
    await storage.put(stagingKeyOf(grant), png, 'image/png');
    await sweepExpiredUploads(new Date(Date.now() + 60 * 60 * 1000));
    expect(await storage.head(stagingKeyOf(grant))).toBeNull();
    expect(await storage.head(grant.storageKey)).not.toBeNull();
    expect(await rowsFor(grant.storageKey)).toHaveLength(1);
  });
});

describe('expired upload links', () => {
  test('are swept: the ticket and the raw object go, finalized items stay', async () => {
    const png = await makePng(40, 40);
    const g = (await requestUpload('never-finalized.png', 'image/png', png.length)).json as unknown as Grant;
    await put(g, png);
    const storage = await getStorage();
    expect(await storage.head(stagingKeyOf(g))).not.toBeNull();
    const swept = await sweepExpiredUploads(new Date(Date.now() + 60 * 60 * 1000));
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await storage.head(stagingKeyOf(g))).toBeNull();
    expect((await finalize(g.storageKey)).status).toBe(400);
    const db = await getDb();
    expect((await db.select().from(mediaItems).where(eq(mediaItems.status, 'ready'))).length).toBeGreaterThan(0);
  });
});

// Found by `bench/load-topology.mjs --fault media-readonly` (the media folder remounted read-only under load): the
// signed PUT answered 500, and a disk turning read-only between the original and its variants left a 'failed' row
// that the admin's retry could not replace. A disk that cannot be written is storage that is unavailable: 503,
// nothing saved, the retry works. The broken disk here is a real one: a driver whose root is a file, so every
// write fails in the kernel (ENOTDIR) as a read-only mount's does (EROFS).
describe('media disk read-only under load', () => {
  let tmp: string;
  let real: StorageDriver;
  let broken: StorageDriver;
  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'media-ro-'));
    writeFileSync(path.join(tmp, 'not-a-folder'), '');
    real = await getStorage();
    broken = createLocalStorage({ root: path.join(tmp, 'not-a-folder') });
  });
  afterEach(() => setStorageForTests(real));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  test('media disk read-only: the signed PUT answers 503 JSON (nothing saved), not 500, and works again afterwards', async () => {
    const png = await makePng(80, 60);
    const g = (await requestUpload('read-only-put.png', 'image/png', png.length)).json as unknown as Grant;
    setStorageForTests({ ...real, put: broken.put });
    const down = await put(g, png);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect((await down.json()).error).toMatch(/temporarily unavailable.*nothing was saved/);
    setStorageForTests(real);
    expect((await put(g, png)).status).toBe(200);
    const res = await finalize(g.storageKey);
    expect(res.status).toBe(201);
    expect((res.json.image as unknown as MediaItemView).status).toBe('ready');
  });

  test("media disk read-only between the original and its variants: 503, no 'failed' row left, the retry finalizes once", async () => {
    const jpeg = await makeJpeg(640, 480, false);
    const g = (await requestUpload('read-only-variants.jpg', 'image/jpeg', jpeg.length)).json as unknown as Grant;
    expect((await put(g, jpeg)).status).toBe(200);
    let puts = 0;
    setStorageForTests({ ...real, put: (key, bytes, type) => (++puts === 2 ? broken.put(key, bytes, type) : real.put(key, bytes, type)) });
    const down = await finalize(g.storageKey);
    expect(down.status).toBe(503);
    expect(down.json.error).toMatch(/temporarily unavailable/);
    expect(await rowsFor(g.storageKey)).toHaveLength(0);
    setStorageForTests(real);
    const retry = await finalize(g.storageKey);
    expect(retry.status).toBe(201);
    expect((retry.json.image as unknown as MediaItemView).status).toBe('ready');
    expect(await rowsFor(g.storageKey)).toHaveLength(1);
  });

  test('media disk unreadable: /media answers 503 JSON with Retry-After, not an empty 500', async () => {
    const { res } = await uploadAndFinalize('unreadable.png', 'image/png', await makePng(50, 50));
    const image = res.json.image as unknown as MediaItemView;
    setStorageForTests({ ...real, get: broken.get });
    const served = await serve(image.variants.thumbnail!.url);
    expect(served.status).toBe(503);
    expect(served.headers.get('retry-after')).toBe('5');
    expect(served.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(served.bytes.toString()).error).toMatch(/temporarily unavailable/);
  });
});

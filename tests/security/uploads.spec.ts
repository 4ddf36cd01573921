// Attack replay, uploads (docs/security.md item 35; docs/security.md): against the production build with local-disk
// storage (the S3 driver's staging keys are covered in tests/integration/media-s3.test.ts). Before the fix the
// presigned PUT named the very key of the stored, re-encoded original: replaying it within its 15 minutes put
// the raw file (EXIF back) or HTML (served as image/png, cached for a year) in its place; and finalize with a
// variant's key answered 400 "Unknown upload" after deleting the variants.
import { expect, test } from '../helpers/playwright';
import { HTML_AS_JPEG, makeJpeg } from '../helpers/media';
import { startProdServer, testPort, TEST_ADMIN, type ProdServer } from '../helpers/prod-server';

let server: ProdServer;
let token = '';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  server = await startProdServer('uploads', testPort(2));
  const res = await fetch(`${server.url}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
  token = ((await res.json()) as { token: string }).token;
});

test.afterAll(async () => {
  await server?.stop();
});

const auth = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

interface Grant {
  uploadUrl: string;
  storageKey: string;
  headers: Record<string, string>;
}

interface Image {
  id: string;
  status: string;
  variants: Record<string, { url: string; key: string }>;
}

async function upload(bytes: Buffer, fileName: string, mimeType: string): Promise<{ grant: Grant; image: Image }> {
  const grantRes = await fetch(`${server.url}/api/admin/images/request-upload`, { method: 'POST', headers: auth(), body: JSON.stringify({ fileName, mimeType, size: bytes.length }) });
  expect(grantRes.status).toBe(201);
  const grant = (await grantRes.json()) as Grant;
  const put = await fetch(new URL(grant.uploadUrl, server.url), { method: 'PUT', headers: grant.headers, body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  const fin = await fetch(`${server.url}/api/admin/images/finalize-upload`, {
    method: 'POST',
    headers: auth(),
    body: JSON.stringify({ storageKey: grant.storageKey, fileName, mimeType, size: bytes.length }),
  });
  expect(fin.status).toBe(201);
  const { image } = (await fin.json()) as { image: Image };
  expect(image.status).toBe('ready');
  return { grant, image };
}

async function served(url: string) {
  const res = await fetch(new URL(url, server.url));
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

test('item 7: replaying the upload URL after finalize cannot bring the raw file (and its EXIF) back', async () => {
  const raw = await makeJpeg(640, 480, true);
  expect(raw.includes('secret-exif-owner')).toBe(true);
  const { grant, image } = await upload(raw, 'gps-photo.jpg', 'image/jpeg');
  // The upload URL never names the stored original.
  expect(new URL(grant.uploadUrl, server.url).pathname).not.toContain(grant.storageKey);
  const before = await served(image.variants.original.url);
  expect(before.status).toBe(200);
  expect(before.bytes.includes('secret-exif-owner')).toBe(false);

  const replay = await fetch(new URL(grant.uploadUrl, server.url), { method: 'PUT', headers: grant.headers, body: new Uint8Array(raw) });
  expect(replay.status).toBe(403);
  const after = await served(image.variants.original.url);
  expect(after.bytes.equals(before.bytes)).toBe(true);
  expect(after.bytes.includes('secret-exif-owner')).toBe(false);
});

test('item 7: replaying the upload URL with HTML cannot replace a ready PNG', async () => {
  const png = Buffer.from(await (await import('sharp')).default({ create: { width: 300, height: 200, channels: 3, background: '#2a9d8f' } }).png().toBuffer());
  const { grant, image } = await upload(png, 'chart.png', 'image/png');
  // The same length as signed, so only the ticket can stop it.
  const html = Buffer.alloc(png.length, 0x20);
  HTML_AS_JPEG.copy(html);
  const replay = await fetch(new URL(grant.uploadUrl, server.url), { method: 'PUT', headers: grant.headers, body: new Uint8Array(html) });
  expect(replay.status).toBe(403);
  const after = await served(image.variants.original.url);
  expect(after.type).toBe('image/png');
  expect(after.bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(after.bytes.includes('<script>')).toBe(false);
});

test("item 8: finalize with a variant's key answers 400 and deletes nothing", async () => {
  const { image } = await upload(await makeJpeg(1600, 900, false), 'wide.jpg', 'image/jpeg');
  for (const variant of ['thumbnail', 'webp', 'original'] as const) {
    const key = image.variants[variant].key;
    const res = await fetch(`${server.url}/api/admin/images/finalize-upload`, {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ storageKey: key, fileName: 'x.webp', mimeType: 'image/webp', size: 10 }),
    });
    if (variant === 'original') expect(res.status).toBe(200); // the item's own key: idempotent, answers the item
    else expect(res.status).toBe(400);
  }
  for (const variant of ['thumbnail', 'webp', 'original'] as const) expect((await served(image.variants[variant].url)).status).toBe(200);
});

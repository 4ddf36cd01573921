// docs/architecture.md#stack-notes: s3rver does not verify signatures, so what the presigned URL signs is checked here: the key,
// the content type and the exact length (docs/security.md item 19) — and the same for the local driver's HMAC URLs.
import { S3Client } from '@aws-sdk/client-s3';
import { makeS3ClientConfig, presignS3Put } from '@/lib/adapters/storage/s3';
import { signLocalUploadUrl, verifyLocalUploadUrl } from '@/lib/adapters/storage/local';

const cfg = { bucket: 'bioark', region: 'eu-west-1', endpoint: 'https://s3.example.test', forcePathStyle: true, accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-example' };

describe('S3 presigned PUT', () => {
  const client = new S3Client(makeS3ClientConfig(cfg));

  test('signs content-type, content-length and host; expires in the given seconds; carries no checksum the browser cannot send', async () => {
    const url = new URL(await presignS3Put(client, 'bioark', 'media/2026/01/id/a.png', { contentType: 'image/png', contentLength: 12345, expiresIn: 900 }));
    expect(url.origin + url.pathname).toBe('https://s3.example.test/bioark/media/2026/01/id/a.png');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request$/);
    // Type and length are signed headers, not hoisted query values an uploader could drop.
    expect(url.searchParams.has('Content-Type')).toBe(false);
    expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false);
  });

  test('another type, length or key gives another signature', async () => {
    const sig = async (key: string, type: string, len: number) =>
      new URL(await presignS3Put(client, 'bioark', key, { contentType: type, contentLength: len, expiresIn: 900 })).searchParams.get('X-Amz-Signature');
    const base = await sig('k/a.png', 'image/png', 100);
    expect(await sig('k/a.png', 'text/html', 100)).not.toBe(base);
    expect(await sig('k/a.png', 'image/png', 101)).not.toBe(base);
    expect(await sig('k/b.png', 'image/png', 100)).not.toBe(base);
  });
});

describe('local driver HMAC upload URLs', () => {
  const secret = 'unit-test-secret-unit-test-secret-0123';
  const claims = { key: 'media/2026/01/id/a.png', contentType: 'image/png', contentLength: 100, expires: 2_000_000_000 };
  const parse = (u: string) => new URL(u, 'http://x');

  test('a URL it issued verifies, with its claims', () => {
    const url = parse(signLocalUploadUrl(claims, secret));
    expect(url.pathname).toBe('/api/media/upload/media/2026/01/id/a.png');
    expect(verifyLocalUploadUrl(claims.key, url.searchParams, 1_000_000_000_000, secret)).toEqual({ ok: true, claims });
  });

  test.each([
    ['another key', (p: URLSearchParams) => ({ key: 'media/2026/01/id/b.png', p })],
    ['another type', (p: URLSearchParams) => (p.set('ct', 'text/html'), { key: claims.key, p })],
    ['another length', (p: URLSearchParams) => (p.set('len', '101'), { key: claims.key, p })],
    ['a later expiry', (p: URLSearchParams) => (p.set('exp', '2000000001'), { key: claims.key, p })],
    ['a forged signature', (p: URLSearchParams) => (p.set('sig', 'x'.repeat(43)), { key: claims.key, p })],
    ['a traversal key', (p: URLSearchParams) => ({ key: '../../etc/passwd', p })],
  ])('%s is refused', (_label, change) => {
    const { key, p } = change(new URLSearchParams(parse(signLocalUploadUrl(claims, secret)).searchParams));
    expect(verifyLocalUploadUrl(key, p, 1_000_000_000_000, secret).ok).toBe(false);
  });

  test('an expired URL is refused', () => {
    const url = parse(signLocalUploadUrl({ ...claims, expires: 1000 }, secret));
    expect(verifyLocalUploadUrl(claims.key, url.searchParams, 1_000_001 * 1000, secret)).toEqual({ ok: false, reason: 'The upload URL has expired' });
  });

  test('another secret does not verify', () => {
    const url = parse(signLocalUploadUrl(claims, secret));
    expect(verifyLocalUploadUrl(claims.key, url.searchParams, 0, 'another-secret-another-secret-0123456').ok).toBe(false);
  });
});

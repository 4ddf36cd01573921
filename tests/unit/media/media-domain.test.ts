// Pure rules of the media pipeline (docs/requirements.md §2 Media library, §5; docs/security.md items 16–22), one row per rule.
import {
  filterMedia,
  isForbiddenAddress,
  isImageFileType,
  isImageMimeType,
  isSafeKeyPath,
  isValidStorageKey,
  makeStorageKey,
  mediaMarkdown,
  mediaVariantUrl,
  mimeTypeForKey,
  parseIPv6,
  sanitizeFolder,
  slugifyFileName,
  sniffImageType,
  variantKeys,
} from '@/lib/domain/media';
import { parseImageDataUrl } from '@/lib/domain/image-data-url';

describe('isForbiddenAddress: loopback, private, link-local, unique-local, multicast, metadata → refused', () => {
  test.each([
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['0.0.0.0', true],
    ['10.0.0.1', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['224.0.0.251', true],
    ['239.255.255.250', true],
    ['255.255.255.255', true],
    ['198.18.0.1', true],
    ['::', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:169.254.169.254', true],
    ['::ffff:10.0.0.1', true],
    ['::127.0.0.1', true],
    ['64:ff9b::a9fe:a9fe', true],
    ['2002:7f00:1::', true],
    ['fe80::1', true],
    ['fe80::1%eth0', true],
    ['fc00::1', true],
    ['fd00:ec2::254', true],
    ['ff02::1', true],
    ['2001:db8::1', true],
    ['not-an-ip', true],
    ['8.8.8.8', false],
    ['93.184.216.34', false],
    ['172.32.0.1', false],
    ['2606:4700:4700::1111', false],
    ['::ffff:8.8.8.8', false],
  ])('%s → forbidden %s', (ip, expected) => {
    expect(isForbiddenAddress(ip)).toBe(expected);
  });
});

describe('parseIPv6', () => {
  test.each([
    ['::1', [...new Array(15).fill(0), 1]],
    ['::ffff:127.0.0.1', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 127, 0, 0, 1]],
    ['1:2:3:4:5:6:7:8', [0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]],
  ])('%s', (ip, bytes) => expect(parseIPv6(ip)).toEqual(bytes));
  test.each(['1::2::3', '12345::', ':::', '1:2:3:4:5:6:7:8:9', '127.0.0.1'])('%s is invalid', (ip) => expect(parseIPv6(ip)).toBeNull());
});

describe('sniffImageType: the bytes decide, not the name', () => {
  const b = (...x: number[]) => Uint8Array.from(x);
  const s = (t: string) => Uint8Array.from(Buffer.from(t, 'latin1'));
  test.each([
    ['JPEG', b(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['GIF89a', s('GIF89a....'), 'image/gif'],
    ['GIF87a', s('GIF87a....'), 'image/gif'],
    ['WebP', s('RIFF\x00\x00\x00\x00WEBPVP8 '), 'image/webp'],
    ['AVIF', s('\x00\x00\x00\x1cftypavif\x00\x00'), 'image/avif'],
    ['HTML renamed .jpg', s('<!doctype html><html>'), null],
    ['SVG', s('<svg xmlns="http://www.w3.org/2000/svg"><script>'), null],
    ['PDF', s('%PDF-1.7'), null],
    ['empty', b(), null],
    ['RIFF but WAVE', s('RIFF\x00\x00\x00\x00WAVEfmt '), null],
  ])('%s → %s', (_label, bytes, expected) => {
    expect(sniffImageType(bytes)).toBe(expected);
  });
});

describe('allowed types (docs/requirements.md §5, issue 10)', () => {
  test.each([
    ['image/jpeg', true],
    ['image/png', true],
    ['image/webp', true],
    ['image/gif', true],
    ['image/avif', true],
    ['image/svg+xml', false],
    ['text/html', false],
    ['image/heic', false],
  ])('isImageMimeType(%s) = %s', (t, ok) => expect(isImageMimeType(t)).toBe(ok));

  test.each([
    ['image/png', true],
    ['image/svg+xml', true],
    ['', false],
    ['application/pdf', false],
    [undefined, false],
  ])("docs/requirements.md §5: a picked file's type %s begins with image/ → %s", (t, ok) => expect(isImageFileType(t)).toBe(ok));

  test.each([
    ['a/b/c.jpg', 'image/jpeg'],
    ['a/b/c.PNG', 'image/png'],
    ['a/thumb-320.webp', 'image/webp'],
    ['a/x.svg', null],
    ['a/x.html', null],
    ['a/x', null],
  ])('mimeTypeForKey(%s) = %s (never SVG or HTML)', (k, t) => expect(mimeTypeForKey(k)).toBe(t));
});

describe('storage keys are made by the server', () => {
  const now = new Date('2026-03-05T10:00:00Z');
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  test.each([
    ['Lab Photo.JPG', 'image/jpeg' as const, undefined, `media/2026/03/${id}/lab-photo.jpg`],
    ['../../etc/passwd', 'image/png' as const, undefined, `media/2026/03/${id}/etc-passwd.png`],
    ['', 'image/webp' as const, 'blog', `blog/2026/03/${id}/image.webp`],
    ['Zellkultur – Ü.gif', 'image/gif' as const, '../Blog', `blog/2026/03/${id}/zellkultur-u.gif`],
    ['x.png', 'image/avif' as const, '', `media/2026/03/${id}/x.avif`],
  ])('%s (%s, folder %s) → %s', (fileName, mimeType, folder, key) => {
    const made = makeStorageKey({ fileName, mimeType, id, folder, now });
    expect(made).toBe(key);
    expect(isValidStorageKey(made)).toBe(true);
    expect(isSafeKeyPath(made)).toBe(true);
  });

  test.each(['../media/2026/03/x/a.png', '/etc/passwd', 'media/2026/03/x/../../a.png', 'media/2026/03/x/a.svg', 'media\\2026\\03\\x\\a.png', 'media/2026/03/x/a.png\0'])(
    '%s is not a valid key',
    (k) => expect(isValidStorageKey(k)).toBe(false),
  );

  test.each(['a/../b.png', './a.png', 'a//b.png', '/a.png', 'a/%2e%2e/b.png', 'a\\b.png'])('%s is not a safe key path', (k) => expect(isSafeKeyPath(k)).toBe(false));

  test('variants sit beside the original', () => {
    expect(variantKeys('media/2026/03/id/photo.jpg')).toEqual({
      original: 'media/2026/03/id/photo.jpg',
      thumbnail: 'media/2026/03/id/thumb-320.webp',
      webp: 'media/2026/03/id/w1280.webp',
    });
  });

  test.each([
    ['Blog', 'blog'],
    ['../../x', 'x'],
    ['', 'media'],
    [undefined, 'media'],
  ])('sanitizeFolder(%s) = %s', (f, out) => expect(sanitizeFolder(f)).toBe(out));

  test('slugifyFileName keeps 60 characters at most', () => expect(slugifyFileName('a'.repeat(100) + '.png')).toHaveLength(60));
});

describe('docs/requirements.md §2 Media library: Copy Markdown and search', () => {
  test.each([
    ['cells.png', '/media/m/2026/01/id/cells.png', '![cells](/media/m/2026/01/id/cells.png)'],
    ['my [best] shot.jpg', '/media/a b.jpg', '![my best shot](/media/a%20b.jpg)'],
  ])('%s → %s', (name, url, md) => expect(mediaMarkdown(name, url)).toBe(md));

  const items = [
    { fileName: 'Gel Image.png', url: '/media/media/2026/01/a/gel-image.png' },
    { fileName: 'cover.jpg', url: '/media/blog/2026/01/b/cover.jpg' },
  ];
  test.each([
    ['', 2],
    ['  ', 2],
    ['gel', 1],
    ['BLOG/', 1],
    ['.jpg', 1],
    ['nothing', 0],
  ])('search %j finds %d', (q, n) => expect(filterMedia(items, q)).toHaveLength(n));
});

describe('parseImageDataUrl (legacy POST /upload-image)', () => {
  test.each([
    ['data:image/png;base64,iVBORw0KGgo=', 'image/png', 8],
    ['data:image/jpeg;name=x.jpg;base64,/9j/', 'image/jpeg', 3],
    ['data:text/html,<script>', null, 0],
    ['https://example.com/x.png', null, 0],
  ])('%s', (url, mime, len) => {
    const out = parseImageDataUrl(url);
    if (!mime) {
      expect(out).toBeNull();
      return;
    }
    expect(out?.mimeType).toBe(mime);
    expect(out?.bytes).toHaveLength(len);
  });
});

describe('mediaVariantUrl: pages find the WebP and thumbnail of a library image from its URL', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  test.each([
    [`/media/media/2026/03/${id}/cells.png`, 'webp', `/media/media/2026/03/${id}/w1280.webp`],
    [`/media/blog/2026/03/${id}/cover.jpg`, 'thumbnail', `/media/blog/2026/03/${id}/thumb-320.webp`],
    [`https://cdn.example.com/media/2026/03/${id}/a.gif`, 'webp', `https://cdn.example.com/media/2026/03/${id}/w1280.webp`],
    ['/images/hero.jpg', 'webp', null],
    ['https://example.com/photo.png', 'thumbnail', null],
  ] as const)('%s (%s) → %s', (url, kind, out) => expect(mediaVariantUrl(url, kind)).toBe(out));
});

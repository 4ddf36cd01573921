import { appendLine, displayImage, imageCountText, imagesShownText } from '@/lib/domain/media-display';

const ID = '0f8c2d4e-1a2b-4c3d-8e9f-0123456789ab';

describe('displayImage', () => {
  test.each([
    [`/media/media/2026/11/${ID}/cells.png`, `/media/media/2026/11/${ID}/w1280.webp`, false],
    [`/media/blog/2026/01/${ID}/figure-1.jpg`, `/media/blog/2026/01/${ID}/w1280.webp`, false],
    [`https://cdn.example.com/media/2026/11/${ID}/cells.avif`, `https://cdn.example.com/media/2026/11/${ID}/w1280.webp`, true],
    [`http://localhost:9000/bucket/media/2026/11/${ID}/cells.gif`, `http://localhost:9000/bucket/media/2026/11/${ID}/w1280.webp`, true],
    [`/media/media/2026/11/${ID}/w1280.webp`, `/media/media/2026/11/${ID}/w1280.webp`, false],
    ['/images/products/antibody.webp', '/images/products/antibody.webp', false],
    ['https://images.example.com/a/b.jpg', 'https://images.example.com/a/b.jpg', false],
    ['', '', false],
  ])('%s', (url, src, unoptimized) => {
    expect(displayImage(url)).toEqual({ src, unoptimized });
  });

  test('null and undefined', () => {
    expect(displayImage(null)).toEqual({ src: '', unoptimized: false });
    expect(displayImage(undefined)).toEqual({ src: '', unoptimized: false });
  });
});

describe('appendLine', () => {
  test.each([
    ['', '/media/a.png', '/media/a.png'],
    ['/a.png', '/b.png', '/a.png\n/b.png'],
    ['/a.png\n', '/b.png', '/a.png\n/b.png'],
    ['/a.png\n\n  ', ' /b.png ', '/a.png\n/b.png'],
    ['/a.png\n/b.png', '/b.png', '/a.png\n/b.png'],
    ['/a.png', '   ', '/a.png'],
  ])('%j + %j', (text, line, out) => {
    expect(appendLine(text, line)).toBe(out);
  });
});

describe('the media library count ("1 images" read wrongly)', () => {
  test.each([
    [0, 0, '0 images', '0 images shown'],
    [1, 1, '1 image', '1 image shown'],
    [3, 3, '3 images', '3 images shown'],
    [1, 5, '1 of 5 images', '1 image shown'],
    [0, 1, '0 of 1 image', '0 images shown'],
  ])('%i shown of %i: %j, announced %j', (shown, total, line, announced) => {
    expect(imageCountText(shown, total)).toBe(line);
    expect(imagesShownText(shown)).toBe(announced);
  });
});

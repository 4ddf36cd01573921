// Fixtures for the media tests: real images made with sharp, and the hostile files of docs/security.md items 20–22.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export async function makeJpeg(width = 900, height = 600, withExif = true): Promise<Buffer> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 110 } } }).jpeg({ quality: 80 });
  return withExif ? img.withExif({ IFD0: { Copyright: 'secret-exif-owner', Artist: 'exif-artist' } }).toBuffer() : img.toBuffer();
}

export async function makePng(width = 400, height = 300): Promise<Buffer> {
  // Noise so that the PNG is big enough to truncate meaningfully.
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A small file that declares 14000 × 14000 pixels (a pixel flood, docs/security.md item 21). */
export function makePixelFloodPng(size = 14000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  // One row of zeros, compressed; the decoder would have to inflate 196 million pixels.
  const idat = deflateSync(Buffer.alloc(size + 1));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

export const HTML_AS_JPEG = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"><script>alert(2)</script><rect width="10" height="10"/></svg>',
);

import 'server-only';
// What sharp does with an accepted image (issue 10): decode under a pixel limit, re-encode the original
// (EXIF orientation applied, all metadata stripped), and make a 320 px thumbnail and a 1280 px WebP.
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { MAX_INPUT_PIXELS, NOT_AN_IMAGE, sniffImageType, THUMBNAIL_WIDTH, WEBP_WIDTH, type ImageMimeType } from '@/lib/domain/media';

export class ImageRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
  mimeType: string;
}

const inputOptions = (animated = false): SharpOptions => ({ limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated });

/** Sniffs and decodes the bytes and re-encodes them in their own format; refuses anything that is not a sound image. */
export async function reencodeOriginal(bytes: Buffer): Promise<EncodedImage & { mimeType: ImageMimeType }> {
  const mimeType = sniffImageType(bytes);
  if (!mimeType) throw new ImageRejectedError(NOT_AN_IMAGE);
  const animated = mimeType === 'image/gif' || mimeType === 'image/webp';
  let meta: Metadata;
  try {
    meta = await sharp(bytes, inputOptions(animated)).metadata();
  } catch (err) {
    throw new ImageRejectedError(`The image could not be read (${(err as Error).message.split('\n')[0]})`);
  }
  // docs/security.md item 21: judge the declared size before any pixel is decoded.
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (!width || !height) throw new ImageRejectedError('The image has no dimensions');
  if (width * height * (meta.pages ?? 1) > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError(`The image is too large (${width} × ${height} pixels); the limit is ${MAX_INPUT_PIXELS.toLocaleString('en-US')} pixels`);
  }
  let pipeline = sharp(bytes, inputOptions(animated)).rotate();
  switch (mimeType) {
    case 'image/jpeg':
      pipeline = pipeline.jpeg({ quality: 86, mozjpeg: true });
      break;
    case 'image/png':
      pipeline = pipeline.png({ compressionLevel: 8 });
      break;
    case 'image/webp':
      pipeline = pipeline.webp({ quality: 86 });
      break;
    case 'image/gif':
      pipeline = pipeline.gif();
      break;
    case 'image/avif':
      pipeline = pipeline.avif({ quality: 60, effort: 3 });
      break;
  }
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.pageHeight ?? info.height, mimeType };
  } catch (err) {
    throw new ImageRejectedError(`The image could not be decoded (${(err as Error).message.split('\n')[0]})`);
  }
}

async function webpAt(source: Buffer, width: number, quality: number): Promise<EncodedImage> {
  const { data, info } = await sharp(source, inputOptions(false))
    .resize({ width, withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, mimeType: 'image/webp' };
}

/** The two derived variants, made from the re-encoded original. */
export async function makeVariants(original: Buffer): Promise<{ thumbnail: EncodedImage; webp: EncodedImage }> {
  const thumbnail = await webpAt(original, THUMBNAIL_WIDTH, 78);
  const webp = await webpAt(original, WEBP_WIDTH, 84);
  return { thumbnail, webp };
}

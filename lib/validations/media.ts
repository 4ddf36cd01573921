// zod schemas of the media calls (docs/requirements.md §7 admin/images/*, upload-image, fetch-image).
import { z } from '@/lib/validations/zod';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '@/lib/domain/media';

const fileName = z.string().trim().min(1, 'fileName is required').max(200, 'fileName is too long');
const mimeType = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => (IMAGE_MIME_TYPES as string[]).includes(v), { message: 'Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded' });
const size = z
  .number({ message: 'size must be a number of bytes' })
  .int('size must be a whole number of bytes')
  .positive('The file is empty')
  .max(MAX_IMAGE_BYTES, 'The image is larger than 10 MB');

export const requestUploadSchema = z.object({ fileName, mimeType, size });
export type RequestUploadInput = z.infer<typeof requestUploadSchema>;

export const finalizeUploadSchema = z.object({
  storageKey: z.string().trim().min(1, 'storageKey is required').max(300),
  fileName: fileName.optional(),
  mimeType: z.string().trim().optional(),
  size: z.number().int().nonnegative().optional(),
});
export type FinalizeUploadInput = z.infer<typeof finalizeUploadSchema>;

const httpUrl = z
  .string()
  .trim()
  .min(1, 'url is required')
  .max(2048, 'url is too long');

export const importImageSchema = z.object({ url: httpUrl, fileName: z.string().trim().max(200).optional() });
export type ImportImageInput = z.infer<typeof importImageSchema>;

export const legacyUploadImageSchema = z.object({
  folder: z.string().trim().max(40).optional(),
  name: z.string().trim().max(200).optional(),
  dataUrl: z.string().min(1, 'dataUrl is required'),
});

export const legacyFetchImageSchema = z.object({
  folder: z.string().trim().max(40).optional(),
  url: httpUrl,
  name: z.string().trim().max(200).optional(),
});

export const listImagesQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(['processing', 'ready', 'failed']).optional(),
});

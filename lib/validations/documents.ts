// zod schemas of the document calls (docs/documents.md): upload grant, finalize, bulk preview, COA lookup.
import { z } from '@/lib/validations/zod';
import { DOCUMENT_KINDS, MAX_DOCUMENT_BYTES, normalizeCatalogNumber, normalizeLot, PDF_MIME_TYPE } from '@/lib/domain/documents';
import { UUID_PATTERN } from '@/lib/domain/ids';

const fileName = z
  .string()
  .trim()
  .min(1, 'fileName is required')
  .max(200, 'fileName is too long')
  .refine((v) => /\.pdf$/i.test(v), { message: 'Only PDF files can be uploaded' });
const size = z
  .number({ message: 'size must be a number of bytes' })
  .int('size must be a whole number of bytes')
  .positive('The file is empty')
  .max(MAX_DOCUMENT_BYTES, 'The file is larger than 20 MB');

export const requestDocumentUploadSchema = z.object({
  fileName,
  size,
  mimeType: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === PDF_MIME_TYPE, { message: 'Only PDF files can be uploaded' })
    .optional(),
});
export type RequestDocumentUploadInput = z.infer<typeof requestDocumentUploadSchema>;

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { message: 'is not a real date' });

const lotText = z
  .string()
  .max(200, 'Lot number is too long')
  .superRefine((v, ctx) => {
    const r = normalizeLot(v);
    if (!r.ok) ctx.addIssue({ code: 'custom', message: r.error });
  });

const productId = z.string().trim().min(1, 'productId is required').max(200);

export const finalizeDocumentSchema = z
  .object({
    storageKey: z.string().trim().min(1, 'storageKey is required').max(300),
    productId,
    kind: z.enum(DOCUMENT_KINDS, { message: "kind must be 'sds' or 'coa'" }),
    lot: lotText.optional(),
    manufacturedOn: isoDate.nullable().optional(),
    expiresOn: isoDate.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'coa' && !v.lot) ctx.addIssue({ code: 'custom', path: ['lot'], message: 'Lot number is required for a certificate of analysis' });
    if (v.kind === 'sds' && (v.lot || v.manufacturedOn || v.expiresOn)) {
      ctx.addIssue({ code: 'custom', path: ['lot'], message: 'A safety data sheet has no lot or dates' });
    }
    if (v.manufacturedOn && v.expiresOn && v.expiresOn < v.manufacturedOn) {
      ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'Expiry date is before the manufacture date' });
    }
  });
export type FinalizeDocumentInput = z.infer<typeof finalizeDocumentSchema>;

export const bulkPreviewSchema = z.object({
  files: z
    .array(z.strictObject({ fileName: z.string().max(300, 'fileName is too long'), size: z.number().int().nonnegative().optional() }))
    .min(1, 'Choose at least one file')
    .max(200, 'At most 200 files at once'),
});
export type BulkPreviewInput = z.infer<typeof bulkPreviewSchema>;

export const listDocumentsQuerySchema = z.object({
  productId: z.string().trim().min(1).max(200).optional(),
  orphaned: z.enum(['1', 'true']).optional(),
});

const lookupValue = (normalize: typeof normalizeLot) =>
  z
    .string({ message: 'is required' })
    .max(200, 'is too long')
    .superRefine((v, ctx) => {
      const r = normalize(v);
      if (!r.ok) ctx.addIssue({ code: 'custom', message: r.error });
    });

/** GET /api/public/coa?catalogNumber=&lot= */
export const coaLookupSchema = z.object({
  catalogNumber: lookupValue(normalizeCatalogNumber),
  lot: lookupValue(normalizeLot),
});
export type CoaLookupInput = z.infer<typeof coaLookupSchema>;

export const documentIdSchema = z.string().regex(UUID_PATTERN, 'Document not found');

/** A document route's params: a malformed id names no document (404, as an unknown one). */
export const documentParamsSchema = z.object({ id: documentIdSchema });

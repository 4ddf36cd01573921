// Catalogue administration inputs (docs/requirements.md §3, §5, §7): one schema per input, shared by the admin forms, the
// route handlers and the import. Money travels as integer cents in the granular API; the spec's config shapes
// carry price text ('$47.00', 'Contact for Quote'), parsed in lib/domain/spec-product.ts.
import { MAX_RRID_LENGTH, normalizeRrid } from '@/lib/domain/documents';
import { z } from '@/lib/validations/zod';
import { CATALOG_EXPORT_VERSION, CATEGORY_ORDER, isProductCategory, normalizeCategory, type ProductCategory } from '@/lib/domain/catalog';
import { isSafeHref } from '@/lib/domain/safe-url';
import { FORBIDDEN_KEYS, NAME_REQUIRED, parsePriceText, type RowError } from '@/lib/domain/catalog-admin';

const MAX_TEXT = 20_000;
const MAX_LONG_TEXT = 200_000;
const MAX_LIST = 200;

const shortText = (max = 500) => z.string().max(max, `must be at most ${max} characters`);
const longText = (max = MAX_TEXT) => z.string().max(max, `must be at most ${max} characters`);

/** An image or link: a site path ('/images/…') or an http(s) URL. Never javascript:, data: and the like. */
export const safeUrl = z
  .string()
  .trim()
  .max(2_000, 'URL is too long')
  .refine(isSafeHref, 'must be a site path (/…) or an http(s) URL');

const nonEmptyUrl = safeUrl.refine((s) => s !== '', 'must not be empty');
const cents = z.number().int('must be whole cents').min(0, 'Price cannot be negative').max(10_000_000_000, 'Price is too large');
const category = z.string().max(80).transform((c) => normalizeCategory(c));
const rridText = z
  .string()
  .max(MAX_RRID_LENGTH + 10, `must be at most ${MAX_RRID_LENGTH} characters`)
  .superRefine((v, ctx) => {
    const r = normalizeRrid(v);
    if (!r.ok) ctx.addIssue({ code: 'custom', message: r.error });
  });
const typeMarker = z.enum(['buy', 'quote']);
const idText = z
  .string()
  .trim()
  .min(1, 'id is required')
  .max(120, 'id is too long')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, 'id may contain letters, digits, dot, dash, underscore and colon only')
  .refine((s) => !FORBIDDEN_KEYS.has(s), 'this id is not allowed');

// ---------------------------------------------------------------- granular product API

const productOption = z.strictObject({ label: shortText(200).trim().min(1, 'option label is required'), priceCents: cents.nullable() });
const manual = z.strictObject({ title: shortText(300).trim(), url: safeUrl });

/** Every editable product field (db/schema ProductFields); `type` is accepted as the spec's marker for quoteOnly. */
export const productFieldsSchema = z.strictObject({
  slug: shortText(200).trim(),
  name: shortText(300).trim().min(1, NAME_REQUIRED),
  description: longText(),
  catalogNumber: shortText(100).trim(),
  category,
  quoteOnly: z.boolean(),
  type: typeMarker,
  listPriceCents: cents.nullable(),
  options: z.array(productOption).max(MAX_LIST),
  images: z.array(nonEmptyUrl).max(50, 'at most 50 images'),
  availability: shortText(100).trim(),
  keyFeatures: z.array(shortText(1_000)).max(MAX_LIST),
  storageStability: longText(2_000),
  performanceData: longText(MAX_LONG_TEXT),
  manuals: z.array(manual).max(MAX_LIST),
  storeLink: safeUrl.nullable(),
  contentText: longText(MAX_LONG_TEXT).nullable(),
  fragmentSize: shortText(200).nullable(),
  specifications: z.array(shortText(200)).max(MAX_LIST),
  badge: shortText(60).nullable(),
  rrid: rridText.nullable(),
});

/**
 * The stored fields of a product — the one declaration of a product's shape: the database column types
 * (db/schema.ts), the domain's ProductValues, the app's Product (lib/types/catalog.ts) and the seed's SeedProduct
 * (content/types.ts) all derive from this schema. `type` is an input alias for quoteOnly, not a field.
 */
export type ProductFields = Omit<z.output<typeof productFieldsSchema>, 'type'>;

/** POST /api/admin/products — name required; the rest defaults. */
export const createProductSchema = productFieldsSchema.partial().required({ name: true });
export type CreateProductInput = z.infer<typeof createProductSchema>;

/** PATCH /api/admin/products/{id} — the fields to change and the version the edit is based on. */
export const updateProductSchema = productFieldsSchema.partial().extend({
  version: z.number().int().min(1, 'version is required'),
});
export type UpdateProductInput = z.infer<typeof updateProductSchema>;

/** POST …/reset and DELETE: the version the action is based on (optional for API clients). */
export const versionSchema = z.strictObject({ version: z.number().int().min(1).optional() });

/** `?version=N` of a DELETE: the version the admin saw (an empty value is no version). */
export const versionQuerySchema = z.object({
  version: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number('version must be a positive integer').int('version must be a positive integer').min(1, 'version must be a positive integer').optional()),
});

// ---------------------------------------------------------------- the spec's products config / export bundle

const priceText = z.union([z.string().max(100), z.number(), z.null()]).superRefine((v, ctx) => {
  const r = parsePriceText(v);
  if (!r.ok) ctx.addIssue({ code: 'custom', message: r.error });
});

const isoDate = z
  .string()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date');

const productOverride = z.strictObject({
  name: shortText(300).trim().min(1, NAME_REQUIRED).optional(),
  description: longText().optional(),
  imageUrl: safeUrl.optional(),
  link: shortText(300).optional(),
  category: z.string().max(80).optional(),
  type: typeMarker.optional(),
});

const productDetail = z.strictObject({
  images: z.array(nonEmptyUrl).max(50).optional(),
  catalogNumber: shortText(100).trim().optional(),
  availability: shortText(100).optional(),
  listPrice: priceText.optional(),
  options: z.array(shortText(200)).max(MAX_LIST).optional(),
  optionPrices: z.record(z.string().max(200), priceText).optional(),
  keyFeatures: z.array(shortText(1_000)).max(MAX_LIST).optional(),
  storageStability: longText(2_000).optional(),
  performanceData: longText(MAX_LONG_TEXT).optional(),
  manuals: z.array(shortText(300)).max(MAX_LIST).optional(),
  manualUrls: z.array(safeUrl).max(MAX_LIST).optional(),
  storeLink: safeUrl.nullable().optional(),
  quoteOnly: z.boolean().optional(),
  contentText: longText(MAX_LONG_TEXT).nullable().optional(),
  fragmentSize: shortText(200).nullable().optional(),
  specifications: z.array(shortText(200)).max(MAX_LIST).optional(),
  badge: shortText(60).nullable().optional(),
  rrid: rridText.nullable().optional(),
});

// A custom product: its card, and — as the original system exports it — any detail field on the entry itself
// (lib/domain/spec-product.ts mergeInlineDetail). Any other field is refused by name.
const productCard = productDetail.extend({
  id: idText,
  name: shortText(300).trim().min(1, NAME_REQUIRED),
  description: longText().optional(),
  imageUrl: safeUrl.optional(),
  link: shortText(300).optional(),
  category: z.string().max(80).optional(),
  createdAt: isoDate.optional(),
  type: typeMarker.optional(),
});

export const MAX_IMPORT_PRODUCTS = 20_000;

/** PUT /api/products-config and POST /api/admin/products/import (the export bundle is accepted too). */
export const productsConfigSchema = z.strictObject({
  version: z.number().int().min(1).max(CATALOG_EXPORT_VERSION, `unsupported version (expected ${CATALOG_EXPORT_VERSION})`).optional(),
  exportedAt: z.string().max(40).optional(),
  /** Optimistic concurrency: the revision the change is based on (from GET). */
  revision: z.string().max(100).optional(),
  products: z.array(productCard).max(MAX_IMPORT_PRODUCTS).optional(),
  overrides: z.record(idText, productOverride).optional(),
  details: z.record(idText, productDetail).optional(),
  hidden: z.array(idText).max(MAX_IMPORT_PRODUCTS).optional(),
});
export type ProductsConfigBody = z.infer<typeof productsConfigSchema>;

function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out || '(file)';
}

/** zod issues → one error per row and field, as the import dialog lists them. */
export function zodRowErrors(error: z.ZodError, limit = 100): RowError[] {
  return error.issues.slice(0, limit).map((i) => ({ path: issuePath(i.path), message: i.message }));
}

// ---------------------------------------------------------------- services

const processStep = z.strictObject({ step: shortText(300).trim().min(1), description: longText(5_000) });
// Links are rendered as <a href>: the same rule as product links — a site path or http(s), never data:,
// javascript:, vbscript: or a scheme-relative //host (docs/security.md item 13).
const namedLink = z.strictObject({ name: shortText(300).trim().min(1), link: nonEmptyUrl });
const caseStudy = z.strictObject({ title: shortText(300).trim().min(1), link: nonEmptyUrl });

export const serviceFieldsSchema = z.strictObject({
  name: shortText(300).trim().min(1, NAME_REQUIRED),
  description: longText(5_000),
  link: shortText(300).trim(),
  icon: shortText(60).trim(),
  imageUrl: safeUrl,
  images: z.array(nonEmptyUrl).max(100, 'at most 100 images'),
  longDescription: longText(),
  keyBenefits: z.array(shortText(1_000)).max(MAX_LIST),
  processOverview: z.array(processStep).max(MAX_LIST),
  relatedProducts: z.array(namedLink).max(MAX_LIST),
  caseStudies: z.array(caseStudy).max(MAX_LIST),
  markdown: longText(MAX_LONG_TEXT).nullable(),
});

/**
 * The stored fields of a service — the one declaration of a service's shape (db/schema.ts, the domain's
 * ServiceValues, the app's Service, the seed's SeedService derive from it). The slug is not editable: it is
 * derived from the link when the service is written.
 */
export type ServiceFields = z.output<typeof serviceFieldsSchema> & { slug: string };

/** POST /api/admin/services — docs/requirements.md §5 Service Add: a non-empty name. */
export const createServiceSchema = serviceFieldsSchema.partial().required({ name: true });
export type CreateServiceInput = z.infer<typeof createServiceSchema>;

export const updateServiceSchema = serviceFieldsSchema.partial().extend({ version: z.number().int().min(1, 'version is required') });
export type UpdateServiceInput = z.infer<typeof updateServiceSchema>;

const serviceOverride = serviceFieldsSchema.omit({ images: true }).partial();
const customService = serviceFieldsSchema
  .omit({ images: true })
  .partial()
  .extend({ id: idText, name: shortText(300).trim().min(1, NAME_REQUIRED), createdAt: isoDate.optional() });

/** PUT /api/services-config — overrides, custom, media (docs/requirements.md §3 Services config). */
export const servicesConfigSchema = z.strictObject({
  revision: z.string().max(100).optional(),
  overrides: z.record(idText, serviceOverride).optional(),
  custom: z.array(customService).max(2_000).optional(),
  media: z.record(idText, z.array(nonEmptyUrl).max(100)).optional(),
});
export type ServicesConfigBody = z.infer<typeof servicesConfigSchema>;

// ---------------------------------------------------------------- the storefront's bounded reads (docs/requirements.md §7)

/** How many products per category a bounded storefront read may ask for. */
export const STOREFRONT_LIMIT_MAX = 100;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${STOREFRONT_LIMIT_MAX}`;
const storefrontLimit = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number(LIMIT_MESSAGE).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(STOREFRONT_LIMIT_MAX, LIMIT_MESSAGE).optional(),
);

/**
 * GET /api/public/products?category=a,b&limit=N: without `limit` the spec's whole answer; with it, at most N
 * visible products of each named category (every category when none is named), in catalogue order.
 */
export const publicProductsQuerySchema = z.object({
  limit: storefrontLimit,
  category: z
    .string()
    .max(200)
    .optional()
    .transform((v, ctx) => {
      const keys = [...new Set((v ?? '').split(',').map((k) => k.trim().toLowerCase()).filter(Boolean))];
      const unknown = keys.find((k) => !isProductCategory(k));
      if (unknown) {
        ctx.addIssue({ code: 'custom', message: `category must be one of ${CATEGORY_ORDER.join(', ')}` });
        return z.NEVER;
      }
      return keys.length ? (keys as ProductCategory[]) : undefined;
    }),
});
export type PublicProductsQuery = z.infer<typeof publicProductsQuerySchema>;

/** GET /api/public/products/categories?limit=N: each category's first N entries (and its count) instead of all. */
export const productMenuQuerySchema = z.object({ limit: storefrontLimit });

// ---------------------------------------------------------------- Admin → Products, paged (docs/requirements.md §7)

/** The lists of the Products tab: every visible product, one of the two sections, or the deleted built-ins. */
export const ADMIN_PRODUCT_SECTIONS = ['all', 'purchasable', 'quote', 'hidden'] as const;
export type AdminProductSection = (typeof ADMIN_PRODUCT_SECTIONS)[number];
/** How many products one paged admin read may ask for. */
export const ADMIN_PRODUCTS_LIMIT_MAX = 500;

const ADMIN_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${ADMIN_PRODUCTS_LIMIT_MAX}`;
const OFFSET_MESSAGE = 'offset must be a whole number from 0';
const emptyAsUnset = (v: unknown) => (v === '' ? undefined : v);

/**
 * GET /api/admin/products: without parameters the whole list (as before); with any of `section`, `q`, `offset`,
 * `limit` one page of a section in catalogue order, filtered by the spec's search rule, with its count.
 */
export const adminProductsQuerySchema = z.object({
  section: z.preprocess(emptyAsUnset, z.enum(ADMIN_PRODUCT_SECTIONS, `section must be one of ${ADMIN_PRODUCT_SECTIONS.join(', ')}`).optional()),
  q: z.string().max(1_000, 'q must be at most 1000 characters').optional(),
  offset: z.preprocess(emptyAsUnset, z.coerce.number(OFFSET_MESSAGE).int(OFFSET_MESSAGE).min(0, OFFSET_MESSAGE).max(10_000_000, OFFSET_MESSAGE).optional()),
  limit: z.preprocess(emptyAsUnset, z.coerce.number(ADMIN_LIMIT_MESSAGE).int(ADMIN_LIMIT_MESSAGE).min(1, ADMIN_LIMIT_MESSAGE).max(ADMIN_PRODUCTS_LIMIT_MAX, ADMIN_LIMIT_MESSAGE).optional()),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;

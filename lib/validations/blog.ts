// Blog writes (docs/requirements.md §3 Blog post, collection, media map; §5 Blog create form, Blog add in admin): one schema
// per input, shared by the /blog/new form, the admin tab and the route handlers.
import { z } from '@/lib/validations/zod';
import { isSafeBlogImagePath, normalizeBlogEdit } from '@/lib/domain/blog';

export const TITLE_REQUIRED = 'Title is required';
export const ADMIN_VERIFICATION_FAILED = 'Admin verification failed. Please check your credentials.';
export const READ_TIME_INVALID = 'Read time must be a whole number of minutes, at least 1';
export const IMAGE_PATH_INVALID = 'Use a site path starting with / or an https:// URL';
/** docs/requirements.md §5: importing an image by URL needs a non-empty URL (the original's message, in Chinese). */
export const IMAGE_URL_REQUIRED = '请输入图片URL';

export const MAX_TITLE = 200;
export const MAX_EXCERPT = 1000;
export const MAX_CONTENT = 100_000;
export const MAX_TAGS = 20;
export const MAX_IMAGES_PER_POST = 50;
/** A post with 100 000 characters of content, JSON-escaped, fits comfortably. */
export const BLOG_POST_MAX_BODY_BYTES = 512 * 1024;
export const BLOG_COLLECTION_MAX_BODY_BYTES = 8 * 1024 * 1024;

const text = (label: string, max: number) => z.string({ error: `${label} must be text` }).trim().max(max, { error: `${label} must be at most ${max} characters` });
const required = (label: string, max: number, message = `${label} is required`) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: `${label} must be at most ${max} characters` });

export const blogImagePath = z
  .string({ error: IMAGE_PATH_INVALID })
  .trim()
  .refine((v) => isSafeBlogImagePath(v), { error: IMAGE_PATH_INVALID });

/** '' (use the fallback cover) or a safe image path. */
const coverImage = z.string({ error: IMAGE_PATH_INVALID }).trim().refine((v) => v === '' || isSafeBlogImagePath(v), { error: IMAGE_PATH_INVALID });

/** Minutes as a number or numeric text; whole, at least 1 (docs/requirements.md §5 "Read time is numeric, minimum 1"). */
const readTime = z
  .union([z.number(), z.string().trim()], { error: READ_TIME_INVALID })
  .transform((v) => (typeof v === 'string' ? (v === '' ? NaN : Number(v)) : v))
  .refine((n) => Number.isInteger(n) && n >= 1 && n <= 600, { error: READ_TIME_INVALID });

const views = z
  .union([z.number(), z.string().trim()], { error: 'Views must be a number' })
  .transform((v) => (typeof v === 'string' ? (v === '' ? 0 : Number(v)) : v))
  .refine((n) => Number.isInteger(n) && n >= 0 && n <= 2_000_000_000, { error: 'Views must be a whole number, 0 or more' });

/** docs/requirements.md §5: tags split on commas (a list is accepted too); blanks dropped. */
const tags = z
  .union([z.string().max(2000), z.array(z.string().max(60)).max(MAX_TAGS * 2)], { error: 'Tags must be comma-separated text' })
  .transform((v) => normalizeBlogEdit({ tags: v }).tags)
  .refine((list) => list.length <= MAX_TAGS, { error: `At most ${MAX_TAGS} tags` })
  .refine((list) => list.every((t) => t.length <= 40), { error: 'Each tag must be at most 40 characters' });

/** docs/requirements.md §5: on edit the date is converted to ISO. */
const date = z
  .string({ error: 'Enter a valid date' })
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'Enter a valid date' })
  .transform((v) => new Date(v).toISOString());

const slug = z
  .string()
  .trim()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, { error: 'Slug may contain only letters, digits and single dashes' });

const postFields = {
  title: required('Title', MAX_TITLE, TITLE_REQUIRED),
  slug: slug.optional(),
  excerpt: text('Excerpt', MAX_EXCERPT).optional(),
  content: text('Content', MAX_CONTENT).optional(),
  author: text('Author', 120).optional(),
  category: text('Category', 60).optional(),
  coverImage: coverImage.optional(),
  readTime: readTime.optional(),
  views: views.optional(),
  tags: tags.optional(),
  date: date.optional(),
};

/** POST /api/admin/blog — docs/requirements.md §5 Blog add in admin: only the title is required; the rest take defaults. */
export const createBlogPostSchema = z.object(postFields);
export type CreateBlogPostInput = z.infer<typeof createBlogPostSchema>;

/** PATCH /api/admin/blog/{id} — any subset of the fields (inline title/excerpt edit, the Edit dialog). */
export const updateBlogPostSchema = z
  .object({ ...postFields, version: z.number().int().positive().optional() })
  .partial()
  .refine((v) => Object.keys(v).some((k) => k !== 'version'), { error: 'Nothing to update' });
export type UpdateBlogPostInput = z.infer<typeof updateBlogPostSchema>;

const collectionPost = z.object({ ...postFields, id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() });
const postId = z.union([z.number(), z.string().trim().regex(/^\d{1,16}$/)]).transform(Number).pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** PUT /api/blog — docs/requirements.md §3 blog collection { version, posts, hidden, overrides }. */
export const blogCollectionSchema = z.object({
  version: z.string({ error: 'version is required' }).trim().min(1, { error: 'version is required' }).max(100),
  posts: z.array(collectionPost).max(2000),
  hidden: z.array(postId).max(2000).optional().default([]),
  overrides: z
    .record(z.string().regex(/^\d{1,16}$/, { error: 'Override keys are post ids' }), z.object(postFields).partial())
    .optional()
    .default({}),
});
export type BlogCollectionInput = z.infer<typeof blogCollectionSchema>;

/** PUT /api/blog-media — docs/requirements.md §3 blog media map: post id → image URLs. */
export const blogMediaSchema = z.object({
  media: z.record(z.string().regex(/^\d{1,16}$/, { error: 'Media keys are post ids' }), z.array(blogImagePath).max(MAX_IMAGES_PER_POST)),
});
export type BlogMediaInput = z.infer<typeof blogMediaSchema>;

const adminEmail = z.string().trim().max(254).optional().default('');
const adminPassword = z.string().max(256).optional().default('');

/**
 * docs/requirements.md §5 Blog create form: Title, Author, Excerpt required (and Admin Email / Password unless the visitor is a
 * signed-in admin — checked on the server, never in the browser); Read time numeric, minimum 1; Content
 * required and capped.
 */
export const publicCreateBlogPostSchema = z.object({
  title: required('Title', MAX_TITLE, TITLE_REQUIRED),
  author: required('Author', 120),
  category: text('Category', 60).optional(),
  excerpt: required('Excerpt', MAX_EXCERPT),
  content: required('Content', MAX_CONTENT),
  coverImage: coverImage.optional(),
  readTime: readTime.optional(),
  tags: tags.optional(),
  adminEmail,
  adminPassword,
});
export type PublicCreateBlogPostInput = z.infer<typeof publicCreateBlogPostSchema>;

/** The /blog/new form in the browser: the credentials are required unless a signed-in admin is visiting. */
export function blogNewFormSchema(needsCredentials: boolean) {
  if (!needsCredentials) return publicCreateBlogPostSchema;
  return publicCreateBlogPostSchema.extend({
    adminEmail: z.string().trim().min(1, { error: 'Admin email is required' }).max(254),
    adminPassword: z.string().min(1, { error: 'Admin password is required' }).max(256),
  });
}

/** A post's id in the address: digits only, a positive safe integer. */
export const blogPostIdSchema = z.object({
  id: z.string().regex(/^\d{1,16}$/).transform(Number).pipe(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)),
});

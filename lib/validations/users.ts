// Admin accounts (docs/requirements.md §3 User, §5 Add admin): one schema per input, shared by the forms and the handlers.
import { z } from '@/lib/validations/zod';

export const EMAIL_AND_PASSWORD_REQUIRED = 'Email and password are required';
export const MIN_PASSWORD_LENGTH = 8;
/** Same cap as lib/auth/password.ts (kept here so forms do not import the argon2 module). */
export const MAX_PASSWORD_LENGTH = 256;

const email = z
  .string({ error: EMAIL_AND_PASSWORD_REQUIRED })
  .trim()
  .min(1, EMAIL_AND_PASSWORD_REQUIRED)
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid e-mail address' }))
  .transform((v) => v.toLowerCase());

const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

const name = z.string().trim().max(120, 'Name is too long');
const address = z.string().trim().max(1000, 'Address is too long');

/**
 * POST /api/users/upsert — the spec's "user object". An unknown e-mail creates an admin (password required);
 * a known e-mail (or `id`) updates name and address. The role is always Admin whatever is sent; the e-mail
 * of an existing account cannot change; the password changes only with `resetPassword: true`.
 */
export const upsertUserSchema = z.object({
  id: z.uuid().optional(),
  email,
  name: name.optional(),
  address: address.optional(),
  role: z.string().optional(),
  password: z.union([z.literal(''), password]).optional(),
  resetPassword: z.boolean().optional(),
  /** Sent by the Add Admin form: a known e-mail is refused (409) instead of updating that admin's name. */
  createOnly: z.boolean().optional(),
});
export type UpsertUserInput = z.infer<typeof upsertUserSchema>;

/** The Add Admin form: e-mail and password are required, the full name is optional. */
/**
 * The Add Admin form submitted with the e-mail or the password empty: the form says 'Email and password are
 * required' (docs/requirements.md §2), and each empty field is marked with its own short message so focus can go to
 * the first one and a screen reader hears which field it is.
 */
export function missingAdminFields(v: { email: string; password: string }): Record<string, string> {
  const out: Record<string, string> = {};
  if (!v.email.trim()) out.email = 'Enter an e-mail address';
  if (!v.password) out.password = 'Enter a password';
  return out;
}

export const addAdminFormSchema = z.object({
  email: z.string().trim().min(1, EMAIL_AND_PASSWORD_REQUIRED).pipe(z.email({ error: 'Enter a valid e-mail address' })),
  name: name.optional(),
  password: z.string().min(1, EMAIL_AND_PASSWORD_REQUIRED).pipe(password),
});
export type AddAdminForm = z.infer<typeof addAdminFormSchema>;

/** The card editor: name and shipping address only (the e-mail is read-only). */
export const editAdminSchema = z.object({ name, address });

/** The explicit reset dialog. */
export const resetPasswordSchema = z.object({ password });

/** POST /api/signin */
export const signInSchema = z.object({
  email: z.string().trim().max(254).default(''),
  password: z.string().max(MAX_PASSWORD_LENGTH * 4).default(''),
});

// Request bodies of the customer account API (docs/accounts.md). Every field is declared: the route wrapper
// refuses unknown top-level fields, so `role`, `customerId` or `email` sent alongside change nothing.
import { z } from '@/lib/validations/zod';
import { optionalText, requiredText, visitorEmail } from '@/lib/validations/form-fields';
import { hasControlCharacters } from '@/lib/domain/email-address';
import { DESIGN_NAME_MAX, DESIGN_QUERY_MAX } from '@/lib/domain/account-data';

// `next`: the page to return to after signing in; anything unsafe is replaced by the account's home (safeAccountNext).
export const signInRequestSchema = z.object({ email: visitorEmail, next: z.string().max(2000).optional() });
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const verifySignInSchema = z.object({ token: z.string({ error: 'The sign-in link is incomplete' }).max(200) });
export type VerifySignIn = z.infer<typeof verifySignInSchema>;

// ---------------------------------------------------------------------------------------------------------
// Profile, addresses, designs, deletion (docs/accounts.md)
// ---------------------------------------------------------------------------------------------------------

const plain = (label: string, max: number) =>
  optionalText(label, max).refine((v) => !hasControlCharacters(v), { error: `${label} must not contain control characters` });
const plainRequired = (label: string, max: number) =>
  requiredText(label, max).refine((v) => !hasControlCharacters(v), { error: `${label} must not contain control characters` });

export const profileSchema = z.object({
  name: plain('Name', 120),
  institution: plain('Institution', 160),
  department: plain('Department', 160),
  phone: plain('Phone', 40),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const addressSchema = z.object({
  kind: z.enum(['shipping', 'billing'], { error: 'Choose shipping or billing' }),
  isDefault: z.boolean().optional().default(false),
  name: plainRequired('Full name', 120),
  institution: plain('Institution', 160),
  line1: plainRequired('Street address', 200),
  line2: plain('Address line 2', 200),
  city: plainRequired('City', 120),
  postalCode: plain('Postal code', 20),
  region: plain('State / region', 120),
  country: plainRequired('Country', 80),
  phone: plain('Phone', 40),
});
export type AddressInput = z.infer<typeof addressSchema>;

export const designNameSchema = plainRequired('Name', DESIGN_NAME_MAX);
export const designQuerySchema = z.string({ error: 'The design is missing' }).max(DESIGN_QUERY_MAX, { error: 'This is not a design' });

export const createDesignSchema = z.object({ name: designNameSchema, query: designQuerySchema });
export const saveDesignVersionSchema = z.object({ query: designQuerySchema });
export const renameDesignSchema = z.object({ name: designNameSchema });
export const shareDesignSchema = z.object({ shared: z.boolean({ error: 'shared must be true or false' }) });

/** Deleting an account needs the word typed by the customer. */
export const ACCOUNT_DELETE_CONFIRMATION = 'DELETE';
export const deleteAccountSchema = z.object({
  confirm: z.literal(ACCOUNT_DELETE_CONFIRMATION, { error: `Type ${ACCOUNT_DELETE_CONFIRMATION}, in capitals, to delete the account` }),
});

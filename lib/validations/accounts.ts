// Request bodies of the customer account API (docs/accounts.md). Every field is declared: the route wrapper
// refuses unknown top-level fields, so `role`, `customerId` or `email` sent alongside change nothing.
import { z } from '@/lib/validations/zod';
import { visitorEmail } from '@/lib/validations/form-fields';

export const signInRequestSchema = z.object({ email: visitorEmail });
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const verifySignInSchema = z.object({ token: z.string({ error: 'The sign-in link is incomplete' }).max(200) });
export type VerifySignIn = z.infer<typeof verifySignInSchema>;

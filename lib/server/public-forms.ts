import 'server-only';
// Abuse guards shared by the public form endpoints (SECURITY.md 27): a per-address limit per form and a
// global cap, both kept in the database so they hold across instances; and the honeypot.
import { randomUUID } from 'node:crypto';
import { enforceRateLimit } from '@/lib/server/rate-limit';
import { clientAddress } from '@/lib/server/request-info';
import { log } from '@/lib/logger';

export const FORM_LIMIT_PER_ADDRESS = 10;
export const FORM_LIMIT_GLOBAL = 600;
export const FORM_WINDOW_SECONDS = 60;
export const TOO_MANY_SUBMISSIONS = 'Too many submissions from your address. Please wait a minute and try again.';
export const TOO_MANY_GLOBAL = 'We are receiving an unusual number of submissions. Please try again in a minute.';

export type PublicForm = 'quote' | 'quotes' | 'contact';

/** Counts one submission; throws 429 past the per-address or the global limit. Returns the client address. */
export async function guardPublicForm(req: { headers: Headers }, form: PublicForm): Promise<string> {
  const address = clientAddress(req);
  await enforceRateLimit(`form:${form}:${address}`, FORM_LIMIT_PER_ADDRESS, FORM_WINDOW_SECONDS, TOO_MANY_SUBMISSIONS);
  await enforceRateLimit('form:global', FORM_LIMIT_GLOBAL, FORM_WINDOW_SECONDS, TOO_MANY_GLOBAL);
  return address;
}

/** True when the hidden field was filled in: the submission is answered as if stored, and dropped. */
export function isHoneypotTripped(body: { website?: string | null }, form: PublicForm, address: string): boolean {
  if (!body.website || !body.website.trim()) return false;
  log.info('honeypot: dropped a bot submission', { form, address });
  return true;
}

export function fakeId(): string {
  return randomUUID();
}

import 'server-only';
// Abuse guards shared by the public form endpoints (docs/security.md items 27, 33): per-address and per-network limits,
// a site-wide cap that sheds the heaviest sources first (lib/domain/form-abuse.ts), the honeypot and the timing
// check. Counters live in the database, so they hold across instances. The address is the socket's peer (or
// the trusted proxy's hop), never a header the client chose (lib/http/client-address.mjs).
import { randomUUID } from 'node:crypto';
import { tooManyRequests } from '@/lib/api/errors';
import { FORM_LIMITS, isImplausiblyFast, networkOf, submissionAllowance, DEFAULT_MIN_FILL_MS } from '@/lib/domain/form-abuse';
import { env } from '@/lib/env';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import { clientAddress } from '@/lib/server/request-info';
import { log } from '@/lib/logger';

export const TOO_MANY_SUBMISSIONS = 'Too many submissions from your address. Please wait a minute and try again.';
export const TOO_MANY_GLOBAL = 'We are receiving an unusual number of submissions. Please try again in a minute.';
export const TOO_FAST = 'That was quick! Please check your details and press Submit again.';

export type PublicForm = 'quote' | 'quotes' | 'contact';

/** Counts one submission; throws 429 past a limit (see lib/domain/form-abuse.ts). Returns the client address. */
export async function guardPublicForm(req: { headers: Headers }, form: PublicForm, body?: { formElapsedMs?: number | null }): Promise<string> {
  const address = clientAddress(req);
  const { perAddress, perNetwork, globalHard, windowSeconds } = FORM_LIMITS;
  if (body && isImplausiblyFast(body.formElapsedMs, env().FORM_MIN_FILL_MS ?? DEFAULT_MIN_FILL_MS)) {
    log.info('form sent faster than a person types: asked to resend', { form, address, elapsedMs: body.formElapsedMs });
    throw tooManyRequests(TOO_FAST, 2);
  }
  const own = await consumeRateLimit(`form:${form}:${address}`, perAddress, windowSeconds);
  if (!own.allowed) throw tooManyRequests(TOO_MANY_SUBMISSIONS, own.retryAfterSeconds);
  const net = await consumeRateLimit(`form-net:${networkOf(address)}`, perNetwork, windowSeconds);
  if (!net.allowed) throw tooManyRequests(TOO_MANY_SUBMISSIONS, net.retryAfterSeconds);
  const global = await consumeRateLimit('form:global', globalHard, windowSeconds);
  if (own.count > submissionAllowance(global.count)) {
    log.warn('form: site-wide submission cap reached; shedding a heavy source', { form, address, global: global.count, fromAddress: own.count });
    throw tooManyRequests(TOO_MANY_GLOBAL, global.retryAfterSeconds);
  }
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

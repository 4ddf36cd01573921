// The request-path and error-message rules of the API helper (docs/requirements.md §7).

export const API_PREFIX = '/api';
export const CONTENT_API_BASE = '/content-api';
export const STRIPE_API_BASE = '/stripe-api';
const KNOWN_PREFIXES = [API_PREFIX, CONTENT_API_BASE, STRIPE_API_BASE];

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

/**
 * docs/requirements.md §7: paths not already under /api, /content-api or /stripe-api get a prefix — /api by default
 * ("get an /api prefix"); a caller may pass another base such as /content-api (answered by the same
 * handlers through a rewrite). Absolute URLs are left alone. A missing leading slash is added.
 */
export function buildApiPath(path: string, base: string = API_PREFIX): string {
  const raw = String(path ?? '').trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) return raw;
  const withSlash = raw.startsWith('/') ? raw : `/${raw}`;
  if (KNOWN_PREFIXES.some((p) => isUnder(withSlash, p))) return withSlash;
  const prefix = (base || API_PREFIX).replace(/\/+$/, '');
  return `${prefix}${withSlash}`;
}

/** docs/requirements.md §7 / §8: a failed request reports the server's `error` or `message` field, else 'HTTP {status}'. */
export function errorMessageFromResponse(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error.trim()) return error;
    // A nested { error: { message } } shape is read too.
    if (typeof error === 'object' && error !== null) {
      const nested = (error as { message?: unknown }).message;
      if (typeof nested === 'string' && nested.trim()) return nested;
    }
    if (typeof message === 'string' && message.trim()) return message;
  }
  return `HTTP ${status}`;
}

/**
 * A failed form submission's message for people (docs/conventions.md 5). A 400 from a zod schema names each
 * field in its `error` ('email: Enter a valid email address', useful to API clients); a form shows the field's
 * own message by the field instead, so here the messages of `fieldErrors` are used without their internal keys.
 * Any other answer reads as errorMessageFromResponse.
 */
export function formErrorMessage(status: number, body: unknown): string {
  if (status === 400 && typeof body === 'object' && body !== null) {
    const fieldErrors = (body as { fieldErrors?: unknown }).fieldErrors;
    if (typeof fieldErrors === 'object' && fieldErrors !== null) {
      const messages = [...new Set(Object.values(fieldErrors).filter((m): m is string => typeof m === 'string' && Boolean(m.trim())))];
      if (messages.length) return messages.join('; ');
    }
  }
  return errorMessageFromResponse(status, body);
}

// E-mail address rules for outgoing mail (docs/security.md item 24): a visitor's address only ever becomes a validated
// Reply-To; anything carrying CR, LF or another control character is refused, never "cleaned".

/** Control characters (CR and LF above all) would let a value inject mail headers. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

// A practical address shape: local@domain.tld, no spaces, quotes, angle brackets, commas or semicolons — so a
// value can never smuggle a second address or a display name into a header.
const ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const MAX_EMAIL_LENGTH = 254;

export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

/** True for one plain address (no display name, no list, no control characters, at most 254 characters). */
export function isSafeEmailAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value.length === 0 || value.length > MAX_EMAIL_LENGTH) return false;
  if (hasControlCharacters(value)) return false;
  if (value.includes('..')) return false;
  const [local] = value.split('@');
  if (!local || local.length > 64 || local.startsWith('.') || local.endsWith('.')) return false;
  return ADDRESS.test(value);
}

export interface EmailListResult {
  emails: string[];
  invalid: string[];
}

/**
 * docs/requirements.md §3 SMTP config toEmails: a comma list. Semicolons and whitespace between entries are accepted too;
 * duplicates (case-insensitive) are dropped, order kept.
 */
export function parseEmailList(value: string | null | undefined): EmailListResult {
  const emails: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const raw of String(value ?? '').split(/[,;]/)) {
    const entry = raw.trim();
    if (!entry) continue;
    if (!isSafeEmailAddress(entry)) {
      invalid.push(entry);
      continue;
    }
    const key = entry.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    emails.push(entry);
  }
  return { emails, invalid };
}

/** A comma list in canonical form ('a@x.test, b@y.test'). */
export function formatEmailList(emails: readonly string[]): string {
  return emails.join(', ');
}

// Pure rules of the admin portal: sign-in messages, safe redirects, active tab, list search and unread counts.

import type { QuoteFields } from '@/lib/validations/quote';

export const SIGNIN_INVALID = 'Invalid credentials';
export const SIGNIN_NOT_AUTHORIZED = 'You are not authorized to access Admin Portal';
export const SIGNIN_TOO_MANY = 'Too many sign-in attempts. Please wait a minute and try again.';

/**
 * next-auth's `signIn(..., { redirect: false })` reports the message its authorize() threw (or a code such as
 * 'CredentialsSignin'). docs/requirements.md §8: 'Invalid credentials' is the sign-in fallback for anything unexpected.
 */
export function signInErrorMessage(error: string | null | undefined, status?: number): string | null {
  if (!error) return null;
  const text = decodeURIComponent(String(error)).trim();
  if (text === SIGNIN_NOT_AUTHORIZED || text === 'AccessDenied' || status === 403) return SIGNIN_NOT_AUTHORIZED;
  if (text === SIGNIN_TOO_MANY || /too many/i.test(text) || status === 429) return SIGNIN_TOO_MANY;
  return SIGNIN_INVALID;
}

/** `?next=` after sign-in: only a path inside the admin portal (never another site, never the login card). */
export function safeAdminNext(next: string | null | undefined): string {
  const fallback = '/admin';
  if (!next || typeof next !== 'string') return fallback;
  let path: string;
  try {
    path = decodeURIComponent(next);
  } catch {
    return fallback;
  }
  if (!path.startsWith('/admin') || path.startsWith('//') || /[\\\s]/.test(path)) return fallback;
  if (!/^\/admin(\/|\?|#|$)/.test(path)) return fallback;
  if (/^\/admin\/login(\/|\?|#|$)/.test(path)) return fallback;
  try {
    const url = new URL(path, 'http://x.invalid');
    if (url.origin !== 'http://x.invalid') return fallback;
    // Dot segments are resolved by now: check the result again ('/admin/..//evil' would become '//evil').
    if (!/^\/admin(\/|$)/.test(url.pathname) || url.pathname.startsWith('//') || /^\/admin\/login(\/|$)/.test(url.pathname)) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** The Overview tab (/admin) is active only on /admin itself; every other tab also on its sub-paths. */
export function isTabActive(href: string, pathname: string | null | undefined): boolean {
  const path = (pathname ?? '').replace(/\/+$/, '') || '/';
  if (href === '/admin') return path === '/admin';
  return path === href || path.startsWith(`${href}/`);
}

/** The unread badge: nothing at 0, '99+' above 99. */
export function formatUnreadBadge(n: number): string | null {
  if (!Number.isFinite(n) || n <= 0) return null;
  return n > 99 ? '99+' : String(Math.floor(n));
}

function norm(s: unknown): string {
  return String(s ?? '').toLowerCase();
}

function matchesAll(haystack: string, query: string): boolean {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  return terms.every((t) => haystack.includes(t));
}

export interface AdminLike {
  email: string;
  name: string;
  address?: string;
}

/** The Admins search: e-mail, name or address contain every word of the query (case-insensitive). */
export function filterAdmins<T extends AdminLike>(users: readonly T[], query: string): T[] {
  const q = query.trim();
  if (!q) return [...users];
  return users.filter((u) => matchesAll([u.email, u.name, u.address].map(norm).join(' '), q));
}

export type QuoteLike = Pick<QuoteFields, 'firstName' | 'lastName' | 'email'> &
  Partial<Pick<QuoteFields, 'company' | 'department' | 'phone' | 'serviceType' | 'projectDescription'>> & {
    id: string;
    catalogNumber?: string | null;
    createdAt: string;
    read: boolean;
  };

/** Newest first (docs/requirements.md §2 Quotes inbox); ties keep their order. */
export function sortQuotesNewestFirst<T extends QuoteLike>(quotes: readonly T[]): T[] {
  return [...quotes].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The inbox search: name, e-mail, company, department, phone, service type, catalog number and description. */
export function filterQuotes<T extends QuoteLike>(quotes: readonly T[], query: string): T[] {
  const q = query.trim();
  if (!q) return [...quotes];
  return quotes.filter((x) =>
    matchesAll(
      [x.firstName, x.lastName, x.email, x.company, x.department, x.phone, x.serviceType, x.catalogNumber, x.projectDescription]
        .map(norm)
        .join(' '),
      q,
    ),
  );
}

/** docs/requirements.md §7: the unread count is the number of quotes with read false. */
/** Search (name, e-mail, company, subject, message) and status filter of the Messages tab; an empty status is every status. */
export function filterContactMessages<
  T extends { firstName: string; lastName: string; email: string; company: string; subject: string; subjectLabel: string; message: string; status: string },
>(messages: readonly T[], query: string, status = ''): T[] {
  const q = query.trim();
  return messages.filter(
    (m) =>
      (!status || m.status === status) &&
      (!q || matchesAll([m.firstName, m.lastName, m.email, m.company, m.subject, m.subjectLabel, m.message].map(norm).join(' '), q)),
  );
}

export function countUnread(quotes: readonly { read: boolean }[]): number {
  return quotes.reduce((n, q) => n + (q.read ? 0 : 1), 0);
}

/** 'Mark all read' sends one read call per unread quote (docs/requirements.md §7). */
export function unreadIds(quotes: readonly { id: string; read: boolean }[]): string[] {
  return quotes.filter((q) => !q.read).map((q) => q.id);
}

export function quoteSenderName(q: Pick<QuoteLike, 'firstName' | 'lastName' | 'email'>): string {
  const name = [q.firstName, q.lastName].map((s) => (s ?? '').trim()).filter((s) => s && s !== '-').join(' ');
  return name || q.email;
}

/**
 * The accessible name of an inbox row (Quotes, Messages): who, from where, about what, when, and its state — in
 * that order, so it starts with the visible sender name. Never the message body: a screen reader would read a
 * paragraph per row. Empty parts are left out.
 */
export function inboxRowLabel(parts: ReadonlyArray<string | null | undefined | false>): string {
  return parts
    .map((p) => (p || '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(', ');
}

/** A Quotes row: name, institution, service, date, then Unread / Read and Answered. */
export function quoteRowLabel(
  q: Pick<QuoteLike, 'firstName' | 'lastName' | 'email'> & { company?: string | null; read: boolean; answeredAt?: string | null },
  serviceLabel: string,
  dateText: string,
): string {
  return inboxRowLabel([quoteSenderName(q), q.company, serviceLabel, dateText, q.read ? 'Read' : 'Unread', q.answeredAt ? 'Answered' : null]);
}

/** A mailto link with a subject that names the request. */
export function quoteMailto(q: Pick<QuoteLike, 'email' | 'serviceType'>, serviceLabel?: string): string {
  const subject = `Your quote request${serviceLabel || q.serviceType ? ` — ${serviceLabel || q.serviceType}` : ''}`;
  return `mailto:${encodeURIComponent(q.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

/** One value of an audit diff pair as short text. */
export function formatDiffValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  const s = JSON.stringify(v);
  return s.length > 200 ? `${s.slice(0, 197)}…` : s;
}

/** `{ field: [before, after] }` → rows for display; anything else becomes one row per key. */
export function diffRows(diff: Record<string, unknown> | null | undefined): { field: string; before: string; after: string }[] {
  if (!diff) return [];
  return Object.entries(diff).map(([field, pair]) =>
    Array.isArray(pair) && pair.length === 2
      ? { field, before: formatDiffValue(pair[0]), after: formatDiffValue(pair[1]) }
      : { field, before: '—', after: formatDiffValue(pair) },
  );
}

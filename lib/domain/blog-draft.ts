// The /blog/new draft (docs/requirements.md §2 Blog create): what the writer has typed is kept in the browser, so a
// reload, the Back button or a closed tab does not lose a post half written. The admin e-mail and password are
// never kept. A draft that says nothing beyond the defaults is not worth keeping.

export const BLOG_DRAFT_KEY = 'bioark_blog_new_draft_v1';

/** The fields a draft keeps (the form's own, without the admin credentials). */
export const BLOG_DRAFT_FIELDS = ['title', 'author', 'category', 'excerpt', 'content', 'coverImage', 'readTime', 'tags'] as const;
export type BlogDraftField = (typeof BLOG_DRAFT_FIELDS)[number];
export type BlogDraftValues = Record<BlogDraftField, string>;

export interface BlogDraft {
  values: BlogDraftValues;
  /** When it was last saved (ms since the epoch). */
  savedAt: number;
}

/** Longest text kept per field (the content limit of the post itself is larger than any real post). */
const MAX_FIELD = 200_000;

/** True when the values add nothing to an empty form (the read time may still hold its default). */
export function isBlankBlogDraft(values: Partial<Record<string, string>>, defaultReadTime: string): boolean {
  return BLOG_DRAFT_FIELDS.every((f) => {
    const v = (values[f] ?? '').trim();
    return f === 'readTime' ? v === '' || v === defaultReadTime : v === '';
  });
}

export function serializeBlogDraft(values: Partial<Record<string, string>>, savedAt: number): string {
  const kept = Object.fromEntries(BLOG_DRAFT_FIELDS.map((f) => [f, String(values[f] ?? '').slice(0, MAX_FIELD)]));
  return JSON.stringify({ v: 1, savedAt, values: kept });
}

/** A stored draft, or null when there is none or it is unreadable (never throws). */
export function parseBlogDraft(raw: string | null | undefined): BlogDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { v, savedAt, values } = data as { v?: unknown; savedAt?: unknown; values?: unknown };
  if (v !== 1 || typeof savedAt !== 'number' || !Number.isFinite(savedAt) || typeof values !== 'object' || values === null) return null;
  const out = {} as BlogDraftValues;
  for (const f of BLOG_DRAFT_FIELDS) {
    const x = (values as Record<string, unknown>)[f];
    out[f] = typeof x === 'string' ? x.slice(0, MAX_FIELD) : '';
  }
  return { values: out, savedAt };
}

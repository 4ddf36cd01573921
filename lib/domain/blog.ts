// Blog rules of docs/requirements.md §2 (list, search, categories, paging), §5 (blog add/edit) and §9 (constants).
import { productSlugFromName, slugify, uniqueSlug } from './slug';
import { splitCommaList } from './structured-text';

export const BLOG_PAGE_SIZE = 6;
export const DEFAULT_BLOG_VERSION = '2025-08-29-1';
export const DEFAULT_READ_TIME = 5;
export const DEFAULT_BLOG_IMAGE_FOLDER = 'blog';
export const BLOG_CATEGORY_ALL = 'All';
export const BLOG_EMPTY_RESULT = 'No matching posts found.';
export const BLOG_COVER_PLACEHOLDER = '/images/blog/placeholder.webp';

export interface BlogPostLike {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: readonly string[];
}

export interface BlogFilter {
  q?: string | null;
  category?: string | null;
}

function isAllCategory(category: string | null | undefined): boolean {
  const c = (category ?? '').trim();
  return c === '' || c.toLowerCase() === BLOG_CATEGORY_ALL.toLowerCase();
}

/**
 * docs/requirements.md §2 blog list: search is case-insensitive on title, excerpt, content, tags and author; the category
 * filter 'All' (or none) keeps every post, otherwise the category must match (case-insensitively).
 */
export function filterBlogPosts<T extends BlogPostLike>(posts: readonly T[], { q, category }: BlogFilter = {}): T[] {
  const needle = (q ?? '').trim().toLowerCase();
  const wanted = (category ?? '').trim().toLowerCase();
  const allCategories = isAllCategory(category);
  return posts.filter((p) => {
    if (!allCategories && (p.category ?? '').trim().toLowerCase() !== wanted) return false;
    if (!needle) return true;
    const haystack = [p.title, p.excerpt, p.content, p.author, ...(p.tags ?? [])];
    return haystack.some((field) => (field ?? '').toLowerCase().includes(needle));
  });
}

/** docs/requirements.md §2: the category filter offers All plus the posts' categories, unique and sorted. */
export function blogCategories(posts: readonly Pick<BlogPostLike, 'category'>[]): string[] {
  // The filter compares case-insensitively, so 'Guides' and 'guides' are one choice (first spelling kept).
  const unique = new Map<string, string>();
  for (const p of posts) {
    const c = (p.category ?? '').trim();
    if (c && !unique.has(c.toLowerCase())) unique.set(c.toLowerCase(), c);
  }
  return [...unique.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** docs/requirements.md §2: 6 posts per page; 'Load more' adds 6. */
export function visibleBlogCount(pagesLoaded: number): number {
  return Math.max(1, Math.floor(pagesLoaded) || 1) * BLOG_PAGE_SIZE;
}

/** docs/requirements.md §5 blog add: the id is a timestamp, incremented while taken. */
export function allocateBlogId(takenIds: readonly number[], now: number = Date.now()): number {
  const taken = new Set(takenIds);
  let id = Math.floor(now);
  while (taken.has(id)) id += 1;
  return id;
}

/** docs/requirements.md §5 blog add: slug derived as for products, with a numeric suffix (from 2) on a clash. */
export function blogSlugFromTitle(title: string, takenSlugs: Iterable<string>, now: number = Date.now()): string {
  return uniqueSlug(productSlugFromName(title, now), takenSlugs);
}

export interface BlogEditInput {
  date?: string | number | Date | null;
  readTime?: unknown;
  views?: unknown;
  tags?: unknown;
}

export type NormalizedBlogEdit<T> = Omit<T, 'date' | 'readTime' | 'views' | 'tags'> & {
  date: string;
  readTime: number;
  views: number;
  tags: string[];
};

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

/**
 * docs/requirements.md §5 blog edit: date converted to ISO, readTime and views to numbers, tags split on commas
 * (blanks dropped, a repeat in any case kept once).
 * Decisions: an unreadable or missing date becomes `now`; readTime NaN → 5 and at least 1 (docs/requirements.md §5 "minimum 1");
 * views NaN or negative → 0; numbers are rounded to whole values.
 */
export function normalizeBlogEdit<T extends BlogEditInput>(input: T, now: number = Date.now()): NormalizedBlogEdit<T> {
  const d = input.date instanceof Date ? input.date : input.date === null || input.date === undefined || input.date === '' ? null : new Date(input.date);
  const date = d && !Number.isNaN(d.getTime()) ? d.toISOString() : new Date(now).toISOString();

  const rt = toNumber(input.readTime);
  const readTime = Number.isFinite(rt) ? Math.max(1, Math.round(rt)) : DEFAULT_READ_TIME;

  const v = toNumber(input.views);
  const views = Number.isFinite(v) ? Math.max(0, Math.floor(v)) : 0;

  let tags: string[] = [];
  if (typeof input.tags === 'string') tags = splitCommaList(input.tags);
  else if (Array.isArray(input.tags)) tags = input.tags.filter((t): t is string => typeof t === 'string').map((t) => t.trim()).filter(Boolean);
  // A tag given twice ('PCR, polymerase, pcr') is kept once, as first written: the post showed the chip twice.
  const seen = new Set<string>();
  tags = tags.filter((t) => {
    const key = t.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  return { ...input, date, readTime, views, tags };
}

/** docs/requirements.md §5 blog add in admin: defaults for a new post. */
export const BLOG_ADD_DEFAULTS = {
  author: 'Admin',
  category: 'General',
  excerpt: '—',
  readTime: DEFAULT_READ_TIME,
  views: 0,
  tags: [] as string[],
  content: '# New post\n\nWrite your post here in **Markdown**.\n',
  coverImage: BLOG_COVER_PLACEHOLDER,
} as const;

/** Reading time in minutes: words / 200, rounded up, at least 1. */
export function estimateReadTime(markdown: string | null | undefined): number {
  const words = (markdown ?? '').match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / 200));
}

export type BlogSortMode = 'time' | 'title';

/** docs/requirements.md §2 blog admin: sort by time (newest first) or A–Z by title. */
export function sortBlogPosts<T extends { title: string; date: string }>(posts: readonly T[], mode: BlogSortMode): T[] {
  const copy = [...posts];
  if (mode === 'title') return copy.sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
  const time = (p: T) => {
    const t = Date.parse(p.date);
    return Number.isNaN(t) ? 0 : t;
  };
  return copy.sort((a, b) => time(b) - time(a));
}

// ---- Blog writes (docs/requirements.md §3 collection, §5 blog add/edit): pure helpers used by lib/server/blog-admin.ts ----

/**
 * Image references a post may carry (cover, media map): a site path ('/images/…', '/api/media/…') or an
 * https URL. Protocol-relative '//host', http:, data:, javascript: and anything with spaces are refused —
 * next/image only loads https remotes, and a cover is rendered on public pages.
 */
export function isSafeBlogImagePath(value: string | null | undefined): boolean {
  const s = (value ?? '').trim();
  if (!s || s.length > 2048 || /[\s<>"'`\\]/.test(s)) return false;
  if (s.startsWith('/')) return !s.startsWith('//');
  if (!/^https:\/\//i.test(s)) return false;
  try {
    return Boolean(new URL(s).hostname);
  } catch {
    return false;
  }
}

/**
 * The version of the blog collection (docs/requirements.md §3, default 2025-08-29-1) moves on with every change, in the same
 * `YYYY-MM-DD-N` shape: N counts the changes of that (UTC) day. A writer holding an older version gets 409.
 */
export function nextBlogVersion(current: string | null | undefined, now: number = Date.now()): string {
  const day = new Date(now).toISOString().slice(0, 10);
  const m = /^(\d{4}-\d{2}-\d{2})-(\d+)$/.exec((current ?? '').trim());
  if (m && m[1] === day) return `${day}-${Number(m[2]) + 1}`;
  if (m && m[1] > day) return `${m[1]}-${Number(m[2]) + 1}`; // a clock behind the stored day still moves forward
  return `${day}-1`;
}

export interface NewBlogPostInput {
  id?: number;
  slug?: string;
  title: string;
  excerpt?: string;
  content?: string;
  author?: string;
  date?: string | number | Date | null;
  category?: string;
  coverImage?: string;
  readTime?: unknown;
  views?: unknown;
  tags?: unknown;
}

export interface NewBlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  date: string;
  category: string;
  coverImage: string;
  readTime: number;
  views: number;
  tags: string[];
}

const orDefault = (v: string | undefined | null, d: string) => (typeof v === 'string' && v.trim() ? v.trim() : d);

/**
 * docs/requirements.md §5 blog add: a new post from a title (plus whatever else is given). Slug from the title as for products
 * (or the given slug), -2, -3 … on a clash; id a timestamp incremented while taken (or the given id when free);
 * blanks take the defaults (author Admin, category General, excerpt '—', readTime 5, views 0, no tags,
 * placeholder content, fallback cover). Slugs compare case-insensitively, as the database index does.
 */
export function buildNewBlogPost(
  input: NewBlogPostInput,
  taken: { ids: readonly number[]; slugs: Iterable<string> },
  now: number = Date.now(),
): NewBlogPost {
  const takenSlugs = new Set([...taken.slugs].map((s) => s.toLowerCase()));
  const wantedSlug = slugify(input.slug);
  const slug = wantedSlug ? uniqueSlug(wantedSlug, takenSlugs) : blogSlugFromTitle(input.title, takenSlugs, now);
  const id = input.id !== undefined && Number.isSafeInteger(input.id) && input.id > 0 && !taken.ids.includes(input.id) ? input.id : allocateBlogId(taken.ids, now);
  const edit = normalizeBlogEdit(
    {
      date: input.date ?? null,
      readTime: input.readTime ?? BLOG_ADD_DEFAULTS.readTime,
      views: input.views ?? BLOG_ADD_DEFAULTS.views,
      tags: input.tags ?? [],
    },
    now,
  );
  return {
    id,
    slug,
    title: input.title.trim(),
    excerpt: orDefault(input.excerpt, BLOG_ADD_DEFAULTS.excerpt),
    content: typeof input.content === 'string' && input.content.trim() ? input.content : BLOG_ADD_DEFAULTS.content,
    author: orDefault(input.author, BLOG_ADD_DEFAULTS.author),
    date: edit.date,
    category: orDefault(input.category, BLOG_ADD_DEFAULTS.category),
    coverImage: isSafeBlogImagePath(input.coverImage) ? input.coverImage!.trim() : BLOG_ADD_DEFAULTS.coverImage,
    readTime: edit.readTime,
    views: edit.views,
    tags: edit.tags,
  };
}

export interface BlogCollectionPlan {
  /** Ids of incoming posts that exist already (updated in place). */
  update: number[];
  /** How many incoming posts have no stored id (created). */
  createCount: number;
  /** Stored custom posts missing from posts, overrides and hidden (deleted). */
  remove: number[];
  /** Stored posts that end up hidden. */
  hide: number[];
  /** Stored posts that end up visible. */
  show: number[];
}

/**
 * docs/requirements.md §3 blog collection `{ version, posts, hidden, overrides }` applied to the stored posts: posts are
 * upserted by id; `overrides` edit stored posts by id; ids in `hidden` are hidden, every other kept post is
 * visible. A stored custom post named nowhere is deleted; a built-in one named nowhere is kept (the original
 * collection carried only custom posts, built-ins lived in code), so an older client never wipes them.
 */
export function planBlogCollection(
  stored: readonly { id: number; builtin: boolean }[],
  incoming: { postIds: readonly (number | undefined)[]; hidden: readonly number[]; overrideIds: readonly number[] },
): BlogCollectionPlan {
  const storedIds = new Set(stored.map((p) => p.id));
  const named = new Set<number>([...incoming.hidden, ...incoming.overrideIds]);
  const update: number[] = [];
  let create = 0;
  for (const id of incoming.postIds) {
    if (id !== undefined && storedIds.has(id)) {
      update.push(id);
      named.add(id);
    } else create += 1;
  }
  const remove = stored.filter((p) => !p.builtin && !named.has(p.id)).map((p) => p.id);
  const removed = new Set(remove);
  const hiddenSet = new Set(incoming.hidden);
  const kept = stored.filter((p) => !removed.has(p.id));
  return {
    update,
    createCount: create,
    remove,
    hide: kept.filter((p) => hiddenSet.has(p.id)).map((p) => p.id),
    show: kept.filter((p) => !hiddenSet.has(p.id)).map((p) => p.id),
  };
}

/** The markdown of an inserted image: `![name](path)`; brackets and line breaks in the name are dropped. */
export function markdownImage(name: string, path: string): string {
  const alt = (name || 'image').replace(/\.[a-z0-9]{2,5}$/i, '').replace(/[[\]\r\n]/g, ' ').trim() || 'image';
  return `![${alt}](${path.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)})`;
}

/**
 * Puts `snippet` in place of the selection [start, end) of `text` — on a line of its own when it is an image
 * block — and returns the new text with the caret after the snippet.
 */
export function insertAtSelection(text: string, start: number, end: number, snippet: string): { text: string; caret: number } {
  const s = Math.max(0, Math.min(start, text.length));
  const e = Math.max(s, Math.min(end, text.length));
  const before = text.slice(0, s);
  const after = text.slice(e);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const trail = after === '' || after.startsWith('\n') ? '' : '\n';
  const inserted = `${lead}${snippet}${trail}`;
  return { text: before + inserted + after, caret: before.length + lead.length + snippet.length };
}

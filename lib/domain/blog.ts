// Blog rules of SPEC §2 (list, search, categories, paging), §5 (blog add/edit) and §9 (constants).
import { productSlugFromName, uniqueSlug } from './slug';
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
 * SPEC §2 blog list: search is case-insensitive on title, excerpt, content, tags and author; the category
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

/** SPEC §2: the category filter offers All plus the posts' categories, unique and sorted. */
export function blogCategories(posts: readonly Pick<BlogPostLike, 'category'>[]): string[] {
  // The filter compares case-insensitively, so 'Guides' and 'guides' are one choice (first spelling kept).
  const unique = new Map<string, string>();
  for (const p of posts) {
    const c = (p.category ?? '').trim();
    if (c && !unique.has(c.toLowerCase())) unique.set(c.toLowerCase(), c);
  }
  return [...unique.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** SPEC §2: 6 posts per page; 'Load more' adds 6. */
export function visibleBlogCount(pagesLoaded: number): number {
  return Math.max(1, Math.floor(pagesLoaded) || 1) * BLOG_PAGE_SIZE;
}

/** SPEC §5 blog add: the id is a timestamp, incremented while taken. */
export function allocateBlogId(takenIds: readonly number[], now: number = Date.now()): number {
  const taken = new Set(takenIds);
  let id = Math.floor(now);
  while (taken.has(id)) id += 1;
  return id;
}

/** SPEC §5 blog add: slug derived as for products, with a numeric suffix (from 2) on a clash. */
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
 * SPEC §5 blog edit: date converted to ISO, readTime and views to numbers, tags split on commas.
 * Decisions: an unreadable or missing date becomes `now`; readTime NaN → 5 and at least 1 (SPEC §5 "minimum 1");
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

  return { ...input, date, readTime, views, tags };
}

/** SPEC §5 blog add in admin: defaults for a new post. */
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

/** SPEC §2 blog admin: sort by time (newest first) or A–Z by title. */
export function sortBlogPosts<T extends { title: string; date: string }>(posts: readonly T[], mode: BlogSortMode): T[] {
  const copy = [...posts];
  if (mode === 'title') return copy.sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
  const time = (p: T) => {
    const t = Date.parse(p.date);
    return Number.isNaN(t) ? 0 : t;
  };
  return copy.sort((a, b) => time(b) - time(a));
}

'use client';
// docs/requirements.md §4 Blog: posts are cached in the browser (the fallback when loading fails, then an empty list), and every
// change broadcasts a 'blog changed' event so open tabs refresh — in this tab through a window event, in other
// tabs through the storage event of a marker key.
import type { BlogPost } from '@/lib/types/blog';

export const BLOG_CHANGED_EVENT = 'blog-changed';
export const BLOG_CACHE_KEY = 'bioark_blog_posts_v1';
const BLOG_CHANGED_KEY = 'bioark_blog_changed';

export function announceBlogChange(): void {
  try {
    window.dispatchEvent(new CustomEvent(BLOG_CHANGED_EVENT));
    window.localStorage.setItem(BLOG_CHANGED_KEY, String(Date.now()));
  } catch {
    // storage disabled: this tab has been told already
  }
}

/** Calls `onChange` when the blog changes in this tab or another one; returns the unsubscribe function. */
export function subscribeBlogChange(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === BLOG_CHANGED_KEY) onChange();
  };
  window.addEventListener(BLOG_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(BLOG_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function readCachedPosts<T extends BlogPost = BlogPost>(): T[] | null {
  try {
    const v = JSON.parse(window.localStorage.getItem(BLOG_CACHE_KEY) ?? 'null');
    return Array.isArray(v) ? (v.filter((p) => p && typeof p === 'object' && typeof p.id === 'number' && typeof p.title === 'string') as T[]) : null;
  } catch {
    return null;
  }
}

export function writeCachedPosts(posts: readonly BlogPost[]): void {
  try {
    window.localStorage.setItem(BLOG_CACHE_KEY, JSON.stringify(posts));
  } catch {
    // full or disabled storage: the cache is only a fallback
  }
}

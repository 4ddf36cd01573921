import 'server-only';
// Blog reads (cached with tags) and the view counter.
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { appState, blogPosts } from '@/db/schema';
import { TAGS, cachedRead } from '@/lib/server/cache';
import { BLOG_COVER_PLACEHOLDER, DEFAULT_BLOG_VERSION } from '@/lib/domain/blog';
import { normalizeSlugParam } from '@/lib/domain/slug';
import type { BlogPost } from '@/lib/types/blog';

type Row = typeof blogPosts.$inferSelect;

export function reshapeBlogPost(row: Row): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    date: row.date.toISOString(),
    category: row.category,
    coverImage: row.coverImage || BLOG_COVER_PLACEHOLDER,
    readTime: row.readTime,
    views: row.views,
    tags: row.tags,
  };
}

export async function queryBlogPosts(): Promise<BlogPost[]> {
  const db = await getDb();
  const rows = await db.select().from(blogPosts).where(eq(blogPosts.hidden, false)).orderBy(desc(blogPosts.date), desc(blogPosts.id));
  return rows.map(reshapeBlogPost);
}

/** Visible posts, newest first — cached, tag 'blog'. */
export const listBlogPosts = cachedRead(() => queryBlogPosts(), ['blog:list'], [TAGS.blog]);

export async function findBlogPostBySlug(slug: string): Promise<BlogPost | null> {
  const normalized = normalizeSlugParam(slug);
  if (!normalized) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(sql`lower(${blogPosts.slug}) = ${normalized}`, eq(blogPosts.hidden, false)))
    .limit(1);
  return row ? reshapeBlogPost(row) : null;
}

export const getBlogPostBySlug = (slug: string) =>
  cachedRead(() => findBlogPostBySlug(slug), ['blog:slug', normalizeSlugParam(slug)], [TAGS.blog, TAGS.blogPost(normalizeSlugParam(slug))])();

export async function getBlogVersion(): Promise<string> {
  const db = await getDb();
  const [row] = await db.select().from(appState).where(eq(appState.key, 'blog_version')).limit(1);
  return typeof row?.value === 'string' ? row.value : DEFAULT_BLOG_VERSION;
}

/** Counts one visit; the page calls it once per visit (not per render). Returns the new count or null. */
export async function incrementBlogViews(slug: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .update(blogPosts)
    .set({ views: sql`${blogPosts.views} + 1` })
    .where(and(sql`lower(${blogPosts.slug}) = ${normalizeSlugParam(slug)}`, eq(blogPosts.hidden, false)))
    .returning({ views: blogPosts.views });
  return row?.views ?? null;
}

import 'server-only';
// Blog writes (docs/requirements.md §3 Blog post, collection, media map; §4 Blog; §5 Blog add / create form). Every change runs
// in one transaction that also moves the collection version on (a writer holding an older version gets 409)
// and records the audit entry; afterwards the blog list, the post page(s) and the sitemap are revalidated on
// every instance (announceChange).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { appState, blogMedia, blogPosts } from '@/db/schema';
import { ApiError, conflict, notFound, unauthorized } from '@/lib/api/errors';
import { getAdminSession, type AdminSession } from '@/lib/auth/session';
import { authenticateAdmin } from '@/lib/server/admin-signin';
import { recordAudit, shortDiff } from '@/lib/server/audit';
import { reshapeBlogPost } from '@/lib/server/blog';
import { TAGS, announceChange } from '@/lib/server/cache';
import {
  BLOG_COVER_PLACEHOLDER,
  DEFAULT_BLOG_VERSION,
  buildNewBlogPost,
  nextBlogVersion,
  planBlogCollection,
  type NewBlogPostInput,
} from '@/lib/domain/blog';
import { slugify } from '@/lib/domain/slug';
import {
  ADMIN_VERIFICATION_FAILED,
  type BlogCollectionInput,
  type BlogMediaInput,
  type CreateBlogPostInput,
  type PublicCreateBlogPostInput,
  type UpdateBlogPostInput,
} from '@/lib/validations/blog';
import type { BlogPost } from '@/lib/types/blog';

type Row = typeof blogPosts.$inferSelect;
type Actor = Pick<AdminSession, 'email'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const POST_NOT_FOUND = 'Post not found';
export const SLUG_TAKEN = 'Another post already uses this slug';
export const STALE_BLOG_VERSION = 'The blog was changed by someone else since you loaded it. Reload and try again.';
export const STALE_POST_VERSION = 'This post was changed by someone else since you opened it. Reload and try again.';

const VERSION_KEY = 'blog_version';

/** What a blog change touches: the list, each post page it affects, and the sitemap. */
export function blogChangeTags(...slugs: string[]): string[] {
  const unique = [...new Set(slugs.map((s) => s.toLowerCase()).filter(Boolean))];
  return [TAGS.blog, ...unique.map((s) => TAGS.blogPost(s)), TAGS.sitemap];
}

export interface AdminBlogPost extends BlogPost {
  /** The row version, for optimistic edits of one post. */
  version: number;
  builtin: boolean;
}

function toAdminPost(row: Row): AdminBlogPost {
  return { ...reshapeBlogPost(row), version: row.version, builtin: row.builtin };
}

/** Every visible post, newest first, straight from the database (the admin tab must not see a cached list). */
export async function listBlogPostsForAdmin(): Promise<AdminBlogPost[]> {
  const db = await getDb();
  const rows = await db.select().from(blogPosts).where(eq(blogPosts.hidden, false)).orderBy(sql`${blogPosts.date} desc`, sql`${blogPosts.id} desc`);
  return rows.map(toAdminPost);
}

/**
 * Locks the version row for the rest of the transaction (so blog writers queue up), checks `expected` when
 * given (stale → 409 carrying the current version) and moves the version on.
 */
async function bumpBlogVersion(tx: Tx, expected?: string): Promise<string> {
  await tx.insert(appState).values({ key: VERSION_KEY, value: DEFAULT_BLOG_VERSION }).onConflictDoNothing();
  const [row] = await tx.select().from(appState).where(eq(appState.key, VERSION_KEY)).for('update');
  const current = typeof row?.value === 'string' ? row.value : DEFAULT_BLOG_VERSION;
  if (expected !== undefined && expected !== current) throw conflict(STALE_BLOG_VERSION, { version: current });
  const next = nextBlogVersion(current);
  await tx.update(appState).set({ value: next, updatedAt: new Date() }).where(eq(appState.key, VERSION_KEY));
  return next;
}

async function takenKeys(tx: Tx): Promise<{ ids: number[]; slugs: string[] }> {
  const rows = await tx.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts);
  return { ids: rows.map((r) => r.id), slugs: rows.map((r) => r.slug.toLowerCase()) };
}

async function insertPost(tx: Tx, input: NewBlogPostInput, taken: { ids: number[]; slugs: string[] }): Promise<Row> {
  const post = buildNewBlogPost(input, taken);
  const [row] = await tx
    .insert(blogPosts)
    .values({ ...post, date: new Date(post.date), builtin: false, hidden: false })
    .returning();
  taken.ids.push(row.id);
  taken.slugs.push(row.slug.toLowerCase());
  return row;
}

/** The columns a partial edit sets (docs/requirements.md §5 edit conversions happen in the zod schema). */
function patchFrom(input: Partial<CreateBlogPostInput>): Partial<typeof blogPosts.$inferInsert> {
  const patch: Partial<typeof blogPosts.$inferInsert> = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.excerpt !== undefined) patch.excerpt = input.excerpt;
  if (input.content !== undefined) patch.content = input.content;
  if (input.author !== undefined) patch.author = input.author || 'Admin';
  if (input.category !== undefined) patch.category = input.category || 'General';
  if (input.coverImage !== undefined) patch.coverImage = input.coverImage || BLOG_COVER_PLACEHOLDER;
  if (input.readTime !== undefined) patch.readTime = input.readTime;
  if (input.views !== undefined) patch.views = input.views;
  if (input.tags !== undefined) patch.tags = input.tags;
  if (input.date !== undefined) patch.date = new Date(input.date);
  return patch;
}

/** A new slug for `row`, unique among the other posts (case-insensitive), or 409. */
async function checkedSlug(tx: Tx, row: Row, wanted: string | undefined): Promise<string | undefined> {
  if (wanted === undefined) return undefined;
  const slug = slugify(wanted);
  if (!slug || slug === row.slug.toLowerCase()) return slug && slug !== row.slug ? slug : undefined;
  const [clash] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(sql`lower(${blogPosts.slug}) = ${slug} and ${blogPosts.id} <> ${row.id}`)
    .limit(1);
  if (clash) throw conflict(SLUG_TAKEN);
  return slug;
}

function auditable(row: Row | Partial<Row>): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, version: _v, ...rest } = row as Row;
  return { ...rest, date: rest.date instanceof Date ? rest.date.toISOString() : rest.date };
}

/** docs/requirements.md §5 Blog add in admin (and the /blog/new form): a new post with the defaults for what is left blank. */
export async function createBlogPost(input: CreateBlogPostInput, actor: Actor, summary = 'Added post'): Promise<AdminBlogPost> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await bumpBlogVersion(tx);
    const created = await insertPost(tx, input, await takenKeys(tx));
    await recordAudit({ actorEmail: actor.email, action: 'create', entityType: 'blog', entityId: String(created.id), summary: `${summary}: ${created.title}` }, tx as unknown as Db);
    return created;
  });
  await announceChange(blogChangeTags(row.slug), { type: 'blog', id: String(row.id) });
  return toAdminPost(row);
}

/** Edits one post (inline title/excerpt, the Edit dialog). `version`, when sent, must match the stored one. */
export async function updateBlogPost(id: number, input: UpdateBlogPostInput, actor: Actor): Promise<AdminBlogPost> {
  const db = await getDb();
  const { before, after } = await db.transaction(async (tx) => {
    await bumpBlogVersion(tx);
    const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (!row) throw notFound(POST_NOT_FOUND);
    if (input.version !== undefined && input.version !== row.version) throw conflict(STALE_POST_VERSION, { version: row.version });
    const patch = patchFrom(input);
    const slug = await checkedSlug(tx, row, input.slug);
    if (slug) patch.slug = slug;
    const [updated] = await tx
      .update(blogPosts)
      .set({ ...patch, version: row.version + 1, updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning();
    await recordAudit(
      {
        actorEmail: actor.email,
        action: 'update',
        entityType: 'blog',
        entityId: String(id),
        summary: `Edited post: ${updated.title}`,
        diff: shortDiff(auditable(row), auditable(patch)),
      },
      tx as unknown as Db,
    );
    return { before: row, after: updated };
  });
  await announceChange(blogChangeTags(before.slug, after.slug), { type: 'blog', id: String(id) });
  return toAdminPost(after);
}

/** Deletes a post for good (built-in ones too: they are seeded once) and its media-map entry. */
export async function deleteBlogPost(id: number, actor: Actor): Promise<void> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await bumpBlogVersion(tx);
    const [deleted] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!deleted) throw notFound(POST_NOT_FOUND);
    await tx.delete(blogMedia).where(eq(blogMedia.postId, id));
    await recordAudit({ actorEmail: actor.email, action: 'delete', entityType: 'blog', entityId: String(id), summary: `Deleted post: ${deleted.title}` }, tx as unknown as Db);
    return deleted;
  });
  await announceChange(blogChangeTags(row.slug), { type: 'blog', id: String(id) });
}

export interface BlogCollection {
  version: string;
  posts: AdminBlogPost[];
}

/**
 * PUT /api/blog — the whole collection { version, posts, hidden, overrides } (docs/requirements.md §3, §7). The version must be
 * the one the client loaded (else 409 and nothing changes). Posts are upserted by id; overrides edit stored
 * posts; `hidden` lists the hidden ids; a stored custom post named nowhere is deleted (planBlogCollection).
 */
export async function replaceBlogCollection(input: BlogCollectionInput, actor: Actor): Promise<BlogCollection> {
  const db = await getDb();
  const { version, touched } = await db.transaction(async (tx) => {
    const next = await bumpBlogVersion(tx, input.version);
    const stored = await tx.select().from(blogPosts);
    const byId = new Map(stored.map((r) => [r.id, r]));
    const overrideIds = Object.keys(input.overrides).map(Number).filter((id) => byId.has(id));
    const plan = planBlogCollection(stored, { postIds: input.posts.map((p) => p.id), hidden: input.hidden, overrideIds });
    const slugs = new Set<string>(stored.map((r) => r.slug));

    if (plan.remove.length) {
      await tx.delete(blogPosts).where(inArray(blogPosts.id, plan.remove));
      await tx.delete(blogMedia).where(inArray(blogMedia.postId, plan.remove));
    }
    const edits: [Row, Partial<CreateBlogPostInput>][] = [];
    for (const p of input.posts) if (p.id !== undefined && byId.has(p.id)) edits.push([byId.get(p.id)!, p]);
    for (const id of overrideIds) edits.push([byId.get(id)!, input.overrides[String(id)]]);
    for (const [row, fields] of edits) {
      const patch = patchFrom(fields);
      const slug = await checkedSlug(tx, row, fields.slug);
      if (slug) patch.slug = slug;
      if (Object.keys(patch).length) {
        await tx.update(blogPosts).set({ ...patch, version: sql`${blogPosts.version} + 1`, updatedAt: new Date() }).where(eq(blogPosts.id, row.id));
      }
      if (slug) slugs.add(slug);
    }
    const taken = await takenKeys(tx);
    for (const p of input.posts) {
      if (p.id !== undefined && byId.has(p.id)) continue;
      const created = await insertPost(tx, p, taken);
      slugs.add(created.slug);
    }
    if (plan.hide.length) await tx.update(blogPosts).set({ hidden: true }).where(inArray(blogPosts.id, plan.hide));
    if (plan.show.length) await tx.update(blogPosts).set({ hidden: false }).where(inArray(blogPosts.id, plan.show));
    const counts = { created: plan.createCount, updated: edits.length, deleted: plan.remove.length, hidden: plan.hide.length };
    await recordAudit(
      {
        actorEmail: actor.email,
        action: 'import',
        entityType: 'blog',
        entityId: 'collection',
        summary: `Saved the blog collection: ${counts.created} added, ${counts.updated} edited, ${counts.deleted} deleted, ${counts.hidden} hidden`,
        diff: { version: [input.version, next] },
      },
      tx as unknown as Db,
    );
    return { version: next, touched: [...slugs] };
  });
  await announceChange(blogChangeTags(...touched), { type: 'blog', id: 'collection' });
  return { version, posts: await listBlogPostsForAdmin() };
}

// ---- Media map (docs/requirements.md §3: post id → image URLs) ----

export type BlogMediaMap = Record<string, string[]>;

export async function getBlogMediaMap(): Promise<BlogMediaMap> {
  const db = await getDb();
  const rows = await db.select().from(blogMedia).orderBy(asc(blogMedia.postId), asc(blogMedia.position));
  const media: BlogMediaMap = {};
  for (const r of rows) (media[String(r.postId)] ??= []).push(r.url);
  return media;
}

/** PUT /api/blog-media — replaces the whole map. Entries of posts that no longer exist are dropped. */
export async function replaceBlogMediaMap(input: BlogMediaInput, actor: Actor): Promise<BlogMediaMap> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const ids = Object.keys(input.media).map(Number);
    const existing = ids.length
      ? new Set((await tx.select({ id: blogPosts.id }).from(blogPosts).where(inArray(blogPosts.id, ids))).map((r) => r.id))
      : new Set<number>();
    const before = await tx.select().from(blogMedia);
    await tx.delete(blogMedia);
    const rows: (typeof blogMedia.$inferInsert)[] = [];
    for (const [key, urls] of Object.entries(input.media)) {
      const postId = Number(key);
      if (!existing.has(postId)) continue;
      [...new Set(urls)].forEach((url, position) => rows.push({ postId, url, position }));
    }
    if (rows.length) await tx.insert(blogMedia).values(rows);
    await recordAudit(
      {
        actorEmail: actor.email,
        action: 'update',
        entityType: 'blog-media',
        entityId: 'media',
        summary: `Saved the blog media map: ${rows.length} image${rows.length === 1 ? '' : 's'} for ${new Set(rows.map((r) => r.postId)).size} post(s) (was ${before.length})`,
      },
      tx as unknown as Db,
    );
  });
  await announceChange([TAGS.blog], { type: 'blog-media' });
  return getBlogMediaMap();
}

// ---- /blog/new (docs/requirements.md §2 Blog create) ----

/**
 * The original page checked a hard-coded credential list in the browser; here the given e-mail and password are
 * checked against the admin accounts on the server (argon2, with sign-in's per-account and per-address rate
 * limits), or a signed-in admin's session is enough. Any failure is 401 with the spec's message and stores
 * nothing; too many attempts stay 429.
 */
export async function createBlogPostFromPublicForm(input: PublicCreateBlogPostInput, req: { headers: Headers }): Promise<AdminBlogPost> {
  let actor: Actor | null = await getAdminSession(req);
  let how = 'signed-in admin';
  if (!actor) {
    if (!input.adminEmail || !input.adminPassword) throw unauthorized(ADMIN_VERIFICATION_FAILED);
    try {
      actor = await authenticateAdmin(input.adminEmail, input.adminPassword, req);
      how = 'admin credentials checked';
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.status === 403)) throw unauthorized(ADMIN_VERIFICATION_FAILED);
      throw err;
    }
  }
  const { adminEmail: _e, adminPassword: _p, ...post } = input;
  return createBlogPost(post, actor, `Published from /blog/new (${how})`);
}


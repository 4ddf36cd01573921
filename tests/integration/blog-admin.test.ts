// Blog writes (docs/requirements.md §3 Blog post, collection, media map; §5 Blog add, Blog create form; §7 blog, blog-media):
// permissions, the add defaults and conversions, the collection's optimistic version, the media map and the
// /blog/new server-side credential check. Runs on PGlite and PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { auditLog, blogPosts } from '@/db/schema';
import { GET as blogGet, PUT as blogPut } from '@/app/api/blog/route';
import { GET as adminList, POST as adminCreate } from '@/app/api/admin/blog/route';
import { DELETE as adminDelete, PATCH as adminPatch } from '@/app/api/admin/blog/[id]/route';
import { GET as mediaGet, PUT as mediaPut } from '@/app/api/blog-media/route';
import { POST as publicCreate } from '@/app/api/public/blog/create/route';
import { GET as publicList } from '@/app/api/public/blog/route';
import { ADMIN_VERIFICATION_FAILED, TITLE_REQUIRED } from '@/lib/validations/blog';
import { BLOG_COVER_PLACEHOLDER } from '@/lib/domain/blog';
import { adminHeaders, adminToken, callRoute, TEST_ORIGIN } from '@/tests/helpers/api';
import { SESSION_COOKIE } from '@/lib/auth/options';

type Post = { id: number; slug: string; title: string; excerpt: string; author: string; category: string; readTime: number; views: number; tags: string[]; content: string; coverImage: string; date: string; version: number };

async function countPosts(): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(blogPosts);
  return Number(n);
}

const formBody = (over: Record<string, unknown> = {}) => ({
  title: 'CRISPR screening in 2026',
  author: 'Dr. Test',
  category: 'Protocols',
  excerpt: 'What changed in pooled screens.',
  content: '## Intro\n\nPooled screens with **Cas9**.',
  coverImage: '',
  readTime: '7',
  tags: 'crispr, screening',
  adminEmail: process.env.ADMIN_EMAIL,
  adminPassword: process.env.ADMIN_PASSWORD,
  ...over,
});

describe('permissions: every blog write needs an admin session', () => {
  test.each([
    ['PUT /api/blog', blogPut, 'PUT', { version: 'x', posts: [] }],
    ['POST /api/admin/blog', adminCreate, 'POST', { title: 'x' }],
    ['GET /api/admin/blog', adminList, 'GET', undefined],
    ['PATCH /api/admin/blog/{id}', adminPatch, 'PATCH', { title: 'x' }],
    ['DELETE /api/admin/blog/{id}', adminDelete, 'DELETE', undefined],
    ['GET /api/blog-media', mediaGet, 'GET', undefined],
    ['PUT /api/blog-media', mediaPut, 'PUT', { media: {} }],
  ] as const)('%s without a session → 401, nothing changes', async (_label, handler, method, body) => {
    const before = await countPosts();
    const res = await callRoute(handler, { method, body, params: { id: '1' } });
    expect(res.status).toBe(401);
    expect(await countPosts()).toBe(before);
  });

  test('GET /api/blog stays public', async () => {
    const res = await callRoute(blogGet);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json.posts)).toBe(true);
  });

  test('a cross-site admin write is refused', async () => {
    const res = await callRoute(adminCreate, { body: { title: 'Evil' }, headers: { ...(await adminHeaders()), origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/admin/blog (docs/requirements.md §5 Blog add in admin)', () => {
  test("title required: 'Title is required'", async () => {
    const res = await callRoute(adminCreate, { body: { title: '   ' }, headers: await adminHeaders() });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toMatchObject({ title: TITLE_REQUIRED });
  });

  test('defaults: author Admin, category General, excerpt —, readTime 5, views 0, no tags, placeholder content, fallback cover', async () => {
    const res = await callRoute(adminCreate, { body: { title: 'Fresh From The Bench' }, headers: await adminHeaders() });
    expect(res.status).toBe(201);
    const post = res.json.post as unknown as Post;
    expect(post).toMatchObject({ slug: 'fresh-from-the-bench', author: 'Admin', category: 'General', excerpt: '—', readTime: 5, views: 0, tags: [], coverImage: BLOG_COVER_PLACEHOLDER });
    expect(post.content.length).toBeGreaterThan(0);
    expect(post.id).toBeGreaterThan(1_600_000_000_000); // a timestamp
    const db = await getDb();
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, String(post.id)));
    expect(audits.map((a) => a.action)).toContain('create');
  });

  test('a slug clash gets -2, then -3; ids stay unique', async () => {
    const h = await adminHeaders();
    const a = (await callRoute(adminCreate, { body: { title: 'Same Title' }, headers: h })).json.post as unknown as Post;
    const b = (await callRoute(adminCreate, { body: { title: 'same title' }, headers: h })).json.post as unknown as Post;
    const c = (await callRoute(adminCreate, { body: { title: 'SAME  title!' }, headers: h })).json.post as unknown as Post;
    expect([a.slug, b.slug, c.slug]).toEqual(['same-title', 'same-title-2', 'same-title-3']);
    expect(new Set([a.id, b.id, c.id]).size).toBe(3);
  });

  test('a new post shows in the public list at once (the cache is revalidated)', async () => {
    await callRoute(publicList); // warm whatever cache exists
    const created = (await callRoute(adminCreate, { body: { title: 'Visible Right Away' }, headers: await adminHeaders() })).json.post as unknown as Post;
    const list = (await callRoute(publicList)).json.posts as unknown as Post[];
    expect(list.map((p) => p.id)).toContain(created.id);
  });
});

describe('PATCH / DELETE /api/admin/blog/{id} (docs/requirements.md §5 edit conversions)', () => {
  test('date becomes ISO, readTime and views numbers, tags split on commas', async () => {
    const h = await adminHeaders();
    const created = (await callRoute(adminCreate, { body: { title: 'To Edit' }, headers: h })).json.post as unknown as Post;
    const res = await callRoute(adminPatch, {
      method: 'PATCH',
      params: { id: String(created.id) },
      body: { title: 'Edited', date: '2025-08-29', readTime: '9', views: '12', tags: 'a, b ,, c' },
      headers: h,
    });
    expect(res.status).toBe(200);
    expect(res.json.post).toMatchObject({ title: 'Edited', date: '2025-08-29T00:00:00.000Z', readTime: 9, views: 12, tags: ['a', 'b', 'c'], slug: 'to-edit' });
  });

  test('bad values are 400 with field errors; unknown id 404; a stale post version 409', async () => {
    const h = await adminHeaders();
    const created = (await callRoute(adminCreate, { body: { title: 'Guarded' }, headers: h })).json.post as unknown as Post;
    const id = String(created.id);
    const bad = await callRoute(adminPatch, { method: 'PATCH', params: { id }, body: { readTime: 0, coverImage: 'javascript:alert(1)' }, headers: h });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fieldErrors as object).sort()).toEqual(['coverImage', 'readTime']);
    const missing = await callRoute(adminPatch, { method: 'PATCH', params: { id: '999' }, body: { title: 'x' }, headers: h });
    expect(missing.status).toBe(404);
    const ok = await callRoute(adminPatch, { method: 'PATCH', params: { id }, body: { excerpt: 'one', version: created.version }, headers: h });
    expect(ok.status).toBe(200);
    const stale = await callRoute(adminPatch, { method: 'PATCH', params: { id }, body: { excerpt: 'two', version: created.version }, headers: h });
    expect(stale.status).toBe(409);
  });

  test('a slug already used by another post → 409', async () => {
    const h = await adminHeaders();
    const created = (await callRoute(adminCreate, { body: { title: 'Slug Owner' }, headers: h })).json.post as unknown as Post;
    const res = await callRoute(adminPatch, { method: 'PATCH', params: { id: String(created.id) }, body: { slug: 'how-to-choose-a-dna-ladder' }, headers: h });
    expect(res.status).toBe(409);
  });

  test('delete removes the post and its media entry', async () => {
    const h = await adminHeaders();
    const created = (await callRoute(adminCreate, { body: { title: 'Short Lived' }, headers: h })).json.post as unknown as Post;
    await callRoute(mediaPut, { method: 'PUT', body: { media: { [created.id]: ['/images/blog/placeholder.webp'] } }, headers: h });
    const res = await callRoute(adminDelete, { method: 'DELETE', params: { id: String(created.id) }, headers: h });
    expect(res.status).toBe(200);
    const again = await callRoute(adminDelete, { method: 'DELETE', params: { id: String(created.id) }, headers: h });
    expect(again.status).toBe(404);
    const media = (await callRoute(mediaGet, { headers: h })).json.media as Record<string, string[]>;
    expect(media[String(created.id)]).toBeUndefined();
  });
});

describe('PUT /api/blog (docs/requirements.md §3 collection { version, posts, hidden, overrides })', () => {
  test('a stale version → 409 and nothing changes; the current version saves and moves the version on', async () => {
    const h = await adminHeaders();
    const current = (await callRoute(blogGet)).json as unknown as { posts: Post[]; version: string };
    const before = await countPosts();
    const stale = await callRoute(blogPut, { method: 'PUT', body: { version: 'old-version', posts: [], hidden: [], overrides: {} }, headers: h });
    expect(stale.status).toBe(409);
    expect(stale.json.version).toBe(current.version);
    expect(await countPosts()).toBe(before);

    const [first, second, ...rest] = current.posts;
    const res = await callRoute(blogPut, {
      method: 'PUT',
      headers: h,
      body: {
        version: current.version,
        posts: [{ ...first, title: 'Renamed via collection' }, ...rest, { title: 'Brand New Collection Post' }],
        hidden: [second.id],
        overrides: {},
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.version).not.toBe(current.version);
    const after = (await callRoute(blogGet)).json as unknown as { posts: Post[]; version: string };
    expect(after.version).toBe(res.json.version);
    const titles = after.posts.map((p) => p.title);
    expect(titles).toContain('Renamed via collection');
    expect(titles).toContain('Brand New Collection Post');
    expect(after.posts.map((p) => p.id)).not.toContain(second.id);

    const again = await callRoute(blogPut, { method: 'PUT', body: { version: current.version, posts: [] }, headers: h });
    expect(again.status).toBe(409);
  });

  test('a per-post change also moves the version on (an older collection PUT then gets 409)', async () => {
    const h = await adminHeaders();
    const { version } = (await callRoute(blogGet)).json as unknown as { version: string };
    await callRoute(adminCreate, { body: { title: 'Moves The Version' }, headers: h });
    const res = await callRoute(blogPut, { method: 'PUT', body: { version, posts: [] }, headers: h });
    expect(res.status).toBe(409);
  });

  test('a malformed collection → 400', async () => {
    const res = await callRoute(blogPut, { method: 'PUT', body: { posts: 'nope' }, headers: await adminHeaders() });
    expect(res.status).toBe(400);
  });
});

describe('GET / PUT /api/blog-media (docs/requirements.md §3 media map: post id → image URLs)', () => {
  test('round-trips the map; unsafe URLs → 400; unknown post ids are dropped', async () => {
    const h = await adminHeaders();
    const created = (await callRoute(adminCreate, { body: { title: 'Has Images' }, headers: h })).json.post as unknown as Post;
    const urls = ['/api/media/blog/a.webp', 'https://cdn.example.com/b.png'];
    const put = await callRoute(mediaPut, { method: 'PUT', body: { media: { [created.id]: urls, 424242: ['/x.png'] } }, headers: h });
    expect(put.status).toBe(200);
    const got = (await callRoute(mediaGet, { headers: h })).json.media as Record<string, string[]>;
    expect(got[String(created.id)]).toEqual(urls);
    expect(got['424242']).toBeUndefined();
    for (const bad of ['javascript:alert(1)', '//evil.example/x.png', 'http://127.0.0.1/x.png', 'data:image/png;base64,AAAA']) {
      const res = await callRoute(mediaPut, { method: 'PUT', body: { media: { [created.id]: [bad] } }, headers: h });
      expect(res.status).toBe(400);
    }
  });
});

describe('POST /api/public/blog/create (/blog/new, server-side admin check)', () => {
  test('right credentials store the post (with the form values and conversions)', async () => {
    const before = await countPosts();
    const res = await callRoute(publicCreate, { body: formBody(), headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '10.0.0.1' } });
    expect(res.status).toBe(201);
    expect(res.json.post).toMatchObject({ title: 'CRISPR screening in 2026', author: 'Dr. Test', category: 'Protocols', readTime: 7, tags: ['crispr', 'screening'], slug: 'crispr-screening-in-2026' });
    expect(await countPosts()).toBe(before + 1);
  });

  test.each([
    ['a wrong password', { adminPassword: 'wrong password' }],
    ['an unknown e-mail', { adminEmail: 'nobody@bioark.test' }],
    ['no credentials', { adminEmail: '', adminPassword: '' }],
  ])("%s → 401 'Admin verification failed. Please check your credentials.', nothing stored", async (_label, over) => {
    const before = await countPosts();
    const res = await callRoute(publicCreate, { body: formBody({ title: 'Should Not Exist', ...over }), headers: { 'x-forwarded-for': '10.0.0.2' } });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe(ADMIN_VERIFICATION_FAILED);
    expect(await countPosts()).toBe(before);
  });

  test('a signed-in admin needs no credentials', async () => {
    const token = await adminToken();
    const res = await callRoute(publicCreate, {
      body: formBody({ title: 'Posted While Signed In', adminEmail: '', adminPassword: '' }),
      headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: TEST_ORIGIN, 'x-forwarded-for': '10.0.0.3' },
    });
    expect(res.status).toBe(201);
  });

  test('required fields and read time ≥ 1 are checked (400 with field errors), nothing stored', async () => {
    const before = await countPosts();
    const res = await callRoute(publicCreate, { body: formBody({ title: '', author: '', excerpt: '', readTime: '0' }), headers: { 'x-forwarded-for': '10.0.0.4' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fieldErrors as object).sort()).toEqual(['author', 'excerpt', 'readTime', 'title']);
    expect(await countPosts()).toBe(before);
  });

  test('repeated wrong passwords are rate-limited (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await callRoute(publicCreate, { body: formBody({ adminPassword: `guess-${i}` }), headers: { 'x-forwarded-for': '10.0.0.5' } });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });
});

// Public blog API: list with version, the GET /api/blog fallback, views counted per call, unknown slug 404.
import { GET as publicBlog } from '@/app/api/public/blog/route';
import { GET as blogFallback } from '@/app/api/blog/route';
import { POST as view } from '@/app/api/public/blog/[slug]/view/route';
import { callRoute } from '@/tests/helpers/api';

test('GET /api/public/blog → { posts, version }, newest first; /api/blog answers the same', async () => {
  const a = await callRoute(publicBlog);
  expect(a.status).toBe(200);
  const posts = a.json.posts as unknown as { slug: string; date: string }[];
  expect(posts.length).toBeGreaterThanOrEqual(8);
  expect(a.json.version).toBe('2025-08-29-1');
  const dates = posts.map((p) => Date.parse(p.date));
  expect([...dates].sort((x, y) => y - x)).toEqual(dates);
  const b = await callRoute(blogFallback);
  expect(b.json).toEqual(a.json);
});

test('POST /api/public/blog/{slug}/view counts one view per call; unknown slug → 404', async () => {
  const list = await callRoute(publicBlog);
  const first = (list.json.posts as unknown as { slug: string; views: number }[])[0];
  const r1 = await callRoute(view, { method: 'POST', params: { slug: first.slug } });
  expect(r1.status).toBe(200);
  expect(r1.json.views).toBe(first.views + 1);
  const r2 = await callRoute(view, { method: 'POST', params: { slug: first.slug.toUpperCase() } });
  expect(r2.json.views).toBe(first.views + 2);
  const missing = await callRoute(view, { method: 'POST', params: { slug: 'no-such-post' } });
  expect(missing.status).toBe(404);
  expect(missing.json.error).toBe('Post not found');
});

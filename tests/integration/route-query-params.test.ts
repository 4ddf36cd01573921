// The route wrapper's zod `query` and `params` options (lib/api/handler.ts): a bad query value or route param
// answers 400 naming it (or 404 where the param names a resource), and the handlers that moved to the options
// answer as before.
import { z } from 'zod';
import { adminHeaders, callRoute } from '@/tests/helpers/api';
import { withPublic } from '@/lib/api/handler';
import * as outboxRoute from '@/app/api/admin/outbox/route';
import * as auditRoute from '@/app/api/admin/audit/route';
import * as imagesRoute from '@/app/api/admin/images/route';
import * as productRoute from '@/app/api/admin/products/[id]/route';
import * as serviceRoute from '@/app/api/admin/services/[id]/route';
import * as blogRoute from '@/app/api/admin/blog/[id]/route';
import * as documentRoute from '@/app/api/public/documents/[id]/route';
import * as coaRoute from '@/app/api/public/coa/route';

let auth: Record<string, string>;
beforeAll(async () => {
  auth = await adminHeaders();
});

const probe = withPublic(async ({ query, params }) => ({ query, params }), {
  query: z.object({ page: z.coerce.number().int().min(1).default(1), tag: z.string().max(5).optional() }),
  params: z.object({ slug: z.string().regex(/^[a-z-]+$/, 'must be lower-case letters') }),
});

test('a wrapper with query/params schemas hands typed values to the handler and names what is wrong', async () => {
  const ok = await callRoute(probe, { path: '/api/x?page=3&tag=a&tag=b&extra=1', params: { slug: 'abc' } });
  expect(ok.status).toBe(200);
  expect(ok.json).toEqual({ query: { page: 3, tag: 'a' }, params: { slug: 'abc' } }); // first value wins; unknown keys dropped
  expect((await callRoute(probe, { path: '/api/x', params: { slug: 'abc' } })).json.query).toEqual({ page: 1 });

  const badQuery = await callRoute(probe, { path: '/api/x?page=zero', params: { slug: 'abc' } });
  expect(badQuery.status).toBe(400);
  expect(badQuery.json.error).toMatch(/^page: /);
  expect(badQuery.json.fieldErrors).toHaveProperty('page');

  const badParam = await callRoute(probe, { path: '/api/x', params: { slug: 'ABC' } });
  expect(badParam.status).toBe(400);
  expect(badParam.json.error).toBe('slug: must be lower-case letters');

  const nul = await callRoute(probe, { path: '/api/x?tag=a%00', params: { slug: 'abc' } });
  expect(nul.status).toBe(400);
  expect(nul.json.error).toBe('tag: must not contain NUL characters');
});

test('routes on the query option: bad values → 400 naming the key; good ones work as before', async () => {
  const bogus = await callRoute(outboxRoute.GET, { headers: auth, path: '/api/admin/outbox?status=bogus' });
  expect(bogus.status).toBe(400);
  expect(bogus.json.error).toMatch(/^status: status must be one of pending/);
  expect((await callRoute(outboxRoute.GET, { headers: auth, path: '/api/admin/outbox?status=&limit=5' })).status).toBe(200);
  const badLimit = await callRoute(outboxRoute.GET, { headers: auth, path: '/api/admin/outbox?limit=lots' });
  expect(badLimit.status).toBe(400);
  expect(badLimit.json.error).toMatch(/^limit: /);

  const audit = await callRoute(auditRoute.GET, { headers: auth, path: '/api/admin/audit?limit=0' });
  expect(audit.status).toBe(400);
  expect(audit.json.error).toMatch(/^limit: /);
  expect((await callRoute(auditRoute.GET, { headers: auth, path: '/api/admin/audit?limit=5' })).status).toBe(200);

  const images = await callRoute(imagesRoute.GET, { headers: auth, path: '/api/admin/images?status=gone' });
  expect(images.status).toBe(400);
  expect(images.json.error).toMatch(/^status: /);

  for (const route of [productRoute.DELETE, serviceRoute.DELETE]) {
    const res = await callRoute(route, { method: 'DELETE', headers: auth, params: { id: 'no-such-id' }, path: '/api/admin/x?version=-2' });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('version: version must be a positive integer');
  }

  const coa = await callRoute(coaRoute.GET, { path: '/api/public/coa?lot=L1', headers: { 'x-forwarded-for': '203.0.113.91' } });
  expect(coa.status).toBe(400);
  expect(coa.json.fieldErrors).toHaveProperty('catalogNumber');
});

test('params that name a resource: a value that cannot name one is 404, as an unknown one', async () => {
  const blog = await callRoute(blogRoute.DELETE, { method: 'DELETE', headers: auth, params: { id: '12abc' } });
  expect(blog.status).toBe(404);
  const doc = await callRoute(documentRoute.GET, { params: { id: 'not-a-uuid' } });
  expect(doc.status).toBe(404);
  expect(doc.json.error).toBe('Document not found');
});

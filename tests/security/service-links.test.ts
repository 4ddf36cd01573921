// Attack replay item 13: a service's related-product and case-study links accepted data:, vbscript: and
// //evil.example and the service page rendered them. They now follow the product links' rule (a site path or
// http(s)), in the granular API and in the services config; a stored unsafe link is not rendered as a link.
import { PATCH as patchService } from '@/app/api/admin/services/[id]/route';
import { GET as getConfig, PUT as putConfig } from '@/app/api/services-config/route';
import { adminHeaders, callRoute } from '@/tests/helpers/api';

const BAD_LINKS = ['data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'javascript:alert(1)', '//evil.example/x', '/\\evil.example', ' javascript:alert(1)'];

test.each(BAD_LINKS)('item 13: PATCH a related product link %p → 400 naming the field', async (link) => {
  const headers = await adminHeaders();
  const res = await callRoute(patchService as never, { method: 'PATCH', params: { id: 'cs-01' }, body: { version: 1, relatedProducts: [{ name: 'Bad', link }] }, headers });
  expect(res.status).toBe(400);
  expect(res.json.error).toMatch(/relatedProducts\.0\.link: must be a site path/);
});

test.each(BAD_LINKS)('item 13: PATCH a case study link %p → 400', async (link) => {
  const res = await callRoute(patchService as never, { method: 'PATCH', params: { id: 'cs-02' }, body: { version: 1, caseStudies: [{ title: 'Bad', link }] }, headers: await adminHeaders() });
  expect(res.status).toBe(400);
  expect(res.json.error).toMatch(/caseStudies\.0\.link/);
});

test('item 13: the services config refuses an unsafe link in an override or a custom service', async () => {
  const headers = { ...(await adminHeaders()), 'content-type': 'application/json' };
  const current = (await callRoute(getConfig as never, { headers })).json as unknown as { revision: string };
  for (const body of [
    { overrides: { 'cs-01': { caseStudies: [{ title: 'x', link: 'data:text/html,x' }] } } },
    { custom: [{ id: 'custom-svc-1', name: 'Evil', relatedProducts: [{ name: 'x', link: '//evil.example' }] }] },
  ]) {
    const res = await callRoute(putConfig as never, { method: 'PUT', rawBody: JSON.stringify({ ...body, revision: current.revision }), headers });
    expect(res.status).toBe(400);
  }
});

test('safe links are still accepted', async () => {
  const res = await callRoute(patchService as never, {
    method: 'PATCH',
    params: { id: 'cs-03' },
    body: { version: 1, relatedProducts: [{ name: 'GN8K', link: '/products/gn8k-dna-marker' }], caseStudies: [{ title: 'Paper', link: 'https://doi.org/10.1000/182' }] },
    headers: await adminHeaders(),
  });
  expect(res.status).toBe(200);
});

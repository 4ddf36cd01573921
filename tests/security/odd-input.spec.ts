// Attack replay, odd input (docs/security.md, replay item 9): each of these answered 500 before the fix and
// must be a clear 4xx. Raw HTTP, so nothing normalises the method or the path on the way.
import http from 'node:http';
import { expect, test } from '../helpers/playwright';
import { E2E_ADMIN } from '../../playwright.config';

function raw(baseURL: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

test('item 9: a file name with NUL is answered 400 with the field named, not 500', async ({ request, baseURL }) => {
  const signin = await request.post('/api/signin', { data: E2E_ADMIN });
  const { token } = (await signin.json()) as { token: string };
  const body = JSON.stringify({ fileName: 'cells\u0000.jpg', mimeType: 'image/jpeg', size: 1000 });
  const res = await raw(baseURL!, 'POST', '/api/admin/images/request-upload', { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }, body);
  expect(res.status).toBe(400);
  expect(JSON.parse(res.body).error).toMatch(/fileName.*NUL/);
  // A public form too.
  const quote = JSON.stringify({ firstName: 'Nul\u0000', lastName: 'Byte', email: 'nul@lab.test', company: 'Lab', serviceType: 'cloning', projectDescription: 'x' });
  const q = await raw(baseURL!, 'POST', '/api/quote', { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(quote)) }, quote);
  expect(q.status).toBe(400);
});

test('item 9: a path with overlong UTF-8 or an encoded NUL is answered 400', async ({ baseURL }) => {
  for (const path of ['/media/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', '/media/%c0%ae%c0%ae/x.jpg', '/products/%ff', '/api/public/products/%E0%A4%A', '/blog/a%00b']) {
    const res = await raw(baseURL!, 'GET', path);
    expect(res.status, path).toBe(400);
    expect(res.headers['content-type'], path).toMatch(/application\/json/);
  }
});

test('item 9: TRACE and other methods no route serves are answered 405 with Allow', async ({ baseURL }) => {
  // (TRACK and other names Node's HTTP parser does not know are refused by Node itself with 400.)
  for (const [method, path] of [['TRACE', '/'], ['TRACE', '/api/health'], ['TRACE', '/admin'], ['PROPFIND', '/products'], ['MKCOL', '/media/x']] as const) {
    const res = await raw(baseURL!, method, path);
    expect(res.status, `${method} ${path}`).toBe(405);
    expect(res.headers.allow).toContain('GET');
  }
});

// The server's status for a page whose content is the server-rendered 404 (lib/http/not-found-status.mjs,
// docs/architecture.md#not-found-pages).
import { pageStatus } from '@/lib/http/not-found-status.mjs';

const boundary = '<main><!--$!--><template data-dgst="NEXT_HTTP_ERROR_FALLBACK;404"></template><h1>Oops! Page not found</h1><!--/$--></main>';

describe('pageStatus', () => {
  it.each([
    ['a dynamic page whose content is the not-found boundary', boundary, 200, 404],
    ['a cached 404 page (Next already answers 404)', boundary, 404, 404],
    ['an ordinary page', '<main><h1>Gapdh antibody</h1></main>', 200, 200],
    ['a page that merely mentions the digest in its text', '<p>NEXT_HTTP_ERROR_FALLBACK;404</p>', 200, 200],
    ['another boundary error (client-rendered, not a 404)', '<!--$!--><template data-dgst="123456"></template>', 200, 200],
    ['a failed page keeps its status', boundary, 500, 500],
    ['a redirect keeps its status', boundary, 307, 307],
  ])('%s', (_what, html, status, expected) => {
    expect(pageStatus(html, status)).toBe(expected);
  });
});

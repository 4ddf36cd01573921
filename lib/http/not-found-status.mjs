// The status of a page whose content is a 404 (docs/architecture.md#not-found-pages): components/static/
// not-found-here.tsx throws Next's notFound() inside a Suspense boundary so that the 404 is rendered on the
// server; React marks such a boundary with the error's digest, and Next answers a dynamic page 200 all the same.
// Next's digest for notFound() (HTTP access fallback, status 404), as React writes it into the boundary.
const NOT_FOUND_MARK = '<template data-dgst="NEXT_HTTP_ERROR_FALLBACK;404">';

/** The status to send for a finished page: 404 when a 200 page's content is the not-found boundary. */
export function pageStatus(html, status) {
  return status === 200 && html.includes(NOT_FOUND_MARK) ? 404 : status;
}

// Which link targets may be stored and rendered as <a href> / <img src> (SECURITY items 13, 23): a path of
// this site ('/products/…', never the scheme-relative '//host'), or an absolute http(s) URL. Everything else
// — javascript:, vbscript:, data:, file:, relative paths, whitespace tricks — is refused. One rule for the
// zod schemas (lib/validations/catalog.ts) and the pages that render stored links.

const SITE_PATH = /^\/(?![/\\])[^\s]*$/;
const HTTP_URL = /^https?:\/\/[^\s/\\]+[^\s]*$/i;

/** True for a site path or an http(s) URL; '' is "no link" and is also accepted. */
export function isSafeHref(value: string): boolean {
  if (value === '') return true;
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  return SITE_PATH.test(value) || HTTP_URL.test(value);
}

/** The link to render, or null when the stored value is not one (old rows written before the rule). */
export function renderableHref(value: string | null | undefined): string | null {
  const v = String(value ?? '').trim();
  return v && isSafeHref(v) ? v : null;
}

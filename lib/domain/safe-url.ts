// Which link targets may be stored and rendered as <a href> / <img src> (docs/security.md items 13, 23): a path of
// this site ('/products/…', never the scheme-relative '//host'), or an absolute http(s) URL. Everything else
// — javascript:, vbscript:, data:, file:, relative paths, whitespace tricks — is refused. One rule for the
// zod schemas (lib/validations/catalog.ts) and the pages that render stored links.

const SITE_PATH = /^\/(?![/\\])[^\s]*$/;
const HTTP_URL = /^https?:\/\/[^\s/\\]+[^\s]*$/i;

/** True for a site path or an http(s) URL; '' is "no link" and is also accepted. */
export function isSafeHref(value: string): boolean {
  if (value === '') return true;
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  return SITE_PATH.test(value) || (HTTP_URL.test(value) && parsesAsHttp(value));
}

/** The URL parser agrees it is an http(s) URL (a host that fails IDNA, say, is not a link). */
function parsesAsHttp(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The link to render, or null when the stored value is not one (old rows written before the rule). */
export function renderableHref(value: string | null | undefined): string | null {
  const v = String(value ?? '').trim();
  return v && isSafeHref(v) ? v : null;
}

/**
 * A path of this site to link to, or null: what a visitor's stored cart may link to. '/\evil.example' and
 * '//evil.example' are refused — browsers read both as another host.
 */
export function sitePathHref(value: string | null | undefined): string | null {
  const v = String(value ?? '');
  return !/[\u0000-\u001f\u007f]/.test(v) && SITE_PATH.test(v) ? v : null;
}

/** An image source a visitor's stored cart may use: a path of this site or an https URL, else null. */
export function safeImageSrc(value: string | null | undefined): string | null {
  const v = String(value ?? '');
  if (/[\u0000-\u001f\u007f\s]/.test(v)) return null;
  return SITE_PATH.test(v) || (/^https:\/\/[^\s/\\]+/i.test(v) && parsesAsHttp(v)) ? v : null;
}

// Slug rules of docs/requirements.md §2 (lookups), §5 (add product, add service, blog add).

/**
 * docs/requirements.md §5: lowercase, non-alphanumerics become dashes, repeats collapse, dashes trimmed from both ends.
 * Accented letters keep their base letter ('Café' → 'cafe') rather than becoming a dash.
 */
export function slugify(text: string | null | undefined): string {
  if (!text) return '';
  return String(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** docs/requirements.md §5 add product: the slugified name, or p-{timestamp} if that is empty. */
export function productSlugFromName(name: string | null | undefined, now: number = Date.now()): string {
  return slugify(name) || `p-${now}`;
}

/** docs/requirements.md §5: on a clash, -2, -3 and so on are appended (base, base-2, base-3 …). */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** docs/requirements.md §2: slug lookups are case-insensitive and ignore a trailing slash. A malformed %-escape, or one that decodes to a control character, stays as typed. */
export function normalizeSlugParam(s: string | null | undefined): string {
  if (!s) return '';
  let decoded = String(s);
  try {
    const d = decodeURIComponent(decoded);
    // '%00' and other escaped control characters name no slug (and PostgreSQL cannot take a NUL): keep the raw text.
    if (!/[\u0000-\u001f\u007f]/.test(d)) decoded = d;
  } catch {
    // keep the raw text
  }
  return decoded.trim().toLowerCase().replace(/\/+$/, '');
}

export const SERVICE_LINK_PREFIX = '/services/';
const FALLBACK_SERVICE_SLUG = 'service';

/** docs/requirements.md §5 service add: the link is /services/{slug} of the name. */
export function serviceLinkFromName(name: string | null | undefined): string {
  return `${SERVICE_LINK_PREFIX}${slugify(name) || FALLBACK_SERVICE_SLUG}`;
}

function lastSegment(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return parts.length ? parts[parts.length - 1] : '';
}

/**
 * docs/requirements.md §5: links are normalised to /services/{slug}. Accepts a full link ('/services/Foo/'), a bare slug or
 * a name; the last path segment is slugified.
 */
export function normalizeServiceLink(linkOrName: string | null | undefined): string {
  const text = normalizeSlugParam(linkOrName);
  return serviceLinkFromName(lastSegment(text) || text);
}

/** docs/requirements.md §5: service links are made unique with -2, -3 suffixes (compared case-insensitively). */
export function uniqueServiceLink(link: string, takenLinks: Iterable<string>): string {
  const normalized = normalizeServiceLink(link);
  const taken = new Set<string>();
  for (const t of takenLinks) taken.add(normalizeSlugParam(t));
  return uniqueSlug(normalized, taken);
}

/**
 * docs/requirements.md §2: a service matches either its whole link or its last segment; case-insensitive, trailing slash
 * ignored. '/services/custom-cloning' is matched by 'custom-cloning', '/services/custom-cloning/' and
 * 'services/custom-cloning'.
 */
export function matchServiceSlug(serviceLink: string | null | undefined, param: string | null | undefined): boolean {
  const link = normalizeSlugParam(serviceLink);
  const wanted = normalizeSlugParam(param);
  if (!link || !wanted) return false;
  if (wanted === link) return true;
  if (wanted.replace(/^\/+/, '') === link.replace(/^\/+/, '')) return true;
  return wanted === lastSegment(link);
}

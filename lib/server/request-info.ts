import 'server-only';
// Who sent a request and which origin it reached. The forwarding headers were normalised by the server before
// Next saw the request (lib/http/client-address.mjs, run by scripts/serve.mjs): without TRUST_PROXY,
// X-Forwarded-For holds the socket's peer and client-sent X-Forwarded-Host/Proto are gone; with it, they are
// the proxy's. These helpers still read X-Forwarded-Host/Proto only when TRUST_PROXY is set (docs/security.md).
import { headers } from 'next/headers';
import { env } from '@/lib/env';

type HeaderSource = { headers: Headers };

/** The client's address (for rate limits, stream caps and the stored submitter address). */
export function clientAddress(req: HeaderSource): string {
  const xff = req.headers.get('x-forwarded-for');
  if (xff) {
    const hops = xff.split(',').map((s) => s.trim()).filter(Boolean);
    // serve.mjs leaves exactly one hop; under `next dev` Next appends the socket address last.
    if (hops.length) return hops[hops.length - 1].slice(0, 64);
  }
  return '127.0.0.1';
}

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function firstValue(value: string | null): string | null {
  const v = value?.split(',')[0]?.trim();
  return v ? v : null;
}

/**
 * The origin the request came to: its Host (and the proxy's X-Forwarded-Host/Proto with TRUST_PROXY). A request
 * without a Host header (HTTP/1.0, or one built in-process by tests) falls back to its URL's origin.
 */
export function requestOrigin(req: HeaderSource & { url?: string }): string | null {
  const trusted = Boolean(env().TRUST_PROXY);
  const hostHeader = firstValue(req.headers.get('host'));
  if (!hostHeader && !trusted && req.url) {
    try {
      return new URL(req.url).origin;
    } catch {
      return null;
    }
  }
  const host = (trusted ? firstValue(req.headers.get('x-forwarded-host')) : null) ?? hostHeader;
  const proto = ((trusted ? firstValue(req.headers.get('x-forwarded-proto')) : null) ?? 'http').toLowerCase();
  if (!host || !HOST.test(host) || (proto !== 'http' && proto !== 'https')) return null;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

/** The site's public origin: SITE_URL when set, else the origin the request came to. */
export function siteOrigin(req?: HeaderSource & { url?: string }): string {
  const configured = env().SITE_URL;
  if (configured) return new URL(configured).origin;
  const fromRequest = req ? requestOrigin(req) : null;
  return fromRequest ?? `http://localhost:${env().PORT ?? 3000}`;
}

/** Every origin a same-site request may carry in its Origin header (scheme, host and port). */
export function acceptedOrigins(req: HeaderSource & { url?: string }): Set<string> {
  const out = new Set<string>();
  const own = requestOrigin(req);
  if (own) out.add(own);
  const configured = env().SITE_URL;
  if (configured) out.add(new URL(configured).origin);
  return out;
}

/**
 * siteOrigin() for a page or metadata route rendered on request (sitemap.xml, robots.txt): SITE_URL, else the
 * origin this request reached. Only for dynamic renders — it reads the request headers.
 */
export async function siteOriginOfThisRequest(): Promise<string> {
  return siteOrigin({ headers: await headers() });
}

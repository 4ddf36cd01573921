import 'server-only';
import { env } from '@/lib/env';

type HeaderSource = { headers: Headers };

/**
 * The client's address, from X-Forwarded-For's right-most hop: behind our proxy (TRUST_PROXY=true, e.g. the
 * nginx of docker-compose.yml) that is the hop the proxy appended; served directly, Next.js fills the header
 * with the socket address when the client sent none. A client that forges the header can only choose its own
 * bucket, so every per-address limit is paired with a per-account or global limit (SECURITY item 8).
 */
export function clientAddress(req: HeaderSource): string {
  const xff = req.headers.get('x-forwarded-for');
  if (xff) {
    const hops = xff.split(',').map((s) => s.trim()).filter(Boolean);
    if (hops.length) return (env().TRUST_PROXY === false ? hops[0] : hops[hops.length - 1]).slice(0, 64);
  }
  return (req.headers.get('x-real-ip') ?? '127.0.0.1').trim().slice(0, 64);
}

/** The site's public origin: SITE_URL, else the request's own origin. */
export function siteOrigin(req?: { url: string }): string {
  const configured = env().SITE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  if (req) return new URL(req.url).origin;
  return `http://localhost:${env().PORT ?? 3000}`;
}

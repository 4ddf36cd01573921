// Who is on the other end of a request, decided once per request by the server (scripts/serve.mjs) before
// Next sees it (docs/security.md item 32):
// - without TRUST_PROXY the client is the socket's peer. Forwarding headers a client sent are not believed:
//   X-Forwarded-For is replaced by the peer's address, X-Forwarded-Host/Proto/Port, Forwarded and X-Real-IP
//   are removed (Next then fills Host and the real scheme in itself);
// - with TRUST_PROXY=N (true means 1) the last N hops are our own proxies: the client is the hop N places
//   from the right of X-Forwarded-For + peer, and the proxies' X-Forwarded-Host/Proto are kept.
// Route handlers read the result through lib/server/request-info.ts (clientAddress, requestOrigin).
import { isIP } from 'node:net';

/** TRUST_PROXY → the number of proxy hops in front of the app (0 = none, the default). */
export function parseTrustProxy(value) {
  const v = String(value ?? '').trim().toLowerCase();
  if (v === '' || /^(0|false|no|off)$/.test(v)) return 0;
  if (/^(true|yes|on)$/.test(v)) return 1;
  if (/^[1-9]$/.test(v)) return Number(v);
  throw new Error('TRUST_PROXY: must be true, false or the number of proxies in front of the app (1-9)');
}

/** '::ffff:127.0.0.1' → '127.0.0.1'; anything that is not an IP address → null. */
export function normalizeAddress(value) {
  let v = String(value ?? '').trim();
  if (v.startsWith('[') && v.includes(']')) v = v.slice(1, v.indexOf(']'));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(v);
  if (mapped) v = mapped[1];
  return isIP(v) ? v.toLowerCase() : null;
}

/**
 * The client's address: the peer, or with `trustedHops` proxies the hop that many places from the right of
 * the X-Forwarded-For chain extended by the peer. A malformed hop falls back to the nearest trusted address.
 */
export function resolveClientAddress({ peer, forwardedFor, trustedHops = 0 }) {
  const socket = normalizeAddress(peer) ?? '0.0.0.0';
  if (!trustedHops) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : String(forwardedFor ?? '');
  const chain = [...header.split(',').map((s) => s.trim()).filter(Boolean), socket];
  for (let i = chain.length - 1 - trustedHops; i < chain.length; i++) {
    const hop = normalizeAddress(chain[Math.max(0, i)]);
    if (hop) return hop;
  }
  return socket;
}

const UNTRUSTED_FORWARDING = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-forwarded-ssl', 'forwarded', 'x-real-ip'];

/** Rewrites the request's forwarding headers in place (see the header comment). Returns the client address. */
export function applyClientAddress(req, trustedHops = 0) {
  const address = resolveClientAddress({ peer: req.socket?.remoteAddress, forwardedFor: req.headers['x-forwarded-for'], trustedHops });
  if (!trustedHops) for (const name of UNTRUSTED_FORWARDING) delete req.headers[name];
  else delete req.headers['x-real-ip'];
  req.headers['x-forwarded-for'] = address;
  return address;
}

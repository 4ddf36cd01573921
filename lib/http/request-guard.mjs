// Requests the server answers itself, before Next sees them (docs/security.md item 9 of the attack replay): methods
// no route serves (TRACE, TRACK, CONNECT…) get 405, and a path that does not decode to UTF-8 (overlong
// sequences such as %c0%ae, stray %) or that decodes to a NUL gets 400 — Next would throw on them and
// answer 500. Plain JavaScript for scripts/serve.mjs.

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** null when the request may go on, else the status and message to answer with. */
export function refuseRequest(method, url) {
  if (!ALLOWED_METHODS.includes(method)) return { status: 405, error: `Method ${String(method).slice(0, 20)} is not allowed`, headers: { allow: ALLOWED_METHODS.join(', ') } };
  const raw = typeof url === 'string' ? url : '';
  if (!raw.startsWith('/') || raw.length > 8192) return { status: 400, error: 'Malformed request target' };
  const q = raw.indexOf('?');
  const path = q === -1 ? raw : raw.slice(0, q);
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, error: 'The request path is not valid percent-encoded UTF-8' };
  }
  if (decoded.includes('\u0000')) return { status: 400, error: 'The request path must not contain NUL' };
  return null;
}

/** Writes a refusal as a small JSON answer (never cached). */
export function sendRefusal(res, refusal, extraHeaders = {}) {
  const body = JSON.stringify({ error: refusal.error });
  res.writeHead(refusal.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...extraHeaders,
    ...(refusal.headers ?? {}),
  });
  res.end(body);
}

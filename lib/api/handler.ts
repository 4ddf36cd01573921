import 'server-only';
// Route handler wrappers (docs/conventions.md 3): check the session, read the body with a size cap, parse it,
// the query string and the route params with the route's zod schemas, map ApiError to `{ error }` with its status, and turn anything else into a logged
// 500 (or 503 when the database is unreachable) without leaking internals.
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { ApiError, badRequest, forbidden, isUnavailableError, notFound, payloadTooLarge } from '@/lib/api/errors';
import { requireAdmin, type AdminSession } from '@/lib/auth/session';
import { requireCustomer, type CustomerSession } from '@/lib/server/accounts';
import { log } from '@/lib/logger';
import { acceptedOrigins } from '@/lib/server/request-info';

export const DEFAULT_MAX_BODY_BYTES = 100 * 1024;
export const NO_STORE = 'private, no-store';

type Params = Record<string, string | string[]>;
type RouteContext = { params: Promise<Params> };

export interface HandlerContext<B, Q = RawQuery, P = Record<string, string>> {
  req: NextRequest;
  body: B;
  /** The query string parsed with the route's `query` schema (without one: the first value of each key). */
  query: Q;
  /** The route params parsed with the route's `params` schema (without one: as Next gives them, joined by '/'). */
  params: P;
  admin: AdminSession | null;
}

type Schema = z.ZodType | undefined;

export interface RouteOptions<S extends Schema, Q extends Schema = undefined, P extends Schema = undefined> {
  body?: S;
  /** Bodies over this size get 413 (default 100 KB). */
  maxBodyBytes?: number;
  /** The query string's schema, fed the first value of each key: a bad value → 400 naming the key. */
  query?: Q;
  /** The route params' schema: a bad value → 400 naming the param, or 404 when `paramsNotFound` is given. */
  params?: P;
  /** For params that name a resource: a value that cannot name one answers 404 with this message instead. */
  paramsNotFound?: string;
}

type RawQuery = Record<string, string | undefined>;
type Result = Response | object | null | undefined;
type BodyOf<S> = S extends z.ZodType ? z.infer<S> : undefined;
type QueryOf<Q> = Q extends z.ZodType ? z.infer<Q> : RawQuery;
type ParamsOf<P> = P extends z.ZodType ? z.infer<P> : Record<string, string>;
type Context<S, Q, P> = HandlerContext<BodyOf<S>, QueryOf<Q>, ParamsOf<P>>;

export function json(data: unknown, init?: ResponseInit & { status?: number }): NextResponse {
  return NextResponse.json(data, init);
}

/** Reads at most `limit` bytes of the body; more (or a Content-Length above it) → 413. */
export async function readBodyText(req: Request, limit: number): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function formatZodError(error: z.ZodError): { message: string; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  const message = Object.entries(fieldErrors)
    .slice(0, 8)
    .map(([k, m]) => (k === '_' ? m : `${k}: ${m}`))
    .join('; ');
  return { message: message || 'Invalid request', fieldErrors };
}

/** The path of the first string (key or value) holding a NUL, which PostgreSQL cannot store; null if none. */
export function findNulString(data: unknown, path = ''): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: data, path }];
  while (stack.length) {
    const { value, path: at } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return at || '(body)';
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        const next = Array.isArray(value) ? `${at}[${k}]` : at ? `${at}.${k}` : k;
        if (k.includes('\u0000')) return next;
        stack.push({ value: v, path: next });
      }
    }
  }
  return null;
}

/**
 * Top-level keys of a JSON object body that the route's object schema does not declare (mass assignment and
 * typos are refused by name rather than silently dropped). Schemas that are not plain objects — unions,
 * arrays, bundles with their own rules — check their own shape.
 */
export function unknownFields(schema: z.ZodType, data: unknown): string[] {
  if (!(schema instanceof z.ZodObject) || !data || typeof data !== 'object' || Array.isArray(data)) return [];
  const known = new Set(Object.keys(schema.shape));
  return Object.keys(data).filter((k) => !known.has(k));
}

export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const { message, fieldErrors } = formatZodError(result.error);
    throw badRequest(message, { fieldErrors });
  }
  return result.data;
}

async function parseBody<S extends Schema>(req: NextRequest, opts: RouteOptions<S, Schema, Schema>): Promise<BodyOf<S>> {
  if (!opts.body || req.method === 'GET' || req.method === 'HEAD') return undefined as BodyOf<S>;
  const text = await readBodyText(req, opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
  let data: unknown = {};
  if (text.trim()) {
    try {
      data = JSON.parse(text);
    } catch {
      throw badRequest('Request body must be valid JSON');
    }
  }
  // A NUL character cannot be stored (PostgreSQL text) and has no place in any field: a clear 400, not a 500.
  const nulAt = findNulString(data);
  if (nulAt) throw badRequest(`${nulAt}: must not contain NUL characters`, { fieldErrors: { [nulAt]: 'must not contain NUL characters' } });
  const unknown = unknownFields(opts.body, data);
  if (unknown.length > 0) {
    throw badRequest(`Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, {
      fieldErrors: Object.fromEntries(unknown.map((k) => [k, 'is not a field of this request'])),
    });
  }
  return parseWith(opts.body, data) as BodyOf<S>;
}

export function errorResponse(err: unknown, req: Request, headers?: HeadersInit): NextResponse {
  if (err instanceof ApiError) {
    const res = json({ error: err.message, ...(err.details ?? {}) }, { status: err.status, headers });
    if (err.status === 429 && err.details?.retryAfter) res.headers.set('Retry-After', String(err.details.retryAfter));
    return res;
  }
  if (isUnavailableError(err)) {
    log.error('backing service unavailable', { method: req.method, path: new URL(req.url).pathname, err });
    return json(
      { error: 'The service is temporarily unavailable. Please try again in a moment; nothing was saved.' },
      { status: 503, headers },
    );
  }
  log.error('unhandled route error', { method: req.method, path: new URL(req.url).pathname, err });
  return json({ error: 'Internal server error' }, { status: 500, headers });
}

function toResponse(result: Result, headers?: Record<string, string>): Response {
  const res = result instanceof Response ? result : json(result ?? { ok: true });
  if (headers) for (const [k, v] of Object.entries(headers)) if (!res.headers.has(k)) res.headers.set(k, v);
  return res;
}

async function flatParams(ctx?: RouteContext): Promise<Record<string, string>> {
  const p = (await ctx?.params) ?? {};
  const flat = Object.fromEntries(Object.entries(p).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]));
  // A NUL in a path segment names nothing and cannot be sent to PostgreSQL (the server in front refuses such
  // paths too; this keeps the route layer safe on its own).
  if (Object.values(flat).some((v) => v.includes('\u0000'))) throw badRequest('The address must not contain NUL characters');
  return flat;
}

/** The query string as an object of the first value of each key (a repeated key does not become an array). */
export function queryObject(url: URL): RawQuery {
  const out: RawQuery = {};
  for (const [k, v] of url.searchParams) if (!(k in out)) out[k] = v;
  return out;
}

async function parseRequest<S extends Schema, Q extends Schema, P extends Schema>(
  req: NextRequest,
  ctx: RouteContext | undefined,
  opts: RouteOptions<S, Q, P>,
): Promise<{ body: BodyOf<S>; query: QueryOf<Q>; params: ParamsOf<P> }> {
  const rawParams = await flatParams(ctx);
  let params: unknown = rawParams;
  if (opts.params) {
    const parsed = opts.params.safeParse(rawParams);
    if (!parsed.success) {
      if (opts.paramsNotFound) throw notFound(opts.paramsNotFound);
      params = parseWith(opts.params, rawParams); // throws the 400 naming the param
    } else params = parsed.data;
  }
  const rawQuery = queryObject(new URL(req.url));
  let query: unknown = rawQuery;
  if (opts.query) {
    const nulAt = findNulString(rawQuery);
    if (nulAt) throw badRequest(`${nulAt}: must not contain NUL characters`, { fieldErrors: { [nulAt]: 'must not contain NUL characters' } });
    query = parseWith(opts.query, rawQuery);
  }
  const body = await parseBody(req, opts);
  return { body, query: query as QueryOf<Q>, params: params as ParamsOf<P> };
}

/**
 * Cross-site requests that change data are refused (docs/security.md items 5, 12, 32). A browser sends Origin on
 * every cross-site POST and on same-site fetches; its scheme, host and port must be this site's (the origin
 * the request reached, or SITE_URL). `requireOrigin` is for cookie sessions: a write that carries neither
 * Origin nor `Sec-Fetch-Site: same-origin` is refused too. API clients authenticate with a bearer token,
 * send no Origin, and are not affected.
 */
export function assertSameOrigin(req: Request, opts: { requireOrigin?: boolean } = {}): void {
  if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return;
  const origin = req.headers.get('origin');
  const fetchSite = req.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw forbidden('Cross-site request refused');
  if (!origin) {
    if (opts.requireOrigin && fetchSite !== 'same-origin') {
      throw forbidden('Cross-site request refused: a signed-in change must come from a page of this site (no Origin header)');
    }
    return;
  }
  let originValue: string;
  try {
    originValue = new URL(origin).origin;
  } catch {
    throw forbidden('Cross-site request refused');
  }
  if (originValue === 'null' || !acceptedOrigins(req).has(originValue)) throw forbidden('Cross-site request refused');
}

/** An admin-only route handler. */
export function withAdmin<S extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined>(
  handler: (ctx: Context<S, Q, P> & { admin: AdminSession }) => Promise<Result> | Result,
  opts: RouteOptions<S, Q, P> = {},
) {
  return async (req: NextRequest, ctx?: RouteContext): Promise<Response> => {
    const headers = { 'Cache-Control': NO_STORE };
    try {
      const admin = await requireAdmin(req);
      assertSameOrigin(req, { requireOrigin: admin.via === 'cookie' });
      const parsed = await parseRequest(req, ctx, opts);
      return toResponse(await handler({ req, ...parsed, admin }), headers);
    } catch (err) {
      return errorResponse(err, req, headers);
    }
  };
}

/** A public route handler (answers are not cached unless the handler sets Cache-Control itself). */
export function withPublic<S extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined>(
  handler: (ctx: Context<S, Q, P>) => Promise<Result> | Result,
  opts: RouteOptions<S, Q, P> = {},
) {
  return async (req: NextRequest, ctx?: RouteContext): Promise<Response> => {
    try {
      const parsed = await parseRequest(req, ctx, opts);
      return toResponse(await handler({ req, ...parsed, admin: null }));
    } catch (err) {
      return errorResponse(err, req);
    }
  };
}

/**
 * A customer-account route handler (docs/accounts.md): the customer cookie session is required (401 without),
 * writes must come from a page of this site (Origin or Sec-Fetch-Site: same-origin), answers are never stored.
 * Admin credentials do not count here: an admin is not a customer.
 */
export function withCustomer<S extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined>(
  handler: (ctx: Context<S, Q, P> & { customer: CustomerSession }) => Promise<Result> | Result,
  opts: RouteOptions<S, Q, P> = {},
) {
  return async (req: NextRequest, ctx?: RouteContext): Promise<Response> => {
    const headers = { 'Cache-Control': NO_STORE };
    try {
      const customer = await requireCustomer(req);
      assertSameOrigin(req, { requireOrigin: true });
      const parsed = await parseRequest(req, ctx, opts);
      return toResponse(await handler({ req, ...parsed, admin: null, customer }), headers);
    } catch (err) {
      return errorResponse(err, req, headers);
    }
  };
}

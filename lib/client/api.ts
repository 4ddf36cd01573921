'use client';
// The generic client request helper of docs/requirements.md §7: JSON in and out, credentials sent, and on a non-ok answer an
// error carrying the server's `error` or `message`, else 'HTTP {status}' (a 400's field messages without the internal
// field names: 'Enter at least two terms', not 'terms: Enter at least two terms'). A 401/403 from a non-public path
// raises the admin-session-expired event (status, url, message) that the admin portal listens to.
import { buildApiPath, formErrorMessage } from '@/lib/domain/http';

export const ADMIN_SESSION_EXPIRED_EVENT = 'admin-session-expired';

export interface AdminSessionExpiredDetail {
  status: number;
  url: string;
  message: string;
}

export class ApiRequestError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

// Calls a visitor makes (their 401/403 is not an admin session ending). Matched per path segment and method:
// '/api/quote' must not cover '/api/quotes/{id}', and only POST /api/quotes is public (GET is admin-only).
const PUBLIC_PREFIXES = ['/api/public', '/api/metrics', '/api/auth', '/api/offers'];
const PUBLIC_EXACT: Record<string, readonly string[]> = {
  '/api/quote': ['POST'],
  '/api/quotes': ['POST'],
  '/api/contact': ['POST'],
  '/api/signin': ['POST'],
};

/** True for the public calls of docs/requirements.md §7 (their 401/403 never raises the admin-session-expired event). */
export function isPublicApiCall(url: string, method = 'GET'): boolean {
  const path = url.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0].replace(/^\/content-api(?=\/|$)/, '/api').replace(/\/+$/, '');
  if (PUBLIC_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return true;
  return PUBLIC_EXACT[path]?.includes(method.toUpperCase()) ?? false;
}

export interface ApiOptions extends Omit<RequestInit, 'body'> {
  body?: unknown;
  /** Base for paths not already under /api, /content-api or /stripe-api (default '/api'). */
  base?: string;
}

export async function apiRequest<T = unknown>(path: string, opts: ApiOptions = {}): Promise<T> {
  const { body, base = '/api', headers, ...rest } = opts;
  const url = buildApiPath(path, base);
  const init: RequestInit = {
    credentials: 'same-origin',
    ...rest,
    headers: { Accept: 'application/json', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  const res = await fetch(url, init);
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) {
    const message = formErrorMessage(res.status, data);
    if ((res.status === 401 || res.status === 403) && !isPublicApiCall(url, init.method ?? 'GET')) {
      window.dispatchEvent(
        new CustomEvent<AdminSessionExpiredDetail>(ADMIN_SESSION_EXPIRED_EVENT, { detail: { status: res.status, url, message } }),
      );
    }
    throw new ApiRequestError(message, res.status, data);
  }
  return data as T;
}

export const api = {
  get: <T = unknown>(path: string, opts?: ApiOptions) => apiRequest<T>(path, { ...opts, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, opts?: ApiOptions) => apiRequest<T>(path, { ...opts, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, opts?: ApiOptions) => apiRequest<T>(path, { ...opts, method: 'PUT', body }),
  del: <T = unknown>(path: string, opts?: ApiOptions) => apiRequest<T>(path, { ...opts, method: 'DELETE' }),
};

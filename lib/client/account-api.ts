// The account pages' calls to /api/account/* (docs/accounts.md): same-origin JSON with the customer cookie; an
// error answer becomes { ok: false, error, fieldErrors } for inline messages (the error without field names).
import { formErrorMessage } from '@/lib/domain/http';

export type AccountResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string; fieldErrors: Record<string, string> };

export async function accountCall<T>(path: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'GET', body?: unknown): Promise<AccountResult<T>> {
  try {
    const res = await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await res.json().catch(() => ({}))) as T & { error?: string; fieldErrors?: Record<string, string> };
    if (!res.ok) {
      const error = res.status === 401 ? 'Your session has ended. Please sign in again.' : (data.error ? formErrorMessage(res.status, data) : `Request failed (HTTP ${res.status}).`);
      return { ok: false, status: res.status, error, fieldErrors: data.fieldErrors ?? {} };
    }
    return { ok: true, data };
  } catch {
    return { ok: false, status: 0, error: 'The shop could not be reached. Check your connection and try again.', fieldErrors: {} };
  }
}

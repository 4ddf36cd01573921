'use client';
import { toast } from '@/hooks/use-toast';
import { ApiRequestError } from '@/lib/client/api';
import type { SubmitResult } from '@/components/admin/catalog/product-form-dialog';

/**
 * Turns a failed admin write into what the UI shows: a toast ('Save failed' or the server's message), field
 * errors for the dialog, and — on 409 — the newer version from the server so the list shows what is stored.
 */
export function describeWriteError<T>(err: unknown, onCurrent?: (current: T) => void, title = 'Save failed'): SubmitResult {
  const message = (err as Error)?.message || title;
  if (err instanceof ApiRequestError) {
    const body = (err.body ?? {}) as { current?: T; fieldErrors?: Record<string, string> };
    if (err.status === 409 && body.current && onCurrent) onCurrent(body.current);
    toast({ title, description: message, variant: 'destructive' });
    return { fieldErrors: body.fieldErrors, message };
  }
  toast({ title, description: message, variant: 'destructive' });
  return { message };
}

'use client';
// Helpers shared by the public forms: one idempotency key per submission attempt, kept until success (so a
// retry after a timeout or a 503 stores the submission once, docs/security.md R1), and field errors from zod or from
// the server's 400 answer.
import * as React from 'react';
import type { z } from 'zod';
import { ApiRequestError } from '@/lib/client/api';
import { formErrorMessage } from '@/lib/domain/http';
import { newIdempotencyKey } from '@/lib/client/submit-quote';

export type FieldErrors = Record<string, string>;

/** The current submission key and a function that starts a new one (call it after a success). */
export function useSubmissionKey(): { current: () => string; renew: () => void } {
  const ref = React.useRef<string | null>(null);
  return React.useMemo(
    () => ({
      current: () => (ref.current ??= newIdempotencyKey()),
      renew: () => {
        ref.current = null;
      },
    }),
    [],
  );
}

/**
 * The timing check's clock (docs/security.md item 33): milliseconds since the form became usable — mounted, or its
 * dialog opened (`active` turned true). Sent as `formElapsedMs`; the server asks for a resend when it is
 * faster than a person can fill the form in.
 */
export function useFormTimer(active = true): () => number {
  const started = React.useRef<number | null>(null);
  React.useEffect(() => {
    started.current = active ? performance.now() : null;
  }, [active]);
  return React.useCallback(() => (started.current === null ? 0 : Math.round(performance.now() - started.current)), []);
}

export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}

/** The server's `fieldErrors` of a 400 answer, if any. */
export function fieldErrorsFromApi(err: unknown): FieldErrors {
  if (!(err instanceof ApiRequestError) || err.status !== 400) return {};
  const body = err.body as { fieldErrors?: Record<string, unknown> } | null;
  const out: FieldErrors = {};
  for (const [k, v] of Object.entries(body?.fieldErrors ?? {})) if (typeof v === 'string') out[k] = v;
  return out;
}

/**
 * The server's message for a failed submission, or the fallback for network failures and the like. A 400's
 * field messages come without the internal field names (formErrorMessage): the fields show them too.
 */
export function serverMessage(err: unknown, fallback: string): string {
  if (!(err instanceof ApiRequestError)) return fallback;
  return (err.status === 400 ? formErrorMessage(err.status, err.body) : err.message) || fallback;
}

/**
 * Moves focus to the first field with an error, in the order the fields appear on the page (a list of names kept
 * beside the markup drifts: the blog form's list put Content before the cover, read time and tags above it).
 * `order` names the fields to consider.
 */
export function focusFirstError(form: HTMLFormElement | null, order: readonly string[], errors: FieldErrors): void {
  if (!form) return;
  const wanted = new Set(order.filter((f) => errors[f]));
  if (!wanted.size) return;
  const el = Array.from(form.querySelectorAll<HTMLElement>('[name]')).find((e) => wanted.has(e.getAttribute('name') ?? ''));
  el?.focus();
}

/**
 * Moves focus to the first control marked invalid (`aria-invalid="true"`, set by Field) inside `root`, in page
 * order, and returns whether there was one. Call it after the errors have rendered (requestAnimationFrame): on a
 * long form, such as a dialog scrolled to its Save button, an error at the top is otherwise never seen.
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const el = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!el) return false;
  el.focus();
  return true;
}

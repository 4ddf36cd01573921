'use client';
// The state machine shared by the public forms (quote request, contact): typed values, inline field errors
// (from zod before sending, from the server's 400 after), the honeypot, a pending flag, and one idempotency
// key per submission attempt kept until success (docs/security.md R1). On failure every typed value stays.
// The zod schema is loaded on demand (first focus inside the form, at the latest on submit), so the page's
// first load does not carry the validation library (~30 KB gzip).
import * as React from 'react';
import type { z } from 'zod';
import { useHydrated } from '@/components/admin/use-hydrated';
import { fieldErrorsFromApi, fieldErrorsFromZod, focusFirstError, useFormTimer, useSubmissionKey, type FieldErrors } from '@/lib/client/forms';

type ChangeEvent = React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export interface PublicFormOptions<F extends string> {
  fields: readonly F[];
  /** Loads the schema checked before sending (a dynamic import, so zod stays out of the first load). */
  loadSchema: () => Promise<z.ZodType>;
  /** Sends the values (plus the honeypot when filled, and the timing check's figure) with the attempt's idempotency key. */
  submit: (values: Record<F, string> & { website?: string; formElapsedMs?: number }, idempotencyKey: string) => Promise<unknown>;
  onSuccess: () => void;
  onFailure: (err: unknown) => void;
  /** Values to start from, read once after hydration (the pages are static: e.g. from the address's query). */
  prefill?: () => Partial<Record<F, string>>;
}

export function usePublicForm<F extends string>({ fields, loadSchema, submit, onSuccess, onFailure, prefill }: PublicFormOptions<F>) {
  const empty = React.useMemo(() => Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>, [fields]);
  const hydrated = useHydrated();
  const [values, setValues] = React.useState<Record<F, string>>(empty);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [website, setWebsite] = React.useState('');
  const [pending, setPending] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  const key = useSubmissionKey();
  const elapsed = useFormTimer();
  const schemaRef = React.useRef<Promise<z.ZodType> | null>(null);
  const schema = () => {
    const p = (schemaRef.current ??= loadSchema());
    p.catch(() => (schemaRef.current = null)); // a failed chunk load is retried on the next attempt
    return p;
  };
  /** Attach to the form's onFocus: starts loading the schema while the visitor types. */
  const prefetch = () => void schema().catch(() => undefined);

  const prefillRef = React.useRef(prefill);
  React.useEffect(() => {
    const start = prefillRef.current?.();
    if (!start) return;
    // Only fields still empty: what the visitor typed before hydration stays.
    setValues((prev) => {
      const next = { ...prev };
      for (const [k, v] of Object.entries(start) as [F, string | undefined][]) if (v && !prev[k]) next[k] = v;
      return next;
    });
  }, []);

  const set = (field: F) => (e: ChangeEvent) => {
    const v = e.target.value;
    setValues((prev) => ({ ...prev, [field]: v }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    let parsed: ReturnType<z.ZodType['safeParse']>;
    try {
      parsed = (await schema()).safeParse({ ...values, website });
    } catch (err) {
      onFailure(err);
      return;
    }
    if (!parsed.success) {
      const fieldErrors = fieldErrorsFromZod(parsed.error);
      setErrors(fieldErrors);
      focusFirstError(formRef.current, fields, fieldErrors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await submit({ ...values, ...(website ? { website } : {}), formElapsedMs: elapsed() }, key.current());
      key.renew();
      setValues(empty);
      onSuccess();
    } catch (err) {
      const fieldErrors = fieldErrorsFromApi(err);
      if (Object.keys(fieldErrors).length) {
        setErrors(fieldErrors);
        focusFirstError(formRef.current, fields, fieldErrors);
      }
      onFailure(err);
    } finally {
      setPending(false);
    }
  }

  return { hydrated, values, errors, website, setWebsite, pending, formRef, set, onSubmit, prefetch };
}

'use client';
// The state machine shared by the public forms (quote request, contact): typed values, inline field errors
// (from zod before sending, from the server's 400 after), the honeypot, a pending flag, and one idempotency
// key per submission attempt kept until success (docs/security.md R1). On failure every typed value stays.
// The zod schema is loaded on demand (first focus inside the form, at the latest on submit), so the page's
// first load does not carry the validation library (~30 KB gzip). A late pre-fill (the signed-in customer's
// profile, docs/accounts.md "Pre-filled forms") fills only fields still empty and not edited by the visitor.
import * as React from 'react';
import type { z } from 'zod';
import { useHydrated } from '@/components/admin/use-hydrated';
import { prefillChanges } from '@/lib/domain/prefill';
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
  /**
   * Values that arrive later, asked once after hydration (e.g. the signed-in customer's profile). They fill only
   * the fields still empty — in the state and in the input — that the visitor has not edited (emptying is an
   * edit); keys that are not fields of this form are ignored. A null answer changes nothing.
   */
  prefillAfterLoad?: () => Promise<Partial<Record<string, string>> | null>;
}

export function usePublicForm<F extends string>({ fields, loadSchema, submit, onSuccess, onFailure, prefill, prefillAfterLoad }: PublicFormOptions<F>) {
  const empty = React.useMemo(() => Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>, [fields]);
  const hydrated = useHydrated();
  const [values, setValues] = React.useState<Record<F, string>>(empty);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [website, setWebsite] = React.useState('');
  const [pending, setPending] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  /** The fields the visitor changed (a late pre-fill leaves them alone, even when emptied). */
  const edited = React.useRef(new Set<string>());
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

  const valuesRef = React.useRef(values);
  React.useEffect(() => {
    valuesRef.current = values;
  }, [values]);
  const afterLoadRef = React.useRef(prefillAfterLoad);
  React.useEffect(() => {
    const load = afterLoadRef.current;
    if (!load) return;
    let cancelled = false;
    void load()
      .catch(() => null)
      .then((known) => {
        if (cancelled || !known) return;
        // What an input shows counts as typed too, even if the state has not seen it yet.
        const current = { ...valuesRef.current };
        for (const f of fields) {
          const el = formRef.current?.elements.namedItem(f);
          if (!current[f] && el && 'value' in el && typeof el.value === 'string') current[f] = el.value;
        }
        const changes = prefillChanges(fields, current, known as Partial<Record<F, string>>, edited.current);
        const filled = Object.keys(changes) as F[];
        if (!filled.length) return;
        setValues((prev) => {
          const next = { ...prev };
          for (const f of filled) if (!prev[f]) next[f] = changes[f]!;
          return next;
        });
        // A field the pre-fill filled no longer shows its "required" error.
        setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([f]) => !filled.includes(f as F))));
      });
    return () => {
      cancelled = true;
    };
  }, [fields]);

  const set = (field: F) => (e: ChangeEvent) => {
    const v = e.target.value;
    edited.current.add(field);
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
      edited.current.clear();
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

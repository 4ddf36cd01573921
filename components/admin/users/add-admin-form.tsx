'use client';
// docs/requirements.md §2 Admins: Add Admin form — email, optional full name, password ('Email and password are required').
import * as React from 'react';
import { UserPlusIcon as UserPlus } from '@/components/icons/user-plus';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { useHydrated } from '@/components/admin/use-hydrated';
import { api } from '@/lib/client/api';
import type { AdminUser } from '@/lib/types/admin';
import { focusFirstInvalid } from '@/lib/client/forms';
import { addAdminFormSchema, EMAIL_AND_PASSWORD_REQUIRED, MIN_PASSWORD_LENGTH, missingAdminFields } from '@/lib/validations/users';

export function AddAdminForm({ onAdded }: { onAdded: (user: AdminUser) => void }) {
  const [email, setEmail] = React.useState('');
  const [name, setName] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [fieldErrors, setFieldErrors] = React.useState<Record<string, string>>({});
  const [message, setMessage] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  const mounted = useHydrated();
  const formRef = React.useRef<HTMLFormElement>(null);
  // A refused submit moves focus to the first field marked invalid, once the errors have rendered.
  const [focusRequest, setFocusRequest] = React.useState(0);
  React.useEffect(() => {
    if (focusRequest) focusFirstInvalid(formRef.current);
  }, [focusRequest]);
  const clearError = (key: string) => setFieldErrors((errs) => (key in errs ? Object.fromEntries(Object.entries(errs).filter(([k]) => k !== key)) : errs));
  // A field's name, value and change handler: typing in a field clears its mark.
  const bind = (key: 'email' | 'name' | 'password', value: string, set: (v: string) => void) => ({
    name: key,
    value,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      set(e.target.value);
      clearError(key);
    },
  });
  const refuse = (errs: Record<string, string>) => {
    setFieldErrors(errs);
    setFocusRequest((n) => n + 1);
  };

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setMessage(null);
    const missing = missingAdminFields({ email, password });
    if (Object.keys(missing).length) {
      refuse(missing);
      setMessage(EMAIL_AND_PASSWORD_REQUIRED);
      return;
    }
    const parsed = addAdminFormSchema.safeParse({ email, name, password });
    if (!parsed.success) {
      const errs: Record<string, string> = {};
      for (const issue of parsed.error.issues) errs[String(issue.path[0])] ??= issue.message;
      refuse(errs);
      return;
    }
    setFieldErrors({});
    setPending(true);
    try {
      const res = await api.post<{ user: AdminUser }>('/api/users/upsert', { ...parsed.data, role: 'Admin', createOnly: true });
      onAdded(res.user);
      setEmail('');
      setName('');
      setPassword('');
    } catch (err) {
      const body = (err as { body?: { fieldErrors?: Record<string, string> } }).body;
      if (body?.fieldErrors) refuse(body.fieldErrors);
      setMessage((err as Error).message || 'Failed to add admin');
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-labelledby="add-admin-title" className="rounded-lg border bg-card p-4 shadow-xs sm:p-5">
      <h2 id="add-admin-title" className="mb-4 font-semibold">
        Add Admin
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <Field label="Email" required error={fieldErrors.email}>
          <Input type="email" autoComplete="off" {...bind('email', email, setEmail)} />
        </Field>
        <Field label="Full name" description="Optional" error={fieldErrors.name}>
          <Input autoComplete="off" {...bind('name', name, setName)} />
        </Field>
        <Field label="Password" required description={`At least ${MIN_PASSWORD_LENGTH} characters`} error={fieldErrors.password}>
          <Input type="password" autoComplete="new-password" {...bind('password', password, setPassword)} />
        </Field>
      </div>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div aria-live="polite" className="min-h-5 text-sm">
          {message ? (
            <p role="alert" className="font-medium text-destructive">
              {message}
            </p>
          ) : null}
        </div>
        <PendingButton pending={pending} icon={<UserPlus aria-hidden="true" />} pendingText="Adding..." type="submit" disabled={!mounted || pending}>
          Add Admin
        </PendingButton>
      </div>
    </form>
  );
}

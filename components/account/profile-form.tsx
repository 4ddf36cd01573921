'use client';
// Profile: name, institution, department, phone. The e-mail is the verified sign-in address (not editable).
import { useState } from 'react';
import { CheckIcon } from '@/components/icons/check';
import { PendingButton } from '@/components/ui/pending-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { accountCall } from '@/lib/client/account-api';
import type { ProfileInput } from '@/lib/validations/accounts';

export function ProfileForm({ initial }: { initial: ProfileInput }) {
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const bind = (k: keyof ProfileInput) => ({ name: k, value: values[k], onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [k]: e.target.value }) });

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    const res = await accountCall<{ profile: ProfileInput }>('/api/account/profile', 'PUT', values);
    setBusy(false);
    if (res.ok) {
      setErrors({});
      setMessage({ ok: true, text: 'Profile saved.' });
    } else {
      setErrors(res.fieldErrors);
      setMessage({ ok: false, text: Object.keys(res.fieldErrors).length ? 'Please check the highlighted fields.' : res.error });
    }
  }

  return (
    <form onSubmit={save} noValidate className="mt-4 grid max-w-2xl gap-4 sm:grid-cols-2">
      <Field label="Name" error={errors.name} className="sm:col-span-2">
        <Input autoComplete="name" maxLength={120} {...bind('name')} />
      </Field>
      <Field label="Institution" error={errors.institution}>
        <Input autoComplete="organization" maxLength={160} {...bind('institution')} />
      </Field>
      <Field label="Department" error={errors.department}>
        <Input maxLength={160} {...bind('department')} />
      </Field>
      <Field label="Phone" error={errors.phone}>
        <Input type="tel" autoComplete="tel" maxLength={40} {...bind('phone')} />
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <PendingButton type="submit" disabled={busy} pending={busy} icon={<CheckIcon aria-hidden="true" />}>
          Save profile
        </PendingButton>
        <p role="status" aria-live="polite" className={message?.ok ? 'text-sm text-success' : 'text-sm font-medium text-destructive'}>
          {message?.text}
        </p>
      </div>
    </form>
  );
}

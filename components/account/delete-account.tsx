'use client';
// Delete my account: the customer types DELETE; afterwards the session is gone and the home page opens.
import { useState } from 'react';
import { TrashIcon as Trash2Icon } from '@/components/icons/trash';
import { PendingButton } from '@/components/ui/pending-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { accountCall } from '@/lib/client/account-api';
import { ACCOUNT_DELETE_CONFIRMATION } from '@/lib/validations/accounts';

export function DeleteAccount() {
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    const res = await accountCall('/api/account/delete', 'POST', { confirm });
    if (!res.ok) {
      setBusy(false);
      setError(res.fieldErrors.confirm ?? res.error);
      return;
    }
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load: the header and the router cache must forget the old session
    window.location.assign('/account/sign-in?deleted=1');
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex max-w-xl flex-col gap-3">
      <Field label={`Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm`} error={error}>
        <Input value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="off" spellCheck={false} />
      </Field>
      <PendingButton type="submit" variant="destructive" className="w-fit" disabled={busy} pending={busy} icon={<Trash2Icon aria-hidden="true" />}>
        Delete my account
      </PendingButton>
    </form>
  );
}

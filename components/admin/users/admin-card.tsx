'use client';
// One admin: editable full name and shipping address, read-only e-mail, an Admin badge, password reset, Delete.
// Saves are optimistic: the list shows the new values at once; a failed save says so ('Save failed' or the
// server's message) and the list stays as edited (docs/requirements.md §8).
import * as React from 'react';
import { KeyRoundIcon as KeyRound } from '@/components/icons/key-round';
import { LockIcon as Lock } from '@/components/icons/lock';
import { SaveIcon as Save } from '@/components/icons/save';
import { TrashIcon as Trash2 } from '@/components/icons/trash';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { formatDateTime } from '@/lib/domain/dates';
import { useFlash } from '@/components/admin/use-flash';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { Textarea } from '@/components/ui/textarea';
import { api } from '@/lib/client/api';
import type { AdminUser } from '@/lib/types/admin';
import { editAdminSchema, resetPasswordSchema } from '@/lib/validations/users';

export function AdminCard({
  user,
  isSelf,
  isLast,
  onSaved,
  onDelete,
}: {
  user: AdminUser;
  isSelf: boolean;
  isLast: boolean;
  onSaved: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}) {
  const [name, setName] = React.useState(user.name);
  const [address, setAddress] = React.useState(user.address);
  const [saving, setSaving] = React.useState(false);
  const [error, flashError] = useFlash();
  const [saved, flashSaved] = useFlash(2_000);
  const dirty = name !== user.name || address !== user.address;
  const idBase = `admin-${user.id}`;

  const save = async () => {
    const parsed = editAdminSchema.safeParse({ name, address });
    if (!parsed.success) {
      flashError(parsed.error.issues[0]?.message ?? 'Save failed');
      return;
    }
    // Optimistic: the list takes the new values now and keeps them even if the save fails.
    onSaved({ ...user, ...parsed.data });
    setSaving(true);
    try {
      const res = await api.post<{ user: AdminUser }>('/api/users/upsert', { id: user.id, email: user.email, role: 'Admin', ...parsed.data });
      onSaved(res.user);
      flashSaved('Saved.');
    } catch (err) {
      flashError((err as Error).message || 'Save failed');
    } finally {
      setSaving(false);
    }
  };

  const deleteBlocked = isSelf ? 'You cannot delete your own account.' : isLast ? 'The last admin cannot be deleted.' : null;

  return (
    <article aria-labelledby={`${idBase}-title`} data-testid="admin-card" className="flex flex-col gap-4 rounded-lg border bg-card p-4 shadow-xs">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${idBase}-title`} className="truncate font-semibold">
            {user.name || user.email}
          </h3>
          <p className="mt-0.5 text-xs text-muted-foreground">Last sign-in: {formatDateTime(user.lastLoginAt)}</p>
        </div>
        <div className="flex shrink-0 gap-1.5">
          {isSelf ? <Badge variant="outline">You</Badge> : null}
          <Badge variant="buy">{user.role}</Badge>
        </div>
      </header>

      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium" id={`${idBase}-email-label`}>
          Email
        </span>
        <p
          aria-labelledby={`${idBase}-email-label`}
          className="flex min-h-10 items-center gap-2 rounded-md border border-dashed bg-muted/60 px-3 text-sm break-all"
        >
          <Lock className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
          {user.email}
        </p>
      </div>
      <Field label="Full name" id={`${idBase}-name`}>
        <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </Field>
      <Field label="Shipping address" id={`${idBase}-address`}>
        <Textarea value={address} onChange={(e) => setAddress(e.target.value)} rows={2} className="min-h-16" />
      </Field>

      <div aria-live="polite" className="min-h-5 text-sm">
        {error ? (
          <p role="alert" className="font-medium text-destructive">
            {error}
          </p>
        ) : saved ? (
          <p className="font-medium text-success">{saved}</p>
        ) : null}
      </div>

      <footer className="mt-auto flex flex-wrap items-center gap-2 border-t pt-4">
        <PendingButton pending={saving} icon={<Save aria-hidden="true" />} pendingText="Saving..." size="sm" onClick={save} disabled={!dirty || saving}>
          Save
        </PendingButton>
        <ResetPasswordDialog user={user} isSelf={isSelf} />
        {deleteBlocked ? (
          <Button size="sm" variant="ghost" className="ml-auto text-destructive" disabled title={deleteBlocked} aria-label={`Delete ${user.email} (${deleteBlocked})`}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        ) : (
          <ConfirmAction
            title={`Delete admin ${user.email}?`}
            description="This account will no longer be able to sign in. This cannot be undone."
            onConfirm={() => onDelete(user)}
            trigger={
              <Button size="sm" variant="ghost" className="ml-auto text-destructive hover:bg-destructive/10 hover:text-destructive">
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            }
          />
        )}
      </footer>
    </article>
  );
}

function ResetPasswordDialog({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [open, setOpen] = React.useState(false);
  const [password, setPassword] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [done, setDone] = React.useState(false);
  const [pending, setPending] = React.useState(false);

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = resetPasswordSchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid password');
      return;
    }
    setPending(true);
    setError(null);
    try {
      await api.post('/api/users/upsert', { id: user.id, email: user.email, role: 'Admin', password, resetPassword: true });
      setDone(true);
      setPassword('');
    } catch (err) {
      setError((err as Error).message || 'Save failed');
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) {
          setPassword('');
          setError(null);
          setDone(false);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <KeyRound aria-hidden="true" />
          Reset password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset password</DialogTitle>
          <DialogDescription>
            Set a new password for {user.email}.{' '}
            {isSelf ? 'Your other sessions will be signed out.' : 'Every session of this account will be signed out.'}
          </DialogDescription>
        </DialogHeader>
        {done ? (
          <p role="status" className="text-sm font-medium text-success">
            Password changed.
          </p>
        ) : (
          <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
            <Field label="New password" error={error}>
              <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} autoFocus />
            </Field>
            <DialogFooter>
              <PendingButton pending={pending} pendingText="Saving..." type="submit" disabled={pending}>
                Set password
              </PendingButton>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

'use client';
// Shipping and billing addresses: add, edit, make default, delete. The default shipping address pre-fills checkout.
import { useState } from 'react';
import { MapPinIcon } from '@/components/icons/map-pin';
import { PencilIcon } from '@/components/icons/pencil';
import { PlusIcon } from '@/components/icons/plus';
import { StarIcon } from '@/components/icons/star';
import { TrashIcon as Trash2Icon } from '@/components/icons/trash';
import { AddressLines } from '@/components/orders/address-lines';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { accountCall } from '@/lib/client/account-api';
import { focusFirstError } from '@/lib/client/forms';
import type { CustomerAddress } from '@/lib/server/account-data';
import type { AddressInput } from '@/lib/validations/accounts';

const EMPTY: AddressInput = { kind: 'shipping', isDefault: false, name: '', institution: '', line1: '', line2: '', city: '', postalCode: '', region: '', country: '', phone: '' };

function toInput(a: CustomerAddress): AddressInput {
  const { id: _id, ...rest } = a;
  return rest;
}

/** The address form's fields in form order (focus goes to the first with an error). */
const ADDRESS_FIELDS = ['kind', 'name', 'institution', 'line1', 'line2', 'city', 'postalCode', 'region', 'country', 'phone'] as const;

function AddressForm({ initial, id, onDone, onCancel }: { initial: AddressInput; id: string | null; onDone: (list: CustomerAddress[]) => void; onCancel: () => void }) {
  const [v, setV] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const text = (k: Exclude<keyof AddressInput, 'kind' | 'isDefault'>) => ({ name: k, value: v[k], onChange: (e: React.ChangeEvent<HTMLInputElement>) => setV({ ...v, [k]: e.target.value }) });

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    setBusy(true);
    const res = id ? await accountCall(`/api/account/addresses/${encodeURIComponent(id)}`, 'PUT', v) : await accountCall('/api/account/addresses', 'POST', v);
    if (!res.ok) {
      setBusy(false);
      setErrors(res.fieldErrors);
      setMessage(Object.keys(res.fieldErrors).length ? 'Please check the highlighted fields.' : res.error);
      // the Save button was disabled while it ran, which drops focus to the page: take it to the first error
      requestAnimationFrame(() => focusFirstError(form, ADDRESS_FIELDS, res.fieldErrors));
      return;
    }
    const list = await accountCall<{ addresses: CustomerAddress[] }>('/api/account/addresses');
    setBusy(false);
    if (list.ok) onDone(list.data.addresses);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={id ? 'Edit address' : 'New address'} className="grid gap-4 rounded-lg border bg-card p-4 shadow-xs sm:grid-cols-2 sm:p-5">
      <Field label="Type" error={errors.kind}>
        <NativeSelect name="kind" value={v.kind} onChange={(e) => setV({ ...v, kind: e.target.value === 'billing' ? 'billing' : 'shipping' })}>
          <option value="shipping">Shipping</option>
          <option value="billing">Billing</option>
        </NativeSelect>
      </Field>
      <label className="flex min-h-11 items-center gap-2 self-end text-sm">
        <input type="checkbox" name="isDefault" className="size-4 accent-primary" checked={v.isDefault} onChange={(e) => setV({ ...v, isDefault: e.target.checked })} />
        Default {v.kind} address
      </label>
      <Field label="Full name" required error={errors.name}>
        <Input autoComplete="name" {...text('name')} />
      </Field>
      <Field label="Institution" error={errors.institution}>
        <Input autoComplete="organization" {...text('institution')} />
      </Field>
      <Field label="Street address" required error={errors.line1} className="sm:col-span-2">
        <Input autoComplete="address-line1" {...text('line1')} />
      </Field>
      <Field label="Address line 2" error={errors.line2} className="sm:col-span-2">
        <Input autoComplete="address-line2" {...text('line2')} />
      </Field>
      <Field label="City" required error={errors.city}>
        <Input autoComplete="address-level2" {...text('city')} />
      </Field>
      <Field label="Postal code" error={errors.postalCode}>
        <Input autoComplete="postal-code" {...text('postalCode')} />
      </Field>
      <Field label="State / region" error={errors.region}>
        <Input autoComplete="address-level1" {...text('region')} />
      </Field>
      <Field label="Country" required error={errors.country}>
        <Input autoComplete="country-name" {...text('country')} />
      </Field>
      <Field label="Phone" error={errors.phone}>
        <Input type="tel" autoComplete="tel" {...text('phone')} />
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <PendingButton type="submit" disabled={busy} pending={busy}>
          Save address
        </PendingButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <p role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      </div>
    </form>
  );
}

export function AddressesManager({ initial }: { initial: CustomerAddress[] }) {
  const [list, setList] = useState(initial);
  const [editing, setEditing] = useState<string | 'new' | null>(initial.length ? null : 'new');
  const [error, setError] = useState('');

  async function remove(a: CustomerAddress) {
    const res = await accountCall(`/api/account/addresses/${encodeURIComponent(a.id)}`, 'DELETE');
    if (!res.ok) return setError(res.error);
    const next = await accountCall<{ addresses: CustomerAddress[] }>('/api/account/addresses');
    if (next.ok) setList(next.data.addresses);
  }

  async function makeDefault(a: CustomerAddress) {
    const res = await accountCall(`/api/account/addresses/${encodeURIComponent(a.id)}`, 'PUT', { ...toInput(a), isDefault: true });
    if (!res.ok) return setError(res.error);
    const next = await accountCall<{ addresses: CustomerAddress[] }>('/api/account/addresses');
    if (next.ok) setList(next.data.addresses);
  }

  const done = (next: CustomerAddress[]) => {
    setList(next);
    setEditing(null);
  };

  return (
    <div className="mt-4 space-y-4">
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="account-addresses">
        {list.map((a) =>
          editing === a.id ? (
            <li key={a.id} className="sm:col-span-2">
              <AddressForm initial={toInput(a)} id={a.id} onDone={done} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <li key={a.id} className="flex flex-col rounded-lg border bg-card p-4 shadow-xs">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="outline">{a.kind === 'billing' ? 'Billing' : 'Shipping'}</Badge>
                {a.isDefault ? <Badge variant="success">Default</Badge> : null}
              </div>
              <AddressLines address={a} className="mt-2 text-sm" />
              <div className="mt-3 flex flex-wrap gap-2 pt-1">
                <Button size="sm" variant="outline" onClick={() => setEditing(a.id)} aria-label={`Edit ${a.kind} address ${a.line1}`}>
                  <PencilIcon aria-hidden="true" />
                  Edit
                </Button>
                {!a.isDefault ? (
                  <Button size="sm" variant="outline" onClick={() => void makeDefault(a)}>
                    <StarIcon aria-hidden="true" />
                    Make default
                  </Button>
                ) : null}
                <Button size="sm" variant="ghost" className="text-destructive hover:bg-destructive/10 hover:text-destructive" onClick={() => void remove(a)} aria-label={`Delete ${a.kind} address ${a.line1}`}>
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      {list.length === 0 && editing !== 'new' ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MapPinIcon className="size-4" aria-hidden="true" />
          No addresses yet.
        </p>
      ) : null}
      {editing === 'new' ? (
        <AddressForm initial={{ ...EMPTY, isDefault: list.length === 0 }} id={null} onDone={done} onCancel={() => setEditing(null)} />
      ) : (
        <Button variant="outline" onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden="true" />
          Add an address
        </Button>
      )}
    </div>
  );
}

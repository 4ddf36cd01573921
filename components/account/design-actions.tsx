'use client';
// A saved design's actions: rename, read-only share link (made new or turned off), delete.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { CopyIcon } from '@/components/icons/copy';
import { Link2Icon } from '@/components/icons/link-2';
import { Link2OffIcon } from '@/components/icons/link-2-off';
import { PencilIcon } from '@/components/icons/pencil';
import { TrashIcon as Trash2Icon } from '@/components/icons/trash';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { accountCall } from '@/lib/client/account-api';
import { DESIGN_NAME_MAX } from '@/lib/domain/account-data';

export function DesignActions({ id, name, shared }: { id: string; name: string; shared: boolean }) {
  const router = useRouter();
  const [renaming, setRenaming] = useState(false);
  const [value, setValue] = useState(name);
  const [isShared, setShared] = useState(shared);
  const [link, setLink] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const base = `/api/account/designs/${encodeURIComponent(id)}`;

  async function rename(e: React.FormEvent) {
    e.preventDefault();
    const res = await accountCall(base, 'PATCH', { name: value });
    if (!res.ok) return setError(res.fieldErrors.name ?? res.error);
    setError('');
    setRenaming(false);
    router.refresh();
  }

  async function share(on: boolean) {
    const res = await accountCall<{ shared: boolean; path: string | null }>(`${base}/share`, 'POST', { shared: on });
    if (!res.ok) return setError(res.error);
    setError('');
    setShared(res.data.shared);
    setLink(res.data.path ? `${window.location.origin}${res.data.path}` : null);
  }

  async function remove() {
    const res = await accountCall(base, 'DELETE');
    if (!res.ok) return setError(res.error);
    router.push('/account/designs');
    router.refresh();
  }

  return (
    <div className="space-y-3">
      {renaming ? (
        <form onSubmit={rename} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm">
            <span className="font-medium">Name</span>
            <Input value={value} maxLength={DESIGN_NAME_MAX} onChange={(e) => setValue(e.target.value)} autoFocus />
          </label>
          <div className="flex gap-2">
            <Button type="submit">Save name</Button>
            <Button type="button" variant="ghost" onClick={() => setRenaming(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!renaming ? (
          <Button variant="outline" size="sm" onClick={() => setRenaming(true)}>
            <PencilIcon aria-hidden="true" />
            Rename
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => void share(true)}>
          <Link2Icon aria-hidden="true" />
          {isShared ? 'Make a new share link' : 'Share read-only link'}
        </Button>
        {isShared ? (
          <Button variant="outline" size="sm" onClick={() => void share(false)}>
            <Link2OffIcon aria-hidden="true" />
            Stop sharing
          </Button>
        ) : null}
        {confirming ? (
          <>
            <Button variant="destructive" size="sm" onClick={() => void remove()}>
              Delete for good
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10 hover:text-destructive" onClick={() => setConfirming(true)}>
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>
      {link ? (
        <div className="rounded-md border bg-surface p-3 text-sm" role="status">
          <p className="font-medium">Anyone with this link can view the latest version (read-only). It is shown only now; a new link replaces it.</p>
          <div className="mt-2 flex gap-2">
            <Input readOnly value={link} aria-label="Share link" onFocus={(e) => e.currentTarget.select()} />
            <Button type="button" variant="outline" size="sm" onClick={() => void navigator.clipboard?.writeText(link).catch(() => undefined)}>
              <CopyIcon aria-hidden="true" />
              Copy
            </Button>
          </div>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

'use client';
// "Save to my account" in the wizard (docs/accounts.md): shown only to a visitor carrying the signed-in hint,
// after load, so the public /design page stays the same for everyone. A design opened from the account
// (?saved=<id>) is saved as its next version (older versions are kept); otherwise it becomes a new design.
import * as React from 'react';
import Link from '@/components/ui/app-link';
import { BookmarkPlusIcon } from '@/components/icons/bookmark-plus';
import { SaveIcon } from '@/components/icons/save';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { accountCall } from '@/lib/client/account-api';
import { DESIGN_NAME_MAX } from '@/lib/domain/account-data';
import { hasSignedInHint } from '@/lib/domain/account-hint';

interface SavedDesignAnswer {
  design: { id: string; name: string; latest: { version: number } };
  created?: boolean;
}

export function SaveDesign({ query, savedId, suggestedName, onSaved }: { query: string; savedId: string | null; suggestedName: string; onSaved: (id: string) => void }) {
  // The wizard renders in the browser only (useSearchParams under Suspense on a static page), so the cookie
  // can be read on the first render.
  const [signedIn] = React.useState(() => typeof document !== 'undefined' && hasSignedInHint(document.cookie));
  const [naming, setNaming] = React.useState(false);
  const [name, setName] = React.useState('');
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState('');
  const [savedName, setSavedName] = React.useState<string | null>(null);
  if (!signedIn || !query) return null;

  async function saveVersion() {
    if (!savedId) return;
    setBusy(true);
    setError('');
    const res = await accountCall<SavedDesignAnswer>(`/api/account/designs/${encodeURIComponent(savedId)}/versions`, 'POST', { query });
    setBusy(false);
    if (!res.ok) return setError(res.error);
    setSavedName(res.data.design.name);
    toast({
      title: res.data.created ? `Saved as version ${res.data.design.latest.version}` : `No changes since version ${res.data.design.latest.version}`,
      description: res.data.design.name,
    });
  }

  async function saveNew(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError('');
    const res = await accountCall<SavedDesignAnswer>('/api/account/designs', 'POST', { name, query });
    setBusy(false);
    if (!res.ok) return setError(res.fieldErrors.name ?? res.error);
    setNaming(false);
    setSavedName(res.data.design.name);
    onSaved(res.data.design.id);
    toast({ title: 'Design saved to your account', description: res.data.design.name });
  }

  return (
    <div className="mt-6 rounded-lg border border-dashed bg-surface/60 p-4 text-sm" data-testid="save-design">
      {naming ? (
        <form onSubmit={saveNew} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex min-w-0 flex-1 flex-col gap-1.5">
            <span className="font-medium">Design name</span>
            <Input value={name} maxLength={DESIGN_NAME_MAX} autoFocus onChange={(e) => setName(e.target.value)} aria-invalid={error ? true : undefined} />
          </label>
          <div className="flex gap-2">
            <PendingButton type="submit" disabled={busy} pending={busy} icon={<SaveIcon aria-hidden="true" />}>
              Save design
            </PendingButton>
            <Button type="button" variant="ghost" onClick={() => setNaming(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {savedId ? (
            <PendingButton type="button" variant="outline" size="sm" disabled={busy} onClick={() => void saveVersion()} pending={busy} icon={<SaveIcon aria-hidden="true" />}>
              Save new version
            </PendingButton>
          ) : null}
          <Button
            type="button"
            variant={savedId ? 'ghost' : 'outline'}
            size="sm"
            onClick={() => {
              setName(suggestedName.slice(0, DESIGN_NAME_MAX));
              setNaming(true);
            }}
          >
            <BookmarkPlusIcon aria-hidden="true" />
            {savedId ? 'Save as a new design' : 'Save to my account'}
          </Button>
          {savedName ? (
            <span className="text-muted-foreground">
              Saved as “{savedName}” ·{' '}
              <Link href="/account/designs" className="font-medium text-primary underline-offset-4 hover:underline">
                My designs
              </Link>
            </span>
          ) : null}
        </div>
      )}
      {error ? (
        <p role="alert" className="mt-2 font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

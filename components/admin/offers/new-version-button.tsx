'use client';
// A sent offer is immutable: "New version" copies it into a draft of the next version and opens it.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { CopyPlusIcon } from '@/components/icons/copy-plus';
import { useHydrated } from '@/components/admin/use-hydrated';
import { Button } from '@/components/ui/button';
import { api, ApiRequestError } from '@/lib/client/api';

export function NewVersionButton({ offerId }: { offerId: string }) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={!hydrated || busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            const res = (await api.post(`/api/admin/offers/${offerId}/versions`, {})) as { offer: { id: string } };
            router.push(`/admin/offers/${res.offer.id}`);
          } catch (err) {
            setError(err instanceof ApiRequestError ? err.message : 'Could not create a new version.');
            setBusy(false);
          }
        }}
      >
        <CopyPlusIcon aria-hidden="true" />
        {busy ? 'Creating...' : 'New version'}
      </Button>
      {error ? (
        <span role="alert" className="text-sm text-destructive">
          {error}
        </span>
      ) : null}
    </>
  );
}

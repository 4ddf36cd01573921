'use client';
// Header 'Build' (docs/requirements.md §7 POST /admin/restart): revalidates every cached public page.
import * as React from 'react';
import { HammerIcon as Hammer } from '@/components/icons/hammer';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/client/api';

export function BuildButton({ compact = false }: { compact?: boolean }) {
  const [pending, setPending] = React.useState(false);

  const build = async () => {
    setPending(true);
    try {
      const res = await api.post<{ ok: boolean; log?: string; error?: string }>('/api/admin/restart');
      if (res?.ok) toast({ title: 'Build completed successfully.', description: res.log });
      else toast({ title: `Build failed: ${res?.error || res?.log || 'unknown error'}`, variant: 'destructive' });
    } catch (err) {
      toast({ title: `Build failed: ${(err as Error).message}`, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <PendingButton
      pending={pending}
      icon={<Hammer aria-hidden="true" />}
      variant="outline"
      size={compact ? 'icon' : 'sm'}
      onClick={build}
      disabled={pending}
      aria-label={compact ? 'Build' : undefined}
      title="Refresh every cached public page"
    >
      {compact ? null : pending ? 'Building...' : 'Build'}
    </PendingButton>
  );
}

'use client';
import { useState } from 'react';
import { LogOutIcon } from '@/components/icons/log-out';
import { signOutCustomer } from '@/components/account/account-menu-panel';
import { Button } from '@/components/ui/button';

export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      className="print:hidden"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOutCustomer();
      }}
    >
      <LogOutIcon className="size-4" aria-hidden="true" />
      Sign out
    </Button>
  );
}

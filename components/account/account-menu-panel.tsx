'use client';
// The signed-in account menu (components/account/account-menu.tsx loads it once the visitor is known to be
// signed in): the address, My orders and Sign out.
import { useEffect, useRef, useState } from 'react';
import Link from '@/components/ui/app-link';
import { LogOutIcon } from '@/components/icons/log-out';
import { UserRoundCheckIcon } from '@/components/icons/user-round-check';
import { cn } from '@/lib/utils';
import { ACCOUNT_ICON_LINK } from './account-hint-link';

export async function signOutCustomer(): Promise<void> {
  await fetch('/api/account/sign-out', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' } }).catch(() => {});
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load: the header and the router cache must forget the old session
  window.location.assign('/');
}

export default function SignedInMenu({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      // Escape from inside the menu: focus goes back to the button that opened it, not to the page's start
      if (wrapper.current?.contains(document.activeElement)) trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls="account-menu-panel"
        onClick={() => setOpen((v) => !v)}
        className={cn(ACCOUNT_ICON_LINK, open && 'bg-subtle')}
        data-testid="account-menu-button"
      >
        <UserRoundCheckIcon className="size-5 text-primary" aria-hidden="true" />
      </button>
      {open && (
        <div id="account-menu-panel" className="absolute top-full right-0 z-50 mt-2 w-64 rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg">
          <p className="truncate px-2 py-1.5 text-xs text-muted-foreground" title={email}>
            Signed in as <span className="font-medium text-foreground">{email}</span>
          </p>
          <Link href="/account" onClick={() => setOpen(false)} className="block rounded-md px-2 py-2 text-sm hover:bg-subtle">
            My orders
          </Link>
          <button type="button" onClick={() => void signOutCustomer()} className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-subtle">
            <LogOutIcon className="size-4" aria-hidden="true" />
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}

'use client';
// The header's account entry (issue 20). Public pages are the same HTML for everyone (and cacheable), so the
// server always renders the plain "Account" link; after load, a visitor carrying the signed-in hint asks
// /api/account/session (never cached) and, when signed in, gets their address and Sign out.
import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { LogOutIcon, UserIcon, UserRoundCheckIcon } from 'lucide-react';
import { hasSignedInHint, SIGNED_IN_HINT_COOKIE } from '@/lib/domain/account-hint';
import { cn } from '@/lib/utils';

type State = { status: 'unknown' } | { status: 'anonymous' } | { status: 'signed-in'; email: string };

const iconLink = 'relative inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-subtle';

export async function signOutCustomer(): Promise<void> {
  await fetch('/api/account/sign-out', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' } }).catch(() => {});
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load: the header and the router cache must forget the old session
  window.location.assign('/');
}

export function AccountMenu() {
  const [state, setState] = useState<State>({ status: 'unknown' });
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!hasSignedInHint(document.cookie)) return;
    let cancelled = false;
    fetch('/api/account/session', { cache: 'no-store', credentials: 'same-origin' })
      .then((r) => (r.ok ? r.json() : { customer: null }))
      .then((data: { customer: { email: string } | null }) => {
        if (cancelled) return;
        if (data.customer) setState({ status: 'signed-in', email: data.customer.email });
        else {
          // The session ended elsewhere (signed out in another tab, expired): drop the stale hint.
          document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
          setState({ status: 'anonymous' });
        }
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (state.status !== 'signed-in') {
    return (
      <Link href="/account" aria-label="Account" title="Account" className={iconLink} data-testid="account-link">
        <UserIcon className="size-5" aria-hidden="true" />
      </Link>
    );
  }

  return (
    <div ref={wrapper} className="relative">
      <button
        type="button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls="account-menu-panel"
        onClick={() => setOpen((v) => !v)}
        className={cn(iconLink, open && 'bg-subtle')}
        data-testid="account-menu-button"
      >
        <UserRoundCheckIcon className="size-5 text-primary" aria-hidden="true" />
      </button>
      {open && (
        <div id="account-menu-panel" className="absolute top-full right-0 z-50 mt-2 w-64 rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg">
          <p className="truncate px-2 py-1.5 text-xs text-muted-foreground" title={state.email}>
            Signed in as <span className="font-medium text-foreground">{state.email}</span>
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

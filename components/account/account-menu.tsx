'use client';
// The header's account entry (issue 20). Public pages are the same HTML for everyone (and cacheable), so the
// server always renders the plain "Account" link; after load, a visitor carrying the signed-in hint asks
// /api/account/session (never cached) and, when signed in, gets their address and Sign out — a menu whose code
// loads only then (account-menu-panel.tsx), not with every page.
import { lazy, Suspense, useEffect, useState } from 'react';
import Link from '@/components/ui/app-link';
import { UserIcon } from '@/components/icons/user';
import { hasSignedInHint, SIGNED_IN_HINT_COOKIE } from '@/lib/domain/account-hint';
import { ACCOUNT_ICON_LINK } from './account-hint-link';

type State = { status: 'unknown' } | { status: 'anonymous' } | { status: 'signed-in'; email: string };

const SignedInMenu = lazy(() => import('./account-menu-panel'));

function AccountLink() {
  return (
    <Link href="/account" aria-label="Account" title="Account" className={ACCOUNT_ICON_LINK} data-testid="account-link">
      <UserIcon className="size-5" aria-hidden="true" />
    </Link>
  );
}

export function AccountMenu() {
  const [state, setState] = useState<State>({ status: 'unknown' });

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

  if (state.status !== 'signed-in') return <AccountLink />;
  return (
    <Suspense fallback={<AccountLink />}>
      <SignedInMenu email={state.email} />
    </Suspense>
  );
}

'use client';
// Reads the one-time token from the link's #fragment and exchanges it for a session on a click (POST
// /api/account/verify). A click, not an automatic call: mail scanners that open links cannot use the token up.
import { useEffect, useState } from 'react';
import Link from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';

type State = { status: 'reading' | 'ready' | 'signing-in' | 'missing' } | { status: 'error'; message: string };

function tokenFromHash(hash: string): string | null {
  const m = /(?:^#|&)token=([A-Za-z0-9_-]+)/.exec(hash);
  return m ? m[1] : null;
}

export function VerifySignIn() {
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<State>({ status: 'reading' });

  useEffect(() => {
    const found = tokenFromHash(window.location.hash);
    // The token leaves the address bar (and the history entry) at once.
    if (found) window.history.replaceState(window.history.state, '', '/account/verify');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the browser-only #fragment after hydration
    setToken(found);
    setState({ status: found ? 'ready' : 'missing' });
  }, []);

  async function signIn() {
    if (!token) return;
    setState({ status: 'signing-in' });
    try {
      const res = await fetch('/api/account/verify', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      if (res.ok) {
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load: the header and the router cache must forget the old session
        window.location.assign('/account');
        return;
      }
      const data = (await res.json().catch(() => ({}))) as { error?: string };
      setState({ status: 'error', message: data.error ?? `Sign-in failed (HTTP ${res.status}).` });
    } catch {
      setState({ status: 'error', message: 'The shop could not be reached. Please try again.' });
    }
  }

  if (state.status === 'missing' || state.status === 'error') {
    return (
      <div role="alert" className="mt-6 rounded-lg border border-destructive/30 bg-destructive/5 p-5 text-sm">
        <p>{state.status === 'error' ? state.message : 'This page needs the link from your sign-in e-mail.'}</p>
        <Button asChild variant="outline" className="mt-4">
          <Link href="/account/sign-in">Get a new sign-in link</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="mt-6">
      <p className="text-sm text-muted-foreground">Confirm to sign in on this device. The link works once.</p>
      <PendingButton type="button" className="mt-6 w-full" onClick={signIn} disabled={state.status !== 'ready'} pending={state.status === 'signing-in'}>
        Sign in
      </PendingButton>
    </div>
  );
}

'use client';
// Reads the one-time token from the link's #fragment and exchanges it for a session on a click (POST
// /api/account/verify). A click, not an automatic call: mail scanners that open links cannot use the token up.
import { useEffect, useRef, useState } from 'react';
import Link from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { ACCOUNT_HOME, safeAccountNext } from '@/lib/domain/accounts';

type State = { status: 'reading' | 'ready' | 'signing-in' | 'missing' } | { status: 'error'; message: string };

function tokenFromHash(hash: string): string | null {
  const m = /(?:^#|&)token=([A-Za-z0-9_-]+)/.exec(hash);
  return m ? m[1] : null;
}

/** The page to return to, carried beside the token (docs/accounts.md); checked again here, never trusted. */
function nextFromHash(hash: string): string {
  const m = /(?:^#|&)next=([^&]*)/.exec(hash);
  if (!m) return ACCOUNT_HOME;
  try {
    return safeAccountNext(decodeURIComponent(m[1]));
  } catch {
    return ACCOUNT_HOME;
  }
}

export function VerifySignIn() {
  const [token, setToken] = useState<string | null>(null);
  const [next, setNext] = useState(ACCOUNT_HOME);
  const [state, setState] = useState<State>({ status: 'reading' });
  // A refused link replaces the Sign in button that had focus: focus goes to the message (read out, and Tab goes
  // on to "Get a new sign-in link") instead of back to the top of the page.
  const refused = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status === 'error') refused.current?.focus();
  }, [state.status]);

  useEffect(() => {
    const found = tokenFromHash(window.location.hash);
    const back = nextFromHash(window.location.hash);
    // The token leaves the address bar (and the history entry) at once.
    if (found) window.history.replaceState(window.history.state, '', '/account/verify');
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reading the browser-only #fragment after hydration
    setToken(found);
    setNext(back);
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
        // A full load: the header and the router cache must forget the old session.
        window.location.assign(next);
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
      <div ref={refused} tabIndex={-1} role="alert" className="mt-6 rounded-lg border border-destructive/30 bg-destructive/5 p-5 text-sm outline-none">
        <p>{state.status === 'error' ? state.message : 'This page needs the link from your sign-in e-mail.'}</p>
        <Button asChild variant="outline" className="mt-4">
          <Link href={next === ACCOUNT_HOME ? '/account/sign-in' : `/account/sign-in?next=${encodeURIComponent(next)}`}>Get a new sign-in link</Link>
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

'use client';
// /account/sign-in: asks for an e-mail and sends a one-time link (POST /api/account/sign-in). The answer is
// the same for every address, so the page never says whether an account exists.
import { useEffect, useRef, useState } from 'react';
import { MailCheckIcon } from '@/components/icons/mail-check';
import { PendingButton } from '@/components/ui/pending-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { formErrorMessage } from '@/lib/domain/http';

// An error shows under the field: the field's own message when the server names one (never its internal key).
type State = { status: 'idle' | 'sending' } | { status: 'sent'; message: string; email: string } | { status: 'error'; message: string };

export function SignInForm({ next }: { next?: string }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  // The form and the "Check your inbox" panel replace each other under the keyboard's focus (the send button, then
  // "try again"): focus follows, to the panel (read out, and Tab goes on to "try again"), and back to the field.
  // An error keeps the form, and focus goes to the field it names.
  const sentPanel = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current || state.status === 'sending') return;
    moveFocus.current = false;
    (state.status === 'sent' ? sentPanel.current : field.current)?.focus();
  }, [state.status]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    moveFocus.current = true;
    setState({ status: 'sending' });
    try {
      const res = await fetch('/api/account/sign-in', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(next ? { email, next } : { email }),
      });
      const data = (await res.json().catch(() => ({}))) as { message?: string; error?: string; fieldErrors?: Record<string, string> };
      if (res.ok) setState({ status: 'sent', message: data.message ?? 'Check your inbox.', email: email.trim() });
      else if (typeof data.fieldErrors?.email === 'string') setState({ status: 'error', message: data.fieldErrors.email });
      else setState({ status: 'error', message: data.error ? formErrorMessage(res.status, data) : `Something went wrong (HTTP ${res.status}). Please try again.` });
    } catch {
      setState({ status: 'error', message: 'The shop could not be reached. Please check your connection and try again.' });
    }
  }

  if (state.status === 'sent') {
    return (
      <div ref={sentPanel} tabIndex={-1} role="status" className="mt-8 rounded-lg border bg-surface p-5 outline-none">
        <p className="flex items-center gap-2 font-semibold">
          <MailCheckIcon className="size-5 text-success" aria-hidden="true" />
          Check your inbox
        </p>
        <p className="mt-2 text-sm">{state.message}</p>
        <p className="mt-2 text-sm text-muted-foreground">
          Sent to <span className="font-medium break-all text-foreground">{state.email}</span>. Nothing arrived? Look in the spam folder, or{' '}
          <button
            type="button"
            className="font-medium text-primary underline underline-offset-4"
            onClick={() => {
              moveFocus.current = true;
              setState({ status: 'idle' });
            }}
          >
            try again
          </button>
          .
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-4">
      <Field label="E-mail address" error={state.status === 'error' ? state.message : null}>
        <Input ref={field} type="email" name="email" autoComplete="email" inputMode="email" required value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} />
      </Field>
      <PendingButton type="submit" className="w-full" disabled={state.status === 'sending' || !email.trim()} pending={state.status === 'sending'}>
        Send me a sign-in link
      </PendingButton>
    </form>
  );
}

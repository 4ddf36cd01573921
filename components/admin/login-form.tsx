'use client';
// The admin login card (docs/requirements.md §2): Email, Password, Login. Signs in through next-auth's credentials provider
// (cookie session); its error codes become the spec's texts.
import * as React from 'react';
import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { CircleExclamationPointIcon as CircleAlert } from '@/components/icons/circle-exclamation-point';
import { EyeIcon as Eye } from '@/components/icons/eye';
import { EyeOffIcon as EyeOff } from '@/components/icons/eye-off';
import { LogInIcon as LogIn } from '@/components/icons/log-in';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { useHydrated } from '@/components/admin/use-hydrated';
import { safeAdminNext, signInErrorMessage } from '@/lib/domain/admin-portal';

export function LoginForm({ next }: { next?: string }) {
  const mounted = useHydrated();
  const router = useRouter();
  const [email, setEmail] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [showPassword, setShowPassword] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      setError('Enter your email and password.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const res = await signIn('credentials', { email: email.trim(), password, redirect: false });
      if (!res || res.error || !res.ok) {
        setError(signInErrorMessage(res?.error ?? 'CredentialsSignin', res?.status));
        setPending(false);
        return;
      }
      // The portal renders on the server with the new cookie.
      router.replace(safeAdminNext(next));
      router.refresh();
    } catch {
      setError(signInErrorMessage('CredentialsSignin'));
      setPending(false);
    }
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-describedby={error ? 'login-error' : undefined}>
      <Field label="Email">
        <Input
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoFocus
        />
      </Field>
      <Field label="Password">
        {(p) => (
          <div className="relative">
            <Input
              {...p}
              type={showPassword ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className="pr-12"
            />
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-subtle hover:text-foreground max-sm:size-10"
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-pressed={showPassword}
            >
              {showPassword ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
            </button>
          </div>
        )}
      </Field>
      <div aria-live="assertive">
        {error ? (
          <p
            id="login-error"
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/25 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {error}
          </p>
        ) : null}
      </div>
      <PendingButton pending={pending} icon={<LogIn aria-hidden="true" />} pendingText="Signing in..." type="submit" size="lg" disabled={!mounted || pending} className="w-full">
        Login
      </PendingButton>
    </form>
  );
}

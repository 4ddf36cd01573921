import type { Metadata } from 'next';
import { SignInForm } from '@/components/account/sign-in-form';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false, follow: false } };

export default function SignInPage() {
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Sign in</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        No password: enter your e-mail and we send you a link that signs you in. Orders you placed with this address — also as a guest —
        appear in your account.
      </p>
      <SignInForm />
    </div>
  );
}

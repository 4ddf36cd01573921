import type { Metadata } from 'next';
import { SignInForm } from '@/components/account/sign-in-form';
import { ACCOUNT_HOME, safeAccountNext } from '@/lib/domain/accounts';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false, follow: false } };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { deleted, next } = await searchParams;
  // The page that sent the visitor here (a milestone e-mail's order link, say): the link returns there.
  const back = safeAccountNext(typeof next === 'string' ? next : undefined);
  return (
    <div className="mx-auto max-w-md">
      {deleted === '1' ? (
        <p role="status" className="mb-6 rounded-md border border-success/30 bg-success/10 p-3 text-sm">
          Your account was deleted and you are signed out. Orders and quotes are kept for accounting without your personal data.
        </p>
      ) : null}
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Sign in</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        No password: enter your e-mail and we send you a link that signs you in. Orders you placed with this address — also as a guest —
        appear in your account.
      </p>
      <SignInForm next={back === ACCOUNT_HOME ? undefined : back} />
    </div>
  );
}

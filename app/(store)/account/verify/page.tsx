import type { Metadata } from 'next';
import { VerifySignIn } from '@/components/account/verify-sign-in';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false, follow: false }, referrer: 'no-referrer' };

// The page a sign-in link opens. The token is in the address's #fragment, which browsers never send to a server
// (nor to logs or a Referer); the page posts it when the visitor confirms.
export default function VerifyPage() {
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Sign in to your account</h1>
      <VerifySignIn />
    </div>
  );
}

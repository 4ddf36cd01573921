import type { Metadata } from 'next';

// Customer account pages (docs/accounts.md) are private: rendered per request, never indexed, and sent with
// `Cache-Control: private, no-store` (next.config.mjs); the page microcache never keys /account.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">{children}</div>;
}

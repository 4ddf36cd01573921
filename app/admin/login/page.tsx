import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { ArrowLeftIcon as ArrowLeft } from '@/components/icons/arrow-left';
import { DnaIcon as Dna } from '@/components/icons/dna';
import { LoginForm } from '@/components/admin/login-form';
import { getAdminSession } from '@/lib/auth/session';
import { safeAdminNext } from '@/lib/domain/admin-portal';

export const metadata: Metadata = { title: 'Admin sign-in', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

export default async function AdminLoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sp = await searchParams;
  const next = typeof sp.next === 'string' ? sp.next : undefined;
  // Already signed in (a valid, unrevoked session): straight to the portal.
  if (await getAdminSession()) redirect(safeAdminNext(next));

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-surface px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Dna className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">Admin Portal</h1>
            <p className="mt-1 text-sm text-muted-foreground">Sign in with your BioArk admin account.</p>
          </div>
        </div>
        <div className="rounded-lg border bg-card p-6 shadow-xs">
          <LoginForm next={next} />
        </div>
        <p className="mt-6 text-center text-sm">
          <Link href="/" className="inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Homepage
          </Link>
        </p>
      </div>
    </main>
  );
}

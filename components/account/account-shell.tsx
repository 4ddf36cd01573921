// The frame of every signed-in /account page: who is signed in, Sign out, and the section navigation.
import { AccountNav } from '@/components/account/account-nav';
import { SignOutButton } from '@/components/account/sign-out-button';

export function AccountShell({ email, children }: { email: string; children: React.ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4 print:hidden">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">My account</h1>
          <p className="mt-1 text-sm break-all text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{email}</span>
          </p>
        </div>
        <SignOutButton />
      </div>
      <div className="mt-6">
        <AccountNav />
      </div>
      <div className="mt-8">{children}</div>
    </>
  );
}

export function SectionHeading({ id, title, description, children }: { id: string; title: string; description?: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}

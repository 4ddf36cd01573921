'use client';
// The portal shell (docs/requirements.md §2 Admin portal): a header with Build, Back to Homepage and Logout; a sidebar of
// every tab (a Sheet on small screens) with the Quotes unread badge; a banner slot; the 'Session expired'
// dialog. Each tab is its own URL, so reload and back work.
import * as React from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { DnaIcon as Dna } from '@/components/icons/dna';
import { HouseIcon as House } from '@/components/icons/house';
import { MenuIcon as Menu } from '@/components/icons/menu';
import { AdminNav } from '@/components/admin/admin-nav';
import { AdminPortalProvider, useAdminPortal, type PortalAdmin } from '@/components/admin/admin-context';
import { BuildButton } from '@/components/admin/build-button';
import { LogoutButton } from '@/components/admin/logout-button';
import { SessionExpiredDialog } from '@/components/admin/session-expired-dialog';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Toaster } from '@/components/ui/toaster';

function Brand() {
  return (
    <Link href="/admin" className="flex min-h-11 items-center gap-2 rounded-md font-semibold tracking-tight">
      <span className="inline-flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <Dna className="size-4" aria-hidden="true" />
      </span>
      <span>
        BioArk <span className="font-normal text-muted-foreground">Admin</span>
      </span>
    </Link>
  );
}

/** Refreshes the unread badge on every tab change (and so whenever the Quotes tab opens). */
function CountsOnNavigate() {
  const pathname = usePathname();
  const { refreshCounts } = useAdminPortal();
  const first = React.useRef(true);
  React.useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refreshCounts();
  }, [pathname, refreshCounts]);
  return null;
}

export function AdminShell({
  admin,
  initialUnread,
  banner,
  children,
}: {
  admin: PortalAdmin;
  initialUnread: number;
  banner?: React.ReactNode;
  children: React.ReactNode;
}) {
  const [menuOpen, setMenuOpen] = React.useState(false);

  return (
    <AdminPortalProvider admin={admin} initialUnread={initialUnread}>
      <CountsOnNavigate />
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="min-h-dvh bg-surface">
        <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
          <div className="flex h-14 items-center gap-2 px-3 sm:px-4 lg:px-6">
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open admin menu">
                  <Menu aria-hidden="true" />
                </Button>
              </SheetTrigger>
              <SheetContent side="left" className="gap-0 p-0">
                <SheetHeader className="border-b">
                  <SheetTitle>Admin Portal</SheetTitle>
                  <SheetDescription className="truncate">Signed in as {admin.email}</SheetDescription>
                </SheetHeader>
                <nav aria-label="Admin sections" className="p-3">
                  <AdminNav onNavigate={() => setMenuOpen(false)} />
                </nav>
              </SheetContent>
            </Sheet>
            <Brand />
            <div className="ml-auto flex items-center gap-1 sm:gap-2">
              <span className="mr-2 hidden max-w-56 truncate text-sm text-muted-foreground xl:inline" title={admin.email}>
                {admin.name || admin.email}
              </span>
              <div className="sm:hidden flex items-center gap-1">
                <BuildButton compact />
                <Button asChild variant="ghost" size="icon">
                  <Link href="/" aria-label="Back to Homepage">
                    <House aria-hidden="true" />
                  </Link>
                </Button>
                <LogoutButton compact />
              </div>
              <div className="hidden items-center gap-2 sm:flex">
                <BuildButton />
                <Button asChild variant="ghost" size="sm">
                  <Link href="/">
                    <House aria-hidden="true" />
                    Back to Homepage
                  </Link>
                </Button>
                <LogoutButton />
              </div>
            </div>
          </div>
        </header>
        <div className="flex">
          <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-60 shrink-0 overflow-y-auto border-r bg-background lg:block">
            <nav aria-label="Admin sections" className="p-3">
              <AdminNav />
            </nav>
          </aside>
          <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
            {banner ? <div className="px-3 pt-4 sm:px-6">{banner}</div> : null}
            <div className="mx-auto w-full max-w-[1400px] px-3 py-5 sm:px-6 sm:py-6">{children}</div>
          </main>
        </div>
      </div>
      <SessionExpiredDialog />
      <Toaster />
    </AdminPortalProvider>
  );
}

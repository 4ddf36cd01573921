'use client';
// docs/requirements.md §4/§8: the admin session ends on an admin-session-expired event (any 401/403 from a non-public API call,
// raised by lib/client/api.ts) or a failed identity check. GET /api/me is polled every 60 s and when the window
// regains focus, so a cleared or revoked cookie is noticed even when nothing else is requested.
import * as React from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { signOut } from 'next-auth/react';
import { LogInIcon as LogIn } from '@/components/icons/log-in';
import { LogOutIcon as LogOut } from '@/components/icons/log-out';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ADMIN_SESSION_EXPIRED_EVENT, api, type AdminSessionExpiredDetail } from '@/lib/client/api';

export const SESSION_CHECK_MS = 60_000;

export function SessionExpiredDialog() {
  const pathname = usePathname();
  const router = useRouter();
  const [detail, setDetail] = React.useState<AdminSessionExpiredDetail | null>(null);
  const [leaving, setLeaving] = React.useState(false);
  const openRef = React.useRef(false);

  React.useEffect(() => {
    const onExpired = (e: Event) => {
      if (openRef.current) return;
      openRef.current = true;
      setDetail((e as CustomEvent<AdminSessionExpiredDetail>).detail ?? { status: 401, url: '', message: '' });
    };
    window.addEventListener(ADMIN_SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(ADMIN_SESSION_EXPIRED_EVENT, onExpired);
  }, []);

  React.useEffect(() => {
    let inFlight = false;
    const check = () => {
      // Focus and visibility often fire together: one request at a time is enough.
      if (openRef.current || inFlight) return;
      inFlight = true;
      // A 401 here raises the event above through the request helper.
      api
        .get('/api/me', { cache: 'no-store' })
        .catch(() => {})
        .finally(() => {
          inFlight = false;
        });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const id = window.setInterval(check, SESSION_CHECK_MS);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(id);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const signInAgain = () => {
    setLeaving(true);
    router.push(`/admin/login?next=${encodeURIComponent(pathname || '/admin')}`);
  };

  const logout = async () => {
    setLeaving(true);
    await signOut({ callbackUrl: '/admin/login' }).catch(() => router.push('/admin/login'));
  };

  return (
    <AlertDialog open={detail !== null}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Session expired</AlertDialogTitle>
          <AlertDialogDescription>
            Your admin session has ended (signed out elsewhere, timed out or revoked). Unsaved changes on this page
            are kept until you leave it. Sign in again to continue.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {detail?.message && detail.status !== 401 ? (
          <p className="text-sm text-muted-foreground">Server said: {detail.message}</p>
        ) : null}
        <AlertDialogFooter>
          <Button variant="outline" onClick={logout} disabled={leaving}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
          <Button onClick={signInAgain} disabled={leaving} autoFocus>
            <LogIn aria-hidden="true" />
            Sign in again
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

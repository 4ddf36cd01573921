'use client';
// Header 'Logout': next-auth's signOut clears the cookie; its signOut event bumps the account's token
// version, so the old cookie (or a copy of it) never works again (docs/security.md item 7).
import * as React from 'react';
import { LogOutIcon as LogOut } from '@/components/icons/log-out';
import { useRouter } from 'next/navigation';
import { signOut } from 'next-auth/react';
import { PendingButton } from '@/components/ui/pending-button';

export function LogoutButton({ compact = false }: { compact?: boolean }) {
  const [pending, setPending] = React.useState(false);
  const router = useRouter();
  const logout = async () => {
    setPending(true);
    try {
      await signOut({ callbackUrl: '/admin/login' });
    } catch {
      router.push('/admin/login');
    }
  };
  return (
    <PendingButton pending={pending} icon={<LogOut aria-hidden="true" />} variant="ghost" size={compact ? 'icon' : 'sm'} onClick={logout} disabled={pending} aria-label={compact ? 'Logout' : undefined}>
      {compact ? null : 'Logout'}
    </PendingButton>
  );
}

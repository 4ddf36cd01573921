'use client';
// Header 'Logout': next-auth's signOut clears the cookie; its signOut event bumps the account's token
// version, so the old cookie (or a copy of it) never works again (docs/security.md item 7).
import * as React from 'react';
import { LogOut } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { signOut } from 'next-auth/react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

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
    <Button variant="ghost" size={compact ? 'icon' : 'sm'} onClick={logout} disabled={pending} aria-label={compact ? 'Logout' : undefined}>
      {pending ? <Spinner label={null} /> : <LogOut aria-hidden="true" />}
      {compact ? null : 'Logout'}
    </Button>
  );
}

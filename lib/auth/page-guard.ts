import 'server-only';
import { redirect } from 'next/navigation';
import { getAdminSession, type AdminSession } from '@/lib/auth/session';

/** For admin pages and server actions: the admin session, or a redirect to the sign-in card. */
export async function requireAdminPage(next?: string): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect(next ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login');
  return session;
}

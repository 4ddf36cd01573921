import 'server-only';
import { redirect } from 'next/navigation';
import { getAdminSession, type AdminSession } from '@/lib/auth/session';
import { getCustomerSession, type CustomerSession } from '@/lib/server/accounts';

// The one place a page decides who may see it: an admin page without an admin session goes to the admin's
// sign-in card (back to the page afterwards), an account page without a customer session to the e-mail sign-in.

/** For admin pages and server actions: the admin session, or a redirect to the sign-in card. */
export async function requireAdminPage(next?: string): Promise<AdminSession> {
  const session = await getAdminSession();
  if (!session) redirect(next ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login');
  return session;
}

/**
 * For the customer's account pages (docs/accounts.md): the customer session, or a redirect to the sign-in page,
 * which returns to `next` (the page's own path) once the link is used.
 */
export async function requireCustomerPage(next?: string): Promise<CustomerSession> {
  const session = await getCustomerSession();
  if (!session) redirect(next ? `/account/sign-in?next=${encodeURIComponent(next)}` : '/account/sign-in');
  return session;
}

// POST /api/logout — revokes every token of the account (cookie and bearer alike; docs/security.md item 7) and clears
// the cookie. The portal's Logout goes through next-auth's signOut, whose event revokes the same way.
import { json, withAdmin } from '@/lib/api/handler';
import { clearSessionCookie } from '@/lib/auth/cookie';
import { revokeSessions } from '@/lib/server/admin-signin';

export const POST = withAdmin(async ({ admin, req }) => {
  await revokeSessions(admin.id, admin.email);
  const res = json({ ok: true });
  clearSessionCookie(res, req);
  return res;
});

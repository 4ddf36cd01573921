// POST /api/users/upsert — create an admin (e-mail + password) or update one's name and address; role is
// always Admin, the e-mail is not editable, the password changes only with `resetPassword: true`.
import { json, withAdmin } from '@/lib/api/handler';
import { upsertAdminUser } from '@/lib/server/users';
import { setSessionCookie } from '@/lib/auth/cookie';
import { issueToken } from '@/lib/auth/session';
import { upsertUserSchema } from '@/lib/validations/users';

export const POST = withAdmin(
  async ({ body, admin, req }) => {
    const result = await upsertAdminUser(body, admin);
    // Resetting one's own password revokes one's own tokens too: hand back a fresh one.
    if (result.passwordReset && result.row.id === admin.id) {
      const token = await issueToken(result.row);
      const res = json({ user: result.user, ...(admin.via === 'bearer' ? { token } : {}) });
      if (admin.via === 'cookie') setSessionCookie(res, token, req);
      return res;
    }
    return json({ user: result.user }, { status: result.created ? 201 : 200 });
  },
  { body: upsertUserSchema },
);

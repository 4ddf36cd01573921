// DELETE /api/users/{email or id} — never the last admin, never the signed-in admin.
import { withAdmin } from '@/lib/api/handler';
import { deleteAdminUser } from '@/lib/server/users';

export const DELETE = withAdmin(async ({ params, admin }) => {
  const user = await deleteAdminUser(params.key ?? '', admin);
  return { ok: true, user };
});

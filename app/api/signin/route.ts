// POST /api/signin — e-mail + password → a bearer token for API clients (docs/requirements.md §7). Same checks and rate
// limits as the portal's cookie sign-in: 401 'Invalid credentials' (also for unknown e-mails),
// 403 'You are not authorized to access Admin Portal', 429 after a few failures a minute.
import { NO_STORE, withPublic } from '@/lib/api/handler';
import { issueToken } from '@/lib/auth/session';
import { authenticateAdmin } from '@/lib/server/admin-signin';
import { signInSchema } from '@/lib/validations/users';

export const POST = withPublic(
  async ({ body, req }) => {
    const user = await authenticateAdmin(body.email, body.password, req);
    const token = await issueToken(user);
    return Response.json(
      { token, user: { email: user.email, name: user.name, role: user.role } },
      { headers: { 'Cache-Control': NO_STORE } },
    );
  },
  { body: signInSchema, maxBodyBytes: 8 * 1024 },
);

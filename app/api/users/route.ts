// GET /api/users — every admin account (no password hashes).
import { withAdmin } from '@/lib/api/handler';
import { listAdminUsers } from '@/lib/server/users';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () => ({ users: await listAdminUsers() }));

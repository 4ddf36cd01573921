// GET /api/me — the signed-in admin (cookie or bearer), or 401. The portal polls it to notice an ended session.
import { withAdmin } from '@/lib/api/handler';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async ({ admin }) => ({
  user: { id: admin.id, email: admin.email, name: admin.name, role: admin.role },
}));

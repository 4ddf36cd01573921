// POST /api/admin/restart — the Build button: revalidates every cached public page on every instance.
import { withAdmin } from '@/lib/api/handler';
import { rebuildPublicPages } from '@/lib/server/rebuild';

export const POST = withAdmin(async ({ admin }) => {
  const { log } = await rebuildPublicPages(admin.email);
  return { ok: true, log };
});

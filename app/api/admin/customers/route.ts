// GET /api/admin/customers?q= — the Customers tab: verified customers with their order, quote and design counts,
// searched by e-mail, name or institution (admin only; never a token).
import { withAdmin } from '@/lib/api/handler';
import { listCustomersForAdmin } from '@/lib/server/account-data';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async ({ req }) => {
  const q = (req.nextUrl.searchParams.get('q') ?? '').slice(0, 200);
  return { customers: await listCustomersForAdmin(q) };
});

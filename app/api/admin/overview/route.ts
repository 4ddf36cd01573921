// GET /api/admin/overview — the Overview counts; the sidebar polls it for the Quotes unread badge.
import { withAdmin } from '@/lib/api/handler';
import { getOverviewCounts } from '@/lib/server/overview';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () => ({ counts: await getOverviewCounts() }));

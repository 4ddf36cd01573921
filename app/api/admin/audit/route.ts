// GET /api/admin/audit?q=&actor=&action=&entityType=&from=&to=&before=&limit= — the audit log, newest first.
import { withAdmin } from '@/lib/api/handler';
import { auditFacets, listAuditEntries } from '@/lib/server/audit';
import { auditQuerySchema } from '@/lib/validations/audit';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(
  async ({ query }) => {
    const [page, facets] = await Promise.all([listAuditEntries(query), query.before ? null : auditFacets()]);
    return { ...page, ...(facets ? { facets } : {}) };
  },
  { query: auditQuerySchema },
);

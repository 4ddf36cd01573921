// GET /api/admin/audit?q=&actor=&action=&entityType=&from=&to=&before=&limit= — the audit log, newest first.
import { parseWith, withAdmin } from '@/lib/api/handler';
import { auditFacets, listAuditEntries } from '@/lib/server/audit';
import { auditQuerySchema } from '@/lib/validations/audit';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async ({ req }) => {
  const query = parseWith(auditQuerySchema, Object.fromEntries(req.nextUrl.searchParams));
  const [page, facets] = await Promise.all([listAuditEntries(query), query.before ? null : auditFacets()]);
  return { ...page, ...(facets ? { facets } : {}) };
});

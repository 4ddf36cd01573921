// GET /api/admin/search/synonyms — the synonym groups; POST — add a group ("ladder, marker")
import { withAdmin } from '@/lib/api/handler';
import { createSynonymGroup, listSynonymGroupsForAdmin } from '@/lib/server/search-admin';
import { synonymGroupSchema } from '@/lib/validations/search';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () => ({ groups: await listSynonymGroupsForAdmin() }));

export const POST = withAdmin(async ({ body, admin }) => ({ group: await createSynonymGroup(body.terms, admin) }), { body: synonymGroupSchema });

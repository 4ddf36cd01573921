// PATCH /api/admin/search/synonyms/{id} — change a group's terms; DELETE — remove the group
import { withAdmin } from '@/lib/api/handler';
import { deleteSynonymGroup, updateSynonymGroup } from '@/lib/server/search-admin';
import { synonymGroupIdSchema, synonymGroupSchema } from '@/lib/validations/search';

export const dynamic = 'force-dynamic';

const byId = { params: synonymGroupIdSchema, paramsNotFound: 'Synonym group not found' };

export const PATCH = withAdmin(async ({ body, params, admin }) => ({ group: await updateSynonymGroup(params.id, body.terms, admin) }), {
  body: synonymGroupSchema,
  ...byId,
});

export const DELETE = withAdmin(
  async ({ params, admin }) => {
    await deleteSynonymGroup(params.id, admin);
    return { ok: true };
  },
  byId,
);

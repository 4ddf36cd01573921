// PATCH /api/admin/search/synonyms/{id} — change a group's terms; DELETE — remove the group
import { withAdmin } from '@/lib/api/handler';
import { notFound } from '@/lib/api/errors';
import { deleteSynonymGroup, updateSynonymGroup } from '@/lib/server/search-admin';
import { synonymGroupSchema } from '@/lib/validations/search';

export const dynamic = 'force-dynamic';

function idOf(params: Record<string, string>): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) throw notFound('Synonym group not found');
  return id;
}

export const PATCH = withAdmin(async ({ body, params, admin }) => ({ group: await updateSynonymGroup(idOf(params), body.terms, admin) }), {
  body: synonymGroupSchema,
});

export const DELETE = withAdmin(async ({ params, admin }) => {
  await deleteSynonymGroup(idOf(params), admin);
  return { ok: true };
});

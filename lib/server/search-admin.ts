import 'server-only';
// Admin → Search: the synonym groups (every change audited and announced, so cached result pages refresh).
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { searchSynonyms } from '@/db/schema';
import { conflict, notFound } from '@/lib/api/errors';
import { duplicateSynonymGroup, parseSynonymTerms } from '@/lib/domain/search';
import { recordAudit } from '@/lib/server/audit';
import { announceChange } from '@/lib/server/cache';
import { SEARCH_TAG } from '@/lib/server/search';

export interface SynonymGroupView {
  id: number;
  terms: string;
}

interface Actor {
  email: string;
}

/** The admin's line, tidied: normalised terms joined by ', '. */
function tidy(terms: string): string {
  return parseSynonymTerms(terms).join(', ');
}

export async function listSynonymGroupsForAdmin(): Promise<SynonymGroupView[]> {
  const db = await getDb();
  return db.select({ id: searchSynonyms.id, terms: searchSynonyms.terms }).from(searchSynonyms).orderBy(asc(searchSynonyms.id));
}

/** Refuses a group with the same terms as another one (409, with the message on the terms field). */
async function refuseDuplicate(terms: string, exceptId?: number): Promise<void> {
  const same = duplicateSynonymGroup(terms, await listSynonymGroupsForAdmin(), exceptId);
  if (!same) return;
  const message = `These terms are already a group: ${same.terms}`;
  throw conflict(message, { fieldErrors: { terms: message } });
}

export async function createSynonymGroup(terms: string, actor: Actor): Promise<SynonymGroupView> {
  await refuseDuplicate(terms);
  const db = await getDb();
  const [row] = await db.insert(searchSynonyms).values({ terms: tidy(terms) }).returning({ id: searchSynonyms.id, terms: searchSynonyms.terms });
  await recordAudit({ actorEmail: actor.email, action: 'create', entityType: 'search-synonyms', entityId: String(row.id), summary: `Synonyms: ${row.terms}` });
  await announceChange([SEARCH_TAG], { type: 'search-synonyms', id: String(row.id) });
  return row;
}

export async function updateSynonymGroup(id: number, terms: string, actor: Actor): Promise<SynonymGroupView> {
  await refuseDuplicate(terms, id);
  const db = await getDb();
  const [row] = await db
    .update(searchSynonyms)
    .set({ terms: tidy(terms), updatedAt: new Date() })
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id, terms: searchSynonyms.terms });
  if (!row) throw notFound('Synonym group not found');
  await recordAudit({ actorEmail: actor.email, action: 'update', entityType: 'search-synonyms', entityId: String(id), summary: `Synonyms: ${row.terms}` });
  await announceChange([SEARCH_TAG], { type: 'search-synonyms', id: String(id) });
  return row;
}

export async function deleteSynonymGroup(id: number, actor: Actor): Promise<void> {
  const db = await getDb();
  const [row] = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning({ terms: searchSynonyms.terms });
  if (!row) throw notFound('Synonym group not found');
  await recordAudit({ actorEmail: actor.email, action: 'delete', entityType: 'search-synonyms', entityId: String(id), summary: `Synonyms removed: ${row.terms}` });
  await announceChange([SEARCH_TAG], { type: 'search-synonyms', id: String(id) });
}

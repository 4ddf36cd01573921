import 'server-only';
import { getDb, type Db } from '@/db/client';
import { auditLog } from '@/db/schema';
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntryView } from '@/lib/types/admin';
import type { AuditQuery } from '@/lib/validations/audit';

export interface AuditEntry {
  actorEmail: string;
  action: 'create' | 'update' | 'delete' | 'import' | 'reset' | 'settings' | 'login' | 'logout' | 'hide' | string;
  entityType: string;
  entityId?: string | null;
  summary?: string;
  diff?: Record<string, unknown> | null;
}

/** Records an admin change. Pass `tx` to write it in the same transaction as the change itself. */
export async function recordAudit(entry: AuditEntry, tx?: Db): Promise<void> {
  const db = tx ?? (await getDb());
  await db.insert(auditLog).values({
    actorEmail: entry.actorEmail,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    summary: entry.summary ?? '',
    diff: entry.diff ?? null,
  });
}

/** A short diff of changed top-level fields: { field: [before, after] } (long values truncated). */
export function shortDiff(before: Record<string, unknown> | null | undefined, after: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const clip = (v: unknown) => {
    const s = typeof v === 'string' ? v : JSON.stringify(v);
    return s && s.length > 200 ? s.slice(0, 197) + '…' : v;
  };
  for (const [k, v] of Object.entries(after)) {
    if (['updatedAt', 'version', 'passwordHash', 'pass'].includes(k)) continue;
    const b = before?.[k];
    if (JSON.stringify(b) !== JSON.stringify(v)) out[k] = [clip(b), clip(v)];
  }
  return out;
}

// ---- The Activity view (GET /api/admin/audit) ----

function toAuditView(row: typeof auditLog.$inferSelect): AuditEntryView {
  return {
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    summary: row.summary,
    diff: row.diff ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Newest first, filtered; `before` is the id cursor of the previous page. */
export async function listAuditEntries(q: Partial<AuditQuery> & { limit: number }): Promise<{ entries: AuditEntryView[]; nextCursor: number | null }> {
  const db = await getDb();
  const where: SQL[] = [];
  if (q.actor) where.push(sql`lower(${auditLog.actorEmail}) = ${q.actor.toLowerCase()}`);
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.entityType) where.push(eq(auditLog.entityType, q.entityType));
  if (q.from) where.push(gte(auditLog.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(auditLog.createdAt, new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000)));
  if (q.before) where.push(lt(auditLog.id, q.before));
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    where.push(
      or(ilike(auditLog.summary, pattern), ilike(auditLog.entityId, pattern), ilike(auditLog.actorEmail, pattern), ilike(auditLog.entityType, pattern))!,
    );
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  return { entries: page.map(toAuditView), nextCursor: rows.length > q.limit ? page[page.length - 1].id : null };
}

/** The values the Activity filters offer. */
export async function auditFacets(): Promise<{ actions: string[]; entityTypes: string[]; actors: string[] }> {
  const db = await getDb();
  const [actions, entityTypes, actors] = await Promise.all([
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db.selectDistinct({ v: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType),
    db.selectDistinct({ v: auditLog.actorEmail }).from(auditLog).orderBy(auditLog.actorEmail),
  ]);
  return { actions: actions.map((r) => r.v), entityTypes: entityTypes.map((r) => r.v), actors: actors.map((r) => r.v) };
}

/** The latest entries, for the Overview. */
export async function recentAuditEntries(limit = 6): Promise<AuditEntryView[]> {
  return (await listAuditEntries({ limit })).entries;
}

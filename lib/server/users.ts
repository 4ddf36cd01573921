import 'server-only';
// Admin accounts (docs/requirements.md §2 Admins, §3 User, §5 Add admin). The role is always Admin; the e-mail of an account
// never changes; a password is set on create or by an explicit reset, which also revokes that account's
// tokens. The last admin and the signed-in admin themself cannot be deleted.
import { asc, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { adminUsers } from '@/db/schema';
import { badRequest, conflict, notFound } from '@/lib/api/errors';
import { hashPassword } from '@/lib/auth/password';
import type { AdminSession } from '@/lib/auth/session';
import { recordAudit, shortDiff } from '@/lib/server/audit';
import { EMAIL_AND_PASSWORD_REQUIRED, type UpsertUserInput } from '@/lib/validations/users';
import type { AdminUser } from '@/lib/types/admin';
import { isUuid } from '@/lib/domain/ids';

type AdminRow = typeof adminUsers.$inferSelect;

export const CANNOT_DELETE_SELF = 'You cannot delete your own account';
export const CANNOT_DELETE_LAST = 'The last admin cannot be deleted';
export const EMAIL_NOT_EDITABLE = 'Email cannot be changed';
export const EMAIL_TAKEN = 'An admin with this email already exists';

export function toAdminUser(row: AdminRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: 'Admin',
    address: row.address,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

export async function listAdminUsers(): Promise<AdminUser[]> {
  const db = await getDb();
  const rows = await db.select().from(adminUsers).orderBy(asc(adminUsers.createdAt), asc(adminUsers.email));
  return rows.map(toAdminUser);
}

async function findAdmin(db: Db, key: string): Promise<AdminRow | undefined> {
  const k = key.trim();
  const where = isUuid(k) ? eq(adminUsers.id, k) : sql`lower(${adminUsers.email}) = ${k.toLowerCase()}`;
  const [row] = await db.select().from(adminUsers).where(where).limit(1);
  return row;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown; message?: string } | null;
  if (!e) return false;
  if (e.code === '23505' || /duplicate key|unique constraint/i.test(e.message ?? '')) return true;
  return e.cause ? isUniqueViolation(e.cause) : false;
}

export interface UpsertResult {
  user: AdminUser;
  created: boolean;
  /** True when the password was reset; the account's earlier tokens no longer work. */
  passwordReset: boolean;
  /** The account row after the write (token version included), for re-issuing the actor's own session. */
  row: AdminRow;
}

/** Creates an admin (unknown e-mail) or updates name/address (known e-mail or id). */
export async function upsertAdminUser(input: UpsertUserInput, actor: Pick<AdminSession, 'email'>): Promise<UpsertResult> {
  const db = await getDb();
  const existing = input.id ? await findAdmin(db, input.id) : await findAdmin(db, input.email);
  if (input.id && !existing) throw notFound('Admin not found');
  const password = input.password ?? '';

  if (existing) {
    // Add Admin with the e-mail of an existing admin: say so rather than overwrite their name with the form's.
    if (input.createOnly) throw conflict(EMAIL_TAKEN, { fieldErrors: { email: EMAIL_TAKEN } });
    if (existing.email.toLowerCase() !== input.email) throw badRequest(EMAIL_NOT_EDITABLE, { fieldErrors: { email: EMAIL_NOT_EDITABLE } });
    if (input.resetPassword && !password) throw badRequest('Enter the new password', { fieldErrors: { password: 'Enter the new password' } });
    const patch: Partial<AdminRow> = {
      name: input.name ?? existing.name,
      address: input.address ?? existing.address,
      role: 'Admin',
      updatedAt: new Date(),
    };
    if (input.resetPassword) patch.passwordHash = await hashPassword(password);
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(adminUsers)
        .set({ ...patch, ...(input.resetPassword ? { tokenVersion: sql`${adminUsers.tokenVersion} + 1` } : {}) })
        .where(eq(adminUsers.id, existing.id))
        .returning();
      const diff = shortDiff(
        { name: existing.name, address: existing.address, role: existing.role },
        { name: updated.name, address: updated.address, role: updated.role },
      );
      if (input.resetPassword) diff.password = ['…', 'reset'];
      await recordAudit(
        {
          actorEmail: actor.email,
          action: 'update',
          entityType: 'admin',
          entityId: updated.email,
          summary: input.resetPassword ? `Reset the password of ${updated.email}` : `Updated admin ${updated.email}`,
          diff,
        },
        tx as unknown as Db,
      );
      return updated;
    });
    return { user: toAdminUser(row), created: false, passwordReset: Boolean(input.resetPassword), row };
  }

  if (!password) throw badRequest(EMAIL_AND_PASSWORD_REQUIRED, { fieldErrors: { password: EMAIL_AND_PASSWORD_REQUIRED } });
  const passwordHash = await hashPassword(password);
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(adminUsers)
        .values({ email: input.email, name: input.name ?? '', address: input.address ?? '', role: 'Admin', passwordHash })
        .returning();
      await recordAudit(
        {
          actorEmail: actor.email,
          action: 'create',
          entityType: 'admin',
          entityId: created.email,
          summary: `Added admin ${created.email}`,
          diff: shortDiff(null, { email: created.email, name: created.name, role: created.role }),
        },
        tx as unknown as Db,
      );
      return created;
    });
    return { user: toAdminUser(row), created: true, passwordReset: false, row };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN, { fieldErrors: { email: EMAIL_TAKEN } });
    throw err;
  }
}

/** Deletes an admin by e-mail or id; never the last admin, never the actor. */
export async function deleteAdminUser(key: string, actor: Pick<AdminSession, 'id' | 'email'>): Promise<AdminUser> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Lock every account row so two admins deleting each other at once cannot leave none.
    const all = await tx.select().from(adminUsers).for('update');
    const k = safeDecode(key).trim();
    const target = isUuid(k) ? all.find((u) => u.id === k) : all.find((u) => u.email.toLowerCase() === k.toLowerCase());
    if (!target) throw notFound('Admin not found');
    if (target.id === actor.id) throw badRequest(CANNOT_DELETE_SELF);
    if (all.length <= 1) throw conflict(CANNOT_DELETE_LAST);
    await tx.delete(adminUsers).where(eq(adminUsers.id, target.id));
    await recordAudit(
      { actorEmail: actor.email, action: 'delete', entityType: 'admin', entityId: target.email, summary: `Deleted admin ${target.email}` },
      tx as unknown as Db,
    );
    return toAdminUser(target);
  });
}

import 'server-only';
// The admin Messages tab (docs/accounts.md): contact-form messages, newest first, and the status the shop sets
// on them — submitted → being reviewed → answered — which the customer's account Quotes page shows. Every
// change is audit-logged in the same transaction.
import { desc, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { contactMessages, customers } from '@/db/schema';
import { notFound } from '@/lib/api/errors';
import { REQUEST_STATUS_LABEL, requestStatus, requestStatusChange, type RequestStatus } from '@/lib/domain/account-data';
import { CONTACT_SUBJECTS, labelFor } from '@/lib/domain/quote-options';
import type { AdminSession } from '@/lib/auth/session';
import { recordAudit } from '@/lib/server/audit';
import type { ContactMessageView } from '@/lib/types/admin';

/** The inbox holds this many messages, newest first (as the quotes inbox). */
export const CONTACT_LIST_LIMIT = 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof contactMessages.$inferSelect;

function toView(row: Row, customerId: string | null): ContactMessageView {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    company: row.company,
    subject: row.subject,
    subjectLabel: labelFor(CONTACT_SUBJECTS, row.subject) || row.subject,
    message: row.message,
    status: requestStatus(row),
    read: row.read,
    answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    submittedByAddress: row.submittedByAddress,
    customerId,
  };
}


/** GET /api/admin/contact-messages — every message, newest first (capped). */
export async function listContactMessages(): Promise<ContactMessageView[]> {
  const db = await getDb();
  const rows = await db
    .select({ row: contactMessages, customerId: customers.id })
    .from(contactMessages)
    // The account with the message's address: the same normalised match that puts it in the customer's account.
    .leftJoin(customers, eq(customers.email, sql`lower(btrim(${contactMessages.email}))`))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(CONTACT_LIST_LIMIT);
  return rows.map((r) => toView(r.row, r.customerId));
}

/**
 * PUT /api/admin/contact-messages/{id}/status — sets submitted, being reviewed or answered (docs/accounts.md).
 * An unknown or malformed id is a 404; setting the status it has already changes nothing and logs nothing.
 */
export async function setContactMessageStatus(id: string, status: RequestStatus, admin: Pick<AdminSession, 'email'>): Promise<ContactMessageView> {
  if (!UUID.test(id)) throw notFound('Message not found');
  const messageId = id.toLowerCase();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, messageId)).for('update');
    if (!before) throw notFound('Message not found');
    const change = requestStatusChange(before, status, new Date());
    let row = before;
    if (change) {
      [row] = await tx.update(contactMessages).set(change).where(eq(contactMessages.id, messageId)).returning();
      const from = requestStatus(before);
      await recordAudit(
        {
          actorEmail: admin.email,
          action: 'update',
          entityType: 'contact_message',
          entityId: messageId,
          summary: `Marked the message from ${[before.firstName, before.lastName].join(' ').trim() || before.email} as ${REQUEST_STATUS_LABEL[status].toLowerCase()}`,
          diff: { status: [from, status] },
        },
        tx as unknown as Db,
      );
    }
    const [owner] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, row.email.trim().toLowerCase()));
    return toView(row, owner?.id ?? null);
  });
}

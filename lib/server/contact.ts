import 'server-only';
// Contact messages (docs/requirements.md §2 Contact, §3 Contact message, §7 POST /contact): the message row and its e-mail in
// one transaction, with the same idempotency rule as quotes.
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { contactMessages } from '@/db/schema';
import { conflict } from '@/lib/api/errors';
import { renderContactEmail } from '@/lib/domain/quote-email';
import { enqueueEmail } from '@/lib/server/outbox';
import { kickOutbox } from '@/lib/server/outbox-worker';
import type { ContactRequest } from '@/lib/validations/contact';

export const CONTACT_KEY_REUSED = 'This submission key was already used for a different message. Reload the page and try again.';

export interface StoredContactMessage {
  id: string;
  createdAt: string;
  replayed: boolean;
}

export async function storeContactMessage(input: ContactRequest, ctx: { address: string }): Promise<StoredContactMessage> {
  const db = await getDb();
  const stored = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contactMessages)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        company: input.company,
        subject: input.subject,
        message: input.message,
        submittedByAddress: ctx.address,
        idempotencyKey: input.idempotencyKey ?? null,
      })
      .onConflictDoNothing({ target: contactMessages.idempotencyKey })
      .returning();
    if (!inserted.length) {
      const [existing] = await tx.select().from(contactMessages).where(eq(contactMessages.idempotencyKey, input.idempotencyKey!));
      if (!existing || existing.email.toLowerCase() !== input.email.toLowerCase()) throw conflict(CONTACT_KEY_REUSED);
      return { row: existing, replayed: true };
    }
    const row = inserted[0];
    await enqueueEmail(tx, {
      kind: 'contact',
      to: '',
      replyTo: row.email,
      ...renderContactEmail(row),
      refType: 'contact',
      refId: row.id,
      dedupeKey: `contact:${row.id}`,
    });
    return { row, replayed: false };
  });
  if (!stored.replayed) kickOutbox();
  return { id: stored.row.id, createdAt: stored.row.createdAt.toISOString(), replayed: stored.replayed };
}

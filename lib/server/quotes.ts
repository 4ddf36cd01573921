import 'server-only';
// Quotes (docs/requirements.md §2 quote request and Quotes inbox, §3 Quote, §4 Quote stored, §7 quote calls). A quote and the
// e-mail announcing it are written in ONE transaction (nothing lost when SMTP is down, docs/security.md R2); a client
// idempotency key makes a resubmission after a timeout return the stored quote instead of a second one (R1).
import { desc, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { quotes } from '@/db/schema';
import { conflict, notFound } from '@/lib/api/errors';
import type { AdminSession } from '@/lib/auth/session';
import { quoteKindFor, renderQuoteEmail, type QuoteKind, type QuoteSource } from '@/lib/domain/quote-email';
import { recordAudit } from '@/lib/server/audit';
import { enqueueEmail } from '@/lib/server/outbox';
import { kickOutbox } from '@/lib/server/outbox-worker';
import { getSmtpRow, storedTemplates } from '@/lib/server/smtp';
import type { QuoteView } from '@/lib/types/admin';
import { pickQuoteFields, type ProductQuoteRequest, type QuoteFields, type QuoteRequest } from '@/lib/validations/quote';
import { isUuid } from '@/lib/domain/ids';

export type { QuoteView };
type QuoteRow = typeof quotes.$inferSelect;

export const IDEMPOTENCY_KEY_REUSED = 'This submission key was already used for a different request. Reload the page and try again.';

export function toQuoteView(r: QuoteRow): QuoteView {
  return {
    id: r.id,
    ...pickQuoteFields(r),
    createdAt: r.createdAt.toISOString(),
    read: r.read,
    answeredAt: r.answeredAt ? r.answeredAt.toISOString() : null,
    submittedByEmail: r.submittedByEmail,
    submittedByAddress: r.submittedByAddress,
    kind: r.kind,
    catalogNumber: r.catalogNumber,
  };
}

export type NewQuote = QuoteFields & {
  catalogNumber: string | null;
  kind: QuoteKind;
  idempotencyKey: string | null;
};

export interface StoredQuote {
  quote: QuoteView;
  /** True when the idempotency key matched an earlier submission: nothing new was written. */
  replayed: boolean;
}

function sameSubmitter(row: QuoteRow, q: NewQuote): boolean {
  return row.email.toLowerCase() === q.email.toLowerCase() && row.kind === q.kind;
}

/** Stores a quote and its notification e-mail in one transaction. */
export async function storeQuote(q: NewQuote, ctx: { address: string }): Promise<StoredQuote> {
  const db = await getDb();
  const stored = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(quotes)
      .values({
        ...pickQuoteFields(q),
        kind: q.kind,
        catalogNumber: q.catalogNumber,
        read: false,
        submittedByEmail: q.email,
        submittedByAddress: ctx.address,
        idempotencyKey: q.idempotencyKey,
      })
      .onConflictDoNothing({ target: quotes.idempotencyKey })
      .returning();
    if (!inserted.length) {
      // The same key was stored before (a retry after a timeout, or a double click racing the first request).
      const [existing] = await tx.select().from(quotes).where(eq(quotes.idempotencyKey, q.idempotencyKey!));
      if (!existing) throw conflict(IDEMPOTENCY_KEY_REUSED);
      if (!sameSubmitter(existing, q)) throw conflict(IDEMPOTENCY_KEY_REUSED);
      return { row: existing, replayed: true };
    }
    const row = inserted[0];
    const settings = await getSmtpRow(tx as unknown as Db);
    const mail = renderQuoteEmail(storedTemplates(settings), q.kind, { ...row, catalogNumber: row.catalogNumber });
    await enqueueEmail(tx, {
      kind: 'quote',
      to: '',
      replyTo: row.email,
      ...mail,
      refType: 'quote',
      refId: row.id,
      dedupeKey: `quote:${row.id}`,
    });
    return { row, replayed: false };
  });
  if (!stored.replayed) kickOutbox();
  return { quote: toQuoteView(stored.row), replayed: stored.replayed };
}

/** POST /api/quote — the full Quote Request Form. */
export function newQuoteFromForm(input: QuoteRequest): NewQuote {
  return {
    ...pickQuoteFields(input),
    catalogNumber: null,
    kind: quoteKindFor('full-form'),
    idempotencyKey: input.idempotencyKey ?? null,
  };
}

/** POST /api/quotes — product and design quotes (and API clients without a source: the default template). */
export function newQuoteFromProductRequest(input: ProductQuoteRequest): NewQuote {
  return {
    ...pickQuoteFields(input),
    catalogNumber: input.catalogNumber || null,
    kind: quoteKindFor(input.source as QuoteSource | undefined),
    idempotencyKey: input.idempotencyKey ?? null,
  };
}

/** What a bot that filled the honeypot gets back: a plausible answer, nothing stored. */
export function unsavedQuoteView(q: NewQuote, id: string): QuoteView {
  return {
    id,
    ...pickQuoteFields(q),
    createdAt: new Date().toISOString(),
    read: false,
    submittedByEmail: q.email,
    submittedByAddress: null,
    kind: q.kind,
    catalogNumber: q.catalogNumber,
  };
}

export const QUOTE_LIST_LIMIT = 1000;

/** GET /api/quotes — newest first. */
export async function listQuotes(): Promise<QuoteView[]> {
  const db = await getDb();
  const rows = await db.select().from(quotes).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(QUOTE_LIST_LIMIT);
  return rows.map(toQuoteView);
}

function quoteIdOrThrow(id: string): string {
  if (!isUuid(id)) throw notFound('Quote not found');
  return id.toLowerCase();
}

/** PUT /api/quotes/{id}/read — read defaults to true; read false makes it unread again (docs/requirements.md §4). */
export async function setQuoteRead(id: string, read: boolean, admin: Pick<AdminSession, 'email'>): Promise<QuoteView> {
  const quoteId = quoteIdOrThrow(id);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ read: quotes.read }).from(quotes).where(eq(quotes.id, quoteId)).for('update');
    if (!before) throw notFound('Quote not found');
    const [row] = await tx.update(quotes).set({ read }).where(eq(quotes.id, quoteId)).returning();
    if (before.read !== read) {
      await recordAudit(
        {
          actorEmail: admin.email,
          action: 'update',
          entityType: 'quote',
          entityId: quoteId,
          summary: `Marked the quote from ${row.firstName} ${row.lastName} as ${read ? 'read' : 'unread'}`,
          diff: { read: [before.read, read] },
        },
        tx as unknown as Db,
      );
    }
    return toQuoteView(row);
  });
}

/**
 * PUT /api/quotes/{id}/answered — the shop marks a quote answered (or not); the customer's account shows
 * submitted → being reviewed → answered (docs/accounts.md). Answering also marks it read.
 */
export async function setQuoteAnswered(id: string, answered: boolean, admin: Pick<AdminSession, 'email'>): Promise<QuoteView> {
  const quoteId = quoteIdOrThrow(id);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ answeredAt: quotes.answeredAt }).from(quotes).where(eq(quotes.id, quoteId)).for('update');
    if (!before) throw notFound('Quote not found');
    const changed = Boolean(before.answeredAt) !== answered;
    const [row] = changed
      ? await tx
          .update(quotes)
          .set(answered ? { answeredAt: new Date(), read: true } : { answeredAt: null })
          .where(eq(quotes.id, quoteId))
          .returning()
      : await tx.select().from(quotes).where(eq(quotes.id, quoteId));
    if (changed) {
      await recordAudit(
        {
          actorEmail: admin.email,
          action: 'update',
          entityType: 'quote',
          entityId: quoteId,
          summary: `Marked the quote from ${row.firstName} ${row.lastName} as ${answered ? 'answered' : 'not answered'}`,
          diff: { answered: [!answered, answered] },
        },
        tx as unknown as Db,
      );
    }
    return toQuoteView(row);
  });
}

/** DELETE /api/quotes/{id}. */
export async function deleteQuote(id: string, admin: Pick<AdminSession, 'email'>): Promise<void> {
  const quoteId = quoteIdOrThrow(id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(quotes).where(eq(quotes.id, quoteId)).returning();
    if (!row) throw notFound('Quote not found');
    await recordAudit(
      {
        actorEmail: admin.email,
        action: 'delete',
        entityType: 'quote',
        entityId: quoteId,
        summary: `Deleted the quote from ${row.firstName} ${row.lastName} <${row.email}>`,
      },
      tx as unknown as Db,
    );
  });
}

import 'server-only';
// Offers (docs/offers.md): drafts built by an admin (from a quote or from nothing), sent as an immutable
// version with a PDF and a link carrying a 128-bit token (only its sha256 is stored), accepted by card or with a
// purchase order, declined, or replaced by a new version. Rules:
// - what is charged or invoiced is always the stored version's total; the customer's calls carry no amount;
// - one order per offer version (unique orders.offer_id) and the offer row is locked while an acceptance is
//   decided, so two tabs, a replay or a double click yield one order;
// - e-mails (with their PDF attachments) are outbox rows written in the same transaction as the change.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { orderEvents, orderLines, orderMilestones, orders, offers, quotes, type OfferLineRow } from '@/db/schema';
import { ApiError, badRequest, conflict, notFound, serviceUnavailable } from '@/lib/api/errors';
import { getPayments, PaymentProviderError, PaymentProviderUnavailableError } from '@/lib/adapters/payments';
import { getStorage, isStorageUnavailableError } from '@/lib/adapters/storage';
import { checkPdf, invoiceFileName, PDF_MIME_TYPE, purchaseOrderFileName } from '@/lib/domain/documents';
import { paymentTransition, type PaymentStatus } from '@/lib/domain/fulfilment';
import {
  acceptanceRate,
  calculateOfferTotals,
  checkMilestoneList,
  checkOfferSendable,
  defaultMilestonesFor,
  defaultValidUntil,
  displayStatus,
  isOfferExpired,
  isOfferTokenShape,
  MAX_PO_BYTES,
  offerReference,
  offerTransition,
  serviceKindFromQuote,
  type OfferDiscount,
  type OfferStatus,
} from '@/lib/domain/offers';
import {
  renderInvoiceEmail,
  renderMilestoneEmail,
  renderOfferDeclinedAdminEmail,
  renderOfferEmail,
  renderPoReceivedAdminEmail,
  renderPoReceivedCustomerEmail,
} from '@/lib/domain/offer-email';
import { priceCartLine } from '@/lib/domain/checkout';
import { isUuid } from '@/lib/domain/ids';
import { log } from '@/lib/logger';
import { recordAudit } from '@/lib/server/audit';
import { renderOfferPdf } from '@/lib/server/offer-pdf';
import { NO_INVOICE_YET, readCustomerInvoice, readOrderDocument, type OrderDocumentKind } from '@/lib/server/order-documents';
import { checkoutIdempotencyKey, orderReference, resolveCartProducts } from '@/lib/server/orders';
import { enqueueEmail } from '@/lib/server/outbox';
import { kickOutbox } from '@/lib/server/outbox-worker';
import type { AcceptPoInput, OfferDraftInput } from '@/lib/validations/offers';
import type { MilestoneView, OfferOrderView, OfferView } from '@/lib/types/offers';
import type { OrderAddress } from '@/lib/types/orders';

export type { MilestoneView, OfferOrderView, OfferView };

type OfferRow = typeof offers.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
interface Actor {
  email: string;
}

/** The answer to a bad, expired or superseded token: no detail (docs/offers.md "Tokens"). */
export const OFFER_GONE = 'This offer is no longer available.';
export const OFFER_NOT_FOUND = 'Offer not found.';

export function hashOfferToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newOfferToken(): string {
  return randomBytes(16).toString('base64url');
}

export function offerLink(origin: string, token: string): string {
  return `${origin}/offers/${token}`;
}

// ---------------------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------------------

function toOfferView(r: OfferRow, now = new Date()): OfferView {
  return {
    id: r.id,
    number: r.number,
    version: r.version,
    reference: offerReference(r.number, r.version),
    quoteId: r.quoteId,
    status: r.status as OfferStatus,
    displayStatus: displayStatus(r.status as OfferStatus, r.validUntil, now),
    customerEmail: r.customerEmail,
    customerName: r.customerName,
    institution: r.institution,
    lines: r.lines,
    discountType: r.discountType as OfferDiscount['type'],
    discountValue: r.discountValue,
    subtotalCents: r.subtotalCents,
    discountCents: r.discountCents,
    shippingCents: r.shippingCents,
    totalCents: r.totalCents,
    taxNote: r.taxNote,
    terms: r.terms,
    note: r.note,
    validUntil: r.validUntil,
    sentAt: r.sentAt?.toISOString() ?? null,
    acceptedAt: r.acceptedAt?.toISOString() ?? null,
    declinedAt: r.declinedAt?.toISOString() ?? null,
    declineReason: r.declineReason,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function toMilestoneView(m: typeof orderMilestones.$inferSelect): MilestoneView {
  return { id: m.id, position: m.position, serviceKind: m.serviceKind, label: m.label, doneAt: m.doneAt?.toISOString() ?? null, note: m.note };
}

export async function listMilestones(orderId: string, db?: Db | Tx): Promise<MilestoneView[]> {
  const d = db ?? (await getDb());
  const rows = await d.select().from(orderMilestones).where(eq(orderMilestones.orderId, orderId)).orderBy(asc(orderMilestones.position), asc(orderMilestones.id));
  return rows.map(toMilestoneView);
}

async function orderViewForOffer(offerId: string): Promise<OfferOrderView | null> {
  const db = await getDb();
  const [o] = await db.select().from(orders).where(eq(orders.offerId, offerId));
  if (!o) return null;
  return {
    id: o.id,
    reference: orderReference(o.id),
    status: o.status as PaymentStatus,
    paymentMethod: o.paymentMethod === 'po' ? 'po' : 'card',
    poNumber: o.poNumber,
    invoiceNumber: o.invoiceNumber,
    invoicedAt: o.invoicedAt?.toISOString() ?? null,
    totalCents: o.totalCents,
    billingAddress: (o.billingAddress as OrderAddress | null) ?? null,
    shippingAddress: (o.shippingAddress as OrderAddress | null) ?? null,
    milestones: await listMilestones(o.id),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Admin: drafts, versions, send
// ---------------------------------------------------------------------------------------------------------

/** Resolves and prices the draft's lines: product lines from the catalogue (list price kept beside the price). */
async function buildLines(input: OfferDraftInput['lines']): Promise<OfferLineRow[]> {
  const ids = input.filter((l) => l.kind === 'product').map((l) => (l.productId ?? '').trim());
  const products = await resolveCartProducts(ids);
  return input.map((l, i): OfferLineRow => {
    if (l.kind === 'service') {
      const description = (l.description ?? '').trim();
      if (!description) throw badRequest(`Line ${i + 1}: describe the service`, { fieldErrors: { [`lines.${i}.description`]: 'Describe the service' } });
      return { kind: 'service', productId: null, catalogNumber: '', variant: '', description, quantity: l.quantity, unitPriceCents: l.unitPriceCents, listPriceCents: null, serviceKind: l.serviceKind ?? 'custom' };
    }
    const product = products.get((l.productId ?? '').trim());
    if (!product) throw badRequest(`Line ${i + 1}: unknown product`, { fieldErrors: { [`lines.${i}.productId`]: 'Choose a product of the catalogue' } });
    // The list price of the option (quote-only products have none; the admin's price is what counts).
    const priced = priceCartLine({ ...product, quoteOnly: false }, l.variant);
    const variant = priced.ok ? priced.variant : (l.variant?.trim() || 'Default');
    if (!priced.ok && priced.reason === 'unknown-option') throw badRequest(`Line ${i + 1}: ${priced.message}`, { fieldErrors: { [`lines.${i}.variant`]: 'Not an option of this product' } });
    return {
      kind: 'product',
      productId: product.id,
      catalogNumber: product.catalogNumber,
      variant,
      description: (l.description ?? '').trim() || product.name,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      listPriceCents: priced.ok ? priced.unitPriceCents : null,
      serviceKind: null,
    };
  });
}

async function draftFields(input: OfferDraftInput) {
  const lines = await buildLines(input.lines);
  const discount: OfferDiscount = { type: input.discountType, value: input.discountType === 'none' ? 0 : input.discountValue };
  const totals = calculateOfferTotals(lines, discount, input.shippingCents);
  return {
    customerEmail: input.customerEmail.trim().toLowerCase(),
    customerName: input.customerName,
    institution: input.institution,
    lines,
    discountType: discount.type,
    discountValue: discount.value,
    ...totals,
    taxNote: input.taxNote,
    terms: input.terms,
    note: input.note,
    validUntil: input.validUntil ?? defaultValidUntil(new Date()),
  };
}

export async function createOffer(input: OfferDraftInput, admin: Actor): Promise<OfferView> {
  const fields = await draftFields(input);
  const db = await getDb();
  if (input.quoteId) {
    const [q] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, input.quoteId));
    if (!q) throw badRequest('That quote no longer exists', { fieldErrors: { quoteId: 'Quote not found' } });
  }
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${offers.number}), 0) + 1` }).from(offers);
        const [row] = await tx
          .insert(offers)
          .values({ ...fields, number: Number(next), version: 1, quoteId: input.quoteId ?? null, createdBy: admin.email })
          .returning();
        await recordAudit({ actorEmail: admin.email, action: 'create', entityType: 'offer', entityId: row.id, summary: `Drafted offer ${offerReference(row.number, 1)} for ${row.customerEmail}` }, tx as unknown as Db);
        return toOfferView(row);
      });
    } catch (err) {
      // Two drafts took the same number at once: the unique index refused one; take the next number.
      if (attempt < 3 && /offers_number_version_uq|duplicate key/.test(String((err as { message?: string })?.message ?? err))) continue;
      throw err;
    }
  }
}

async function lockOffer(tx: Tx, id: string): Promise<OfferRow> {
  if (!isUuid(id)) throw notFound(OFFER_NOT_FOUND);
  const [row] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
  if (!row) throw notFound(OFFER_NOT_FOUND);
  return row;
}

function refuseUnless(v: ReturnType<typeof offerTransition>): asserts v is { ok: true; to: OfferStatus } {
  if (!v.ok) throw new ApiError(v.status, v.message);
}

export async function updateOffer(id: string, input: OfferDraftInput, admin: Actor): Promise<OfferView> {
  const fields = await draftFields(input);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await lockOffer(tx, id);
    refuseUnless(offerTransition(row.status as OfferStatus, 'edit'));
    const [updated] = await tx.update(offers).set({ ...fields, updatedAt: new Date() }).where(eq(offers.id, id)).returning();
    await recordAudit({ actorEmail: admin.email, action: 'update', entityType: 'offer', entityId: id, summary: `Edited draft ${offerReference(row.number, row.version)}` }, tx as unknown as Db);
    return toOfferView(updated);
  });
}

/** A new draft version of a sent (or declined, or expired) offer: the same number, the next version. */
export async function createOfferVersion(id: string, admin: Actor): Promise<OfferView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await lockOffer(tx, id);
    if (row.status === 'draft') throw conflict('This version is still a draft: edit it instead');
    if (row.status === 'accepted') throw conflict('This offer was accepted; it cannot be revised');
    const [{ max, drafts }] = await tx
      .select({ max: sql<number>`max(${offers.version})`, drafts: sql<number>`count(*) filter (where ${offers.status} = 'draft')` })
      .from(offers)
      .where(eq(offers.number, row.number));
    if (Number(drafts) > 0) throw conflict('A newer draft of this offer exists already: edit and send that one');
    const version = Number(max) + 1;
    const { id: _id, tokenHash: _t, pdfKey: _p, sentAt: _s, acceptedAt: _a, declinedAt: _d, declineReason: _r, supersededAt: _x, createdAt: _c, updatedAt: _u, ...copy } = row;
    const validUntil = isOfferExpired(row.validUntil, new Date()) ? defaultValidUntil(new Date()) : row.validUntil;
    const [created] = await tx.insert(offers).values({ ...copy, version, status: 'draft', validUntil, createdBy: admin.email }).returning();
    await recordAudit({ actorEmail: admin.email, action: 'create', entityType: 'offer', entityId: created.id, summary: `Started version ${version} of ${offerReference(row.number, 1).replace(/ v1$/, '')}` }, tx as unknown as Db);
    return toOfferView(created);
  });
}

/**
 * Send: the PDF is rendered and stored first (outside the transaction); then, under the row lock, the version
 * becomes 'sent' with its token hash, every earlier sent version of the offer becomes 'superseded', and the
 * e-mail with the link and the PDF attached is queued. Answers the link once (it is never stored).
 */
/** docs/offers.md §2: every line priced and a total above zero (checkOfferSendable); 400 naming the line otherwise. */
function refuseUnsendable(row: Pick<OfferRow, 'lines' | 'totalCents' | 'discountCents'>): void {
  const check = checkOfferSendable(row.lines, row);
  if (!check.ok) throw badRequest(check.message, { fieldErrors: check.fieldErrors });
}

export async function sendOffer(id: string, admin: Actor, origin: string): Promise<{ offer: OfferView; link: string }> {
  const db = await getDb();
  const [pre] = isUuid(id) ? await db.select().from(offers).where(eq(offers.id, id)) : [];
  if (!pre) throw notFound(OFFER_NOT_FOUND);
  refuseUnless(offerTransition(pre.status as OfferStatus, 'send'));
  if (isOfferExpired(pre.validUntil, new Date())) throw badRequest('The validity date is in the past: choose a later date before sending');
  refuseUnsendable(pre);

  const now = new Date();
  const pdf = await renderOfferPdf({ ...pre, lines: pre.lines, issuedAt: now });
  const pdfKey = `offers/${pre.id.replace(/-/g, '')}-${randomUUID().slice(0, 8)}.pdf`;
  const storage = await getStorage();
  try {
    await storage.put(pdfKey, pdf, PDF_MIME_TYPE);
  } catch (err) {
    if (isStorageUnavailableError(err)) throw serviceUnavailable('Document storage is unavailable; the offer was not sent. Please try again.');
    throw err;
  }
  const token = newOfferToken();
  const link = offerLink(origin, token);
  const result = await db.transaction(async (tx) => {
    const row = await lockOffer(tx, id);
    refuseUnless(offerTransition(row.status as OfferStatus, 'send'));
    // An edit saved while the PDF was rendered is checked again under the lock.
    refuseUnsendable(row);
    const [sent] = await tx
      .update(offers)
      .set({ status: 'sent', tokenHash: hashOfferToken(token), pdfKey, sentAt: now, updatedAt: now })
      .where(eq(offers.id, id))
      .returning();
    const superseded = await tx
      .update(offers)
      .set({ status: 'superseded', supersededAt: now, updatedAt: now })
      .where(and(eq(offers.number, row.number), eq(offers.status, 'sent'), sql`${offers.version} < ${row.version}`))
      .returning({ id: offers.id, version: offers.version });
    if (row.quoteId) {
      // The quote the offer answers is answered now (docs/offers.md): the customer's account and the admin's inbox
      // say so without a separate click. A quote answered earlier keeps its first answer's date.
      await tx
        .update(quotes)
        .set({ read: true, answeredAt: sql`coalesce(${quotes.answeredAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(quotes.id, row.quoteId));
    }
    const reference = offerReference(row.number, row.version);
    await enqueueEmail(tx, {
      kind: 'offer',
      to: sent.customerEmail,
      ...renderOfferEmail({ reference, customerName: sent.customerName, totalCents: sent.totalCents, validUntil: sent.validUntil, link, note: sent.note, version: sent.version }),
      refType: 'offer',
      refId: sent.id,
      dedupeKey: `offer:${sent.id}:sent`,
      attachments: [{ filename: `Offer_${reference.replace(/\s+/g, '_')}.pdf`, contentType: PDF_MIME_TYPE, storageKey: pdfKey }],
    });
    await recordAudit(
      {
        actorEmail: admin.email,
        action: 'update',
        entityType: 'offer',
        entityId: id,
        summary: `Sent offer ${reference} to ${sent.customerEmail}${superseded.length ? ` (supersedes v${superseded.map((s) => s.version).join(', v')})` : ''}`,
      },
      tx as unknown as Db,
    );
    return toOfferView(sent);
  });
  kickOutbox();
  return { offer: result, link };
}

export interface OfferListItem extends OfferView {
  orderId: string | null;
}

export async function listOffers(): Promise<OfferListItem[]> {
  const db = await getDb();
  const rows = await db
    .select({ offer: offers, orderId: orders.id })
    .from(offers)
    .leftJoin(orders, eq(orders.offerId, offers.id))
    .orderBy(desc(offers.number), desc(offers.version))
    .limit(500);
  return rows.map((r) => ({ ...toOfferView(r.offer), orderId: r.orderId }));
}

export interface OfferAdminDetail {
  offer: OfferView;
  versions: { id: string; version: number; status: OfferStatus; displayStatus: OfferStatus | 'expired'; totalCents: number; sentAt: string | null }[];
  order: OfferOrderView | null;
}

export async function getOfferAdmin(id: string): Promise<OfferAdminDetail | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  if (!row) return null;
  const versions = await db.select().from(offers).where(eq(offers.number, row.number)).orderBy(asc(offers.version));
  return {
    offer: toOfferView(row),
    versions: versions.map((v) => {
      const view = toOfferView(v);
      return { id: v.id, version: v.version, status: view.status, displayStatus: view.displayStatus, totalCents: v.totalCents, sentAt: view.sentAt };
    }),
    order: await orderViewForOffer(row.id),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Customer: the page behind the token, accept, decline
// ---------------------------------------------------------------------------------------------------------

async function rowByToken(token: string, db: Db | Tx): Promise<OfferRow | null> {
  if (!isOfferTokenShape(token)) return null;
  const [row] = await db.select().from(offers).where(eq(offers.tokenHash, hashOfferToken(token)));
  return row ?? null;
}

export type OfferPage =
  | { kind: 'not-found' }
  | { kind: 'expired'; reference: string }
  | { kind: 'superseded'; reference: string; latestVersion: number }
  | { kind: 'offer'; offer: OfferView; order: OfferOrderView | null; viaVersion: number | null };

/**
 * What the customer sees at /offers/{token}. `latest` shows the newest sent version of the same offer (the
 * link on a superseded version's page): the token stands for its recipient's offer, not only that version.
 */
export async function getOfferPage(token: string, opts: { latest?: boolean } = {}): Promise<OfferPage> {
  const shown = await offerShownBy(token, opts);
  if (shown.kind !== 'offer') return shown;
  const { row, own } = shown;
  return { kind: 'offer', offer: toOfferView(row), order: await orderViewForOffer(row.id), viaVersion: row.id === own.id ? null : own.version };
}

type ShownOffer = Exclude<OfferPage, { kind: 'offer' }> | { kind: 'offer'; row: OfferRow; own: OfferRow };

/**
 * Which offer version a token and `latest` open — the one rule of the offer page and of everything it links to
 * that is about that version (its order's invoice): unknown token → not-found; an expired open offer → expired;
 * a superseded version without `latest` → superseded; otherwise the version shown (`own` is the token's own row).
 */
async function offerShownBy(token: string, opts: { latest?: boolean }): Promise<ShownOffer> {
  const db = await getDb();
  const own = await rowByToken(token, db);
  if (!own) return { kind: 'not-found' };
  let row = own;
  if (opts.latest || own.status === 'superseded') {
    const [latest] = await db
      .select()
      .from(offers)
      .where(and(eq(offers.number, own.number), inArray(offers.status, ['sent', 'accepted', 'declined'])))
      .orderBy(desc(offers.version))
      .limit(1);
    if (latest && latest.version !== own.version) {
      if (!opts.latest) return { kind: 'superseded', reference: offerReference(own.number, own.version), latestVersion: latest.version };
      row = latest;
    }
  }
  if (displayStatus(row.status as OfferStatus, row.validUntil, new Date()) === 'expired') return { kind: 'expired', reference: offerReference(row.number, row.version) };
  return { kind: 'offer', row, own };
}

/**
 * GET /api/offers/{token}/invoice[?latest=1]: the invoice PDF of the order the offer page (same token, same
 * `latest`) shows — only ever that order, found by the shown version's id. An unknown token is 404, an expired
 * or superseded version 410 (OFFER_GONE, as the accept calls), no order or no invoice yet 404 (NO_INVOICE_YET).
 */
export async function getOfferInvoice(token: string, opts: { latest?: boolean } = {}): Promise<{ bytes: Buffer; downloadName: string }> {
  const shown = await offerShownBy(token, opts);
  if (shown.kind === 'not-found') throw notFound(OFFER_NOT_FOUND);
  if (shown.kind !== 'offer') throw new ApiError(410, OFFER_GONE);
  const db = await getDb();
  const [o] = await db
    .select({ id: orders.id, poDocumentKey: orders.poDocumentKey, invoiceDocumentKey: orders.invoiceDocumentKey, invoiceNumber: orders.invoiceNumber })
    .from(orders)
    .where(eq(orders.offerId, shown.row.id));
  if (!o) throw notFound(NO_INVOICE_YET);
  return readCustomerInvoice(o);
}

/** The offer a customer's call acts on: the version named in the body, of the offer the token opens. */
async function lockOfferForCustomer(tx: Tx, token: string, version: number): Promise<OfferRow> {
  const own = await rowByToken(token, tx);
  if (!own) throw notFound(OFFER_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.number, own.number), eq(offers.version, version)))
    .for('update');
  if (!row || row.status === 'draft') throw notFound(OFFER_NOT_FOUND);
  return row;
}

function checkAcceptable(row: OfferRow, action: 'accept' | 'decline'): void {
  const v = offerTransition(row.status as OfferStatus, action, { expired: isOfferExpired(row.validUntil, new Date()) });
  if (!v.ok) throw new ApiError(v.status, v.status === 410 ? OFFER_GONE : v.message);
}

/**
 * GET /api/offers/{token}/pdf[?latest=1]: the PDF of the version the offer page (same token, same `latest`) shows,
 * by the page's rule (`offerShownBy`): an unknown token 404, an expired open offer or a superseded version 410
 * (OFFER_GONE, as the accept calls and the invoice); with `latest` the newest version's PDF as sent.
 */
export async function getOfferPdf(token: string, opts: { latest?: boolean } = {}): Promise<{ bytes: Buffer; downloadName: string }> {
  const shown = await offerShownBy(token, opts);
  if (shown.kind === 'not-found') throw notFound(OFFER_NOT_FOUND);
  if (shown.kind !== 'offer') throw new ApiError(410, OFFER_GONE);
  const { row } = shown;
  if (!row.pdfKey) throw notFound(OFFER_NOT_FOUND);
  const bytes = await (await getStorage()).get(row.pdfKey);
  if (!bytes) throw notFound(OFFER_NOT_FOUND);
  return { bytes, downloadName: `Offer_${offerReference(row.number, row.version).replace(/\s+/g, '_')}.pdf` };
}

async function insertOfferOrder(tx: Tx, row: OfferRow, values: Partial<typeof orders.$inferInsert> & { status: string; paymentMethod: 'card' | 'po'; mode: string }): Promise<OrderRow> {
  const [order] = await tx
    .insert(orders)
    .values({
      offerId: row.id,
      currency: 'usd',
      subtotalCents: row.subtotalCents,
      discountCents: row.discountCents,
      shippingCents: row.shippingCents,
      totalCents: row.totalCents,
      customerEmail: row.customerEmail,
      customerName: row.customerName || null,
      institution: row.institution || null,
      ...values,
    })
    .returning();
  await tx.insert(orderLines).values(
    row.lines.map((l) => ({
      orderId: order.id,
      productId: l.productId ?? '',
      catalogNumber: l.catalogNumber,
      name: l.description,
      variant: l.kind === 'product' ? l.variant || 'Default' : 'Service',
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      lineTotalCents: l.unitPriceCents * l.quantity,
      serviceKind: l.kind === 'service' ? (l.serviceKind ?? 'custom') : null,
    })),
  );
  const milestones = defaultMilestonesFor(row.lines);
  if (milestones.length) {
    await tx.insert(orderMilestones).values(milestones.map((m, i) => ({ orderId: order.id, position: i + 1, serviceKind: m.serviceKind, label: m.label })));
  }
  await tx.insert(orderEvents).values({ orderId: order.id, type: 'offer', message: `Created from offer ${offerReference(row.number, row.version)}` });
  return order;
}

/**
 * Accept and pay by card: one pending card order per offer version (created under the offer's row lock, or the
 * existing one reused), then a hosted checkout priced from that order — Stripe Checkout, or the demo page.
 * The webhook marks it paid exactly like a cart order (lib/server/orders/payment-events.ts applyPaymentEvent).
 */
export async function acceptOfferByCard(token: string, input: { version: number }, origin: string): Promise<{ url: string; orderId: string }> {
  const payments = getPayments();
  const db = await getDb();
  const { order, row } = await db.transaction(async (tx) => {
    const row = await lockOfferForCustomer(tx, token, input.version);
    const [existing] = await tx.select().from(orders).where(eq(orders.offerId, row.id)).for('update');
    if (existing) {
      if (existing.paymentMethod === 'card' && existing.status === 'pending' && existing.mode === payments.mode) return { order: existing, row };
      throw conflict(existing.paymentMethod === 'po' ? 'This offer was accepted with a purchase order' : 'This offer was already accepted and paid');
    }
    checkAcceptable(row, 'accept');
    const order = await insertOfferOrder(tx, row, { status: 'pending', paymentMethod: 'card', mode: payments.mode });
    return { order, row };
  });
  const reference = offerReference(row.number, row.version);
  let session;
  try {
    session = await payments.createCheckoutSession(
      {
        orderId: order.id,
        currency: 'usd',
        // One line for the offer (its discount is already in it; a Checkout line cannot be negative).
        lines: [{ name: `Offer ${reference}`, variant: `${row.lines.length} line${row.lines.length === 1 ? '' : 's'}`, catalogNumber: reference, unitAmountCents: order.totalCents - order.shippingCents, quantity: 1 }],
        shippingCents: order.shippingCents,
        successUrl: `${origin}/offers/${token}?paid=1`,
        cancelUrl: `${origin}/offers/${token}`,
        origin,
        // Stripe Checkout opens with the address the offer was made for (the receipt goes there); the buyer may change it.
        customerEmail: row.customerEmail,
      },
      // "-buyer": sessions created before the e-mail was passed had other parameters under the plain key, and Stripe
      // refuses a key reused with different parameters (for 24 hours).
      { idempotencyKey: `${checkoutIdempotencyKey(order.id)}-buyer` },
    );
  } catch (err) {
    if (err instanceof PaymentProviderUnavailableError) throw serviceUnavailable('The payment service is not responding right now. Please try again in a moment — you will not be charged twice.');
    if (err instanceof PaymentProviderError) throw new ApiError(502, 'The payment service could not start the checkout. Please try again later.');
    throw err;
  }
  await db.update(orders).set({ stripeSessionId: session.id, updatedAt: new Date() }).where(and(eq(orders.id, order.id), sql`${orders.stripeSessionId} is distinct from ${session.id}`));
  return { url: session.url, orderId: order.id };
}

function decodePdfUpload(file: { contentBase64: string }, field: string): Buffer {
  const b64 = file.contentBase64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw badRequest('The file could not be read', { fieldErrors: { [field]: 'The file could not be read' } });
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length > MAX_PO_BYTES) throw badRequest('The file is larger than 10 MB.', { fieldErrors: { [field]: 'The file is larger than 10 MB.' } });
  // The media pipeline's PDF check (lib/domain/documents.ts): by content, never by name or declared type.
  const check = checkPdf(bytes, { inflate: (d) => inflateSync(d, { maxOutputLength: 64 * 1024 * 1024 }) });
  if (!check.ok) throw badRequest(check.error, { fieldErrors: { [field]: check.error } });
  return bytes;
}

async function storePdf(prefix: string, bytes: Buffer): Promise<string> {
  const key = `${prefix}/${randomUUID().replace(/-/g, '')}.pdf`;
  try {
    await (await getStorage()).put(key, bytes, PDF_MIME_TYPE);
  } catch (err) {
    if (isStorageUnavailableError(err)) throw serviceUnavailable('Document storage is unavailable; nothing was saved. Please try again in a moment.');
    throw err;
  }
  return key;
}

async function deleteQuietly(key: string) {
  try {
    await (await getStorage()).delete(key);
  } catch (err) {
    log.warn('could not delete an unused PO document', { key, err });
  }
}

/** Stored like the card checkout's delivery address (lib/server/orders/demo.ts): an empty part is null. */
function toShippingAddress(a: AcceptPoInput['shipping']): OrderAddress & Record<string, unknown> {
  const part = (v: string) => v || null;
  return { name: a.name, line1: part(a.line1), line2: part(a.line2), city: part(a.city), state: part(a.state), postalCode: part(a.postalCode), country: part(a.country) };
}

/**
 * Accept with a purchase order: the PDF is checked (by content, ≤ 10 MB) and stored before anything changes, so a
 * refused file leaves the offer open for another try. Then, under the offer's row lock, one order 'awaiting
 * invoice' (a pending card order of the same offer is switched over), the offer accepted, e-mails queued.
 */
export async function acceptOfferByPo(token: string, input: AcceptPoInput, origin: string): Promise<{ orderId: string; reference: string }> {
  const bytes = decodePdfUpload(input.poFile, 'poFile');
  const db = await getDb();
  const pre = await rowByToken(token, db);
  if (!pre) throw notFound(OFFER_NOT_FOUND);
  const key = await storePdf('offers/po', bytes);
  try {
    const result = await db.transaction(async (tx) => {
      const row = await lockOfferForCustomer(tx, token, input.version);
      const [existing] = await tx.select().from(orders).where(eq(orders.offerId, row.id)).for('update');
      if (existing && !(existing.paymentMethod === 'card' && existing.status === 'pending')) {
        throw conflict(existing.paymentMethod === 'po' ? 'This offer was already accepted with a purchase order' : 'This offer was already accepted and paid');
      }
      checkAcceptable(row, 'accept');
      const now = new Date();
      const po = {
        status: 'awaiting_invoice',
        paymentMethod: 'po' as const,
        poNumber: input.poNumber,
        billingAddress: input.billing as Record<string, unknown>,
        shippingAddress: toShippingAddress(input.shipping),
        poDocumentKey: key,
        institution: input.billing.institution || row.institution || null,
        customerName: row.customerName || input.billing.name,
      };
      let order: OrderRow;
      if (existing) {
        // The customer started a card payment and chose a purchase order instead: the same order switches over.
        [order] = await tx.update(orders).set({ ...po, stripeSessionId: null, updatedAt: now }).where(eq(orders.id, existing.id)).returning();
      } else {
        order = await insertOfferOrder(tx, row, { ...po, mode: 'po' });
      }
      await tx.update(offers).set({ status: 'accepted', acceptedAt: now, updatedAt: now }).where(eq(offers.id, row.id));
      await tx.insert(orderEvents).values({ orderId: order.id, type: 'po', message: `Accepted with purchase order ${input.poNumber}`, data: { poNumber: input.poNumber } });
      const reference = offerReference(row.number, row.version);
      const orderRef = orderReference(order.id);
      await enqueueEmail(tx, {
        kind: 'offer-po-admin',
        to: '',
        replyTo: row.customerEmail,
        ...renderPoReceivedAdminEmail({ reference, orderReference: orderRef, customer: row.customerName || row.customerEmail, institution: po.institution ?? '', poNumber: input.poNumber, totalCents: order.totalCents, adminUrl: `${origin}/admin/orders/${order.id}` }),
        refType: 'order',
        refId: order.id,
        dedupeKey: `order:${order.id}:po-admin`,
        attachments: [{ filename: purchaseOrderFileName(input.poNumber), contentType: PDF_MIME_TYPE, storageKey: key }],
      });
      await enqueueEmail(tx, {
        kind: 'offer-po-customer',
        to: row.customerEmail,
        ...renderPoReceivedCustomerEmail({ reference, orderReference: orderRef, customerName: row.customerName, poNumber: input.poNumber, link: `${origin}/offers/${token}` }),
        refType: 'order',
        refId: order.id,
        dedupeKey: `order:${order.id}:po-customer`,
      });
      return { orderId: order.id, reference: orderRef };
    });
    kickOutbox();
    return result;
  } catch (err) {
    await deleteQuietly(key);
    throw err;
  }
}

export async function declineOffer(token: string, input: { version: number; reason: string }, origin: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const row = await lockOfferForCustomer(tx, token, input.version);
    checkAcceptable(row, 'decline');
    const [existing] = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.offerId, row.id));
    if (existing && existing.status !== 'pending') throw conflict('This offer was already accepted');
    const now = new Date();
    await tx.update(offers).set({ status: 'declined', declinedAt: now, declineReason: input.reason || null, updatedAt: now }).where(eq(offers.id, row.id));
    if (existing) await tx.update(orders).set({ status: 'canceled', canceledAt: now, updatedAt: now }).where(eq(orders.id, existing.id));
    await enqueueEmail(tx, {
      kind: 'offer-declined',
      to: '',
      replyTo: row.customerEmail,
      ...renderOfferDeclinedAdminEmail({ reference: offerReference(row.number, row.version), customer: row.customerName || row.customerEmail, reason: input.reason, adminUrl: `${origin}/admin/offers/${row.id}` }),
      refType: 'offer',
      refId: row.id,
      dedupeKey: `offer:${row.id}:declined`,
    });
  });
  kickOutbox();
}

// ---------------------------------------------------------------------------------------------------------
// Admin: invoices, payment by PO, milestones
// ---------------------------------------------------------------------------------------------------------

async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow> {
  if (!isUuid(orderId)) throw notFound('Order not found');
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!o) throw notFound('Order not found');
  return o;
}

export async function markOrderInvoiced(orderId: string, input: { invoiceNumber: string; file: { contentBase64: string } }, admin: Actor): Promise<void> {
  const bytes = decodePdfUpload(input.file, 'file');
  const db = await getDb();
  const key = await storePdf('invoices', bytes);
  try {
    await db.transaction(async (tx) => {
      const o = await lockOrder(tx, orderId);
      const v = paymentTransition(o.status as PaymentStatus, 'invoice');
      if (!v.ok) throw new ApiError(v.status, v.message);
      const now = new Date();
      await tx.update(orders).set({ status: v.to, invoiceNumber: input.invoiceNumber, invoiceDocumentKey: key, invoicedAt: now, updatedAt: now }).where(eq(orders.id, o.id));
      await tx.insert(orderEvents).values({ orderId: o.id, type: 'invoiced', message: `Invoice ${input.invoiceNumber} sent`, actorEmail: admin.email });
      const [offer] = o.offerId ? await tx.select({ terms: offers.terms }).from(offers).where(eq(offers.id, o.offerId)) : [];
      if (o.customerEmail) {
        await enqueueEmail(tx, {
          kind: 'invoice',
          to: o.customerEmail,
          ...renderInvoiceEmail({ orderReference: orderReference(o.id), customerName: o.customerName, invoiceNumber: input.invoiceNumber, poNumber: o.poNumber, totalCents: o.totalCents, terms: offer?.terms ?? '' }),
          refType: 'order',
          refId: o.id,
          dedupeKey: `order:${o.id}:invoice`,
          attachments: [{ filename: invoiceFileName(input.invoiceNumber), contentType: PDF_MIME_TYPE, storageKey: key }],
        });
      }
      await recordAudit({ actorEmail: admin.email, action: 'update', entityType: 'order', entityId: o.id, summary: `Marked order #${orderReference(o.id)} invoiced (${input.invoiceNumber})` }, tx as unknown as Db);
    });
  } catch (err) {
    await deleteQuietly(key);
    throw err;
  }
  kickOutbox();
}

export async function markOrderPaidByPo(orderId: string, admin: Actor): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId);
    if (o.paymentMethod !== 'po') throw conflict('Card orders are marked paid by the payment provider, not by hand');
    const v = paymentTransition(o.status as PaymentStatus, 'pay');
    if (!v.ok) throw new ApiError(v.status, v.message);
    const now = new Date();
    await tx.update(orders).set({ status: 'paid', paidAt: now, updatedAt: now }).where(eq(orders.id, o.id));
    await tx.insert(orderEvents).values({ orderId: o.id, type: 'paid', message: `Payment received for invoice ${o.invoiceNumber ?? ''}`.trim(), actorEmail: admin.email });
    await recordAudit({ actorEmail: admin.email, action: 'update', entityType: 'order', entityId: o.id, summary: `Marked order #${orderReference(o.id)} paid (PO ${o.poNumber ?? ''})` }, tx as unknown as Db);
  });
}

/** The invoice or PO document of an order (admin downloads; the storage read is shared with the customer's, lib/server/order-documents.ts). */
export async function getOrderDocument(orderId: string, which: OrderDocumentKind): Promise<{ bytes: Buffer; downloadName: string }> {
  if (!isUuid(orderId)) throw notFound('Order not found');
  const db = await getDb();
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  const bytes = o ? await readOrderDocument(o, which) : null;
  if (!o || !bytes) throw notFound('No such document');
  // The same names as everywhere else (the customer's download, the e-mails): lib/domain/documents.ts.
  return { bytes, downloadName: which === 'po' ? purchaseOrderFileName(o.poNumber) : invoiceFileName(o.invoiceNumber) };
}

/** Replaces the open milestones of an order (labels, order, additions, removals); ticked ones keep their name and place (checkMilestoneList). */
export async function replaceMilestones(orderId: string, list: { id?: number; label: string }[], admin: Actor): Promise<MilestoneView[]> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId);
    const current = await tx.select().from(orderMilestones).where(eq(orderMilestones.orderId, o.id)).orderBy(asc(orderMilestones.position), asc(orderMilestones.id));
    // Checked against the rows under the order's lock: a milestone ticked meanwhile in another tab keeps its place.
    const verdict = checkMilestoneList(current.map((m) => ({ id: m.id, label: m.label, done: Boolean(m.doneAt) })), list);
    if (!verdict.ok) throw verdict.status === 400 ? badRequest(verdict.message) : conflict(verdict.message);
    const byId = new Map(current.map((m) => [m.id, m]));
    const kept = new Set<number>();
    for (const [i, item] of list.entries()) {
      if (item.id !== undefined) {
        const m = byId.get(item.id)!;
        kept.add(m.id);
        await tx.update(orderMilestones).set({ position: i + 1, label: m.doneAt ? m.label : item.label }).where(eq(orderMilestones.id, m.id));
      } else {
        await tx.insert(orderMilestones).values({ orderId: o.id, position: i + 1, serviceKind: current[0]?.serviceKind ?? 'custom', label: item.label });
      }
    }
    for (const m of current) {
      if (!kept.has(m.id)) await tx.delete(orderMilestones).where(eq(orderMilestones.id, m.id));
    }
    await recordAudit({ actorEmail: admin.email, action: 'update', entityType: 'order', entityId: o.id, summary: `Edited the milestones of order #${orderReference(o.id)}`, diff: { milestones: list.map((m) => m.label) } }, tx as unknown as Db);
  });
  return listMilestones(orderId);
}

/** Ticks one milestone: its time, note and admin go to the audit log, and the customer gets one e-mail for it. */
export async function tickMilestone(orderId: string, milestoneId: number, note: string, admin: Actor, origin: string): Promise<MilestoneView> {
  const db = await getDb();
  const view = await db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId);
    const [m] = await tx.select().from(orderMilestones).where(and(eq(orderMilestones.id, milestoneId), eq(orderMilestones.orderId, o.id)));
    if (!m) throw notFound('Milestone not found');
    if (m.doneAt) throw conflict(`“${m.label}” is already done`);
    if (['canceled', 'refunded', 'failed', 'expired'].includes(o.status)) throw conflict('This order is closed');
    // Work starts once the order is paid by card or backed by a purchase order.
    if (o.status === 'pending') throw conflict('This order is not paid yet');
    const now = new Date();
    const [done] = await tx.update(orderMilestones).set({ doneAt: now, note, doneBy: admin.email }).where(eq(orderMilestones.id, m.id)).returning();
    await tx.insert(orderEvents).values({ orderId: o.id, type: 'milestone', message: `${m.label}${note ? ` — ${note}` : ''}`, actorEmail: admin.email });
    await recordAudit(
      { actorEmail: admin.email, action: 'update', entityType: 'order', entityId: o.id, summary: `Milestone “${m.label}” of order #${orderReference(o.id)} done at ${now.toISOString()}`, diff: { milestone: m.label, doneAt: now.toISOString(), note } },
      tx as unknown as Db,
    );
    if (o.customerEmail) {
      await enqueueEmail(tx, {
        kind: 'milestone',
        to: o.customerEmail,
        ...renderMilestoneEmail({ orderReference: orderReference(o.id), customerName: o.customerName, label: m.label, note, doneAt: now, link: `${origin}/account/orders/${o.id}` }),
        refType: 'order',
        refId: o.id,
        dedupeKey: `milestone:${m.id}`,
      });
    }
    return toMilestoneView(done);
  });
  kickOutbox();
  return view;
}

// ---------------------------------------------------------------------------------------------------------
// Overview and export
// ---------------------------------------------------------------------------------------------------------

export interface OfferOverview {
  openOffers: number;
  openValueCents: number;
  /** Accepted of decided (accepted, declined, expired unanswered) offers sent in the last 30 days; null when none. */
  acceptanceRate30d: number | null;
  awaitingInvoice: number;
  awaitingPayment: number;
}

export async function getOfferOverview(now = new Date()): Promise<OfferOverview> {
  const db = await getDb();
  const today = now.toISOString().slice(0, 10);
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const [open] = await db
    .select({ n: count(), value: sql<number>`coalesce(sum(${offers.totalCents}), 0)` })
    .from(offers)
    .where(and(eq(offers.status, 'sent'), gte(offers.validUntil, today)));
  const [decided] = await db
    .select({
      accepted: sql<number>`count(*) filter (where ${offers.status} = 'accepted')`,
      decided: sql<number>`count(*) filter (where ${offers.status} in ('accepted', 'declined') or (${offers.status} = 'sent' and ${offers.validUntil} < ${today}))`,
    })
    .from(offers)
    .where(gte(offers.sentAt, since));
  const [po] = await db
    .select({
      awaitingInvoice: sql<number>`count(*) filter (where ${orders.status} = 'awaiting_invoice')`,
      awaitingPayment: sql<number>`count(*) filter (where ${orders.status} = 'invoiced')`,
    })
    .from(orders);
  return {
    openOffers: Number(open.n),
    openValueCents: Number(open.value),
    acceptanceRate30d: acceptanceRate(Number(decided.accepted), Number(decided.decided)),
    awaitingInvoice: Number(po.awaitingInvoice),
    awaitingPayment: Number(po.awaitingPayment),
  };
}

function csvCell(v: unknown): string {
  let s = v === null || v === undefined ? '' : String(v);
  // Spreadsheet formula injection: a cell starting with = + - @ is read as text.
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Orders for accounting: date, customer, institution, PO, amounts (USD), status; newest first. */
export async function exportOrdersCsv(): Promise<string> {
  const db = await getDb();
  const rows = await db.select().from(orders).orderBy(desc(orders.createdAt)).limit(50_000);
  const header = ['date', 'order', 'customer', 'email', 'institution', 'payment_method', 'po_number', 'invoice_number', 'subtotal', 'discount', 'shipping', 'total', 'refunded', 'currency', 'status', 'paid_at'];
  const lines = rows.map((o) =>
    [
      o.createdAt.toISOString().slice(0, 10),
      orderReference(o.id),
      o.customerName ?? '',
      o.customerEmail ?? '',
      o.institution ?? '',
      o.paymentMethod,
      o.poNumber ?? '',
      o.invoiceNumber ?? '',
      dollars(o.subtotalCents),
      dollars(o.discountCents),
      dollars(o.shippingCents),
      dollars(o.totalCents),
      dollars(o.refundedCents),
      o.currency.toUpperCase(),
      o.status,
      o.paidAt ? o.paidAt.toISOString() : '',
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

export interface OrderOfferInfo {
  paymentMethod: 'card' | 'po';
  poNumber: string | null;
  hasPoDocument: boolean;
  invoiceNumber: string | null;
  invoicedAt: string | null;
  hasInvoiceDocument: boolean;
  offer: { id: string; reference: string } | null;
  milestones: MilestoneView[];
}

/** What the admin order page shows beside a cart order: payment method, PO, invoice, offer and milestones (the addresses are in getOrderDetail). */
export async function getOrderOfferInfo(orderId: string): Promise<OrderOfferInfo | null> {
  if (!isUuid(orderId)) return null;
  const db = await getDb();
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!o) return null;
  const [offer] = o.offerId ? await db.select({ id: offers.id, number: offers.number, version: offers.version }).from(offers).where(eq(offers.id, o.offerId)) : [];
  return {
    paymentMethod: o.paymentMethod === 'po' ? 'po' : 'card',
    poNumber: o.poNumber,
    hasPoDocument: Boolean(o.poDocumentKey),
    invoiceNumber: o.invoiceNumber,
    invoicedAt: o.invoicedAt?.toISOString() ?? null,
    hasInvoiceDocument: Boolean(o.invoiceDocumentKey),
    offer: offer ? { id: offer.id, reference: offerReference(offer.number, offer.version) } : null,
    milestones: await listMilestones(o.id),
  };
}

/** The editor's starting values from a quote of the inbox: customer, institution and a service line to price. */
export async function getQuoteForOffer(quoteId: string): Promise<{ id: string; email: string; name: string; institution: string; serviceKind: string; description: string } | null> {
  if (!isUuid(quoteId)) return null;
  const db = await getDb();
  const [q] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
  if (!q) return null;
  const description = (q.projectDescription || q.additionalInfo || '').replace(/\s+/g, ' ').trim().slice(0, 300);
  return {
    id: q.id,
    email: q.email,
    name: `${q.firstName} ${q.lastName}`.replace(/\s+/g, ' ').trim(),
    institution: [q.company, q.department].filter(Boolean).join(', ').slice(0, 200),
    serviceKind: serviceKindFromQuote(q.serviceType),
    description,
  };
}

export interface CustomerOfferItem {
  id: string;
  reference: string;
  displayStatus: OfferStatus | 'expired';
  totalCents: number;
  validUntil: string;
  sentAt: string | null;
  orderId: string | null;
}

/**
 * The offers sent to a signed-in customer's e-mail (docs/accounts.md, docs/offers.md §3): the newest sent version
 * of each offer, with its order once accepted. The token is never stored, so accepting stays on the e-mailed link.
 */
export async function listCustomerOffers(email: string): Promise<CustomerOfferItem[]> {
  const db = await getDb();
  const rows = await db
    .select({ offer: offers, orderId: orders.id })
    .from(offers)
    .leftJoin(orders, eq(orders.offerId, offers.id))
    .where(and(eq(offers.customerEmail, email.trim().toLowerCase()), inArray(offers.status, ['sent', 'accepted', 'declined'])))
    .orderBy(desc(offers.number), desc(offers.version))
    .limit(200);
  const seen = new Set<number>();
  const out: CustomerOfferItem[] = [];
  for (const { offer, orderId } of rows) {
    if (seen.has(offer.number)) continue;
    seen.add(offer.number);
    const view = toOfferView(offer);
    out.push({ id: view.id, reference: view.reference, displayStatus: view.displayStatus, totalCents: view.totalCents, validUntil: view.validUntil, sentAt: view.sentAt, orderId });
  }
  return out;
}

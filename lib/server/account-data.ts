import 'server-only';
// A customer's own data besides orders (docs/accounts.md): quotes and contact requests sent with the verified
// address, profile, addresses, saved designs with versions and read-only share links, and the export and
// deletion of everything. Every read and write is scoped by the session's customer (id or normalised e-mail):
// an id of someone else's row is answered exactly like an unknown one (null → 404).
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb, type Db } from '@/db/client';
import {
  auditLog,
  contactMessages,
  customerAddresses,
  customerDesignVersions,
  customerDesigns,
  customerLoginTokens,
  customerSessions,
  customers,
  emailOutbox,
  offers,
  orderMilestones,
  orderEvents,
  orderLines,
  orderRefunds,
  orderShipmentLines,
  orderShipments,
  orders,
  quotes,
} from '@/db/schema';
import { badRequest, conflict } from '@/lib/api/errors';
import {
  DESIGN_SAVE_REFUSED,
  decideDesignSave,
  requestStatus,
  type RequestStatus,
} from '@/lib/domain/account-data';
import { isUuid } from '@/lib/domain/ids';
import { BUDGETS, CONTACT_SUBJECTS, labelFor, SERVICE_TYPES, TIMELINES } from '@/lib/domain/quote-options';
import { recordAudit } from '@/lib/server/audit';
import { forgetStripeCustomer } from '@/lib/server/checkout-customer';
import type { CustomerSession } from '@/lib/server/accounts';
import type { AddressInput, ProfileInput } from '@/lib/validations/accounts';

const byEmail = (column: Parameters<typeof sql>[1], email: string) => sql`lower(btrim(${column})) = ${email}`;

// ---------------------------------------------------------------------------------------------------------
// Quotes and contact requests
// ---------------------------------------------------------------------------------------------------------

export interface AccountRequest {
  id: string;
  type: 'quote' | 'contact';
  title: string;
  status: RequestStatus;
  createdAt: string;
  answeredAt: string | null;
  /** The message as it was sent. */
  message: string;
  details: { label: string; value: string }[];
}

function quoteTitle(q: typeof quotes.$inferSelect): string {
  if (q.kind === 'product' && q.catalogNumber) return `Product quote · Cat. No. ${q.catalogNumber}`;
  if (q.serviceType) return `Quote · ${labelFor(SERVICE_TYPES, q.serviceType)}`;
  return 'Quote request';
}

/** Every quote and contact request sent with the customer's verified address, newest first. */
export async function listCustomerRequests(session: CustomerSession): Promise<AccountRequest[]> {
  const db = await getDb();
  const [quoteRows, contactRows] = await Promise.all([
    db.select().from(quotes).where(byEmail(quotes.email, session.email)).orderBy(desc(quotes.createdAt)).limit(200),
    db.select().from(contactMessages).where(byEmail(contactMessages.email, session.email)).orderBy(desc(contactMessages.createdAt)).limit(200),
  ]);
  const list: AccountRequest[] = [
    ...quoteRows.map((q) => ({
      id: q.id,
      type: 'quote' as const,
      title: quoteTitle(q),
      status: requestStatus(q),
      createdAt: q.createdAt.toISOString(),
      answeredAt: q.answeredAt?.toISOString() ?? null,
      message: [q.projectDescription, q.additionalInfo].filter(Boolean).join('\n\n'),
      details: [
        { label: 'Service', value: labelFor(SERVICE_TYPES, q.serviceType) },
        { label: 'Timeline', value: labelFor(TIMELINES, q.timeline) },
        { label: 'Budget', value: labelFor(BUDGETS, q.budget) },
        { label: 'Institution', value: q.company },
        { label: 'Department', value: q.department },
      ].filter((d) => d.value),
    })),
    ...contactRows.map((c) => ({
      id: c.id,
      type: 'contact' as const,
      title: labelFor(CONTACT_SUBJECTS, c.subject) || 'Message',
      status: requestStatus(c),
      createdAt: c.createdAt.toISOString(),
      answeredAt: c.answeredAt?.toISOString() ?? null,
      message: c.message,
      details: [{ label: 'Institution', value: c.company }].filter((d) => d.value),
    })),
  ];
  return list.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

// ---------------------------------------------------------------------------------------------------------
// Profile
// ---------------------------------------------------------------------------------------------------------

export interface CustomerProfile extends ProfileInput {
  email: string;
}

export async function getProfile(session: CustomerSession): Promise<CustomerProfile> {
  const db = await getDb();
  const [row] = await db.select().from(customers).where(eq(customers.id, session.customerId));
  return { email: session.email, name: row?.name ?? '', institution: row?.institution ?? '', department: row?.department ?? '', phone: row?.phone ?? '' };
}

export async function updateProfile(session: CustomerSession, input: ProfileInput): Promise<CustomerProfile> {
  const db = await getDb();
  // Only the four profile columns: the e-mail, id and role are never taken from a body.
  await db
    .update(customers)
    .set({ name: input.name, institution: input.institution, department: input.department, phone: input.phone })
    .where(eq(customers.id, session.customerId));
  return getProfile(session);
}

// ---------------------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------------------

export const ADDRESSES_PER_CUSTOMER_MAX = 20;

export type CustomerAddress = Omit<typeof customerAddresses.$inferSelect, 'customerId' | 'createdAt' | 'updatedAt' | 'kind'> & {
  kind: 'shipping' | 'billing';
};

function toAddress(r: typeof customerAddresses.$inferSelect): CustomerAddress {
  const { customerId: _c, createdAt: _a, updatedAt: _u, ...rest } = r;
  return { ...rest, kind: r.kind === 'billing' ? 'billing' : 'shipping' };
}

export async function listAddresses(session: CustomerSession): Promise<CustomerAddress[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, session.customerId))
    .orderBy(asc(customerAddresses.kind), desc(customerAddresses.isDefault), asc(customerAddresses.createdAt));
  return rows.map(toAddress);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A kind left without a default: its oldest address takes the default. */
async function handDefaultOn(tx: Tx, customerId: string, kind: string): Promise<void> {
  const [next] = await tx
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.kind, kind)))
    .orderBy(asc(customerAddresses.createdAt))
    .limit(1);
  if (next) await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, next.id));
}

/** Writes an address; a default one takes the default from the others of its kind. The first of a kind is the default. */
async function writeAddress(session: CustomerSession, id: string | null, input: AddressInput): Promise<CustomerAddress | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Serialise a customer's address writes (the default flag moves between rows).
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, session.customerId)).for('update');
    const mine = await tx.select().from(customerAddresses).where(eq(customerAddresses.customerId, session.customerId));
    const before = id ? mine.find((a) => a.id === id) : undefined;
    if (id && !before) return null;
    if (!id && mine.length >= ADDRESSES_PER_CUSTOMER_MAX) throw badRequest(`An account keeps at most ${ADDRESSES_PER_CUSTOMER_MAX} addresses.`);
    const othersOfKind = mine.filter((a) => a.kind === input.kind && a.id !== id);
    const isDefault = input.isDefault || !othersOfKind.some((a) => a.isDefault);
    if (isDefault) {
      await tx
        .update(customerAddresses)
        .set({ isDefault: false })
        .where(and(eq(customerAddresses.customerId, session.customerId), eq(customerAddresses.kind, input.kind), eq(customerAddresses.isDefault, true)));
    }
    const values = { ...input, isDefault, updatedAt: new Date() };
    const [row] = id
      ? await tx.update(customerAddresses).set(values).where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, session.customerId))).returning()
      : await tx.insert(customerAddresses).values({ ...values, customerId: session.customerId }).returning();
    // An address moved to the other kind leaves its old kind without a default.
    if (before && before.isDefault && before.kind !== input.kind) await handDefaultOn(tx, session.customerId, before.kind);
    return toAddress(row);
  });
}

export const createAddress = (session: CustomerSession, input: AddressInput) => writeAddress(session, null, input) as Promise<CustomerAddress>;

export async function updateAddress(session: CustomerSession, id: string, input: AddressInput): Promise<CustomerAddress | null> {
  if (!isUuid(id)) return null;
  return writeAddress(session, id, input);
}

export async function deleteAddress(session: CustomerSession, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, session.customerId)))
      .returning();
    if (!gone) return false;
    if (gone.isDefault) await handDefaultOn(tx, session.customerId, gone.kind);
    return true;
  });
}

export interface CheckoutPrefill {
  email: string;
  name: string;
  line1: string;
  city: string;
  postalCode: string;
  country: string;
}

/** What pre-fills checkout: the account's e-mail and its default shipping address (or the profile's name). */
export async function checkoutPrefill(session: CustomerSession): Promise<CheckoutPrefill> {
  const db = await getDb();
  const [address] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, session.customerId), eq(customerAddresses.kind, 'shipping'), eq(customerAddresses.isDefault, true)))
    .limit(1);
  const profile = await getProfile(session);
  const line1 = address ? [address.line1, address.line2].filter(Boolean).join(', ') : '';
  return {
    email: session.email,
    name: address?.name || profile.name,
    line1,
    city: address?.city ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? '',
  };
}

// ---------------------------------------------------------------------------------------------------------
// Saved designs
// ---------------------------------------------------------------------------------------------------------

export interface DesignVersion {
  version: number;
  query: string;
  createdAt: string;
}

export interface SavedDesignSummary {
  id: string;
  name: string;
  latest: DesignVersion;
  versionCount: number;
  shared: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SavedDesign extends SavedDesignSummary {
  versions: DesignVersion[];
}

const toVersion = (v: typeof customerDesignVersions.$inferSelect): DesignVersion => ({ version: v.version, query: v.query, createdAt: v.createdAt.toISOString() });

export async function listDesigns(session: CustomerSession): Promise<SavedDesignSummary[]> {
  const db = await getDb();
  const designs = await db.select().from(customerDesigns).where(eq(customerDesigns.customerId, session.customerId)).orderBy(desc(customerDesigns.updatedAt));
  if (!designs.length) return [];
  const versions = await db
    .select()
    .from(customerDesignVersions)
    .where(inArray(customerDesignVersions.designId, designs.map((d) => d.id)))
    .orderBy(desc(customerDesignVersions.version));
  return designs.map((d) => {
    const own = versions.filter((v) => v.designId === d.id);
    return {
      id: d.id,
      name: d.name,
      latest: toVersion(own[0]),
      versionCount: own.length,
      shared: d.shareTokenHash !== null,
      createdAt: d.createdAt.toISOString(),
      updatedAt: d.updatedAt.toISOString(),
    };
  });
}

export async function getDesign(session: CustomerSession, id: string): Promise<SavedDesign | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [d] = await db.select().from(customerDesigns).where(and(eq(customerDesigns.id, id), eq(customerDesigns.customerId, session.customerId)));
  if (!d) return null;
  const versions = (await db.select().from(customerDesignVersions).where(eq(customerDesignVersions.designId, id)).orderBy(desc(customerDesignVersions.version))).map(toVersion);
  return {
    id: d.id,
    name: d.name,
    latest: versions[0],
    versionCount: versions.length,
    versions,
    shared: d.shareTokenHash !== null,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

export async function createDesign(session: CustomerSession, name: string, query: string): Promise<SavedDesign> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, session.customerId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(customerDesigns).where(eq(customerDesigns.customerId, session.customerId));
    const decision = decideDesignSave(query, null, Number(n));
    if (decision.action === 'refuse') throw badRequest(DESIGN_SAVE_REFUSED[decision.reason], { fieldErrors: { query: DESIGN_SAVE_REFUSED[decision.reason] } });
    if (decision.action !== 'create') throw new Error('unreachable');
    const [row] = await tx.insert(customerDesigns).values({ customerId: session.customerId, name }).returning({ id: customerDesigns.id });
    await tx.insert(customerDesignVersions).values({ designId: row.id, version: 1, query: decision.query });
    return row.id;
  });
  return (await getDesign(session, id))!;
}

/**
 * Saves an edit of a design: a new version when the choices changed (the older ones are kept), nothing when
 * they did not. The design row is locked so two saves at once give versions n+1 and n+2, never a clash.
 */
export async function saveDesignVersion(session: CustomerSession, id: string, query: string): Promise<{ design: SavedDesign; created: boolean } | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const [d] = await tx
      .select({ id: customerDesigns.id })
      .from(customerDesigns)
      .where(and(eq(customerDesigns.id, id), eq(customerDesigns.customerId, session.customerId)))
      .for('update');
    if (!d) return null;
    const versions = await tx.select().from(customerDesignVersions).where(eq(customerDesignVersions.designId, id)).orderBy(desc(customerDesignVersions.version));
    const decision = decideDesignSave(query, { latestVersion: versions[0]?.version ?? 0, latestQuery: versions[0]?.query ?? '', versionCount: versions.length });
    if (decision.action === 'refuse') throw badRequest(DESIGN_SAVE_REFUSED[decision.reason], { fieldErrors: { query: DESIGN_SAVE_REFUSED[decision.reason] } });
    if (decision.action !== 'new-version') return false;
    await tx.insert(customerDesignVersions).values({ designId: id, version: decision.version, query: decision.query });
    await tx.update(customerDesigns).set({ updatedAt: new Date() }).where(eq(customerDesigns.id, id));
    return true;
  });
  if (created === null) return null;
  return { design: (await getDesign(session, id))!, created };
}

export async function renameDesign(session: CustomerSession, id: string, name: string): Promise<SavedDesign | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .update(customerDesigns)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(customerDesigns.id, id), eq(customerDesigns.customerId, session.customerId)))
    .returning({ id: customerDesigns.id });
  return row ? getDesign(session, id) : null;
}

export async function deleteDesign(session: CustomerSession, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const db = await getDb();
  const rows = await db.delete(customerDesigns).where(and(eq(customerDesigns.id, id), eq(customerDesigns.customerId, session.customerId))).returning({ id: customerDesigns.id });
  return rows.length > 0;
}

export function hashShareToken(token: string): string {
  return createHash('sha256').update(`bioark-design-share-v1:${token}`).digest('hex');
}

const SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * Turns the read-only share link on (a new random token each time: an older link stops working) or off. Only
 * the token's hash is stored, so the link is shown once, when it is made.
 */
export async function setDesignSharing(session: CustomerSession, id: string, shared: boolean): Promise<{ shared: boolean; token: string | null } | null> {
  if (!isUuid(id)) return null;
  const token = shared ? randomBytes(24).toString('base64url') : null;
  const db = await getDb();
  const rows = await db
    .update(customerDesigns)
    .set({ shareTokenHash: token ? hashShareToken(token) : null })
    .where(and(eq(customerDesigns.id, id), eq(customerDesigns.customerId, session.customerId)))
    .returning({ id: customerDesigns.id });
  if (!rows.length) return null;
  return { shared, token };
}

export interface SharedDesign {
  name: string;
  version: number;
  query: string;
  savedAt: string;
}

/** The latest version of a shared design, read-only: no owner, no id, no other version. */
export async function getSharedDesign(token: string): Promise<SharedDesign | null> {
  if (typeof token !== 'string' || !SHARE_TOKEN.test(token)) return null;
  const db = await getDb();
  const [d] = await db.select().from(customerDesigns).where(eq(customerDesigns.shareTokenHash, hashShareToken(token)));
  if (!d) return null;
  const [v] = await db.select().from(customerDesignVersions).where(eq(customerDesignVersions.designId, d.id)).orderBy(desc(customerDesignVersions.version)).limit(1);
  if (!v) return null;
  return { name: d.name, version: v.version, query: v.query, savedAt: v.createdAt.toISOString() };
}

// ---------------------------------------------------------------------------------------------------------
// Export and deletion
// ---------------------------------------------------------------------------------------------------------

/**
 * Everything the shop holds about the customer, table by table (the keys are the table names). Secrets are
 * left out: token hashes of sessions and sign-in links, share-link hashes, payment-provider ids.
 */
export async function exportCustomerData(session: CustomerSession): Promise<Record<string, unknown>> {
  const db = await getDb();
  const email = session.email;
  const [customer] = await db.select().from(customers).where(eq(customers.id, session.customerId));
  const orderRows = await db.select().from(orders).where(byEmail(orders.customerEmail, email)).orderBy(desc(orders.createdAt));
  const orderIds = orderRows.map((o) => o.id);
  const inOrders = (col: AnyPgColumn) => (orderIds.length ? inArray(col, orderIds) : sql`false`);
  const shipments = await db.select().from(orderShipments).where(inOrders(orderShipments.orderId));
  const designs = await db.select().from(customerDesigns).where(eq(customerDesigns.customerId, session.customerId));
  const designIds = designs.map((d) => d.id);
  const [lines, refunds, events, shipmentLines, versions, addresses, sessions, tokens, quoteRows, contactRows, outbox, audit, offerRows, milestones] = await Promise.all([
    db.select().from(orderLines).where(inOrders(orderLines.orderId)),
    db.select().from(orderRefunds).where(inOrders(orderRefunds.orderId)),
    // Admin notes are the shop's own working notes, not data about the customer.
    db.select().from(orderEvents).where(and(inOrders(orderEvents.orderId), ne(orderEvents.type, 'note'))),
    shipments.length ? db.select().from(orderShipmentLines).where(inArray(orderShipmentLines.shipmentId, shipments.map((s) => s.id))) : Promise.resolve([]),
    designIds.length ? db.select().from(customerDesignVersions).where(inArray(customerDesignVersions.designId, designIds)) : Promise.resolve([]),
    db.select().from(customerAddresses).where(eq(customerAddresses.customerId, session.customerId)),
    db.select({ id: customerSessions.id, createdAt: customerSessions.createdAt, expiresAt: customerSessions.expiresAt }).from(customerSessions).where(eq(customerSessions.customerId, session.customerId)),
    db.select({ id: customerLoginTokens.id, createdAt: customerLoginTokens.createdAt, expiresAt: customerLoginTokens.expiresAt, usedAt: customerLoginTokens.usedAt }).from(customerLoginTokens).where(eq(customerLoginTokens.email, email)),
    db.select().from(quotes).where(byEmail(quotes.email, email)),
    db.select().from(contactMessages).where(byEmail(contactMessages.email, email)),
    db
      .select({ id: emailOutbox.id, kind: emailOutbox.kind, subject: emailOutbox.subject, status: emailOutbox.status, createdAt: emailOutbox.createdAt })
      .from(emailOutbox)
      .where(byEmail(emailOutbox.to, email)),
    db.select().from(auditLog).where(byEmail(auditLog.actorEmail, email)),
    // Offers made to this address (docs/offers.md); the link token's hash and the stored PDF's key stay private.
    db.select().from(offers).where(byEmail(offers.customerEmail, email)),
    db.select().from(orderMilestones).where(inOrders(orderMilestones.orderId)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    customers: customer ? [(({ stripeCustomerId: _s, ...c }) => c)(customer)] : [],
    customer_addresses: addresses,
    customer_designs: designs.map(({ shareTokenHash, ...d }) => ({ ...d, shared: shareTokenHash !== null })),
    customer_design_versions: versions,
    customer_sessions: sessions,
    customer_login_tokens: tokens,
    orders: orderRows.map(({ stripeSessionId: _s, checkoutFingerprint: _f, paymentIntentId: _p, ...o }) => o),
    order_lines: lines,
    order_shipments: shipments,
    order_shipment_lines: shipmentLines,
    order_refunds: refunds,
    order_events: events,
    quotes: quoteRows.map(({ idempotencyKey: _k, ...q }) => q),
    contact_messages: contactRows.map(({ idempotencyKey: _k, ...c }) => c),
    email_outbox: outbox,
    audit_log: audit,
    offers: offerRows.map(({ tokenHash: _t, pdfKey: _k, ...o }) => o),
    order_milestones: milestones,
  };
}

export const DELETED_CUSTOMER = 'deleted customer';

/**
 * Deletes the account. Personal data is erased: the customer row and with it sessions, addresses and designs;
 * sign-in links; contact messages; e-mails to the address. Orders and quotes stay for accounting without
 * anyone's name, address or e-mail. The audit log keeps the deletion (under the customer id, not the address).
 * The account's Stripe Customer, if one was made for Checkout, is deleted at Stripe afterwards.
 */
export async function deleteCustomerAccount(session: CustomerSession): Promise<{ orders: number; quotes: number }> {
  const db = await getDb();
  const email = session.email;
  let stripeCustomerId: string | null = null;
  const kept = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: customers.id, stripeCustomerId: customers.stripeCustomerId })
      .from(customers)
      .where(eq(customers.id, session.customerId))
      .for('update');
    if (!locked) throw conflict('This account was already deleted.');
    stripeCustomerId = locked.stripeCustomerId;
    const anonymisedOrders = await tx
      .update(orders)
      .set({ customerEmail: null, customerName: null, shippingAddress: null, billingAddress: null, updatedAt: new Date() })
      .where(byEmail(orders.customerEmail, email))
      .returning({ id: orders.id });
    const anonymisedQuotes = await tx
      .update(quotes)
      .set({ firstName: 'Deleted', lastName: 'customer', email: DELETED_CUSTOMER, phone: '', company: '', department: '', submittedByEmail: null, submittedByAddress: null })
      .where(byEmail(quotes.email, email))
      .returning({ id: quotes.id });
    // Offers stay for accounting like orders, without the person; their link stops working.
    await tx
      .update(offers)
      .set({ customerEmail: DELETED_CUSTOMER, customerName: '', institution: '', tokenHash: null })
      .where(byEmail(offers.customerEmail, email));
    await tx.delete(contactMessages).where(byEmail(contactMessages.email, email));
    await tx.delete(emailOutbox).where(and(byEmail(emailOutbox.to, email), ne(emailOutbox.status, 'sending')));
    await tx.delete(customerLoginTokens).where(eq(customerLoginTokens.email, email));
    await tx.update(auditLog).set({ actorEmail: DELETED_CUSTOMER }).where(byEmail(auditLog.actorEmail, email));
    await tx.update(orderEvents).set({ actorEmail: DELETED_CUSTOMER }).where(byEmail(orderEvents.actorEmail, email));
    // Sessions, addresses, designs and their versions go with the row (ON DELETE CASCADE).
    await tx.delete(customers).where(eq(customers.id, session.customerId));
    await recordAudit(
      {
        actorEmail: DELETED_CUSTOMER,
        action: 'delete',
        entityType: 'customer',
        entityId: session.customerId,
        summary: `Customer deleted their account: ${anonymisedOrders.length} order(s) and ${anonymisedQuotes.length} quote(s) kept anonymised`,
      },
      tx as unknown as Db,
    );
    return { orders: anonymisedOrders.length, quotes: anonymisedQuotes.length };
  });
  // The Stripe Customer held the name and addresses too: deleted once the account is gone (best effort, logged).
  if (stripeCustomerId) await forgetStripeCustomer(stripeCustomerId);
  return kept;
}

// ---------------------------------------------------------------------------------------------------------
// Admin: the Customers tab
// ---------------------------------------------------------------------------------------------------------

export interface AdminCustomerRow {
  id: string;
  email: string;
  name: string;
  institution: string;
  createdAt: string;
  lastSignInAt: string | null;
  orders: number;
  quotes: number;
  designs: number;
}

/**
 * Customers (verified addresses) with what belongs to them, newest first; `q` searches e-mail, name and
 * institution. Never a token: sessions and sign-in links are not read here.
 */
export async function listCustomersForAdmin(q: string): Promise<AdminCustomerRow[]> {
  const db = await getDb();
  const like = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // Qualified by hand: inside a subquery an unqualified "email" or "id" would name the subquery's own column.
  const customerEmail = sql.raw('"customers"."email"');
  const customerId = sql.raw('"customers"."id"');
  const rows = await db
    .select({
      id: customers.id,
      email: customers.email,
      name: customers.name,
      institution: customers.institution,
      createdAt: customers.createdAt,
      lastSignInAt: customers.lastSignInAt,
      orders: sql<number>`(select count(*) from ${orders} where lower(btrim(${orders.customerEmail})) = ${customerEmail})`.mapWith(Number),
      quotes: sql<number>`(select count(*) from ${quotes} where lower(btrim(${quotes.email})) = ${customerEmail})`.mapWith(Number),
      designs: sql<number>`(select count(*) from ${customerDesigns} where ${customerDesigns.customerId} = ${customerId})`.mapWith(Number),
    })
    .from(customers)
    .where(q.trim() ? sql`(${customers.email} ilike ${like} or ${customers.name} ilike ${like} or ${customers.institution} ilike ${like})` : undefined)
    .orderBy(desc(customers.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), lastSignInAt: r.lastSignInAt?.toISOString() ?? null }));
}

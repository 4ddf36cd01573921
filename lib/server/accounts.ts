import 'server-only';
// Customer accounts (docs/accounts.md): sign-in links through the e-mail outbox, server-side sessions in
// their own cookie (never the admin's), and the customer's own orders. Customers are a separate role:
// nothing here reads or writes admin sessions, and requireAdmin() never accepts the customer cookie.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { cookies, headers as nextHeaders } from 'next/headers';
import { getDb, type Db } from '@/db/client';
import { customerLoginTokens, customerSessions, customers, orderLines, orders, products } from '@/db/schema';
import { serviceUnavailable, tooManyRequests, unauthorized, badRequest } from '@/lib/api/errors';
import {
  ACCOUNT_HOME,
  CUSTOMER_SESSION_TTL_MS,
  SIGN_IN_LINK_INVALID,
  SIGN_IN_LINKS_PER_EMAIL,
  SIGN_IN_REQUESTS_PER_CLIENT,
  SIGN_IN_TOKEN_TTL_MS,
  SIGN_IN_WINDOW_SECONDS,
  isWellFormedToken,
  planReorder,
  safeAccountNext,
  signInTokenState,
  type CurrentProduct,
  type ReorderPlan,
} from '@/lib/domain/accounts';
import { escapeHtml } from '@/lib/domain/template';
import { CUSTOMER_COOKIE } from '@/lib/auth/session-cookie.mjs';
import { env } from '@/lib/env';
import { recordAudit } from '@/lib/server/audit';
import { enqueueEmail } from '@/lib/server/outbox';
import { readCustomerInvoice, type OrderDocumentRow } from '@/lib/server/order-documents';
import { consumeRateLimit } from '@/lib/server/rate-limit';
import { clientAddress, requestOrigin } from '@/lib/server/request-info';
import { getOrderDetail, isOrderId, orderReference } from '@/lib/server/orders';
import type { OrderDetail, OrderStatus, OrderSummary } from '@/lib/types/orders';

export { CUSTOMER_COOKIE };

export interface CustomerSession {
  customerId: string;
  email: string;
  sessionId: string;
}

type HeaderSource = { headers: Headers; url?: string };

export function hashToken(token: string): string {
  return createHash('sha256').update(`bioark-customer-v1:${token}`).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Where sign-in links point: SITE_URL, or — without it — the origin the request reached only when that is
 * this machine (development, tests). A link must never follow a client-sent Host to another site: whoever
 * asks for a link for someone else's address could otherwise have the token delivered to their own server.
 */
export function signInLinkOrigin(req: HeaderSource): string {
  const configured = env().SITE_URL;
  if (configured) return new URL(configured).origin;
  const own = requestOrigin(req);
  if (own && /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(own)) return own;
  throw serviceUnavailable('Sign-in by e-mail is not available: the site address (SITE_URL) is not configured.');
}

function signInEmail(link: string): { subject: string; html: string; text: string } {
  const subject = 'Your BioArk sign-in link';
  const text = [
    'Someone (hopefully you) asked to sign in to BioArk with this e-mail address.',
    '',
    `Sign in: ${link}`,
    '',
    'The link works once, for 15 minutes. If you did not ask for it, ignore this e-mail: nothing changes.',
  ].join('\n');
  const html = `<p>Someone (hopefully you) asked to sign in to BioArk with this e-mail address.</p>
<p><a href="${escapeHtml(link)}">Sign in to your BioArk account</a></p>
<p>The link works once, for 15 minutes. If you did not ask for it, ignore this e-mail: nothing changes.</p>`;
  return { subject, html, text };
}

/**
 * Sends a sign-in link to `email` (already normalised) through the outbox: SMTP being down delays it, never
 * loses it. The caller answers the same whatever happens here for a known or unknown address. Over the
 * per-e-mail allowance nothing more is sent (no mail bombing), and the answer still does not change; over the
 * per-client allowance the client gets 429.
 */
export async function requestSignInLink(email: string, req: HeaderSource, next: string = ACCOUNT_HOME): Promise<void> {
  const origin = signInLinkOrigin(req);
  const client = await consumeRateLimit(`account-link:client:${clientAddress(req)}`, SIGN_IN_REQUESTS_PER_CLIENT, SIGN_IN_WINDOW_SECONDS);
  if (!client.allowed) throw tooManyRequests('Too many sign-in requests. Please wait a few minutes and try again.', client.retryAfterSeconds);
  const perEmail = await consumeRateLimit(`account-link:email:${email}`, SIGN_IN_LINKS_PER_EMAIL, SIGN_IN_WINDOW_SECONDS);
  if (!perEmail.allowed) return;
  const token = newToken();
  // The page to return to rides in the #fragment with the token: never sent to a server, never logged.
  const back = safeAccountNext(next);
  const link = `${origin}/account/verify#token=${token}${back === ACCOUNT_HOME ? '' : `&next=${encodeURIComponent(back)}`}`;
  const mail = signInEmail(link);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customerLoginTokens)
      .values({ tokenHash: hashToken(token), email, expiresAt: new Date(Date.now() + SIGN_IN_TOKEN_TTL_MS) })
      .returning({ id: customerLoginTokens.id });
    await enqueueEmail(tx, { kind: 'account-sign-in', to: email, subject: mail.subject, html: mail.html, text: mail.text, refType: 'sign-in', refId: row.id });
  });
  // Old, used and expired links are of no use to anyone: keep the table small.
  await db.delete(customerLoginTokens).where(or(lt(customerLoginTokens.expiresAt, new Date(Date.now() - 24 * 3600 * 1000)), and(eq(customerLoginTokens.email, email), lt(customerLoginTokens.usedAt, new Date()))));
}

/**
 * Exchanges a sign-in token for a session. The token is marked used in the same statement that checks it is
 * unused and unexpired, so two parallel clicks give one session. Verifying the e-mail creates the customer
 * (that is when guest orders with this address join the account).
 */
export async function redeemSignInToken(token: string): Promise<{ sessionToken: string; customerId: string; email: string; expiresAt: Date }> {
  if (!isWellFormedToken(token)) throw badRequest(SIGN_IN_LINK_INVALID);
  const db = await getDb();
  const now = new Date();
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(customerLoginTokens)
      .set({ usedAt: now })
      .where(and(eq(customerLoginTokens.tokenHash, hashToken(token)), isNull(customerLoginTokens.usedAt), gt(customerLoginTokens.expiresAt, now)))
      .returning();
    if (!used || signInTokenState({ expiresAt: used.expiresAt, usedAt: null }, now) !== 'valid') throw badRequest(SIGN_IN_LINK_INVALID);
    const [customer] = await tx
      .insert(customers)
      .values({ email: used.email, lastSignInAt: now })
      .onConflictDoUpdate({ target: customers.email, set: { lastSignInAt: now } })
      .returning();
    const sessionToken = newToken();
    const expiresAt = new Date(now.getTime() + CUSTOMER_SESSION_TTL_MS);
    await tx.insert(customerSessions).values({ tokenHash: hashToken(sessionToken), customerId: customer.id, expiresAt });
    await recordAudit({ actorEmail: customer.email, action: 'login', entityType: 'customer', entityId: customer.id, summary: 'Customer signed in with an e-mail link' }, tx as unknown as Db);
    return { sessionToken, customerId: customer.id, email: customer.email, expiresAt };
  });
}

/** The customer cookie's value from a request (or the current request in a page). */
async function readCustomerCookie(req?: { headers: Headers }): Promise<string | null> {
  let header = req ? (req.headers.get('cookie') ?? '') : ((await nextHeaders()).get('cookie') ?? '');
  if (!header && !req) header = (await cookies()).toString();
  for (const part of header.split(/;\s*/)) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i) === CUSTOMER_COOKIE) {
      try {
        return decodeURIComponent(part.slice(i + 1));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The signed-in customer, or null. The session row must exist and be unexpired. */
export async function getCustomerSession(req?: { headers: Headers }): Promise<CustomerSession | null> {
  const token = await readCustomerCookie(req);
  if (!token || !isWellFormedToken(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ sessionId: customerSessions.id, customerId: customers.id, email: customers.email })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(and(eq(customerSessions.tokenHash, hashToken(token)), gt(customerSessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function requireCustomer(req?: { headers: Headers }): Promise<CustomerSession> {
  const session = await getCustomerSession(req);
  if (!session) throw unauthorized('Please sign in to your account');
  return session;
}

/** Sign-out: the session row is deleted, so the cookie stops working everywhere at once. */
export async function endCustomerSession(session: CustomerSession): Promise<void> {
  const db = await getDb();
  await db.delete(customerSessions).where(eq(customerSessions.id, session.sessionId));
  await recordAudit({ actorEmail: session.email, action: 'logout', entityType: 'customer', entityId: session.customerId, summary: 'Customer signed out' });
}

// ---------------------------------------------------------------------------------------------------------
// The customer's orders: those placed with the verified e-mail (normalised the same way on both sides).
// ---------------------------------------------------------------------------------------------------------

const ownedBy = (email: string) => sql`lower(btrim(${orders.customerEmail})) = ${email}`;

export interface AccountOrderSummary extends Pick<OrderSummary, 'id' | 'reference' | 'status' | 'currency' | 'totalCents' | 'createdAt' | 'paidAt' | 'itemCount'> {
  lines: { name: string; variant: string; quantity: number }[];
}

export async function listCustomerOrders(session: CustomerSession): Promise<AccountOrderSummary[]> {
  const db = await getDb();
  const rows = await db.select().from(orders).where(ownedBy(session.email)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(200);
  if (!rows.length) return [];
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((r) => r.id))).orderBy(orderLines.id);
  return rows.map((r) => {
    const own = lines.filter((l) => l.orderId === r.id);
    return {
      id: r.id,
      reference: orderReference(r.id),
      status: r.status as OrderStatus,
      currency: r.currency,
      totalCents: r.totalCents,
      createdAt: r.createdAt.toISOString(),
      paidAt: r.paidAt ? r.paidAt.toISOString() : null,
      itemCount: own.reduce((s, l) => s + l.quantity, 0),
      lines: own.map((l) => ({ name: l.name, variant: l.variant, quantity: l.quantity })),
    };
  });
}

/** The one ownership check of every account order route: the order's document columns when it is the customer's, else null. */
async function findOwnedOrder(session: CustomerSession, id: string): Promise<OrderDocumentRow | null> {
  if (!isOrderId(id)) return null;
  const db = await getDb();
  const [owned] = await db
    .select({ id: orders.id, poDocumentKey: orders.poDocumentKey, invoiceDocumentKey: orders.invoiceDocumentKey, invoiceNumber: orders.invoiceNumber })
    .from(orders)
    .where(and(eq(orders.id, id), ownedBy(session.email)))
    .limit(1);
  return owned ?? null;
}

/** One of the customer's orders; null for an unknown id and for anyone else's order alike (callers answer 404). */
export async function getCustomerOrder(session: CustomerSession, id: string): Promise<OrderDetail | null> {
  const owned = await findOwnedOrder(session, id);
  if (!owned) return null;
  return getOrderDetail(owned.id);
}

/**
 * GET /api/account/orders/:id/invoice: the invoice PDF of one of the customer's orders (docs/offers.md §3); null
 * for an unknown id and anyone else's order alike, exactly as getCustomerOrder; 404 (NO_INVOICE_YET) before the
 * shop invoiced it.
 */
export async function getCustomerOrderInvoice(session: CustomerSession, id: string): Promise<{ bytes: Buffer; downloadName: string } | null> {
  const owned = await findOwnedOrder(session, id);
  if (!owned) return null;
  return readCustomerInvoice(owned);
}

/** Reorder: the order's products and options at today's prices, and what is no longer sold. */
export async function reorderPlan(session: CustomerSession, id: string): Promise<ReorderPlan | null> {
  const order = await getCustomerOrder(session, id);
  if (!order) return null;
  const ids = [...new Set(order.lines.map((l) => l.productId))];
  const db = await getDb();
  const rows = ids.length ? await db.select().from(products).where(inArray(products.id, ids)) : [];
  const current = new Map<string, CurrentProduct>(rows.map((p) => [p.id, p]));
  return planReorder(order.lines, current);
}

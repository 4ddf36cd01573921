import 'server-only';
// Orders: server-priced checkout, payment events (Stripe webhook and demo Pay share one fulfilment), and the
// admin reads. Rules (docs/architecture.md "never relaxed", docs/security.md item 10–15, R4, R5):
// - every line is priced from the database; the browser's prices and names are ignored;
// - the pending order is written first, then the checkout session is created with an idempotency key derived
//   from the order id, so a retry can never create a second session;
// - each payment event id is recorded in the same transaction as the order update: duplicates, also parallel
//   ones, change nothing; confirmation e-mails are outbox rows with a unique dedupe key.
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { getDb, type Db } from '@/db/client';
import { offers, orderLines, orders, products, stripeEvents } from '@/db/schema';
import { ApiError, badRequest, notFound, serviceUnavailable } from '@/lib/api/errors';
import {
  PaymentProviderError,
  PaymentProviderUnavailableError,
  getPayments,
  isDemoPayments,
  type PaymentMode,
} from '@/lib/adapters/payments';
import { demoSessionId } from '@/lib/adapters/payments/demo';
import { calculateCartTotals } from '@/lib/domain/cart';
import { isPaidStatus } from '@/lib/domain/fulfilment';
import { mergePricedLines, paymentEventMismatch, priceCartLine, sameOriginUrl } from '@/lib/domain/checkout';
import { renderAdminOrderEmail, renderCustomerOrderEmail, type OrderEmailInput } from '@/lib/domain/order-email';
import { MAX_LINE_QUANTITY } from '@/lib/domain/quick-order';
import { log } from '@/lib/logger';
import { enqueueEmail, type OutgoingEmail } from '@/lib/server/outbox';
import { kickOutbox } from '@/lib/server/outbox-worker';
import type { CustomerSession } from '@/lib/server/accounts';
import { checkoutBuyer } from '@/lib/server/checkout-customer';
import type {
  FulfilmentStatus,
  OrderAddress,
  OrderCounts,
  OrderDetail,
  OrderLine,
  OrderListPage,
  OrderStatus,
  OrderSummary,
} from '@/lib/types/orders';
import type { CreateCheckoutSessionInput, DemoPaymentInput, OrderListQuery } from '@/lib/validations/checkout';
import { isUuid } from '@/lib/domain/ids';

type ProductRow = typeof products.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function isOrderId(value: string | null | undefined): value is string {
  return Boolean(value && isUuid(value));
}

export function orderReference(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}

// ---------------------------------------------------------------------------------------------------------
// Resolving cart lines to products
// ---------------------------------------------------------------------------------------------------------

/**
 * docs/requirements.md §3: a cart line's id is the catalog number or the name. Each id resolves to a visible product by
 * catalog number first, then product id, slug and name (case-insensitive). Unresolved ids are missing.
 */
export async function resolveCartProducts(ids: readonly string[]): Promise<Map<string, ProductRow>> {
  const wanted = [...new Set(ids.map((i) => i.trim()).filter(Boolean))];
  const keys = [...new Set(wanted.map((i) => i.toLowerCase()))];
  const found = new Map<string, ProductRow>();
  if (!keys.length) return found;
  const db = await getDb();
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.hidden, false),
        or(
          inArray(sql`lower(${products.catalogNumber})`, keys),
          inArray(sql`lower(${products.id})`, keys),
          inArray(sql`lower(${products.slug})`, keys),
          inArray(sql`lower(${products.name})`, keys),
        ),
      ),
    );
  for (const id of wanted) {
    const key = id.toLowerCase();
    const match =
      rows.find((r) => r.catalogNumber && r.catalogNumber.toLowerCase() === key) ??
      rows.find((r) => r.id.toLowerCase() === key) ??
      rows.find((r) => r.slug.toLowerCase() === key) ??
      rows.find((r) => r.name.toLowerCase() === key);
    if (match) found.set(id, match);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------
// Checkout
// ---------------------------------------------------------------------------------------------------------

/** A checkout line priced by the server: the order line's fields and the image shown at the payment page. */
type ServerLine = Pick<OrderLine, 'productId' | 'catalogNumber' | 'name' | 'variant' | 'unitPriceCents' | 'quantity'> & { imageUrl: string | null };

export interface ItemError {
  index: number;
  id: string;
  message: string;
}

/** Prices the submitted items from the database; any unknown, quote-only or unpriced item is a 400. */
export async function priceCheckoutItems(items: CreateCheckoutSessionInput['items']): Promise<ServerLine[]> {
  const resolved = await resolveCartProducts(items.map((i) => i.id));
  const errors: ItemError[] = [];
  const lines: ServerLine[] = [];
  items.forEach((item, index) => {
    const id = item.id.trim();
    const product = resolved.get(id);
    if (!product) {
      errors.push({ index, id, message: `Unknown product: ${id.slice(0, 80)}` });
      return;
    }
    const priced = priceCartLine(product, item.variant);
    if (!priced.ok) {
      errors.push({ index, id, message: priced.message });
      return;
    }
    lines.push({
      productId: product.id,
      catalogNumber: product.catalogNumber,
      name: product.name,
      variant: priced.variant,
      unitPriceCents: priced.unitPriceCents,
      quantity: item.quantity,
      imageUrl: product.images[0] ?? null,
    });
  });
  if (errors.length) {
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    throw badRequest(`${errors[0].message}${more}`, { itemErrors: errors });
  }
  const merged = mergePricedLines(lines);
  const over = merged.find((l) => l.quantity > MAX_LINE_QUANTITY);
  if (over) throw badRequest(`At most ${MAX_LINE_QUANTITY} of ${over.name} (${over.variant}) per order`);
  return merged;
}

/**
 * The idempotency fingerprint of one browser checkout key and one priced cart: a retry of the same checkout
 * finds the same pending order. It is stored beside the order, never used as the order's id: an id derived
 * from client input would let the buyer compute it offline (docs/security.md item 31); order ids are random.
 */
export function checkoutFingerprint(checkoutKey: string, mode: PaymentMode, lines: readonly Pick<ServerLine, 'productId' | 'variant' | 'unitPriceCents' | 'quantity'>[]): string {
  return createHash('sha256')
    .update(JSON.stringify(['bioark-checkout-v2', checkoutKey, mode, lines.map((l) => [l.productId, l.variant, l.unitPriceCents, l.quantity])]))
    .digest('hex');
}

/** The idempotency key sent to Stripe: derived from the order id only (docs/security.md item 15). */
export function checkoutIdempotencyKey(orderId: string): string {
  return `bioark-checkout-${orderId}`;
}

export interface CheckoutResult {
  url: string;
  orderId: string;
  sessionId: string;
  mode: PaymentMode;
}

function absoluteImageUrl(image: string | null, origin: string): string | undefined {
  if (!image) return undefined;
  try {
    const url = new URL(image, origin);
    // Stripe fetches product images itself: only public https URLs are useful.
    return url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

async function writePendingOrder(
  db: Db,
  fingerprint: string | null,
  mode: PaymentMode,
  lines: readonly ServerLine[],
  amounts: { subtotalCents: number; shippingCents: number; totalCents: number },
): Promise<string> {
  return db.transaction(async (tx) => {
    const insert = async (key: string | null) => {
      const id = randomUUID();
      const rows = await tx
        .insert(orders)
        .values({ id, status: 'pending', mode, currency: 'usd', checkoutFingerprint: key, ...amounts })
        .onConflictDoNothing()
        .returning({ id: orders.id });
      if (!rows.length) return null;
      await tx.insert(orderLines).values(
        lines.map((l) => ({
          orderId: id,
          productId: l.productId,
          catalogNumber: l.catalogNumber,
          name: l.name,
          variant: l.variant,
          unitPriceCents: l.unitPriceCents,
          quantity: l.quantity,
          lineTotalCents: l.unitPriceCents * l.quantity,
        })),
      );
      return id;
    };
    if (!fingerprint) return (await insert(null))!;
    const created = await insert(fingerprint);
    if (created) return created;
    // The same cart was submitted before with this key: reuse that order while it is still payable.
    const [existing] = await tx
      .select({ id: orders.id, status: orders.status, mode: orders.mode })
      .from(orders)
      .where(eq(orders.checkoutFingerprint, fingerprint));
    if (existing?.status === 'pending' && existing.mode === mode) return existing.id;
    // That order was paid, cancelled or expired: this is a new purchase.
    return (await insert(null))!;
  });
}

/**
 * POST /stripe-api/create-checkout-session: prices the cart from the database, writes the pending order, then
 * creates the hosted checkout session and stores its id. Answers the URL to redirect to.
 */
export async function createCheckout(
  input: CreateCheckoutSessionInput,
  origin: string,
  opts: { requestOrigin?: string; customer?: CustomerSession | null } = {},
): Promise<CheckoutResult> {
  // Return URLs may name the host the browser used; they are always rebased onto the site's own origin.
  const alsoAccept = opts.requestOrigin ? [opts.requestOrigin] : [];
  const successUrl = sameOriginUrl(input.successUrl, origin, '/cart?success=1', alsoAccept);
  const cancelUrl = sameOriginUrl(input.cancelUrl, origin, '/cart?canceled=1', alsoAccept);
  if (!successUrl) throw badRequest('successUrl must be a page of this site', { fieldErrors: { successUrl: 'Must be on this site' } });
  if (!cancelUrl) throw badRequest('cancelUrl must be a page of this site', { fieldErrors: { cancelUrl: 'Must be on this site' } });

  const lines = await priceCheckoutItems(input.items);
  // The cart's rule on the database prices: every priced line is payable, so shipping is charged when any exists.
  const { subtotalCents, shippingCents, totalCents } = calculateCartTotals(lines.map((l) => ({ priceCents: l.unitPriceCents, quantity: l.quantity })));

  const payments = getPayments();
  const db = await getDb();
  // A signed-in checkout names the buyer at Stripe (their Stripe Customer, else their e-mail; docs/accounts.md).
  // That is part of the session's parameters, so it is part of the fingerprint too (the same key must never
  // meet different parameters at Stripe).
  const buyer = await checkoutBuyer(opts.customer ?? null, payments);
  const key =
    input.checkoutKey && buyer ? [input.checkoutKey, buyer.email, ...(buyer.stripeCustomerId ? [buyer.stripeCustomerId] : [])].join('\n') : input.checkoutKey;
  const fingerprint = key ? checkoutFingerprint(key, payments.mode, lines) : null;
  const orderId = await writePendingOrder(db, fingerprint, payments.mode, lines, { subtotalCents, shippingCents, totalCents });

  let session;
  try {
    session = await payments.createCheckoutSession(
      {
        orderId,
        currency: 'usd',
        lines: lines.map((l) => ({
          name: l.name,
          variant: l.variant,
          catalogNumber: l.catalogNumber,
          unitAmountCents: l.unitPriceCents,
          quantity: l.quantity,
          imageUrl: absoluteImageUrl(l.imageUrl, origin),
        })),
        shippingCents,
        successUrl,
        cancelUrl,
        origin,
        ...(buyer ? { customerEmail: buyer.email } : {}),
        ...(buyer?.stripeCustomerId ? { stripeCustomerId: buyer.stripeCustomerId } : {}),
      },
      { idempotencyKey: checkoutIdempotencyKey(orderId) },
    );
  } catch (err) {
    if (err instanceof PaymentProviderUnavailableError) {
      log.warn('checkout: payment provider unavailable', { orderId, err: err.cause ?? err });
      throw serviceUnavailable('The payment service is not responding right now. Please try again in a moment — you will not be charged twice.');
    }
    if (err instanceof PaymentProviderError) {
      log.error('checkout: payment provider refused the session', { orderId, err });
      throw new ApiError(502, 'The payment service could not start the checkout. Please try again later.');
    }
    throw err;
  }
  await db.update(orders).set({ stripeSessionId: session.id, updatedAt: new Date() }).where(eq(orders.id, orderId));
  log.info('checkout session created', { orderId, mode: payments.mode, totalCents });
  return { url: session.url, orderId, sessionId: session.id, mode: payments.mode };
}

// ---------------------------------------------------------------------------------------------------------
// Payment events and fulfilment
// ---------------------------------------------------------------------------------------------------------

export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
export type PaymentEventType = (typeof HANDLED_EVENT_TYPES)[number];

export interface PaymentEvent {
  /** Stripe's event id (or a demo event id): processed once. */
  id: string;
  type: PaymentEventType;
  /** Who vouches for the event: a verified Stripe webhook, or this server's demo checkout. */
  source: PaymentMode;
  /** The checkout session; only the session id stored on the order can change it (docs/security.md item 31). */
  sessionId: string;
  /** client_reference_id / metadata.orderId: logged for diagnosis, never used to find the order. */
  orderId: string | null;
  /** 'paid' | 'unpaid' | 'no_payment_required' */
  paymentStatus: string;
  /** What the session charges, in the smallest currency unit, and its currency and Checkout mode. */
  amountTotal: number | null;
  currency: string | null;
  checkoutMode: string | null;
  customerEmail: string | null;
  customerName: string | null;
  shippingAddress: OrderAddress | null;
  /** Stripe's PaymentIntent of the session: later refunds are made against it (null in demo mode). */
  paymentIntentId?: string | null;
}

export type FulfilmentOutcome =
  | 'duplicate'
  | 'unknown-order'
  | 'mismatch'
  | 'paid'
  | 'already-paid'
  | 'awaiting-payment'
  | 'failed'
  | 'expired'
  | 'unchanged';

function toAddress(name: string | null | undefined, a: Stripe.Address | null | undefined): OrderAddress | null {
  if (!a) return null;
  return { name: name ?? null, line1: a.line1, line2: a.line2, city: a.city, state: a.state, postalCode: a.postal_code, country: a.country };
}

/** The part of a verified Stripe event that fulfilment needs; null for event types we do not handle. */
export function paymentEventFromStripe(event: Stripe.Event): PaymentEvent | null {
  if (!(HANDLED_EVENT_TYPES as readonly string[]).includes(event.type)) return null;
  const s = event.data.object as Stripe.Checkout.Session;
  const shipping = s.collected_information?.shipping_details ?? null;
  const customerName = shipping?.name ?? s.customer_details?.name ?? null;
  return {
    id: event.id,
    type: event.type as PaymentEventType,
    source: 'stripe',
    sessionId: s.id,
    orderId: s.client_reference_id ?? s.metadata?.orderId ?? null,
    paymentStatus: s.payment_status,
    amountTotal: typeof s.amount_total === 'number' ? s.amount_total : null,
    currency: typeof s.currency === 'string' ? s.currency.toLowerCase() : null,
    checkoutMode: typeof s.mode === 'string' ? s.mode : null,
    customerEmail: s.customer_details?.email ?? s.customer_email ?? null,
    customerName,
    shippingAddress: toAddress(customerName, shipping?.address ?? s.customer_details?.address ?? null),
    paymentIntentId: typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null),
  };
}

export function toOrderLine(l: OrderLineRow): OrderLine {
  return {
    id: l.id,
    productId: l.productId,
    catalogNumber: l.catalogNumber,
    name: l.name,
    variant: l.variant,
    unitPriceCents: l.unitPriceCents,
    quantity: l.quantity,
    lineTotalCents: l.lineTotalCents,
  };
}

/** Queues the customer's and the admin's e-mails in the fulfilment transaction; true when any row was new. */
async function queueOrderEmails(tx: Tx, order: OrderRow, lines: OrderLine[], origin: string): Promise<boolean> {
  const reference = orderReference(order.id);
  const input: OrderEmailInput = {
    reference,
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    shippingAddress: order.shippingAddress as OrderAddress | null,
    lines,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    adminUrl: `${origin}/admin/orders/${order.id}`,
    demo: order.mode === 'demo',
  };
  const mails: OutgoingEmail[] = [];
  if (order.customerEmail) {
    mails.push({ kind: 'order-customer', to: order.customerEmail, ...renderCustomerOrderEmail(input), dedupeKey: `order:${order.id}:customer` });
  }
  // An empty `to` means the admin recipients of the SMTP settings at send time.
  mails.push({ kind: 'order-admin', to: '', replyTo: order.customerEmail, ...renderAdminOrderEmail(input), dedupeKey: `order:${order.id}:admin` });
  let queued = false;
  // enqueueEmail's checks apply here too: a customer address that is not one plain address is never a Reply-To,
  // and control characters never reach a subject.
  for (const mail of mails) if (await enqueueEmail(tx, { ...mail, refType: 'order', refId: order.id })) queued = true;
  return queued;
}

/**
 * Applies one payment event exactly once: the event id is inserted in the same transaction as the order
 * update, so a duplicate (also a parallel one) finds it and changes nothing. An event whose session no order
 * holds, or whose amount, currency or mode differ from the order, changes nothing and is not recorded.
 * Database errors propagate, so the webhook answers 5xx and Stripe retries.
 */
export async function applyPaymentEvent(event: PaymentEvent, opts: { origin: string }): Promise<{ outcome: FulfilmentOutcome; orderId?: string }> {
  const db = await getDb();
  let emailsQueued = false;
  const result = await db.transaction(async (tx) => {
    const [order] = event.sessionId ? await tx.select().from(orders).where(eq(orders.stripeSessionId, event.sessionId)).for('update') : [];
    if (!order) {
      log.warn('payment event for an unknown checkout session: ignored', {
        eventId: event.id,
        type: event.type,
        sessionId: event.sessionId,
        claimedOrderId: event.orderId,
      });
      return { outcome: 'unknown-order' as const };
    }
    const mismatch = paymentEventMismatch(event, order);
    if (mismatch) {
      log.warn('payment event does not match its order: ignored', { eventId: event.id, type: event.type, orderId: order.id, reason: mismatch });
      return { outcome: 'mismatch' as const, orderId: order.id };
    }

    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing({ target: stripeEvents.id })
      .returning({ id: stripeEvents.id });
    if (!recorded.length) return { outcome: 'duplicate' as const, orderId: order.id };

    const now = new Date();
    const customer = {
      customerEmail: event.customerEmail ?? order.customerEmail,
      customerName: event.customerName ?? order.customerName,
      shippingAddress: (event.shippingAddress ?? order.shippingAddress) as Record<string, unknown> | null,
    };
    const paid =
      event.type === 'checkout.session.async_payment_succeeded' ||
      (event.type === 'checkout.session.completed' && event.paymentStatus === 'paid');

    if (paid) {
      // Paid once: later refunds and cancellation keep their status.
      if (order.paidAt || isPaidStatus(order.status as OrderStatus)) return { outcome: 'already-paid' as const, orderId: order.id };
      if (order.status !== 'pending') {
        // Stripe took the money for an order we had closed (expired or cancelled meanwhile): record the payment,
        // the admin sees it as paid and can refund it.
        log.warn('payment arrived for a closed order; marking it paid', { orderId: order.id, status: order.status, eventId: event.id });
      }
      const [updated] = await tx
        .update(orders)
        .set({ status: 'paid', paidAt: now, updatedAt: now, paymentIntentId: event.paymentIntentId ?? order.paymentIntentId, ...customer })
        .where(eq(orders.id, order.id))
        .returning();
      if (updated.offerId) {
        // An offer paid by card is accepted by its payment (docs/offers.md).
        await tx
          .update(offers)
          .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
          .where(and(eq(offers.id, updated.offerId), inArray(offers.status, ['sent', 'superseded'])));
      }
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
      emailsQueued = await queueOrderEmails(tx, updated, lines.map(toOrderLine), opts.origin);
      log.info('order paid', { orderId: order.id, eventId: event.id, totalCents: order.totalCents });
      return { outcome: 'paid' as const, orderId: order.id };
    }

    if (event.type === 'checkout.session.completed') {
      // Delayed payment methods: the customer finished, the money has not arrived yet (docs/security.md item 14).
      await tx.update(orders).set({ updatedAt: now, ...customer }).where(eq(orders.id, order.id));
      return { outcome: 'awaiting-payment' as const, orderId: order.id };
    }

    if (order.status !== 'pending') return { outcome: 'unchanged' as const, orderId: order.id };
    const status: OrderStatus = event.type === 'checkout.session.async_payment_failed' ? 'failed' : 'expired';
    await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, order.id));
    return { outcome: status, orderId: order.id };
  });
  // Committed: wake the outbox worker instead of leaving the e-mails to its next poll.
  if (emailsQueued) kickOutbox();
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// Demo checkout
// ---------------------------------------------------------------------------------------------------------

/** The order behind a demo checkout page; null unless demo payments are active and it is a demo order. */
export async function getDemoCheckoutOrder(orderId: string): Promise<OrderDetail | null> {
  if (!isDemoPayments() || !isOrderId(orderId)) return null;
  const order = await getOrderDetail(orderId);
  return order && order.mode === 'demo' ? order : null;
}

/** Demo Pay: the same fulfilment a verified `checkout.session.completed` (paid) runs. */
export async function payDemoOrder(orderId: string, payer: DemoPaymentInput, origin: string) {
  const order = await getDemoCheckoutOrder(orderId);
  if (!order) throw notFound('This demo checkout does not exist');
  if (order.status !== 'pending' && order.status !== 'paid') throw badRequest(`This order is ${order.status} and can no longer be paid`);
  return applyPaymentEvent(
    {
      id: `demo_evt_${orderId}`,
      type: 'checkout.session.completed',
      source: 'demo',
      sessionId: demoSessionId(orderId),
      orderId,
      paymentStatus: 'paid',
      // The demo "charges" exactly the stored order: the same checks as a Stripe event, on the server's figures.
      amountTotal: order.totalCents,
      currency: order.currency,
      checkoutMode: 'payment',
      customerEmail: payer.email,
      customerName: payer.name,
      shippingAddress: {
        name: payer.name,
        line1: payer.line1 || null,
        city: payer.city || null,
        postalCode: payer.postalCode || null,
        country: payer.country || null,
      },
    },
    { origin },
  );
}

/** Demo Cancel: the pending order is marked canceled (a paid one stays paid). */
export async function cancelDemoOrder(orderId: string): Promise<void> {
  const order = await getDemoCheckoutOrder(orderId);
  if (!order) throw notFound('This demo checkout does not exist');
  const db = await getDb();
  await db
    .update(orders)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

// ---------------------------------------------------------------------------------------------------------
// Admin reads
// ---------------------------------------------------------------------------------------------------------

export const ORDERS_PAGE_SIZE = 25;

// Raw names: drizzle leaves the outer columns unqualified, which is ambiguous inside a correlated subquery.
const itemCountSql = sql<number>`(select coalesce(sum(ol.quantity), 0) from order_lines ol where ol.order_id = "orders"."id")`;

function toSummary(row: OrderRow, itemCount: number): OrderSummary {
  return {
    id: row.id,
    reference: orderReference(row.id),
    status: row.status as OrderStatus,
    fulfilmentStatus: row.fulfilmentStatus as FulfilmentStatus,
    refundedCents: row.refundedCents,
    mode: row.mode === 'stripe' ? 'stripe' : 'demo',
    paymentMethod: row.paymentMethod === 'po' ? 'po' : 'card',
    currency: row.currency,
    subtotalCents: row.subtotalCents,
    shippingCents: row.shippingCents,
    totalCents: row.totalCents,
    customerEmail: row.customerEmail,
    customerName: row.customerName,
    itemCount: Number(itemCount),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Orders newest first; `q` searches e-mail, name, reference/id, session id, and line names/catalog numbers. */
export async function listOrders(query: OrderListQuery): Promise<OrderListPage> {
  const db = await getDb();
  const conditions = [];
  if (query.status !== 'all') conditions.push(eq(orders.status, query.status));
  if (query.fulfilment !== 'all') conditions.push(eq(orders.fulfilmentStatus, query.fulfilment));
  const toShip = query.view === 'to-ship';
  if (toShip) {
    conditions.push(inArray(orders.status, ['paid', 'partially_refunded']), inArray(orders.fulfilmentStatus, ['unfulfilled', 'partially_shipped']));
  }
  const q = query.q.trim();
  if (q) {
    const like = likePattern(q);
    const compactId = q.replace(/^#/, '').replace(/-/g, '').toLowerCase();
    conditions.push(
      or(
        sql`${orders.customerEmail} ilike ${like}`,
        sql`${orders.customerName} ilike ${like}`,
        sql`${orders.stripeSessionId} ilike ${like}`,
        /^[0-9a-f]{1,32}$/.test(compactId) ? sql`replace(${orders.id}::text, '-', '') like ${`${compactId}%`}` : undefined,
        sql`exists (select 1 from order_lines ol where ol.order_id = "orders"."id" and (ol.name ilike ${like} or ol.catalog_number ilike ${like}))`,
      ),
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = await db
    .select({ order: orders, itemCount: itemCountSql })
    .from(orders)
    .where(where)
    // The "to ship" queue serves the longest-waiting order first.
    .orderBy(...(toShip ? [asc(orders.paidAt), asc(orders.id)] : [desc(orders.createdAt), desc(orders.id)]))
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE);
  const totals = await paidMinusRefunded(db, query.from ?? null, query.to ?? null);
  return { orders: rows.map((r) => toSummary(r.order, r.itemCount)), total, page, pageSize: ORDERS_PAGE_SIZE, pageCount, totals };
}

/** Takings of the orders paid in [from, to] (UTC days, inclusive): what was paid, refunded, and the difference. */
export async function paidMinusRefunded(db: Db, from: string | null, to: string | null): Promise<OrderListPage['totals']> {
  const conditions = [sql`${orders.paidAt} is not null`];
  if (from) conditions.push(gte(orders.paidAt, new Date(`${from}T00:00:00Z`)));
  if (to) conditions.push(lt(orders.paidAt, new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000)));
  const [row] = await db
    .select({
      paid: sql<number>`coalesce(sum(${orders.totalCents}), 0)`,
      refunded: sql<number>`coalesce(sum(${orders.refundedCents}), 0)`,
    })
    .from(orders)
    .where(and(...conditions));
  const paidCents = Number(row.paid);
  const refundedCents = Number(row.refunded);
  return { paidCents, refundedCents, netCents: paidCents - refundedCents, from, to };
}

export async function getOrderDetail(id: string): Promise<OrderDetail | null> {
  if (!isOrderId(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return null;
  const lines = (await db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.id)).map(toOrderLine);
  return {
    ...toSummary(
      row,
      lines.reduce((s, l) => s + l.quantity, 0),
    ),
    stripeSessionId: row.stripeSessionId,
    shippingAddress: (row.shippingAddress as OrderAddress | null) ?? null,
    lines,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Counts for the admin Overview: paid = ever paid (also when refunded or cancelled since); revenue net of refunds. */
export async function countOrders(): Promise<OrderCounts> {
  const db = await getDb();
  const [row] = await db
    .select({
      total: count(),
      paid: sql<number>`count(*) filter (where ${orders.paidAt} is not null)`,
      pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')`,
      paidRevenueCents: sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}) filter (where ${orders.paidAt} is not null), 0)`,
    })
    .from(orders);
  return { total: Number(row.total), paid: Number(row.paid), pending: Number(row.pending), paidRevenueCents: Number(row.paidRevenueCents) };
}

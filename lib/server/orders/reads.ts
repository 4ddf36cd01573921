import 'server-only';
// Admin reads: the orders list with its totals, one order's detail, and the Overview's counts.
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { orderLines, orders } from '@/db/schema';
import type { FulfilmentStatus, OrderAddress, OrderCounts, OrderDetail, OrderListPage, OrderStatus, OrderSummary } from '@/lib/types/orders';
import type { OrderListQuery } from '@/lib/validations/checkout';
import { isOrderId, orderReference, toOrderLine, type OrderRow } from '@/lib/server/orders/internal';

const ORDERS_PAGE_SIZE = 25;

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
    discountCents: row.discountCents,
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
async function paidMinusRefunded(db: Db, from: string | null, to: string | null): Promise<OrderListPage['totals']> {
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
    billingAddress: (row.billingAddress as OrderAddress | null) ?? null,
    poNumber: row.poNumber,
    invoiceNumber: row.invoiceNumber,
    invoicedAt: row.invoicedAt ? row.invoicedAt.toISOString() : null,
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

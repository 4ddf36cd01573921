import 'server-only';
// The Overview tab's counts (docs/requirements.md §2: products, blog posts, services; plus orders, unread quotes and
// e-mails waiting), read straight from the tables in one round of parallel counts.
import { count, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { blogPosts, emailOutbox, orders, products, quotes, services } from '@/db/schema';
import type { OverviewCounts } from '@/lib/types/admin';

export async function getOverviewCounts(): Promise<OverviewCounts> {
  const db = await getDb();
  const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  const [p, b, s, o, paid, q, unread, waiting, failed] = await Promise.all([
    db.select({ n: count() }).from(products).where(eq(products.hidden, false)),
    db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.hidden, false)),
    db.select({ n: count() }).from(services).where(eq(services.hidden, false)),
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(orders).where(eq(orders.status, 'paid')),
    db.select({ n: count() }).from(quotes),
    db.select({ n: count() }).from(quotes).where(eq(quotes.read, false)),
    db.select({ n: count() }).from(emailOutbox).where(inArray(emailOutbox.status, ['pending', 'sending'])),
    db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'failed')),
  ]);
  return {
    products: n(p),
    blogPosts: n(b),
    services: n(s),
    orders: n(o),
    paidOrders: n(paid),
    quotes: n(q),
    unreadQuotes: n(unread),
    emailsWaiting: n(waiting),
    emailsFailed: n(failed),
  };
}

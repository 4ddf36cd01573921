import 'server-only';
// Admin → Customers → one customer (docs/accounts.md#admin): the profile and what belongs to the account —
// orders, quotes and messages, saved designs — read with the same ownership rules the customer's own pages use.
// Never a token: sessions, sign-in links and share links are not read here.
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { customers } from '@/db/schema';
import { isUuid } from '@/lib/domain/ids';
import { listCustomerRequests, listDesigns, type AccountRequest, type SavedDesignSummary } from '@/lib/server/account-data';
import { listCustomerOrders, type AccountOrderSummary } from '@/lib/server/accounts';

export interface AdminCustomerDetail {
  id: string;
  email: string;
  name: string;
  institution: string;
  department: string;
  phone: string;
  createdAt: string;
  verifiedAt: string;
  lastSignInAt: string | null;
  orders: AccountOrderSummary[];
  requests: AccountRequest[];
  designs: SavedDesignSummary[];
}

/** One customer account for the admin, or null when there is none with this id. */
export async function getCustomerForAdmin(id: string): Promise<AdminCustomerDetail | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [c] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!c) return null;
  // The account's own reads take a session; the admin reads as that account without one.
  const asAccount = { customerId: c.id, email: c.email, sessionId: '' };
  const [orders, requests, designs] = await Promise.all([listCustomerOrders(asAccount), listCustomerRequests(asAccount), listDesigns(asAccount)]);
  return {
    id: c.id,
    email: c.email,
    name: c.name,
    institution: c.institution,
    department: c.department,
    phone: c.phone,
    createdAt: c.createdAt.toISOString(),
    verifiedAt: c.verifiedAt.toISOString(),
    lastSignInAt: c.lastSignInAt?.toISOString() ?? null,
    orders,
    requests,
    designs,
  };
}

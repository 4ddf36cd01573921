import 'server-only';
// Who a Stripe Checkout Session is for (docs/accounts.md "Stripe Checkout pre-fill"). A signed-in customer with
// a default shipping address gets a Stripe Customer — created once, its id kept on the customer row, updated
// with the current default addresses at each checkout — and the session names it, so Checkout shows the
// e-mail and the addresses pre-filled. Without a default address, or when Stripe does not answer the customer
// call, the session gets the verified e-mail only: a Stripe Customer is a convenience and never blocks a
// purchase. Guests get neither. Only the session's own customer row is ever read.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { customerAddresses, customers } from '@/db/schema';
import { getPayments, type PaymentsAdapter } from '@/lib/adapters/payments';
import { stripeCustomerParams } from '@/lib/domain/stripe-customer';
import { log } from '@/lib/logger';
import type { CustomerSession } from '@/lib/server/accounts';

/** The customer call's own timeout: short, so the session call that follows still answers within 10 s. */
export const STRIPE_CUSTOMER_TIMEOUT_MS = 2_500;

export interface CheckoutBuyer {
  /** The verified sign-in address. */
  email: string;
  /** Set when the Stripe Customer was saved for this checkout. */
  stripeCustomerId?: string;
}

export async function checkoutBuyer(session: CustomerSession | null, payments: PaymentsAdapter): Promise<CheckoutBuyer | undefined> {
  if (!session) return undefined;
  const email = session.email;
  if (!payments.saveCustomer) return { email };
  const db = await getDb();
  const [row] = await db.select().from(customers).where(eq(customers.id, session.customerId));
  if (!row) return { email };
  const defaults = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, row.id), eq(customerAddresses.isDefault, true)));
  const shipping = defaults.find((a) => a.kind === 'shipping');
  if (!shipping) return { email };
  const params = stripeCustomerParams({
    customerId: row.id,
    email,
    profileName: row.name,
    profilePhone: row.phone,
    shipping,
    billing: defaults.find((a) => a.kind === 'billing') ?? null,
  });
  // The same account, stored id and parameters give the same key: a double click makes one Stripe Customer.
  // The stored id is part of it, so a customer Stripe lost is replaced by a new one, not replayed.
  const idempotencyKey = `customer-${row.id}-${createHash('sha256')
    .update(JSON.stringify([row.stripeCustomerId, params]))
    .digest('hex')
    .slice(0, 32)}`;
  try {
    const id = await payments.saveCustomer(params, { existingId: row.stripeCustomerId, idempotencyKey, timeoutMs: STRIPE_CUSTOMER_TIMEOUT_MS });
    if (id !== row.stripeCustomerId) await db.update(customers).set({ stripeCustomerId: id }).where(eq(customers.id, row.id));
    return { email, stripeCustomerId: id };
  } catch (err) {
    log.warn('checkout: the Stripe customer could not be saved; Checkout gets the e-mail only', { customerId: row.id, err });
    return { email };
  }
}

/**
 * Deletes an account's Stripe Customer when the account is deleted (docs/accounts.md). Best effort: the account
 * is gone either way; a failure is logged with the id so it can be removed in the Stripe dashboard.
 */
export async function forgetStripeCustomer(stripeCustomerId: string): Promise<void> {
  const payments = getPayments();
  if (!payments.deleteCustomer) {
    log.warn('account deletion: a Stripe Customer is left at Stripe (Stripe is not configured now)', { stripeCustomerId });
    return;
  }
  try {
    await payments.deleteCustomer(stripeCustomerId, { timeoutMs: STRIPE_CUSTOMER_TIMEOUT_MS });
  } catch (err) {
    log.warn('account deletion: the Stripe Customer could not be deleted; delete it in the Stripe dashboard', { stripeCustomerId, err });
  }
}
